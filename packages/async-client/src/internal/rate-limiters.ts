// rate-limiter-flexible's main module loads every store it has (Mongo, MySQL,
// Postgres, DynamoDB, ...: some 36 files) for the two a client uses; taken
// one by one, a client without Redis loads six. The package has no exports
// map, so its files can be required by path; their types are the main
// module's.
import { createRequire } from 'node:module';
import type * as Flexible from 'rate-limiter-flexible';

const require = createRequire(import.meta.url);

/** The in-memory limiter: one client's own rate. */
export const RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory.js') as typeof Flexible.RateLimiterMemory;

/** What a limiter rejects with when no point is left. */
export const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof Flexible.RateLimiterRes;

/** The Redis limiter, loaded the first time a client shares a rate through Redis. */
export function redisRateLimiter(): typeof Flexible.RateLimiterRedis {
  return require('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof Flexible.RateLimiterRedis;
}

/** Any of them. */
export type RateLimiterAbstract = Flexible.RateLimiterAbstract;
