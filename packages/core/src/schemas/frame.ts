import { z } from 'zod';
import { episodeKeyProblem } from '../internal/arguments.js';

/**
 * An episode key as the models put it into URLs: a non-empty string, not a
 * dot segment, without lone surrogates. A response with anything else is an
 * invalid response, not a caller's mistake.
 */
export const episodeKeySchema = episodeKeyRule(false);

/**
 * An episode key, or `''` where the service answers an unknown key with a
 * zeroed record (an episode's `Key`); otherwise the rule of {@link episodeKeySchema}.
 */
export const episodeKeyOrEmptySchema = episodeKeyRule(true);

// The same rule as the keys callers pass (episodeKeyProblem), so a key taken
// from any response works in every call.
function episodeKeyRule(emptyAllowed: boolean) {
  return z.string().check((context) => {
    if (emptyAllowed && context.value === '') return;
    const problem = episodeKeyProblem(context.value);
    if (problem !== undefined) context.issues.push({ code: 'custom', message: problem, input: context.value });
  });
}

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
