// What the Redis a client connects to (platform/shared-redis.ts) hands to the
// parts that use it (the origin gate, the cache), apart from the connecting
// code, so those parts need not import the platform module that imports them.
import type { KeyValueStore } from './redis-fallback.js';
import type { RedisLink } from './redis-link.js';
import type { RetryAfterStore } from './retry-after-store.js';

/**
 * What a client shares through Redis: a store for answers and renders, the
 * raw client for the limiter, and `Retry-After`. Each falls back on the
 * client's own in-process copy while Redis is down.
 */
export interface SharedRedis {
  /** The node-redis client (what rate-limiter-flexible's Redis store takes). */
  readonly client: unknown;
  /** Whether Redis is up, and who reports its failures. */
  readonly link: RedisLink;
  /**
   * For the cache and the memoized renders: Redis while it is up, else an
   * in-process store (given as `local`), so an outage is a colder cache.
   */
  readonly keyv: KeyValueStore;
  /** A received `Retry-After`, per origin, seen by every process (and kept in this one). */
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
