import type { HttpRequest } from '@screencap/core/internal';
import { APIConnectionError, APIPageStatusError, APITimeoutError } from '@screencap/core';
import type { RetryableFailure } from './send-options.js';

/** Statuses worth another try: the request was fine, the moment was not. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

const INITIAL_DELAY_SECONDS = 0.5;

// The three forms of an HTTP date (RFC 9110, section 5.6.7): IMF-fixdate,
// RFC 850 and asctime. `Date.parse` alone takes almost anything ("-5" is a
// date in 2001), which would turn a garbled header into "retry now".
const HTTP_DATE =
  /^(?:[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT|[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

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
  if (!HTTP_DATE.test(text)) return undefined;
  // asctime carries no zone; HTTP dates are all in GMT.
  const date = Date.parse(text.endsWith(' GMT') ? text : `${text} GMT`);
  if (Number.isNaN(date)) return undefined;
  // Whole seconds, rounded up, as the header's other form: what is left of a
  // date depends on the moment it is read, and a fraction of a second only
  // made two readings of the same answer differ.
  return Math.max(0, Math.ceil((date - now) / 1000));
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

// Which failures another attempt may mend. A render that timed out is not
// sent again: the service may still be rendering it, and a second render
// would cost it as much again.
export function retryableFailure(request: HttpRequest, error: unknown): RetryableFailure | undefined {
  if (error instanceof APIPageStatusError) return isRetryableStatus(error.pageStatus) ? error : undefined;
  if (error instanceof APIConnectionError) return error;
  if (error instanceof APITimeoutError) return request.expect === 'ndjson' ? undefined : error;
  return undefined;
}
