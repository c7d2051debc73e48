import { describeValue } from './describe-value.js';
import { lazily } from './lazily.js';

// Every public entry point checks its arguments here, before anything is built
// or sent, so a bad call fails the same way in both flavours.

/**
 * The one rule of episode keys, for keys a caller passes and keys a response
 * carries alike (frames, subtitles, transcript lines, episodes, discover and
 * navigator entries), so that a key taken from any answer works in any call:
 * what is wrong with `key`, or `undefined` when it is a usable key.
 */
export function episodeKeyProblem(key: string): string | undefined {
  if (key.length === 0) return 'an episode key must not be empty';
  // URL parsers fold "." and ".." path segments (even percent-encoded), so
  // such a key would silently address another path.
  if (key === '.' || key === '..') return 'an episode key must not be a dot segment';
  if (LONE_SURROGATE().test(key)) return 'an episode key must be well-formed Unicode';
  return undefined;
}

/** An episode key: a non-empty, well-formed string that is not a dot segment. */
export function assertEpisodeKey(value: unknown, name = 'episode'): asserts value is string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new TypeError(`${name} must be a non-empty episode key string such as "S05E01", got ${describeValue(value)}`);
  }
  if (value === '.' || value === '..') {
    throw new RangeError(`${name} must be an episode key such as "S05E01", got ${describeValue(value)}`);
  }
  assertWellFormed(value, name);
}

// A lone surrogate (half of a UTF-16 pair) has no UTF-8 form, so
// percent-encoding it would throw a URIError.
const LONE_SURROGATE = lazily(() => /\p{Surrogate}/u);

/** Text that goes into a URL: no lone surrogate. */
export function assertWellFormed(value: string, name: string): void {
  if (LONE_SURROGATE().test(value)) {
    throw new RangeError(`${name} must be well-formed Unicode text (it holds a lone surrogate), got ${describeValue(value)}`);
  }
}

/**
 * A timestamp or a duration in ms: a non-negative safe integer. Anything else,
 * a string included, is a RangeError, as the request rules say.
 */
export function assertMilliseconds(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of milliseconds, got ${describeValue(value)}`);
  }
}

/**
 * Refuses any key of `given` outside `known`, so a misspelt option never
 * passes silently; the message lists the options in `known`'s order.
 */
export function assertKnownKeys(given: object, known: readonly string[], what: string): void {
  for (const key of Object.keys(given)) {
    if (!known.includes(key)) {
      throw new TypeError(`Unknown ${what} option ${JSON.stringify(key)}; the options are ${known.join(', ')}`);
    }
  }
}

/** Any string (empty allowed). */
export function assertString(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`${name} must be a string, got ${describeValue(value)}`);
  }
}

/** An optional options object: undefined, or a plain object. */
export function assertOptionsObject(value: unknown, name = 'options'): asserts value is Record<string, unknown> | undefined {
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new TypeError(`${name} must be an object, got ${describeValue(value)}`);
  }
}

/**
 * The longest duration any seconds option or flag takes: an hour. Every
 * duration the SDK takes is in seconds, unlike JavaScript's usual
 * milliseconds, so a larger value is far more likely milliseconds written by
 * habit (`timeout: 5000`) than a wait anyone wants.
 */
export const MAX_SECONDS = 3600;

/** What waiting out `name` for too long means, to say in its error. */
const SECONDS_MEANING: Readonly<Record<string, string>> = {
  timeout: 'would wait',
  attempttimeout: 'would let one attempt run',
  rendertimeout: 'would let a render run',
  maxretrydelay: 'would let a retry wait',
};

/** More than an hour of `seconds` in the unit that reads best, rounded down: `83 minutes`, `5.5 hours`, `11 days`, `316 years`. */
function readableDuration(seconds: number): string {
  const [unit, length] =
    seconds < 7200 ? ['minutes', 60] : seconds < 2 * 86_400 ? ['hours', 3600] : seconds < 2 * 31_557_600 ? ['days', 86_400] : ['years', 31_557_600];
  const amount = seconds / length;
  // Whole minutes read best; a tenth helps below ten of a larger unit.
  return `${unit === 'minutes' || amount >= 10 ? Math.floor(amount) : Math.floor(amount * 10) / 10} ${unit}`;
}

/**
 * A duration option or flag in seconds: a finite number above zero and at
 * most {@link MAX_SECONDS}. Above that the `TypeError` names the unit, what
 * the value would mean, and the value meant if it was milliseconds:
 * `timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5`.
 *
 * @param name - the option or flag as the caller wrote it (`timeout`, `--render-timeout`).
 * @throws {TypeError} for a value that is not a number, or one above an hour.
 * @throws {RangeError} for zero, a negative number, `NaN` or an infinity.
 * @example
 * ```ts
 * assertSeconds(15, 'timeout'); // passes
 * assertSeconds(5000, 'timeout'); // TypeError: timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5
 * ```
 */
export function assertSeconds(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number of seconds, got ${describeValue(value)}`);
  }
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive, finite number of seconds, got ${describeValue(value)}`);
  }
  if (value <= MAX_SECONDS) return;
  const meaning = SECONDS_MEANING[name.replaceAll('-', '').toLowerCase()] ?? 'would mean';
  const intended = value / 1000;
  const advice = intended <= MAX_SECONDS
    ? `for ${intended} seconds pass ${intended}`
    : `at most ${MAX_SECONDS} (an hour) is taken`;
  throw new TypeError(`${name} is in seconds: ${value} ${meaning} ${readableDuration(value)}; ${advice}`);
}

/** A non-negative integer count. */
export function assertCount(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number, got ${describeValue(value)}`);
  }
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${describeValue(value)}`);
  }
}
