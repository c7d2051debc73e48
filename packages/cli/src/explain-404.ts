/**
 * What a `404` of the service means for the command that got it, said the
 * same way by every command: "No episode S99E99 on <instance>" for a key it
 * does not know, and for an endpoint only the 2026 service has, that the
 * command needs it. Loaded only when a run fails.
 */
import { APIPageStatusError } from '@screencap/core';
import { UsageError } from './arguments.js';
import { NoResultsError } from './no-results-error.js';

// The endpoints that answer `404` for an episode key they do not know
// (a timestamp alone never does: they answer the nearest frame).
const KEYED_ENDPOINTS = ['api/caption', 'api/nearby', 'api/transcript'];

// The endpoints only the 2026 service has, that take no key: their `404` is the instance's, not a key's.
const ENDPOINTS_2026 = ['api/discover', 'api/navigator'];

/** What a command's failure was run for: its name, its episode key when it takes one, the instance's base address. */
export interface FailedRun {
  readonly command: string;
  readonly key: string | undefined;
  readonly baseUrl: string;
  /** The generation the client works as: on a `classic` one, a `404` of a 2026 endpoint may be the instance's. */
  readonly generation: string;
}

/**
 * The error to report for a failure: a `404` of an endpoint that takes the
 * episode key becomes a {@link NoResultsError} naming the episode (exit 3);
 * a `404` of a 2026-only endpoint without a key, a {@link UsageError} naming
 * the generation the command needs (exit 2). Any other failure is returned as it is.
 */
export function explain404(error: unknown, run: FailedRun): unknown {
  if (!(error instanceof APIPageStatusError) || error.pageStatus !== 404) return error;
  const endpoint = new URL(error.url).pathname.slice(new URL(run.baseUrl).pathname.length);
  if (run.key !== undefined && KEYED_ENDPOINTS.includes(endpoint)) {
    // The SDK's guess of classic for a host it does not know may be wrong either way: say both.
    const orClassic = endpoint === 'api/transcript' && run.generation !== '2026' ? `, or it runs the classic service (${run.command} needs the 2026 one)` : '';
    return new NoResultsError(`No episode ${run.key} on ${run.baseUrl}${orClassic}`, { cause: error });
  }
  if (ENDPOINTS_2026.includes(endpoint)) {
    return new UsageError(`${run.command} needs the 2026 generation of the service; ${run.baseUrl} answered 404 Not Found to ${endpoint}: it runs the classic one`, { cause: error });
  }
  return error;
}
