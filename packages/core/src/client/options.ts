import type { OverlayStyle } from '../comics/overlay.js';
import { type GenerationOption, assertGeneration } from '../instances/generation.js';
import { MAX_SECONDS, assertCount, assertKnownKeys, assertOptionsObject, assertSeconds } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { assertHeaderText } from '../shared/header-text.js';
import { DEFAULT_MEDIA_USER_AGENT } from '../shared/media-user-agent.js';
import { type LogLevel, assertCacheFlag, assertHeaders, assertRateLimit, assertRedisUrl, resolveLogLevel } from './scale-options.js';

/** Options shared by both flavours' `ScreencapClient`. */
export interface ClientOptions {
  /**
   * Seconds to wait for the server each time the client waits for it:
   * connecting and receiving the response headers, then each gap while
   * reading the body. Exceeding it raises `APITimeoutError`. For a render
   * (2026 service), whose answer streams progress lines, it bounds each wait
   * for a line whose progress grows: a render that keeps reporting progress
   * runs until `renderTimeout`.
   * At most 3600: a larger value (milliseconds written by habit, as in
   * `timeout: 5000`) is a `TypeError` before any request.
   * @default 15
   */
  readonly timeout?: number;
  /**
   * Seconds an attempt may take as a whole, however the server trickles its
   * body; what makes the worst case finite. It caps `timeout` (also a
   * per-call one), so it may not be set below the client's `timeout`.
   * A render's attempt is bounded by it only until its stream begins: a
   * render that keeps sending progress lines is never cut by it (nor sent
   * again); its progress and `renderTimeout` bound it instead. In the sync
   * flavour a call still ends, with `SyncWorkerError`, past the worker's
   * ceiling of 30 s beyond the worst case these options set.
   * At most 3600: a larger value (milliseconds written by habit, as in
   * `attemptTimeout: 20000`) is a `TypeError` before any request.
   * @default 60, or 4 × `timeout` when that is longer, up to 3600
   */
  readonly attemptTimeout?: number;
  /**
   * Seconds a render (2026 service) may take as a whole, its retries and
   * the waits between them included, and its `check_only` probe (`probe:
   * true`) as well. A render streams progress lines:
   * `timeout` bounds the wait for the answer's head and then each wait
   * until the progress grows (bytes that complete no line, or a line that
   * repeats the same progress, do not count). Running out of either ends
   * the call with `APITimeoutError` (`phase: 'render'` for this bound) and
   * no render is sent again after a timeout. Render calls take it as a call
   * option too.
   * At most 3600: a larger value (milliseconds written by habit, as in
   * `renderTimeout: 300000`) is a `TypeError` before any request.
   * @default 300
   */
  readonly renderTimeout?: number;
  /**
   * How many times a failed request is retried: connection errors, timeouts,
   * and the statuses 408, 429, 500, 502, 503 and 504.
   * @default 2
   */
  readonly maxRetries?: number;
  /**
   * The longest wait between two attempts, in seconds. Backoff starts at 0.5 s
   * and doubles, with jitter, up to this. A server's `Retry-After` is honoured
   * up to it; asking for longer ends the call at once, without waiting or
   * retrying, with `APIPageStatusError` whose `retryAfter` (and message) says
   * how long the server wanted.
   * At most 3600: a larger value (milliseconds written by habit, as in
   * `maxRetryDelay: 30000`) is a `TypeError` before any request.
   * @default 30
   */
  readonly maxRetryDelay?: number;
  /**
   * The largest response body accepted, in bytes; a larger one raises
   * `InvalidResponseError` with reason `too-large`.
   * @default 10485760 (10 MiB)
   */
  readonly maxResponseBytes?: number;
  /**
   * Appended to the `User-Agent` header, which otherwise names the SDK
   * package, its version and the runtime (`node/<version>`, `bun/<version>`
   * or `deno/<version>`; none on Workers): say who runs the bot. A browser
   * sends its own `User-Agent` whatever this says.
   * @default undefined
   */
  readonly userAgent?: string;
  /**
   * The `User-Agent` sent with `client.download`, in place of the SDK's own:
   * the services' CDN may answer `403` to an image or video request without
   * a browser's `User-Agent` (and the site as `Referer`, which `download`
   * always sends).
   * @default a current desktop Chrome's `User-Agent` ({@link DEFAULT_MEDIA_USER_AGENT})
   */
  readonly mediaUserAgent?: string;
  /**
   * Which generation of the service the instance runs: `'classic'` (the
   * interface as written: `meme/`, `gif/` and `mp4/` links, `api/nearby`),
   * `'2026'` (the rebuilt live services: comic links, rendered clips, nearby
   * frames from the caption endpoint), or `'auto'`: work as `'classic'`
   * until an answer shows a 2026-only sign (top-level
   * `MinTimestamp`/`MaxTimestamp`, `Content` on search results, `410 Gone`
   * on a classic `gif/`, `mp4/` or `meme/` link), then as `'2026'` for good,
   * logged once at `info`; links built before the switch stay classic ones.
   * An explicit `'classic'` or `'2026'` never changes; on `'classic'`,
   * operations only the 2026 service has (`discover`, `navigator`,
   * `getTranscript`, `renderGif`, `renderMp4`, the editor URLs) throw a
   * `TypeError` before any request. `client.generation` reads the
   * generation in use.
   * @default '2026' for `frinkiac.com`, `morbotron.com` and `capitalbeat.us` (with or without `www.`), else 'auto'
   * @example
   * ```ts
   * new ScreencapClient('https://simpsons.example/', 'The Simpsons', { generation: 'auto' });
   * ```
   */
  readonly generation?: GenerationOption;
  /**
   * The caption style comics and renders use (2026 service) unless a call
   * gives its own: font, size, colour, position, alignment, capitals. A
   * call's `style` is laid over it key by key.
   * @default the service's defaults (the instance's font, automatic size, white, bottom centre)
   * @example
   * ```ts
   * new Frinkiac({ captionStyle: { font: 'impact', allCaps: true } });
   * ```
   */
  readonly captionStyle?: OverlayStyle;
  /**
   * Serve GET answers the service marks cacheable (RFC 9111, as
   * `http-cache-semantics` reads them) from a cache while they are fresh, and
   * memoize renders by their request body; `api/random` and error answers
   * are never cached. In memory, per client (bounded: 1000 entries or 32 MiB
   * of bodies, least recently used first out), or in Redis with `redis`.
   * `false` turns all of it off.
   * @default true
   */
  readonly cache?: boolean;
  /**
   * At most this many requests to the instance's origin in any one second,
   * retries included; `false` for no limit. After a `429` with `Retry-After`,
   * calls to the origin wait out the rest of it (when it fits in
   * `maxRetryDelay`) or fail at once, without reaching the service.
   * @default 2 for the presets' hosts, no limit for any other host
   */
  readonly rateLimit?: number | false;
  /**
   * A Redis URL: the cache, the memoized renders, the rate limit and a
   * received `Retry-After` are then shared by every client, in any process,
   * that names the same Redis. Needs the optional peer dependency
   * `@keyv/redis`. Redis is an optimisation: while it cannot be reached,
   * or stops answering (a use of it unanswered within `timeout` counts as
   * an outage: no call waits longer for Redis), calls go on with the
   * client's own cache, limit and `Retry-After` (a warning is logged when it
   * goes and when it is back), and sharing resumes when it answers again.
   * @default undefined (all of it belongs to the client)
   * @example
   * ```ts
   * new Frinkiac({ redis: 'redis://127.0.0.1:6379' });
   * ```
   */
  readonly redis?: string;
  /**
   * Extra request headers, as a plain object of strings. The headers the SDK
   * sets itself (`User-Agent`: see `userAgent`; `Accept`; `Content-Type`)
   * are refused.
   * @default undefined
   * @example
   * ```ts
   * new Frinkiac({ headers: { 'accept-language': 'en' } });
   * ```
   */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * How much to log: `'off'`, `'error'`, `'warn'`, `'info'` (retries, rate
   * limit waits) or `'debug'` (a line per request and per cache hit).
   * @default the `SCREENCAP_LOG` environment variable, else 'off'
   */
  readonly logLevel?: LogLevel;
}

