import { describeValue } from '@screencap/core/internal';
import type { APIError } from '@screencap/core';

/** A request as hooks see it: `headers` may be changed by `beforeRequest`. */
export interface HookRequest {
  /** `GET`, or `POST` for renders. */
  readonly method: string;
  /** The absolute URL of this request (of this hop, after a redirect). */
  readonly url: string;
  /** The request headers by lower-case name; a `beforeRequest` hook may add, change or delete some. */
  headers: Record<string, string>;
}

/** A response as hooks see it, before its body is read. */
export interface HookResponse {
  /** The HTTP status. */
  readonly status: number;
  /** The status text, or `''`. */
  readonly statusText: string;
  /** The response headers by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What a `beforeRetry` hook is told. */
export interface BeforeRetryState {
  /** The request about to be sent again. */
  readonly request: {
    /** The HTTP method, such as `GET`. */
    readonly method: string;
    /** The request's URL. */
    readonly url: string;
  };
  /** The failure of the attempt before. */
  readonly error: APIError;
  /** 1 for the first retry, 2 for the second, ... */
  readonly retryCount: number;
}

/**
 * Functions the async client calls around each request, as `ky` does: each
 * list runs in order, and a hook's promise is awaited. A hook that throws
 * fails the call with its error. Hooks run within the attempt's timeouts.
 * Not available in `@screencap/sync`: a function cannot cross to its worker.
 *
 * @example
 * ```ts
 * new Frinkiac({
 *   hooks: {
 *     beforeRequest: [(request) => { request.headers['x-trace-id'] = traceId(); }],
 *     beforeError: [(error) => { metrics.count(error.name); return error; }],
 *   },
 * });
 * ```
 */
export interface Hooks {
  /** Before each request goes out (retries and redirect hops included); may change its headers. */
  readonly beforeRequest?: readonly ((request: HookRequest) => void | Promise<void>)[];
  /** When each response's headers have come, before its body is read. */
  readonly afterResponse?: readonly ((request: HookRequest, response: HookResponse) => void | Promise<void>)[];
  /** Before each retry's wait. */
  readonly beforeRetry?: readonly ((state: BeforeRetryState) => void | Promise<void>)[];
  /**
   * When a call fails with a request error (an `APIError`: status, connection,
   * timeout, abort, a body that is not what was promised), before the caller
   * sees it; returns the error to throw, usually the same one.
   */
  readonly beforeError?: readonly ((error: APIError) => APIError | Promise<APIError>)[];
}

const HOOK_NAMES = ['beforeRequest', 'afterResponse', 'beforeRetry', 'beforeError'] as const;

/**
 * Checks the `hooks` option: an object of the four lists, each an array of
 * functions; an unknown name is refused like an unknown option.
 * @throws {TypeError} naming the hook.
 */
export function assertHooks(value: unknown): asserts value is Hooks | undefined {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`hooks must be an object of hook lists, got ${describeValue(value)}`);
  }
  for (const [name, list] of Object.entries(value)) {
    if (!(HOOK_NAMES as readonly string[]).includes(name)) {
      throw new TypeError(`Unknown hook ${JSON.stringify(name)}; the hooks are ${HOOK_NAMES.join(', ')}`);
    }
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((hook) => typeof hook === 'function')) {
      throw new TypeError(`hooks.${name} must be an array of functions, got ${describeValue(list)}`);
    }
  }
}
