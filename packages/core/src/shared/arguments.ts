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

/** A finite number of seconds above zero. */
export function assertPositiveSeconds(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number of seconds, got ${describeValue(value)}`);
  }
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive, finite number of seconds, got ${describeValue(value)}`);
  }
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
