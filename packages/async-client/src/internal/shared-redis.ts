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

/**
 * Connects to the Redis at `url` through `@keyv/redis` (an optional peer
 * dependency, loaded only here, so a client without `redis` never needs it).
 * The connection does not keep the process alive.
 * @throws {Error} naming the package when it is not installed.
 */
export async function connectSharedRedis(url: string): Promise<SharedRedis> {
  let module: typeof import('@keyv/redis');
  try {
    module = await import('@keyv/redis');
  } catch (cause) {
    throw new Error('The redis option needs the package @keyv/redis: npm install @keyv/redis', { cause });
  }
  const { default: KeyvRedis, Keyv: KeyvClass, createClient } = module;
  const client = createClient({ url });
  const commands = client as unknown as RedisCommands;
  // A dropped connection reconnects by itself; until then calls fail with their own errors.
  commands.on('error', () => undefined);
  await client.connect();
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
