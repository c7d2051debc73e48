/** Statuses worth another try: the request was fine, the moment was not. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

const INITIAL_DELAY_SECONDS = 0.5;

/** Whether a status is worth retrying. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Reads a `Retry-After` header, in seconds or as an HTTP date, into seconds
 * from now; `undefined` when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - now) / 1000);
}

/**
 * Exponential backoff with jitter for the `retry`-th retry (1-based): 0.5 s,
 * 1 s, 2 s, ... capped at `maxDelay`, each shortened by up to a quarter at
 * random so that many clients do not retry in step.
 */
export function backoffSeconds(retry: number, maxDelay: number, random = Math.random): number {
  const delay = Math.min(INITIAL_DELAY_SECONDS * 2 ** (retry - 1), maxDelay);
  return delay * (1 - random() * 0.25);
}
