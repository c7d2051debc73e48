import type { HttpRequest, HttpResponse, ResolvedClientOptions } from '@screencap/core/internal';
import { APIConnectionError, APIPageStatusError, APITimeoutError, APIUserAbortError } from '@screencap/core';
import { KeepAliveAgents } from '../platform/agents.js';
import { runtimeToken } from '../platform/runtime-token.js';
import { type AttemptContext, runAttempt } from './attempt.js';
import { defaultFetch } from '../platform/default-fetch.js';
import type { FetchLike } from './fetch-types.js';
import { createRequestHeaders } from './request-headers.js';
import { backoffSeconds, isRetryableStatus } from './retry-policy.js';
import { sleep } from './sleep.js';
import { timerDelayMs } from './timer-delay.js';

/** What a transport is built from: the client's options, plus who is calling. */
export interface TransportOptions extends ResolvedClientOptions {
  /** The product named first in the `User-Agent`, such as `@screencap/async/0.1.0`. */
  readonly product: string;
  /** The `fetch` to use. @default node-fetch over keep-alive agents */
  readonly fetch?: FetchLike | undefined;
}

/** Options of one request. */
export interface SendOptions {
  /** Overrides the client's `timeout`, in seconds. */
  readonly timeout?: number | undefined;
  /** For `ndjson` requests (renders): overrides the client's `renderTimeout`, in seconds. */
  readonly renderTimeout?: number | undefined;
  /**
   * When a render began (`Date.now()`), for each request it sends: its
   * `check_only` probe as well as its stream, so that `renderTimeout`
   * bounds them together. Without it, a render's stream is timed from its
   * own start.
   */
  readonly renderStartedAt?: number | undefined;
  /** Aborts the request, and any wait between retries. */
  readonly signal?: AbortSignal | undefined;
  /**
   * For `ndjson` requests: called with each line as it arrives (again from
   * the start if the request is retried).
   */
  readonly onLine?: ((line: string) => void) | undefined;
  /**
   * Called right before each retry, after its wait, with the failure that
   * caused it; the retry waits for it to settle (for logs, `beforeRetry`
   * hooks and the rate limit). What it throws fails the call.
   */
  readonly onRetry?: ((event: RetryEvent) => void | Promise<void>) | undefined;
}

/** What {@link SendOptions.onRetry} is told. */
export interface RetryEvent {
  /** The failure of the attempt before. */
  readonly error: APIPageStatusError | APIConnectionError | APITimeoutError;
  /** How many retries this makes (1 for the first). */
  readonly retryCount: number;
  /** The seconds the client waited before it. */
  readonly delaySeconds: number;
}

/** Moves requests over the wire, with timeouts and retries. */
export interface Transport {
  /**
   * Sends a request until it gets a 200 or runs out of retries. A render
   * (`ndjson`) is never sent again after a timeout, and ends within its
   * `renderTimeout`, retries included.
   * @throws {APIPageStatusError | APIConnectionError | APITimeoutError | APIUserAbortError | InvalidResponseError | MediaTooLargeError}
   */
  send(request: HttpRequest, options?: SendOptions): Promise<HttpResponse>;
  /** Closes pooled connections. */
  close(): void;
}

type RetryableFailure = APIPageStatusError | APIConnectionError | APITimeoutError;

// Which failures another attempt may mend. A render that timed out is not
// sent again: the service may still be rendering it, and a second render
// would cost it as much again.
function retryableFailure(request: HttpRequest, error: unknown): RetryableFailure | undefined {
  if (error instanceof APIPageStatusError) return isRetryableStatus(error.pageStatus) ? error : undefined;
  if (error instanceof APIConnectionError) return error;
  if (error instanceof APITimeoutError) return request.expect === 'ndjson' ? undefined : error;
  return undefined;
}

/** A render's whole-render bound: a signal that aborts when `seconds` have passed. */
interface RenderDeadline {
  readonly signal: AbortSignal;
  readonly seconds: number;
  readonly stop: () => void;
}

