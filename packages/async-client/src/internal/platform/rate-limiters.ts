// rate-limiter-flexible's main module loads every store it has (Mongo, MySQL,
// Postgres, DynamoDB, ...: some 36 files) for the two a client uses; taken
// one by one, a client without Redis loads six. The package has no exports
// map, so its files can be imported by path (CommonJS: the class is the
// default export); their types are the main module's (rate-limiter-files.d.ts).
// Imported statically, so that a bundle (the CLI's) carries them too.
import { createRequire } from 'node:module';
import type * as Flexible from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { type PointLimiter, fallbackLimiter } from '../scale/redis-fallback.js';
import type { SharedRedis } from '../scale/shared-redis-parts.js';

/** A client's rate per origin: takes a request's turn. */
export interface RateLimit {
  /** `0` when a request to `origin` may go now (its turn is taken), else the ms to wait before asking again. */
  take(origin: string): Promise<number>;
}

// Keys kept apart from the cache's and from other users of the same Redis.
const KEY_PREFIX = 'screencap:rate';

/** The Redis limiter, loaded the first time a client shares a rate through Redis. */
function redisRateLimiter(): typeof Flexible.RateLimiterRedis {
  return createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof Flexible.RateLimiterRedis;
}

/**
 * `rate` requests per second per origin, with rate-limiter-flexible as
 * `rate` slots of one request per second each (a slot is free again one
 * second after it was taken), so that no second, wherever it starts, holds
 * more than `rate` requests: a single window of `rate` points would let
 * twice as many through across a window boundary. With `redis`, the slots
 * are shared by every process of the bot.
 */
export function rateLimit(rate: number, redis: SharedRedis | undefined): RateLimit {
  // Below one request a second: one slot that frees up after 1/rate seconds (whole seconds, as Redis expires keys by them).
  const slotCount = Math.max(1, Math.floor(rate));
  const duration = rate >= 1 ? 1 : Math.ceil(1 / rate);
  const RateLimiterRedis = redis ? redisRateLimiter() : undefined;
  const make = (index: number): PointLimiter => {
    const memory = new RateLimiterMemory({ points: 1, duration, keyPrefix: `${KEY_PREFIX}:${index}` });
    if (!redis || !RateLimiterRedis) return memory;
    // While Redis is down, or slower than the deadline to answer, the limit
    // is this client's own, as for a client without `redis`: never an error
    // of Redis, nor a wait for it. (Not rate-limiter-flexible's insurance
    // limiter: a command past the deadline is given up here, and the
    // insurance would then count the same request a second time.)
    const shared = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: true,
      points: 1,
      duration,
      keyPrefix: `${KEY_PREFIX}:${index}`,
      rejectIfRedisNotReady: true,
    });
    return fallbackLimiter(redis.link, shared, memory, (thrown) => thrown instanceof RateLimiterRes);
  };
  const slots = Array.from({ length: slotCount }, (_, index) => make(index));
  return {
    async take(origin) {
      let soonest = Infinity;
      for (const slot of slots) {
        try {
          await slot.consume(origin);
          return 0;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          soonest = Math.min(soonest, rejection.msBeforeNext);
        }
      }
      return Math.max(soonest, 1);
    },
  };
}
