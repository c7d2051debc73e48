import type { HttpRequest, HttpResponse, ResolvedClientOptions, TimeoutPhase } from '@screencap/core/internal';
// The error classes from their light entry point: the sync client's worker
// loads this module, and the full core (with zod) would double its start-up.
import { APIConnectionError, APIPageStatusError, APITimeoutError, APIUserAbortError, InvalidResponseError } from '@screencap/core/errors';
import nodeFetch from 'node-fetch';
import { KeepAliveAgents } from './agents.js';
import type { FetchLike, FetchResponseLike } from './fetch-types.js';
import { createLineSplitter } from './line-splitter.js';
import { discardBody, readBody } from './read-body.js';
import { headersObject, readBodyExcerpt } from './response-excerpt.js';
import { backoffSeconds, isRetryableStatus, parseRetryAfter } from './retry-policy.js';
import { sleep } from './sleep.js';
import { timerDelayMs } from './timer-delay.js';

const ACCEPT: Record<HttpRequest['expect'], string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson, application/json',
  'final-url': '*/*',
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

// The absolute http(s) URL a Location header points to, or undefined.
function redirectTarget(location: string, from: string): string | undefined {
  try {
    const url = new URL(location, from);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

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
   * Sends a request until it gets a 200 or runs out of retries.
   * @throws {APIPageStatusError | APIConnectionError | APITimeoutError | APIUserAbortError | InvalidResponseError}
   */
  send(request: HttpRequest, options?: SendOptions): Promise<HttpResponse>;
  /** Closes pooled connections. */
  close(): void;
}

// Duck-typed rather than `instanceof Error`: Node's socket errors can come
// from another realm (a vm context, as under Jest), where that check fails.
function systemCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
    current = cause;
  }
  return undefined;
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
  const fetch: FetchLike = options.fetch ?? (nodeFetch as unknown as FetchLike);
  const userAgent = [options.product, `node/${process.version}`, options.userAgent].filter(Boolean).join(' ');

  async function attempt(request: HttpRequest, timeoutSeconds: number, attempts: number, sendOptions: SendOptions): Promise<HttpResponse> {
    const { signal, onLine } = sendOptions;
    const controller = new AbortController();
    // Set by timers and the body reader; read once the request has failed.
    const state: { timedOut?: TimeoutPhase; tooLarge: boolean } = { tooLarge: false };
    const expire = (phase: TimeoutPhase) => () => {
      state.timedOut ??= phase;
      controller.abort();
    };
    const onAbort = (): void => {
      controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const attemptTimer = setTimeout(expire('attempt'), timerDelayMs(options.attemptTimeout));
    let responseTimer: ReturnType<typeof setTimeout> | undefined;
    // Errors name the request that failed: after a redirect, the hop that did.
    const details = { method: request.method as string, url: request.url, attempts };
    let requestBody = request.body;
    let response: FetchResponseLike;
    try {
      // Redirects are followed here rather than by fetch, so that `timeout`
      // bounds each hop's wait (not the whole chain) and a loop ends as a
      // status error instead of a retried connection error.
      for (let redirects = 0; ; redirects++) {
        responseTimer = setTimeout(expire('response'), timerDelayMs(timeoutSeconds));
        response = await fetch(details.url, {
          method: details.method,
          headers: {
            // The SDK's own headers last: the option refuses their names anyway.
            ...options.headers,
            'user-agent': userAgent,
            accept: ACCEPT[request.expect],
            ...(requestBody === undefined ? {} : { 'content-type': 'application/json' }),
          },
          signal: controller.signal,
          redirect: 'manual',
          agent: agents?.forUrl,
          ...(requestBody === undefined ? {} : { body: requestBody }),
        });
        clearTimeout(responseTimer);
        const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
        if (location === null) break;
        discardBody(response.body);
        const next = redirectTarget(location, details.url);
        if (redirects >= MAX_REDIRECTS || next === undefined) {
          const why = next === undefined ? 'a redirect to a URL that is not http(s)' : `more than ${MAX_REDIRECTS} redirects`;
          throw new APIPageStatusError({ ...details, pageStatus: response.status, statusText: `${response.statusText} (${why})` });
        }
        // As browsers do: a 303, or a 301/302 after a POST, continues as a GET without body.
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && details.method === 'POST')) {
          details.method = 'GET';
          requestBody = undefined;
        }
        details.url = next;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status !== 200) {
        throw new APIPageStatusError({
          ...details,
          pageStatus: response.status,
          statusText: response.statusText,
          retryAfter: parseRetryAfter(response.headers.get('retry-after')),
          headers: headersObject(response.headers),
          body: await readBodyExcerpt(response.body, timerDelayMs(timeoutSeconds)),
        });
      }
      // An injected fetch may follow redirects itself; its response then says where it ended.
      const base = { url: request.url, finalUrl: response.url || details.url, status: 200, contentType, attempts, headers: headersObject(response.headers) };
      if (request.expect === 'final-url') {
        discardBody(response.body);
        return { ...base, body: '' };
      }
      const tooLargeError = () =>
        new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large', contentType });
      const declared = Number(response.headers.get('content-length'));
      if (declared > options.maxResponseBytes) {
        discardBody(response.body);
        throw tooLargeError();
      }
      const lines = request.expect === 'ndjson' && onLine ? createLineSplitter(onLine) : undefined;
      const body = response.body
        ? await readBody(response.body, {
            onChunk: lines?.push,
            gapMs: timerDelayMs(timeoutSeconds),
            maxBytes: options.maxResponseBytes,
            onGapTimeout: expire('body'),
            onTooLarge: () => {
              state.tooLarge = true;
              controller.abort();
            },
          })
        : '';
      if (state.tooLarge) throw tooLargeError();
      lines?.end();
      return { ...base, body };
    } catch (error) {
      if (error instanceof APIPageStatusError || error instanceof InvalidResponseError) throw error;
      if (state.tooLarge) throw new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large' });
      if (state.timedOut) {
        const limit = state.timedOut === 'attempt' ? options.attemptTimeout : timeoutSeconds;
        throw new APITimeoutError({ ...details, timeout: limit, phase: state.timedOut, cause: error });
      }
      if (signal?.aborted) throw new APIUserAbortError({ ...details, cause: signal.reason });
      throw new APIConnectionError({ ...details, code: systemCode(error), cause: error });
    } finally {
      clearTimeout(attemptTimer);
      clearTimeout(responseTimer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function send(request: HttpRequest, sendOptions: SendOptions = {}): Promise<HttpResponse> {
    const timeoutSeconds = sendOptions.timeout ?? options.timeout;
    const { signal } = sendOptions;
    const details = { method: request.method, url: request.url };
    for (let attempts = 1; ; attempts++) {
      if (signal?.aborted) throw new APIUserAbortError({ ...details, attempts: attempts - 1, cause: signal.reason });
      let failure: APIPageStatusError | APIConnectionError | APITimeoutError;
      try {
        return await attempt(request, timeoutSeconds, attempts, sendOptions);
      } catch (error) {
        const retryable =
          (error instanceof APIPageStatusError && isRetryableStatus(error.pageStatus)) ||
          error instanceof APIConnectionError ||
          error instanceof APITimeoutError;
        if (!retryable) throw error;
        failure = error;
      }
      const retryAfter = failure instanceof APIPageStatusError ? failure.retryAfter : undefined;
      const canRetry = attempts <= options.maxRetries && (retryAfter === undefined || retryAfter <= options.maxRetryDelay);
      if (!canRetry) throw failure;
      const delaySeconds = retryAfter ?? backoffSeconds(attempts, options.maxRetryDelay);
      try {
        await sleep(delaySeconds, signal);
      } catch {
        throw new APIUserAbortError({ ...details, attempts, cause: signal?.reason });
      }
      await sendOptions.onRetry?.({ error: failure, retryCount: attempts, delaySeconds });
    }
  }

  return { send, close: () => agents?.destroy() };
}
