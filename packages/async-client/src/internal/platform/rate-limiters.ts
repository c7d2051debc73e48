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

export { RateLimiterMemory, RateLimiterRes };

/** The Redis limiter, loaded the first time a client shares a rate through Redis. */
export function redisRateLimiter(): typeof Flexible.RateLimiterRedis {
  return createRequire(import.meta.url)('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof Flexible.RateLimiterRedis;
}
