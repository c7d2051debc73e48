/**
 * What a failed run ends with: its exit code (from the one table of
 * `exit-codes.ts`) and its one-line message. Loaded only when a run fails.
 */
import { APIConnectionError, APIError, APIPageStatusError, APITimeoutError, NoFramesFound, NoSearchResultsFound } from '@screencap/core';
import { isNeeds2026Error } from '@screencap/core/internal';
import { UsageError } from './arguments.js';
import { ExitCode } from './exit-codes.js';
import { NoResultsError } from './no-results-error.js';
import { describeWait, retryAdvice } from './retry-advice.js';

/**
 * The exit code a failure ends the process with: the same error gives the
 * same code whatever the command.
 *
 * @example
 * ```ts
 * exitCodeFor(new NoSearchResultsFound('x')); // ExitCode.NoResults, 3
 * ```
 */
export function exitCodeFor(error: unknown): ExitCode {
  // The SDK refusing an operation of the 2026 service on a client told `--generation classic`: the command line asked for it.
  if (error instanceof UsageError || isNeeds2026Error(error)) return ExitCode.UsageError;
  if (error instanceof NoSearchResultsFound || error instanceof NoFramesFound || error instanceof NoResultsError) {
    return ExitCode.NoResults;
  }
  if (error instanceof APIPageStatusError) {
    // The services answer 404 for a key or filter they have nothing for (caption, nearby, transcript, random with seasons).
    if (error.pageStatus === 404) return ExitCode.NoResults;
    if (error.pageStatus === 429) return ExitCode.RateLimited;
    return ExitCode.ServiceError;
  }
  if (error instanceof APIConnectionError || error instanceof APITimeoutError) return ExitCode.NetworkError;
  if (error instanceof APIError) return ExitCode.ServiceError;
  return ExitCode.UnexpectedError;
}

/** `GET <url> not sent: the service asked to wait (Retry-After) 3 seconds more`, in whole seconds. */
function heldBack(error: APIPageStatusError): string {
  const wait = error.retryAfter === undefined ? '' : ` ${describeWait(error.retryAfter)} more`;
  return `${error.method} ${error.url} not sent: an earlier answer of the service asked to wait${wait} (Retry-After)`;
}

/**
 * The message of a failure, before any `(see --help)` hint: the error's own,
 * and for an answer with `Retry-After` (a 429 above all), first, in plain
 * words, when to try again.
 */
export function failureMessage(error: unknown, now: Date = new Date()): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof APIPageStatusError && (error.pageStatus === 429 || error.retryAfter !== undefined)) {
    // No attempt: held back by a Retry-After the service sent before, so nothing was sent, nor answered.
    const what = error.attempts === 0 ? heldBack(error) : message;
    return `${retryAdvice(error.pageStatus, error.retryAfter, now)} (${what})`;
  }
  return message;
}