/** Every option with its value: what a transport works with. Plain data. */
export interface ResolvedClientOptions {
  /** Seconds each wait for the server may take. */
  readonly timeout: number;
  /** Seconds an attempt may take as a whole. */
  readonly attemptTimeout: number;
  /** Seconds a render may take as a whole, its retries included. */
  readonly renderTimeout: number;
  /** Retries of a failed request. */
  readonly maxRetries: number;
  /** The longest wait between attempts, in seconds. */
  readonly maxRetryDelay: number;
  /** The largest response body accepted, in bytes. */
  readonly maxResponseBytes: number;
  /** Appended to the `User-Agent`, if any. */
  readonly userAgent: string | undefined;
  /** The `User-Agent` of media downloads. */
  readonly mediaUserAgent: string;
  /** The `generation` option (`'classic'`, `'2026'` or `'auto'`; `client.generation` is the one in use); `undefined` only in {@link DEFAULT_CLIENT_OPTIONS}, where it depends on the host. */
  readonly generation: GenerationOption | undefined;
  /** The client-wide caption style (checked against the fonts when the client is built), if any. */
  readonly captionStyle: OverlayStyle | undefined;
  /** Whether answers are cached and renders memoized. */
  readonly cache: boolean;
  /** Requests per second to the origin, `false` for none; `undefined`: the default for the host. */
  readonly rateLimit: number | false | undefined;
  /** The Redis URL everything shared lives in, if any. */
  readonly redis: string | undefined;
  /** Extra request headers, if any. */
  readonly headers: Readonly<Record<string, string>> | undefined;
  /** The log level, the environment read. */
  readonly logLevel: LogLevel;
}

