import { z } from 'zod';
import { episodeKeySchema } from './frame.js';
import { subtitleJsonSchema } from './subtitle.js';

/** One moment of `api/discover` (2026 service): a frame and its line. */
export const discoverEntryJsonSchema = z.looseObject({
  /** The episode key string. */
  Episode: episodeKeySchema,
  Timestamp: z.int().nonnegative(),
  Content: z.string(),
  Title: z.string(),
});

/** The body of `api/discover`. */
export const discoverJsonSchema = z.array(discoverEntryJsonSchema);

/** The raw JSON of a discover entry. */
export type DiscoverEntryJson = z.output<typeof discoverEntryJsonSchema>;

/** One episode of `api/navigator` (2026 service), with about twenty frame timestamps. */
export const navigatorEpisodeJsonSchema = z.looseObject({
  Key: episodeKeySchema,
  Season: z.int(),
  EpisodeNumber: z.int(),
  Title: z.string(),
  OriginalAirDate: z.string(),
  Frames: z.array(z.int().nonnegative()),
});

/** The body of `api/navigator`: one entry per episode. */
export const navigatorJsonSchema = z.array(navigatorEpisodeJsonSchema);

/** The raw JSON of a navigator entry. */
export type NavigatorEpisodeJson = z.output<typeof navigatorEpisodeJsonSchema>;

/** The body of `api/transcript` (2026 service): the subtitles near a time. */
export const transcriptJsonSchema = z.array(subtitleJsonSchema);
