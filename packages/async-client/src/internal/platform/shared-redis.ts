import type { Log } from '../transport/logging.js';
import { type RetryAfterStore, memoryRetryAfterStore } from '../scale/retry-after-store.js';
import { type KeyValueStore, fallbackRetryAfter, fallbackStore } from '../scale/redis-fallback.js';
import { type RedisConnection, RedisLink } from '../scale/redis-link.js';
import type { SharedRedis } from '../scale/shared-redis-parts.js';

export type { SharedRedis } from '../scale/shared-redis-parts.js';

interface RedisCommands extends RedisConnection {
  get(key: string): Promise<string | null>;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  ref(): void;
  unref(): void;
}

// Keeps the later time: two processes receiving 429s must not shorten each other's wait.
const SET_LATER = `local old = tonumber(redis.call('get', KEYS[1]) or '0')
if tonumber(ARGV[1]) > old then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

const RETRY_AFTER_PREFIX = 'screencap:retry-after:';

// The fallback of a client that caches nothing (its store is never used).
const NO_STORE: KeyValueStore = { get: () => Promise.resolve(undefined), set: () => Promise.resolve(false) };

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
 * that is down, and nothing fails because of it: the first connection is
 * waited for at most `timeoutSeconds`, a command is never queued while the
 * link is down (it fails at once, and the in-process copy answers), a use
 * of Redis that gets no answer within `timeoutSeconds` (a Redis stopped or
 * cut off, its connection still open) ends as if the connection were lost,
 * and the link is tried again as calls come (redis-link.ts), which log the
 * outage once and the recovery once.
 * @throws {Error} naming the package when it is not installed.
 */
export async function connectSharedRedis(
  url: string,
  options: { readonly timeoutSeconds: number; readonly log: Log; readonly local?: (() => KeyValueStore) | undefined },
): Promise<SharedRedis> {
  const { default: KeyvRedis, Keyv: KeyvClass, createClient } = await loadKeyvRedis();
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.ceil(options.timeoutSeconds * 1000),
      // Never on its own: RedisLink reconnects as calls come, with no timer to keep a process alive.
      // A new Error rather than `cause`: the socket's error may come from another realm (a vm context, as under Jest), which an `instanceof Error` check would not take for one.
      reconnectStrategy: (_retries: number, cause: Error) => new Error(cause.message),
    },
  });
  const commands = client as unknown as RedisCommands;
  const link = new RedisLink(commands, redactedUrl(url), options.log, options.timeoutSeconds);
  // The first connection holds the process (its caller waits for it); after it, only a call using Redis does.
  await link.connectOnce();
  commands.unref();
  // Keys as documented (`screencap:http:*`, ...): no namespace of Keyv's own
  // before the cache's prefixes. Neither Keyv throws: a failed command reads
  // as a miss, and the link hears of it.
  const store = new KeyvRedis(client, { namespace: '', throwOnConnectError: false, throwOnErrors: false });
  const keyv = new KeyvClass({ store, namespace: '', throwOnErrors: false });
  keyv.on('error', (error: unknown) => {
    link.reportFailure(error);
  });
  return {
    client,
    link,
    keyv: fallbackStore(link, keyv, options.local ?? (() => NO_STORE)),
    retryAfter: fallbackRetryAfter(link, sharedRetryAfter(commands), memoryRetryAfterStore()),
    hold: holderOf(commands),
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}

/** `@keyv/redis`, an optional peer dependency, loaded only for a client with `redis`. */
async function loadKeyvRedis(): Promise<typeof import('@keyv/redis')> {
  try {
    return await import('@keyv/redis');
  } catch (cause) {
    throw new Error('The redis option needs the package @keyv/redis: npm install @keyv/redis', { cause });
  }
}

/**
 * What keeps the process alive while a call uses Redis. Node's socket, asked
 * to ref or unref before it is connected (or after it is lost), adds a
 * 'connect' listener that waits to do so: one per call during an outage,
 * were every call to ref and unref. So the socket is ref'd only while it is
 * ready (a call started during an outage uses no Redis until the link is
 * back, and the 'ready' that brings it back refs it then), and unref'd once
 * when the last holder lets go of a ref'd one.
 */
function holderOf(commands: RedisCommands): () => () => void {
  let holders = 0;
  let refd = false;
  const refIfHeld = (): void => {
    if (holders === 0 || refd || !commands.isReady) return;
    refd = true;
    commands.ref();
  };
  commands.on('ready', refIfHeld);
  return () => {
    holders++;
    refIfHeld();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders > 0 || !refd) return;
      refd = false;
      commands.unref();
    };
  };
}

/** `Retry-After` kept in Redis, per origin, for every process of the bot. */
function sharedRetryAfter(commands: RedisCommands): RetryAfterStore {
  return {
    get: async (origin) => {
      const value = await commands.get(RETRY_AFTER_PREFIX + origin);
      return value === null ? undefined : Number(value);
    },
    set: async (origin, until) => {
      const ttl = Math.max(1, Math.ceil(until - Date.now()));
      await commands.eval(SET_LATER, { keys: [RETRY_AFTER_PREFIX + origin], arguments: [String(until), String(ttl)] });
    },
  };
}
