import type { HttpRequest, HttpResponse, ResolvedClientOptions, TimeoutPhase } from '@screencap/core/internal';
// The error classes from their light entry point: the sync client's worker
// loads this module, and has no use for the rest of core (operations, models).
import { APIConnectionError, APIPageStatusError, APITimeoutError, APIUserAbortError, InvalidResponseError, MediaTooLargeError } from '@screencap/core';
import { onAbort } from './abort-relay.js';
import { KeepAliveAgents } from './agents.js';
import { defaultFetch } from './default-fetch.js';
import type { FetchLike, FetchResponseLike } from './fetch-types.js';
import { createLineSplitter } from './line-splitter.js';
import { readMedia } from './media-body.js';
import { BodyDecodingError, discardBody, readBody } from './read-body.js';
import { decideRedirect, REDIRECT_STATUSES } from './redirect-policy.js';
import { headersObject, readBodyExcerpt } from './response-excerpt.js';
import { backoffSeconds, isRetryableStatus, parseRetryAfter } from './retry-policy.js';
import { sleep } from './sleep.js';
import { timerDelayMs } from './timer-delay.js';

const ACCEPT: Record<HttpRequest['expect'], string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson, application/json',
  'final-url': '*/*',
  media: 'image/*, video/*',
};

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

// zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR, ...) and brotli's (ERR__ERROR_FORMAT_...):
// a body that does not decompress, which no retry would mend.
function isDecompressionError(error: unknown): boolean {
  const code = systemCode(error);
  return code !== undefined && (code.startsWith('Z_') || code.startsWith('ERR__ERROR') || code.includes('BROTLI'));
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
  const fetch: FetchLike = options.fetch ?? defaultFetch;
  // Workers and browsers have no `process` (Workers without nodejs_compat): the product alone there.
  const nodeVersion = (globalThis as { process?: { version?: string } }).process?.version;
  const userAgent = [options.product, nodeVersion && `node/${nodeVersion}`, options.userAgent].filter(Boolean).join(' ');
  // The request headers depend only on what is expected and whether a body
  // goes along: built once each, and only read after (fetch builds its own
  // Headers from them; the observed fetch copies them for hooks and for an
  // injected fetch).
  const headerSets = new Map<string, Readonly<Record<string, string>>>();
  const headersFor = (request: HttpRequest): Readonly<Record<string, string>> => {
    // A download's own headers (Referer, a browser's User-Agent) go over the client's.
    if (request.headers !== undefined) return { ...sharedHeadersFor(request), ...request.headers };
    return sharedHeadersFor(request);
  };
  const sharedHeadersFor = (request: HttpRequest): Readonly<Record<string, string>> => {
    const key = `${request.expect} ${String(request.body !== undefined)}`;
    let headers = headerSets.get(key);
    if (headers === undefined) {
      headers = {
        // The SDK's own headers last: the option refuses their names anyway.
        ...options.headers,
        'user-agent': userAgent,
        accept: ACCEPT[request.expect],
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      headerSets.set(key, headers);
    }
    return headers;
  };

  async function attempt(request: HttpRequest, timeoutSeconds: number, attempts: number, sendOptions: SendOptions): Promise<HttpResponse> {
    const { signal, onLine } = sendOptions;
    // One controller per hop, and no controller for the attempt above them:
    // fetch leaves its listener on the signal of a response whose body is
    // discarded, so a hop's signal must never abort once the next hop has
    // begun. Nothing is awaited between two hops, so whatever aborts (the
    // timers, the caller's signal, the size limit) aborts the hop under way.
    let hop = new AbortController();
    // Set by timers and the body reader; read once the request has failed.
    const state: { timedOut?: TimeoutPhase; tooLarge: boolean; readingBody: boolean } = { tooLarge: false, readingBody: false };
    const expire = (phase: TimeoutPhase) => () => {
      state.timedOut ??= phase;
      hop.abort();
    };
    // Through the relay: one listener on the caller's signal however many calls share it.
    const stopRelay = signal ? onAbort(signal, () => { hop.abort(signal.reason); }) : undefined;
    const attemptTimer = setTimeout(expire('attempt'), timerDelayMs(options.attemptTimeout));
    let responseTimer: ReturnType<typeof setTimeout> | undefined;
    // Errors name the request that failed: after a redirect, the hop that did.
    const details = { method: request.method as string, url: request.url, attempts };
    let response: FetchResponseLike;
    try {
      // Redirects are followed here rather than by fetch, so that `timeout`
      // bounds each hop's wait (not the whole chain), a loop ends as a status
      // error instead of a retried connection error, and the redirect rule
      // (redirect-policy.ts) decides which are followed at all.
      for (let redirects = 0; ; redirects++) {
        responseTimer = setTimeout(expire('response'), timerDelayMs(timeoutSeconds));
        if (redirects > 0) hop = new AbortController();
        response = await fetch(details.url, {
          method: details.method,
          headers: headersFor(request),
          signal: hop.signal,
          redirect: 'manual',
          agent: agents?.forUrl,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        clearTimeout(responseTimer);
        const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
        if (location === null) break;
        discardBody(response.body);
        const decision = decideRedirect({ status: response.status, location, from: details.url, start: request.url, method: details.method, redirects });
        if (!decision.follow) {
          throw new APIPageStatusError({
            ...details,
            pageStatus: response.status,
            statusText: `${response.statusText} (${decision.why})`.trim(),
            ...(decision.location === undefined ? {} : { location: decision.location }),
          });
        }
        // Only GETs (any redirect) and POSTs (307 and 308, which keep method and body) get here.
        details.url = decision.next;
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
      // A render streams for as long as it takes: once its answer has begun,
      // `timeout` bounds each silence between its lines and `attemptTimeout`
      // no longer applies (it would cut, then re-send, a render in progress).
      if (request.expect === 'ndjson') clearTimeout(attemptTimer);
      // An injected fetch may follow redirects itself; its response then says where it ended.
      // The headers are what a cache decides by: copied only for a client that caches.
      const base = {
        url: request.url,
        finalUrl: response.url || details.url,
        status: 200,
        contentType,
        attempts,
        ...(options.cache ? { headers: headersObject(response.headers) } : {}),
      };
      if (request.expect === 'final-url') {
        discardBody(response.body);
        return { ...base, body: '' };
      }
      if (request.expect === 'media') {
        state.readingBody = true;
        const data = await readMedia(response, contentType, {
          details,
          maxBytes: request.maxBytes ?? options.maxResponseBytes,
          gapMs: timerDelayMs(timeoutSeconds),
          onGapTimeout: expire('body'),
          abort: () => { hop.abort(); },
        });
        return { ...base, body: '', data };
      }
      const tooLargeError = () =>
        new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large', contentType });
      const declared = Number(response.headers.get('content-length'));
      if (declared > options.maxResponseBytes) {
        discardBody(response.body);
        throw tooLargeError();
      }
      const lines = request.expect === 'ndjson' && onLine ? createLineSplitter(onLine) : undefined;
      state.readingBody = true;
      const body = response.body
        ? await readBody(response.body, {
            onChunk: lines?.push,
            gapMs: timerDelayMs(timeoutSeconds),
            maxBytes: options.maxResponseBytes,
            onGapTimeout: expire('body'),
            onTooLarge: () => {
              state.tooLarge = true;
              hop.abort();
            },
          })
        : '';
      if (state.tooLarge) throw tooLargeError();
      lines?.end();
      return { ...base, body };
    } catch (error) {
      if (error instanceof APIPageStatusError || error instanceof InvalidResponseError || error instanceof MediaTooLargeError) throw error;
      if (state.tooLarge) throw new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large' });
      if (state.timedOut) {
        const limit = state.timedOut === 'attempt' ? options.attemptTimeout : timeoutSeconds;
        throw new APITimeoutError({ ...details, timeout: limit, phase: state.timedOut, cause: error });
      }
      if (signal?.aborted) throw new APIUserAbortError({ ...details, cause: signal.reason });
      // Bytes that arrived whole but do not decode: the same request would get the same bytes.
      if (error instanceof BodyDecodingError || (state.readingBody && isDecompressionError(error))) {
        const what = error instanceof BodyDecodingError ? error.message : `the body does not decompress (${systemCode(error)})`;
        throw new InvalidResponseError({ ...details, pageStatus: 200, reason: 'encoding', issues: [{ path: [], message: what }], cause: error });
      }
      throw new APIConnectionError({ ...details, code: systemCode(error), cause: error });
    } finally {
      clearTimeout(attemptTimer);
      clearTimeout(responseTimer);
      stopRelay?.();
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