function startRenderDeadline(seconds: number, startedAt: number): RenderDeadline {
  const controller = new AbortController();
  // What is left of the render's time: its probe may have used some of it.
  const leftMs = timerDelayMs(seconds) - (Date.now() - startedAt);
  if (leftMs <= 0) {
    controller.abort();
    return { signal: controller.signal, seconds, stop: () => undefined };
  }
  const timer = setTimeout(() => { controller.abort(); }, leftMs);
  return { signal: controller.signal, seconds, stop: () => { clearTimeout(timer); } };
}

/**
 * Makes the transport of one client.
 *
 * @example
 * ```ts
 * const transport = createTransport({ ...DEFAULT_CLIENT_OPTIONS, product: 'me/1.0' });
 * const response = await transport.send({ method: 'GET', url, expect: 'json' });
 * ```
 */
export function createTransport(options: TransportOptions): Transport {
  const agents = options.fetch ? undefined : new KeepAliveAgents();
  const userAgent = [options.product, runtimeToken(), options.userAgent].filter(Boolean).join(' ');
  const context: AttemptContext = {
    fetch: options.fetch ?? defaultFetch,
    agents,
    headersFor: createRequestHeaders(userAgent, options.headers),
    attemptTimeout: options.attemptTimeout,
    maxResponseBytes: options.maxResponseBytes,
    // The headers are what a cache decides by: copied only for a client that caches.
    keepHeaders: options.cache,
  };

  async function send(request: HttpRequest, sendOptions: SendOptions = {}): Promise<HttpResponse> {
    // A render's probe is a JSON request, but part of the render: renderTimeout bounds it too.
    const { renderStartedAt } = sendOptions;
    const deadline =
      request.expect === 'ndjson' || renderStartedAt !== undefined
        ? startRenderDeadline(sendOptions.renderTimeout ?? options.renderTimeout, renderStartedAt ?? Date.now())
        : undefined;
    try {
      return await sendUntilDone(request, sendOptions, deadline);
    } finally {
      deadline?.stop();
    }
  }

  // The send loop: an attempt, and while it fails in a way a retry may mend
  // and retries are left, a wait (backoff or the server's Retry-After) and
  // another attempt.
  async function sendUntilDone(request: HttpRequest, sendOptions: SendOptions, deadline: RenderDeadline | undefined): Promise<HttpResponse> {
    const timeout = sendOptions.timeout ?? options.timeout;
    const { signal } = sendOptions;
    const details = { method: request.method, url: request.url };
    const renderTimedOut = (attempts: number) =>
      new APITimeoutError({ ...details, attempts, timeout: deadline?.seconds ?? 0, phase: 'render' });
    const waitSignal = deadline && signal ? AbortSignal.any([signal, deadline.signal]) : (deadline?.signal ?? signal);
    for (let attempts = 1; ; attempts++) {
      if (signal?.aborted) throw new APIUserAbortError({ ...details, attempts: attempts - 1, cause: signal.reason });
      if (deadline?.signal.aborted) throw renderTimedOut(attempts - 1);
      let failure: RetryableFailure | undefined;
      try {
        return await runAttempt(context, { request, attempts, timeout, signal, onLine: sendOptions.onLine, renderDeadline: deadline });
      } catch (error) {
        failure = retryableFailure(request, error);
        if (!failure) throw error;
      }
      const retryAfter = failure instanceof APIPageStatusError ? failure.retryAfter : undefined;
      const canRetry = attempts <= options.maxRetries && (retryAfter === undefined || retryAfter <= options.maxRetryDelay);
      if (!canRetry) throw failure;
      const delaySeconds = retryAfter ?? backoffSeconds(attempts, options.maxRetryDelay);
      try {
        await sleep(delaySeconds, waitSignal);
      } catch {
        if (signal?.aborted) throw new APIUserAbortError({ ...details, attempts, cause: signal.reason });
        throw renderTimedOut(attempts);
      }
      await sendOptions.onRetry?.({ error: failure, retryCount: attempts, delaySeconds });
    }
  }

  return { send, close: () => agents?.destroy() };
}
