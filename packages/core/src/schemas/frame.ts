import { episodeKeyCheck, episodeKeyOrEmptyCheck } from './episode-key-check.js';
import type { Assert, Output, Same, Zod } from './zod-namespace.js';

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

/**
 * The raw JSON of a frame, as the search, frames and nearby endpoints (and the
 * `Frame` and `Nearby` keys of a caption answer) send it. Unknown keys are kept.
 */
export interface FrameJson {
  /** The frame's id in the service's database. */
  Id: number;
  /** The episode key string, such as `S05E01` (not an object). */
  Episode: string;
  /** The frame's time, in ms from the start of the episode. */
  Timestamp: number;
  /** Since 2026, on search results: the subtitle that matched. */
  Content?: string | undefined;
  /** Since 2026, on search results: the episode's title. */
  Title?: string | undefined;
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

// Fails to compile the day the interface and the schema part.
type _FrameJsonIsTheSchemaOutput = Assert<Same<FrameJson, Output<ReturnType<typeof frameSchemas>['frameJsonSchema']>>>;
