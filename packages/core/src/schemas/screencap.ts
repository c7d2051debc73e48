import { z } from 'zod';
import { episodeJsonSchema } from './episode.js';
import { frameJsonSchema } from './frame.js';
import { subtitleJsonSchema } from './subtitle.js';

/**
 * The body of the caption and random endpoints. `Nearby` is optional since
 * the 2026 service sends it on `api/caption` only when asked (`nearby=1`);
 * `MinTimestamp` and `MaxTimestamp` (the episode's first and last frame) are
 * top-level keys of the 2026 answers, absent from classic ones.
 */
export const screencapJsonSchema = z.looseObject({
  Episode: episodeJsonSchema,
  Frame: frameJsonSchema,
  Subtitles: z.array(subtitleJsonSchema),
  Nearby: z.array(frameJsonSchema).optional(),
  MinTimestamp: z.int().nonnegative().optional(),
  MaxTimestamp: z.int().nonnegative().optional(),
});

/** A 2026 caption answer asked with `nearby=1`, read for its `Nearby` frames only. */
export const nearbyCaptionJsonSchema = z.looseObject({
  Nearby: z.array(frameJsonSchema),
});

/** The raw JSON of a caption or random response. */
export type ScreencapJson = z.output<typeof screencapJsonSchema>;

/** The body of the episode endpoint: the episode and its subtitles in the range asked for. */
export const episodeViewJsonSchema = z.looseObject({
  Episode: episodeJsonSchema,
  Subtitles: z.array(subtitleJsonSchema),
});

/** The raw JSON of an episode response, as `viewEpisode` returns it. */
export type EpisodeViewJson = z.output<typeof episodeViewJsonSchema>;
