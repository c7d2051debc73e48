// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of rate-limiters.ts there): the SDK's own token bucket, a few lines
// where rate-limiter-flexible is some 2 kB of a bundle; no Redis to share
// the rate through there (the client's constructor refuses `redis`).
import { TokenBucket } from '../scale/token-bucket.js';
import type { RateLimit } from './rate-limiters.js';
import type { SharedRedis } from '../scale/shared-redis-parts.js';

/** `rate` requests per second per origin: no second, wherever it starts, holds more. */
export function rateLimit(rate: number, _redis?: SharedRedis): RateLimit {
  // Below one request a second: one token, back after 1/rate seconds.
  const bucket = rate >= 1 ? new TokenBucket(rate, 1000) : new TokenBucket(1, 1000 / rate);
  return { take: (origin) => Promise.resolve(bucket.take(origin)) };
}
