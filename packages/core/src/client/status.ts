import { APIConnectionError } from '../errors/api-connection-error.js';
import { APIPageStatusError } from '../errors/api-page-status-error.js';
import { APITimeoutError } from '../errors/api-timeout-error.js';
import { InvalidResponseError } from '../errors/invalid-response-error.js';
import type { Flow } from '../shared/flow.js';
import { randomRequestUrl } from '../urls/endpoints.js';
import type { Operation } from './operations.js';

/** What `client.status()` found of its instance. */
export interface InstanceStatus {
  /**
   * `'up'`: it answered `200`; `'moved'`: it redirects to another origin
   * (`location`); `'down'`: a connection error, a timeout, or any other
   * status (a `5xx`, ...).
   */
  readonly state: 'up' | 'moved' | 'down';
  /** The HTTP status of the answer, when there was one. */
  readonly status?: number;
  /** Where a moved instance redirects to (absolute; its query cut). */
  readonly location?: string;
  /** How long the request took, in milliseconds. */
  readonly ms: number;
}

/** The one request of `status()`: `GET api/random`, its answer not read beyond its status. */
export function statusOperation(baseUrl: string): Operation<number> {
  return { request: { method: 'GET', url: randomRequestUrl(baseUrl), expect: 'json' }, parse: (response) => response.status };
}

/**
 * What a failed `status()` request says of the instance; `undefined` for a
 * failure that says nothing of it (an abort by the caller, a bad option).
 */
export function statusOfFailure(error: unknown, ms: number): InstanceStatus | undefined {
  if (error instanceof APIPageStatusError) {
    const moved = error.location !== undefined && error.pageStatus >= 300 && error.pageStatus < 400;
    return moved ? { state: 'moved', status: error.pageStatus, location: error.location, ms } : { state: 'down', status: error.pageStatus, ms };
  }
  // A 200 whose body is no JSON still says the instance answers.
  if (error instanceof InvalidResponseError) return { state: 'up', status: error.pageStatus, ms };
  if (error instanceof APIConnectionError || error instanceof APITimeoutError) return { state: 'down', ms };
  return undefined;
}

/**
 * `status()`: one `api/random` request (sent with `send`, which must not
 * retry; `api/random` is never cached), timed, and classified.
 */
export function* statusFlow(baseUrl: string, send: (operation: Operation<number>) => unknown, done: () => void): Flow<InstanceStatus> {
  const operation = statusOperation(baseUrl);
  const started = Date.now();
  try {
    const status = (yield () => send(operation)) as number;
    return { state: 'up', status, ms: Date.now() - started };
  } catch (error) {
    const found = statusOfFailure(error, Date.now() - started);
    if (found === undefined) throw error;
    return found;
  } finally {
    done();
  }
}
