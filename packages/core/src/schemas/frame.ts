import { z } from 'zod';

/**
 * A frame as the search, frames and nearby endpoints (and the `Frame` and
 * `Nearby` keys of a caption response) send it. Unknown keys are kept.
 */
export const frameJsonSchema = z.looseObject({
  Id: z.int(),
  /** The episode key string, such as `S05E01` (not an object). */
  Episode: z.string(),
  Timestamp: z.int().nonnegative(),
  /** Since 2026, on search results: the subtitle that matched. */
  Content: z.string().optional(),
  /** Since 2026, on search results: the episode's title. */
  Title: z.string().optional(),
});

/** The raw JSON of a frame. */
export type FrameJson = z.output<typeof frameJsonSchema>;

/** The body of the search, frames and nearby endpoints: an array of frames. */
export const frameListJsonSchema = z.array(frameJsonSchema);
