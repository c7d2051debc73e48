import { describeValue } from '../shared/describe-value.js';
import { describeGivenUrl } from '../errors/redact-url.js';
import { grantedWithoutAsking } from '../shared/deno-permissions.js';

// The options for bots at scale (headers, cache, rate limit, Redis, logs):
// their checks, kept apart from the rest of the client options.

/** How much a client logs, from nothing to every request. */
export type LogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

/** The log levels, quietest first. */
export const LOG_LEVELS: readonly LogLevel[] = Object.freeze(['off', 'error', 'warn', 'info', 'debug']);

/** The environment variable that sets the log level when the `logLevel` option is absent. */
export const LOG_LEVEL_ENV = 'SCREENCAP_LOG';

// Headers the SDK sets itself, each with the option that governs it instead.
const OWN_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'use the userAgent option',
  accept: 'the SDK sets it per endpoint',
  'content-type': 'the SDK sets it for render bodies',
  'content-length': 'the SDK computes it',
  host: 'it comes from the URL',
};

// RFC 9110 token characters: what a header name may hold.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Checks the `headers` option: a plain object of header names to strings.
 * @throws {TypeError} for another shape, a header the SDK sets itself, or a
 *   name that is not an HTTP token; {RangeError} for a value Node would refuse.
 */
export function assertHeaders(value: unknown): asserts value is Readonly<Record<string, string>> | undefined {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) {
    throw new TypeError(`headers must be a plain object of header names to strings, got ${describeValue(value)}`);
  }
  const seen = new Set<string>();
  for (const [name, headerValue] of Object.entries(value)) {
    if (!TOKEN.test(name)) throw new TypeError(`headers: ${JSON.stringify(name)} is not a valid header name`);
    const lower = name.toLowerCase();
    if (Object.hasOwn(OWN_HEADERS, lower)) {
      throw new TypeError(`headers: ${JSON.stringify(name)} is set by the SDK (${OWN_HEADERS[lower]})`);
    }
    if (seen.has(lower)) throw new TypeError(`headers: ${JSON.stringify(name)} is given twice, in another case`);
    seen.add(lower);
    if (typeof headerValue !== 'string') {
      throw new TypeError(`headers: the value of ${JSON.stringify(name)} must be a string, got ${describeValue(headerValue)}`);
    }
    // Node refuses a line break, another control character or a character
    // beyond Latin-1, and would fail every request instead.
    if (/[^\t\x20-\x7e\x80-\xff]/.test(headerValue)) {
      throw new RangeError(`headers: the value of ${JSON.stringify(name)} must be printable Latin-1 text without line breaks, got ${describeValue(headerValue)}`);
    }
  }
}

/** Checks `rateLimit`: `false`, or a positive finite number of requests per second. */
export function assertRateLimit(value: unknown): asserts value is number | false | undefined {
  if (value === undefined || value === false) return;
  if (typeof value !== 'number') {
    throw new TypeError(`rateLimit must be a number of requests per second or false, got ${describeValue(value)}`);
  }
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`rateLimit must be a positive, finite number of requests per second, got ${describeValue(value)}`);
  }
}

/** Checks `redis`: a `redis:` or `rediss:` URL. */
export function assertRedisUrl(value: unknown): asserts value is string | undefined {
  if (value === undefined) return;
  if (typeof value !== 'string') throw new TypeError(`redis must be a Redis URL string, got ${describeValue(value)}`);
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new TypeError(`redis must be a Redis URL such as "redis://127.0.0.1:6379", got ${describeGivenUrl(value)}`);
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new TypeError(`redis must be a redis: or rediss: URL, got ${describeGivenUrl(value)}`);
  }
}

/** Checks the `cache` option as both flavours take it: a boolean. */
export function assertCacheFlag(value: unknown): asserts value is boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new TypeError(`cache must be true or false, got ${describeValue(value)}`);
  }
}

function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

// Workers and browsers have no `process` (Workers without nodejs_compat): no variable is set there.
function environment(): Readonly<Record<string, string | undefined>> {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
}

/**
 * The log level: the option when given, else the `SCREENCAP_LOG` environment
 * variable when it names a level (another value is ignored, as a typo in the
 * environment must not stop a bot, and so is a variable the program may not
 * read, as under Deno without `--allow-env`), else `'off'`.
 * @throws {TypeError} for a `logLevel` option that is not a level.
 */
export function resolveLogLevel(value: unknown, env: Readonly<Record<string, string | undefined>> = environment()): LogLevel {
  if (value !== undefined) {
    if (!isLogLevel(value)) throw new TypeError(`logLevel must be one of ${LOG_LEVELS.join(', ')}, got ${describeValue(value)}`);
    return value;
  }
  const fromEnv = readVariable(env, LOG_LEVEL_ENV)?.trim().toLowerCase();
  return isLogLevel(fromEnv) ? fromEnv : 'off';
}

// Deno run without --allow-env throws on reading a variable (and in a
// terminal asks first): one the program may not read is, for the SDK, one
// that is not set (a client needs the network, not the environment).
function readVariable(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  if (!grantedWithoutAsking({ name: 'env', variable: name })) return undefined;
  try {
    return env[name];
  } catch {
    return undefined;
  }
}
