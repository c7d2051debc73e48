// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of rate-limiters.ts there): the in-memory limiter only, without the
// `require` that loads the Redis one.
import type * as Flexible from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import { nodeOnlyOptionError } from './node-only.js';

export { RateLimiterMemory, RateLimiterRes };

/**
 * Never reached: the client's constructor refuses `redis` on these platforms.
 * @throws {TypeError} always.
 */
export function redisRateLimiter(): typeof Flexible.RateLimiterRedis {
  throw nodeOnlyOptionError('redis', 'its client, @keyv/redis, speaks to Redis over Node.js sockets');
}
