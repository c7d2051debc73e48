/** The longest delay a Node.js timer keeps, in ms (about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Seconds as a `setTimeout` delay in ms, capped at the longest delay a timer
 * keeps, so that a huge limit (a `timeout` of `3e6`, a long `Retry-After`)
 * waits that long rather than not at all.
 */
export function timerDelayMs(seconds: number): number {
  return Math.min(seconds * 1000, MAX_TIMER_MS);
}
