import type { frameSchemas } from './frame.js';
import type { subtitleSchemas } from './subtitle.js';
import type { Assert, Output, Same, Zod } from './zod-namespace.js';

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

/** The raw JSON of a discover entry (2026 service): a frame and its line. Unknown keys are kept. */
export interface DiscoverEntryJson {
  /** The episode key string. */
  Episode: string;
  /** The frame's time, in ms from the start of the episode. */
  Timestamp: number;
  /** The line spoken there. */
  Content: string;
  /** The episode's title. */
  Title: string;
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

/** The raw JSON of a navigator entry (2026 service): one episode. Unknown keys are kept. */
export interface NavigatorEpisodeJson {
  /** The episode key, such as `S05E01`. */
  Key: string;
  /** The season number. */
  Season: number;
  /** The episode's number within its season. */
  EpisodeNumber: number;
  /** The episode's title. */
  Title: string;
  /** The air date, as the service writes it. */
  OriginalAirDate: string;
  /** About twenty frame timestamps of the episode, in ms. */
  Frames: number[];
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

// Fail to compile the day an interface and its schema part.
type _DiscoverEntryJsonIsTheSchemaOutput = Assert<Same<DiscoverEntryJson, Output<DiscoverySchemas['discoverEntryJsonSchema']>>>;
type _NavigatorEpisodeJsonIsTheSchemaOutput = Assert<Same<NavigatorEpisodeJson, Output<DiscoverySchemas['navigatorEpisodeJsonSchema']>>>;
