import type { frameSchemas } from './frame.js';
import type { subtitleSchemas } from './subtitle.js';
import type { Output, Zod } from './zod-namespace.js';

/** The schemas of the 2026 discover, navigator and transcript answers, built with `z`. */
export function discoverySchemas(
  z: Zod,
  { episodeKeySchema, subtitleJsonSchema }: ReturnType<typeof frameSchemas> & ReturnType<typeof subtitleSchemas>,
) {
  /** One moment of `api/discover` (2026 service): a frame and its line. */
  const discoverEntryJsonSchema = z.looseObject({
    /** The episode key string. */
    Episode: episodeKeySchema,
    Timestamp: z.int().check(z.nonnegative()),
    Content: z.string(),
    Title: z.string(),
  });

  /** The body of `api/discover`. */
  const discoverJsonSchema = z.array(discoverEntryJsonSchema);

  /** One episode of `api/navigator` (2026 service), with about twenty frame timestamps. */
  const navigatorEpisodeJsonSchema = z.looseObject({
    Key: episodeKeySchema,
    Season: z.int(),
    EpisodeNumber: z.int(),
    Title: z.string(),
    OriginalAirDate: z.string(),
    Frames: z.array(z.int().check(z.nonnegative())),
  });

  /** The body of `api/navigator`: one entry per episode. */
  const navigatorJsonSchema = z.array(navigatorEpisodeJsonSchema);

  /** The body of `api/transcript` (2026 service): the subtitles near a time. */
  const transcriptJsonSchema = z.array(subtitleJsonSchema);

  return { discoverEntryJsonSchema, discoverJsonSchema, navigatorEpisodeJsonSchema, navigatorJsonSchema, transcriptJsonSchema };
}

type DiscoverySchemas = ReturnType<typeof discoverySchemas>;

/** The raw JSON of a discover entry. */
export type DiscoverEntryJson = Output<DiscoverySchemas['discoverEntryJsonSchema']>;

/** The raw JSON of a navigator entry. */
export type NavigatorEpisodeJson = Output<DiscoverySchemas['navigatorEpisodeJsonSchema']>;
