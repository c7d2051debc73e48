// What a client keeps in Redis, with its own in-process copy to fall back on
// while Redis is down (redis-link.ts): a call never fails because of Redis,
// nor waits for it past the link's deadline (a Redis that stops answering
// is down).
import type { RetryAfterStore } from './retry-after-store.js';
import type { RedisLink } from './redis-link.js';

/** The little of a Keyv the cache and the memoized renders use. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttl?: number): Promise<unknown>;
}

/**
 * `shared()` while Redis is up and answers within the link's deadline, else
 * `local()`: the one step every store below takes. A failure of Redis is
 * reported to the link (which logs the outage once) and never reaches the
 * caller.
 * @param passOn - whether what `shared()` threw is its answer (the rate limiter's "no point free") rather than a fault of Redis.
 */
async function sharedOrLocal<T>(link: RedisLink, shared: () => Promise<T>, local: () => T | Promise<T>, passOn?: (thrown: unknown) => boolean): Promise<T> {
  if (link.up) {
    try {
      return await link.bounded(shared());
    } catch (error) {
      if (passOn?.(error) === true) throw error;
      link.reportFailure(error);
    }
  }
  return local();
}

/**
 * Redis's store while Redis is up, the in-process one while it is down (or
 * when a command fails): a Redis outage reads as a colder cache, never as an
 * error.
 */
export function fallbackStore(link: RedisLink, shared: KeyValueStore, makeLocal: () => KeyValueStore): KeyValueStore {
  // Made on the first outage: most clients never need it.
  let local: KeyValueStore | undefined;
  const use = <T>(operation: (store: KeyValueStore) => Promise<T>): Promise<T> =>
    sharedOrLocal(
      link,
      () => operation(shared),
      () => operation((local ??= makeLocal())),
    );
  return {
    get: (key) => use((store) => store.get(key)),
    set: (key, value, ttl) => use((store) => store.set(key, value, ttl)),
  };
}

/**
 * A received `Retry-After`, kept in this process always (so an outage of
 * Redis does not forget it) and in Redis while it is up, for every process;
 * read as the later of both.
 */
export function fallbackRetryAfter(link: RedisLink, shared: RetryAfterStore, local: RetryAfterStore): RetryAfterStore {
  return {
    get: async (origin) => {
      const own = await local.get(origin);
      const theirs = await sharedOrLocal(link, () => shared.get(origin), () => undefined);
      return theirs === undefined ? own : Math.max(theirs, own ?? 0);
    },
    set: async (origin, until) => {
      await local.set(origin, until);
      await sharedOrLocal(link, () => shared.set(origin, until), () => undefined);
    },
  };
}

/** The little of a rate limiter the origin gate uses: resolves when a point was free, rejects with the limiter's answer when not. */
export interface PointLimiter {
  consume(key: string): Promise<unknown>;
}

/**
 * Redis's limiter while Redis is up, the in-process one while it is down (or
 * when a command fails, or gets no answer in time): the limit is then this
 * client's own, as for a client without `redis`.
 * @param isRejection - whether what `shared.consume` threw is the limiter's "no point free" (passed on) rather than a fault of Redis.
 */
export function fallbackLimiter(link: RedisLink, shared: PointLimiter, local: PointLimiter, isRejection: (thrown: unknown) => boolean): PointLimiter {
  return {
    consume: (key) => sharedOrLocal(link, () => shared.consume(key), () => local.consume(key), isRejection),
  };
}
