import { APIPageStatusError, APIUserAbortError } from '@screencap/core';
import type { Log } from '../transport/logging.js';
import { RateLimiterMemory, RateLimiterRes, redisRateLimiter } from '../platform/rate-limiters.js';
import { type PointLimiter, fallbackLimiter } from './redis-fallback.js';
import type { SharedRedis } from '../platform/shared-redis.js';
import { sleep } from '../transport/sleep.js';

/** Where a received `Retry-After` is kept: until when (epoch ms) an origin asked to be left alone. */
export interface RetryAfterStore {
  get(origin: string): Promise<number | undefined>;
  /** Keeps the later of the stored time and `until`. */
  set(origin: string, until: number): Promise<void>;
  /** True when no origin was ever held back, if the store knows it without a round trip (one in memory). */
  holdsNone?(): boolean;
}

/** A `Retry-After` kept by one client. */
export function memoryRetryAfterStore(): RetryAfterStore {
  const until = new Map<string, number>();
  return {
    get: (origin) => Promise.resolve(until.get(origin)),
    set: (origin, time) => {
      until.set(origin, Math.max(until.get(origin) ?? 0, time));
      return Promise.resolve();
    },
    holdsNone: () => until.size === 0,
  };
}

/** What {@link OriginGate} is built from. */
export interface OriginGateOptions {
  /** Requests per second per origin, or `false` for no limit. */
  readonly rate: number | false;
  /** The longest a call waits for a `Retry-After` to run out, in seconds. */
  readonly maxRetryDelay: number;
  readonly log: Log;
  /** The Redis every process of the bot shares, if any. */
  readonly redis?: SharedRedis | undefined;
}

/** What one gate check is for: named in errors and logs. */
export interface GateRequest {
  readonly method: string;
  readonly url: string;
}

// Keys kept apart from the cache's and from other users of the same Redis.
const KEY_PREFIX = 'screencap:rate';

/**
 * Lets requests to an origin through at the client's rate, and holds all of
 * them back while a `Retry-After` the origin sent runs.
 *
 * The rate is enforced with rate-limiter-flexible as `n` slots of one request
 * per second each (a slot is free again one second after it was taken), so
 * that no second, wherever it starts, holds more than `n` requests: a single
 * window of `n` points would let `2n` through across a window boundary.
 */
export class OriginGate {
  readonly #options: OriginGateOptions;
  readonly #slots: readonly PointLimiter[] | undefined;
  readonly #retryAfter: RetryAfterStore;

  constructor(options: OriginGateOptions) {
    this.#options = options;
    this.#retryAfter = options.redis?.retryAfter ?? memoryRetryAfterStore();
    if (options.rate === false) return;
    // Below one request a second: one slot that frees up after 1/rate seconds (whole seconds, as Redis expires keys by them).
    const slotCount = Math.max(1, Math.floor(options.rate));
    const duration = options.rate >= 1 ? 1 : Math.ceil(1 / options.rate);
    const RateLimiterRedis = options.redis ? redisRateLimiter() : undefined;
    const make = (index: number): PointLimiter => {
      const memory = new RateLimiterMemory({ points: 1, duration, keyPrefix: `${KEY_PREFIX}:${index}` });
      if (!options.redis || !RateLimiterRedis) return memory;
      // While Redis is down, or slower than the deadline to answer, the limit
      // is this client's own, as for a client without `redis`: never an error
      // of Redis, nor a wait for it. (Not rate-limiter-flexible's insurance
      // limiter: a command past the deadline is given up here, and the
      // insurance would then count the same request a second time.)
      const shared = new RateLimiterRedis({
        storeClient: options.redis.client,
        useRedisPackage: true,
        points: 1,
        duration,
        keyPrefix: `${KEY_PREFIX}:${index}`,
        rejectIfRedisNotReady: true,
      });
      return fallbackLimiter(options.redis.link, shared, memory, (thrown) => thrown instanceof RateLimiterRes);
    };
    this.#slots = Array.from({ length: slotCount }, (_, index) => make(index));
  }

  /** Records a `Retry-After` of `seconds` from now for the origin of `url`. Done before it returns (also in Redis). */
  async holdBack(url: string, seconds: number): Promise<void> {
    await this.#retryAfter.set(new URL(url).origin, Date.now() + seconds * 1000);
  }

  /**
   * Waits until a request to the origin may go out: the rest of a received
   * `Retry-After` (when it fits in `maxRetryDelay`), then a free slot.
   * @throws {APIPageStatusError} (429, `retryAfter` the seconds still to wait) at once when the wait is longer;
   *   {APIUserAbortError} when `signal` aborts a wait.
   */
  async pass(request: GateRequest, signal?: AbortSignal): Promise<void> {
    // No rate limit and no Retry-After ever received: nothing to wait for, nor to look up.
    if (!this.#slots && this.#retryAfter.holdsNone?.() === true) return;
    const origin = new URL(request.url).origin;
    const until = await this.#retryAfter.get(origin);
    const waitMs = until === undefined ? 0 : until - Date.now();
    if (waitMs > 0) {
      const seconds = waitMs / 1000;
      if (seconds > this.#options.maxRetryDelay) {
        // Whole seconds, rounded up: waiting that long is always enough.
        const wholeSeconds = Math.ceil(seconds);
        this.#options.log.warn(`${request.method} ${request.url} held back: ${origin} asked for ${wholeSeconds} s more (Retry-After)`);
        throw new APIPageStatusError({
          method: request.method,
          url: request.url,
          attempts: 0,
          pageStatus: 429,
          statusText: 'Too Many Requests',
          retryAfter: wholeSeconds,
        });
      }
      this.#options.log.info(`${request.method} ${request.url} waits ${seconds.toFixed(1)} s: Retry-After of ${origin}`);
      await this.#wait(seconds, request, signal);
    }
    await this.#takeSlot(origin, request, signal);
  }

  async #takeSlot(origin: string, request: GateRequest, signal: AbortSignal | undefined): Promise<void> {
    if (!this.#slots) return;
    let logged = false;
    for (;;) {
      let soonest = Infinity;
      for (const slot of this.#slots) {
        try {
          await slot.consume(origin);
          return;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          soonest = Math.min(soonest, rejection.msBeforeNext);
        }
      }
      if (!logged) {
        this.#options.log.info(`${request.method} ${request.url} waits for the rate limit of ${origin} (${this.#options.rate}/s)`);
        logged = true;
      }
      // A few ms of jitter so that waiting calls do not all ask again in step.
      await this.#wait((Math.max(soonest, 1) + Math.random() * 10) / 1000, request, signal);
    }
  }

  async #wait(seconds: number, request: GateRequest, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep(seconds, signal);
    } catch {
      throw new APIUserAbortError({ method: request.method, url: request.url, attempts: 0, cause: signal?.reason });
    }
  }
}
