// The files of rate-limiter-flexible imported one by one (rate-limiters.ts):
// each exports its class as `module.exports`, typed as the main module types it.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import type { RateLimiterMemory } from 'rate-limiter-flexible';
  const memoryLimiter: typeof RateLimiterMemory;
  export default memoryLimiter;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import type { RateLimiterRes } from 'rate-limiter-flexible';
  const rejection: typeof RateLimiterRes;
  export default rejection;
}
