import type { Keyv } from 'keyv';
import type { RetryAfterStore } from './origin-gate.js';

/** What a client shares through Redis: a Keyv store for answers and renders, and the raw client for the limiter and `Retry-After`. */
export interface SharedRedis {
  /** The node-redis client (what rate-limiter-flexible's Redis store takes). */
  readonly client: unknown;
  /** A Keyv over the same Redis, for the cache and the memoized renders. */
  readonly keyv: Keyv;
  /** A received `Retry-After`, per origin, seen by every process. */
  readonly retryAfter: RetryAfterStore;
  /**
   * Keeps the process alive while a call uses Redis (the connection is
   * otherwise unref'd, so an idle client never holds a script open); call
   * the function it returns when done.
   */
  hold(): () => void;
  /** Closes the connection. */
  close(): Promise<void>;
}

interface RedisCommands {
  get(key: string): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  ref(): void;
  unref(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

// Keeps the later time: two processes receiving 429s must not shorten each other's wait.
const SET_LATER = `local old = tonumber(redis.call('get', KEYS[1]) or '0')
if tonumber(ARGV[1]) > old then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

const RETRY_AFTER_PREFIX = 'screencap:retry-after:';

// A Redis URL without its password, for messages.
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.href;
}

/**
 * Connects to the Redis at `url` through `@keyv/redis` (an optional peer
 * dependency, loaded only here, so a client without `redis` never needs it).
 * The connection does not keep the process alive. Nothing waits for a Redis
 * that is down: the first connection fails after `timeoutSeconds`, and once
 * connected, a command sent while the link is down fails at once (no offline
 * queue) while the client reconnects in the background.
 * @throws {Error} naming the package when it is not installed, or the Redis when it cannot be reached.
 */
export async function connectSharedRedis(url: string, timeoutSeconds: number): Promise<SharedRedis> {
  let module: typeof import('@keyv/redis');
  try {
    module = await import('@keyv/redis');
  } catch (cause) {
    throw new Error('The redis option needs the package @keyv/redis: npm install @keyv/redis', { cause });
  }
  const { default: KeyvRedis, Keyv: KeyvClass, createClient } = module;
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.ceil(timeoutSeconds * 1000),
      // Before the first connection: give up (the call fails). After it: reconnect with a capped backoff.
      // A new Error rather than `cause`: the socket's error may come from another realm (a vm context, as under Jest), which an `instanceof Error` check would not take for one.
      reconnectStrategy: (retries: number, cause: Error) => (connected ? Math.min(50 * 2 ** retries, 2000) : new Error(cause.message)),
    },
  });
  const commands = client as unknown as RedisCommands;
  // A dropped connection reconnects by itself; until then calls fail with their own errors.
  commands.on('error', () => undefined);
  try {
    await client.connect();
  } catch (cause) {
    throw new Error(`could not connect to the Redis at ${redactedUrl(url)}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  connected = true;
  commands.unref();
  let holders = 0;
  const hold = (): (() => void) => {
    if (holders++ === 0) commands.ref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders === 0) commands.unref();
    };
  };
  const store = new KeyvRedis(client, { namespace: 'screencap', throwOnConnectError: true, throwOnErrors: true });
  const keyv = new KeyvClass({ store, namespace: 'screencap', throwOnErrors: true });
  const retryAfter: RetryAfterStore = {
    get: async (origin) => {
      const value = await commands.get(RETRY_AFTER_PREFIX + origin);
      return value === null ? undefined : Number(value);
    },
    set: async (origin, until) => {
      const ttl = Math.max(1, Math.ceil(until - Date.now()));
      await commands.eval(SET_LATER, { keys: [RETRY_AFTER_PREFIX + origin], arguments: [String(until), String(ttl)] });
    },
  };
  return {
    client,
    keyv,
    retryAfter,
    hold,
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}
