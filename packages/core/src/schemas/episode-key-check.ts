import { episodeKeyProblem } from '../shared/arguments.js';

// The episode key rules as zod `.check()` functions: the schemas of frames and
// episodes use them.

/** What a zod check is handed: the value, and the issues to add to. */
export interface CheckPayload<Value> {
  readonly value: Value;
  readonly issues: unknown[];
}

/**
 * An episode key as the models put it into URLs: a non-empty string, not a
 * dot segment, without lone surrogates; the same rule as the keys callers
 * pass (episodeKeyProblem), so a key taken from any response works in every call.
 */
export function episodeKeyCheck(payload: CheckPayload<string>): void {
  const problem = episodeKeyProblem(payload.value);
  if (problem !== undefined) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
}

/** {@link episodeKeyCheck}, or `''` where the service answers an unknown key with a zeroed record (an episode's `Key`). */
export function episodeKeyOrEmptyCheck(payload: CheckPayload<string>): void {
  if (payload.value !== '') episodeKeyCheck(payload);
}