/** The defaults of {@link ClientOptions}. */
export const DEFAULT_CLIENT_OPTIONS: ResolvedClientOptions = Object.freeze({
  timeout: 15,
  attemptTimeout: 60,
  renderTimeout: 300,
  maxRetries: 2,
  maxRetryDelay: 30,
  maxResponseBytes: 10 * 1024 * 1024,
  userAgent: undefined,
  mediaUserAgent: DEFAULT_MEDIA_USER_AGENT,
  generation: undefined,
  captionStyle: undefined,
  cache: true,
  rateLimit: undefined,
  redis: undefined,
  headers: undefined,
  logLevel: 'off',
});

const SHARED_KEYS = new Set(Object.keys(DEFAULT_CLIENT_OPTIONS));

/**
 * Checks client options and fills in the defaults. Unknown keys are refused,
 * so a misspelt option never passes silently.
 *
 * @param flavourKeys - further keys the calling flavour handles itself (such as `fetch`).
 * @throws {TypeError} | {RangeError} naming the option and the value.
 */
export function resolveClientOptions(options: unknown, flavourKeys: readonly string[] = []): ResolvedClientOptions {
  assertOptionsObject(options);
  const given = options ?? {};
  assertKnownKeys(given, [...SHARED_KEYS, ...flavourKeys], 'client');
  const resolved = { ...DEFAULT_CLIENT_OPTIONS };
  for (const key of SHARED_KEYS) {
    if (given[key] !== undefined) Object.assign(resolved, { [key]: given[key] });
  }
  assertSeconds(resolved.timeout, 'timeout');
  if (given.attemptTimeout === undefined) {
    // A long timeout brings a long enough attempt with it, rather than being cut short silently;
    // but no longer than any attemptTimeout a caller could give.
    Object.assign(resolved, { attemptTimeout: Math.min(Math.max(DEFAULT_CLIENT_OPTIONS.attemptTimeout, 4 * resolved.timeout), MAX_SECONDS) });
  }
  assertSeconds(resolved.attemptTimeout, 'attemptTimeout');
  if (resolved.attemptTimeout < resolved.timeout) {
    throw new RangeError(`attemptTimeout (${resolved.attemptTimeout} s) must not be shorter than timeout (${resolved.timeout} s), which it caps`);
  }
  assertSeconds(resolved.renderTimeout, 'renderTimeout');
  assertCount(resolved.maxRetries, 'maxRetries');
  assertSeconds(resolved.maxRetryDelay, 'maxRetryDelay');
  assertCount(resolved.maxResponseBytes, 'maxResponseBytes');
  if (resolved.maxResponseBytes === 0) throw new RangeError('maxResponseBytes must be at least 1, got 0');
  if (resolved.userAgent !== undefined && typeof resolved.userAgent !== 'string') {
    throw new TypeError(`userAgent must be a string, got ${describeValue(resolved.userAgent)}`);
  }
  // Node refuses a header value with a line break, another control character
  // or a character beyond Latin-1, and would fail every request instead.
  if (resolved.userAgent !== undefined && /[^\t\x20-\x7e\x80-\xff]/.test(resolved.userAgent)) {
    throw new RangeError(`userAgent must be printable Latin-1 text without line breaks, got ${describeValue(resolved.userAgent)}`);
  }
  assertHeaderText(resolved.mediaUserAgent, 'mediaUserAgent');
  if (resolved.generation !== undefined) assertGeneration(resolved.generation);
  // Only its shape here: its values are checked against the instance's fonts by the client.
  assertOptionsObject(resolved.captionStyle, 'captionStyle');
  assertCacheFlag(resolved.cache);
  assertRateLimit(resolved.rateLimit);
  assertRedisUrl(resolved.redis);
  assertHeaders(resolved.headers);
  if (resolved.headers !== undefined) Object.assign(resolved, { headers: Object.freeze({ ...resolved.headers }) });
  Object.assign(resolved, { logLevel: resolveLogLevel(given.logLevel) });
  return Object.freeze(resolved);
}

