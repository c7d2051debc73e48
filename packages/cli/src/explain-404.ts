/**
 * What a `404` of the service means for the command that got it, said the
 * same way by every command: "No episode S99E99 on <instance>" for a key it
 * does not know; for an endpoint only the 2026 service has, the SDK's own
 * "does not offer" message, as a usage error. Loaded only when a run fails.
 */
import { APIPageStatusError } from '@screencap/core';
import { isNotOfferedError } from '@screencap/core/internal';
import { UsageError } from './arguments.js';
import { NoResultsError } from './no-results-error.js';

// The endpoints that answer `404` for an episode key they do not know
// (a timestamp alone never does: they answer the nearest frame).
const KEYED_ENDPOINTS = ['api/caption', 'api/nearby', 'api/transcript'];

/** What a command's failure was run for: its name, its episode key when it takes one, the instance's base address. */
export interface FailedRun {
  readonly command: string;
  readonly key: string | undefined;
  readonly baseUrl: string;
}

/**
 * The error to report for a failure: a `404` of an endpoint that takes the
 * episode key becomes a {@link NoResultsError} naming the episode (exit 3;
 * the SDK's message when it may also mean that the instance lacks the
 * endpoint); the SDK's `404` of another 2026-only endpoint on an `auto`
 * client not yet sure of the generation, a {@link UsageError} with its
 * message (exit 2: the instance does not offer the command). Any other
 * failure is returned as it is.
 */
export function explain404(error: unknown, run: FailedRun): unknown {
  if (!(error instanceof APIPageStatusError) || error.pageStatus !== 404) return error;
  const endpoint = new URL(error.url).pathname.slice(new URL(run.baseUrl).pathname.length);
  if (run.key !== undefined && KEYED_ENDPOINTS.includes(endpoint)) {
    // From an auto client not sure yet, the SDK's message says both what the 404 may mean (no such key, or no such endpoint).
    return new NoResultsError(isNotOfferedError(error) ? error.message : `No episode ${run.key} on ${run.baseUrl}`, { cause: error });
  }
  if (isNotOfferedError(error)) return new UsageError(error.message, { cause: error });
  return error;
}
