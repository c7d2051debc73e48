import type { episodeSchemas } from './episode.js';
import type { frameSchemas } from './frame.js';
import type { subtitleSchemas } from './subtitle.js';
import type { EpisodeJson } from './episode.js';
import type { FrameJson } from './frame.js';
import type { SubtitleJson } from './subtitle.js';
import type { Assert, Output, Same, Zod } from './zod-namespace.js';

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

/** The raw JSON of a caption or random response. Unknown keys are kept. */
export interface ScreencapJson {
  /** The episode the frame belongs to. */
  Episode: EpisodeJson;
  /** The frame itself. */
  Frame: FrameJson;
  /** The subtitle lines around the frame. */
  Subtitles: SubtitleJson[];
  /** Frames close to this one; the 2026 service sends them on `api/caption` only when asked (`nearby=1`). */
  Nearby?: FrameJson[] | undefined;
  /** Since 2026: the episode's first frame timestamp, in ms. */
  MinTimestamp?: number | undefined;
  /** Since 2026: the episode's last frame timestamp, in ms. */
  MaxTimestamp?: number | undefined;
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

/** The raw JSON of an episode response, as `viewEpisode` returns it. Unknown keys are kept. */
export interface EpisodeViewJson {
  /** The episode. */
  Episode: EpisodeJson;
  /** Its subtitle lines in the range asked for. */
  Subtitles: SubtitleJson[];
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

// Fail to compile the day an interface and its schema part.
type _ScreencapJsonIsTheSchemaOutput = Assert<Same<ScreencapJson, Output<ScreencapSchemas['screencapJsonSchema']>>>;
type _EpisodeViewJsonIsTheSchemaOutput = Assert<Same<EpisodeViewJson, Output<ScreencapSchemas['episodeViewJsonSchema']>>>;