/** Options of one call, in both flavours. */
export interface CallOptions {
  /**
   * Overrides the client's `timeout` for this call, in seconds. An attempt
   * still never outlasts the client's `attemptTimeout`. At most 3600, as
   * the client's.
   * @default the client's `timeout`
   */
  readonly timeout?: number;
}

/** Options of one render call (`renderGif`, `renderMp4`), in both flavours. */
export interface RenderCallOptions extends CallOptions {
  /**
   * Overrides the client's `renderTimeout` for this render, in seconds: how
   * long it may take as a whole, its retries included. At most 3600, as
   * the client's.
   * @default the client's `renderTimeout`
   */
  readonly renderTimeout?: number;
}

/** The keys a render call takes beyond every call's. */
export const RENDER_CALL_KEYS: readonly string[] = ['renderTimeout'];

/**
 * Checks one call's options.
 * @param flavourKeys - further keys the calling flavour handles itself (such as `signal`).
 * @throws {TypeError} | {RangeError} naming the option and the value.
 */
export function resolveCallOptions(options: unknown, flavourKeys: readonly string[] = []): CallOptions {
  assertOptionsObject(options, 'call options');
  const given = options ?? {};
  assertKnownKeys(given, ['timeout', ...flavourKeys], 'call');
  if (given.timeout !== undefined) assertSeconds(given.timeout, 'timeout');
  if (given.renderTimeout !== undefined) assertSeconds(given.renderTimeout, 'renderTimeout');
  return given;
}

/**
 * The longest a call can take, in seconds, before it fails with the SDK's own
 * error: every attempt running into `attemptTimeout`, and the longest wait
 * between attempts; or, for a render, `renderTimeout` when that is longer.
 *
 * @example
 * ```ts
 * worstCaseSeconds(DEFAULT_CLIENT_OPTIONS); // max(3 * 60 + 2 * 30, 300) = 300
 * ```
 */
export function worstCaseSeconds(
  options: Pick<ResolvedClientOptions, 'attemptTimeout' | 'maxRetries' | 'maxRetryDelay'> & { readonly renderTimeout?: number },
): number {
  const attempts = (options.maxRetries + 1) * options.attemptTimeout + options.maxRetries * options.maxRetryDelay;
  return Math.max(attempts, options.renderTimeout ?? 0);
}
