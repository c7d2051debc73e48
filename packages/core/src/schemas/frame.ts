import { episodeKeyCheck, episodeKeyOrEmptyCheck } from './episode-key-check.js';
import type { Output, Zod } from './zod-namespace.js';

/** The schemas of episode keys and frames, built with `z`. */
export function frameSchemas(z: Zod) {
  /**
   * An episode key as the models put it into URLs: a non-empty string, not a
   * dot segment, without lone surrogates. A response with anything else is an
   * invalid response, not a caller's mistake.
   */
  const episodeKeySchema = z.string().check(episodeKeyCheck);

  /**
   * An episode key, or `''` where the service answers an unknown key with a
   * zeroed record (an episode's `Key`); otherwise the rule of `episodeKeySchema`.
   */
  const episodeKeyOrEmptySchema = z.string().check(episodeKeyOrEmptyCheck);

  /**
   * A frame as the search, frames and nearby endpoints (and the `Frame` and
   * `Nearby` keys of a caption response) send it. Unknown keys are kept.
   */
  const frameJsonSchema = z.looseObject({
    Id: z.int(),
    /** The episode key string, such as `S05E01` (not an object). */
    Episode: episodeKeySchema,
    Timestamp: z.int().check(z.nonnegative()),
    /** Since 2026, on search results: the subtitle that matched. */
    Content: z.optional(z.string()),
    /** Since 2026, on search results: the episode's title. */
    Title: z.optional(z.string()),
  });

  /** The body of the search, frames and nearby endpoints: an array of frames. */
  const frameListJsonSchema = z.array(frameJsonSchema);

  return { episodeKeySchema, episodeKeyOrEmptySchema, frameJsonSchema, frameListJsonSchema };
}

/** The raw JSON of a frame. */
export type FrameJson = Output<ReturnType<typeof frameSchemas>['frameJsonSchema']>;
