import { APIPageStatusError, APIUserAbortError } from '@screencap/core';
import type { Log } from '../transport/logging.js';
import { type RateLimit, rateLimit } from '../platform/rate-limiters.js';
import type { SharedRedis } from './shared-redis-parts.js';
import { type RetryAfterStore, memoryRetryAfterStore } from './retry-after-store.js';
import { sleep } from '../transport/sleep.js';

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

/**
 * Lets requests to an origin through at the client's rate, and holds all of
 * them back while a `Retry-After` the origin sent runs. The rate itself is
 * the platform's module's (rate-limiters.ts): no second, wherever it starts,
 * holds more than `rate` requests.
 */
export class OriginGate {
  readonly #options: OriginGateOptions;
  readonly #limit: RateLimit | undefined;
  readonly #retryAfter: RetryAfterStore;

  constructor(options: OriginGateOptions) {
    this.#options = options;
    this.#retryAfter = options.redis?.retryAfter ?? memoryRetryAfterStore();
    if (options.rate !== false) this.#limit = rateLimit(options.rate, options.redis);
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
    if (!this.#limit && this.#retryAfter.holdsNone?.() === true) return;
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
    if (!this.#limit) return;
    let logged = false;
    for (;;) {
      const waitMs = await this.#limit.take(origin);
      if (waitMs === 0) return;
      if (!logged) {
        this.#options.log.info(`${request.method} ${request.url} waits for the rate limit of ${origin} (${this.#options.rate}/s)`);
        logged = true;
      }
      // A few ms of jitter so that waiting calls do not all ask again in step.
      await this.#wait((Math.max(waitMs, 1) + Math.random() * 10) / 1000, request, signal);
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
