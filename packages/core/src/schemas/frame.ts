import { z } from 'zod';

/**
 * An episode key as the models put it into URLs: a non-empty string, not a
 * dot segment, without lone surrogates. A response with anything else is an
 * invalid response, not a caller's mistake.
 */
export const episodeKeySchema = z
  .string()
  .min(1, 'an episode key must not be empty')
  .refine((key) => key !== '.' && key !== '..', 'an episode key must not be a dot segment')
  .refine((key) => !/\p{Surrogate}/u.test(key), 'an episode key must be well-formed Unicode');

/**
 * A frame as the search, frames and nearby endpoints (and the `Frame` and
 * `Nearby` keys of a caption response) send it. Unknown keys are kept.
 */
export const frameJsonSchema = z.looseObject({
  Id: z.int(),
  /** The episode key string, such as `S05E01` (not an object). */
  Episode: episodeKeySchema,
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
