import type { episodeSchemas } from './episode.js';
import type { frameSchemas } from './frame.js';
import type { subtitleSchemas } from './subtitle.js';
import type { Output, Zod } from './zod-namespace.js';

/** The schemas of caption, random and episode answers, built with `z` from those of their parts. */
export function screencapSchemas(
  z: Zod,
  { frameJsonSchema, episodeJsonSchema, subtitleJsonSchema }: ReturnType<typeof frameSchemas> &
    ReturnType<typeof episodeSchemas> &
    ReturnType<typeof subtitleSchemas>,
) {
  /**
   * The body of the caption and random endpoints. `Nearby` is optional since
   * the 2026 service sends it on `api/caption` only when asked (`nearby=1`);
   * `MinTimestamp` and `MaxTimestamp` (the episode's first and last frame) are
   * top-level keys of the 2026 answers, absent from classic ones.
   */
  const screencapJsonSchema = z.looseObject({
    Episode: episodeJsonSchema,
    Frame: frameJsonSchema,
    Subtitles: z.array(subtitleJsonSchema),
    Nearby: z.optional(z.array(frameJsonSchema)),
    MinTimestamp: z.optional(z.int().check(z.nonnegative())),
    MaxTimestamp: z.optional(z.int().check(z.nonnegative())),
  });

  /** A 2026 caption answer asked with `nearby=1`, read for its `Nearby` frames only. */
  const nearbyCaptionJsonSchema = z.looseObject({
    Nearby: z.array(frameJsonSchema),
  });

  /** The body of the episode endpoint: the episode and its subtitles in the range asked for. */
  const episodeViewJsonSchema = z.looseObject({
    Episode: episodeJsonSchema,
    Subtitles: z.array(subtitleJsonSchema),
  });

  return { screencapJsonSchema, nearbyCaptionJsonSchema, episodeViewJsonSchema };
}

type ScreencapSchemas = ReturnType<typeof screencapSchemas>;

/** The raw JSON of a caption or random response. */
export type ScreencapJson = Output<ScreencapSchemas['screencapJsonSchema']>;

/** The raw JSON of an episode response, as `viewEpisode` returns it. */
export type EpisodeViewJson = Output<ScreencapSchemas['episodeViewJsonSchema']>;
