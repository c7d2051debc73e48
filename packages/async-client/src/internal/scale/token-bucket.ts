/**
 * The rate limit of the build for Workers and browsers, in place of
 * rate-limiter-flexible (which stays on Node.js, where Redis shares it):
 * `tokens` tokens per key, each taken token back `refillMs` after it was
 * taken. So no window of `refillMs`, wherever it starts, lets more than
 * `tokens` requests through (a bucket refilled at a steady rate would let
 * a full bucket and a refill through in one second), as the Node.js build's
 * slots of one point per second each do.
 */
export class TokenBucket {
  readonly #tokens: number;
  readonly #refillMs: number;
  readonly #now: () => number;
  /** Per key, when each taken token comes back (ascending): at most `tokens` of them. */
  readonly #backAt = new Map<string, number[]>();

  /**
   * @param tokens - requests let through per window (at least 1).
   * @param refillMs - the window: how long after it is taken a token comes back.
   * @param now - the clock, in ms.
   * @default now `Date.now`
   */
  constructor(tokens: number, refillMs: number, now: () => number = Date.now) {
    this.#tokens = Math.max(1, Math.floor(tokens));
    this.#refillMs = refillMs;
    this.#now = now;
  }

  /** Takes a token for `key`: `0` when one was free (and is now taken), else the ms until one comes back. */
  take(key: string): number {
    const now = this.#now();
    const backAt = this.#backAt.get(key) ?? [];
    while ((backAt[0] ?? Infinity) <= now) backAt.shift();
    const soonest = backAt[0];
    if (soonest === undefined || backAt.length < this.#tokens) {
      backAt.push(now + this.#refillMs);
      this.#backAt.set(key, backAt);
      return 0;
    }
    return soonest - now;
  }
}
