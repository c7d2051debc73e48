import type { HttpRequest, HttpResponse, TimeoutPhase } from '@screencap/core/internal';
import { APIError, APIPageStatusError, APITimeoutError, APIUserAbortError } from '@screencap/core';
import { type BodyReading, readOkResponse, statusError } from './body/response-body.js';
import { mayShareRequests } from './platform/coalescing.js';
import { runtimeToken } from './platform/runtime-token.js';
import { Coalescer } from './scale/coalescer.js';
import { isCacheableRequest, isRandomRequest } from './scale/cacheable-request.js';
import { RenderMemo } from './scale/render-memo.js';
import { SharedResources, type Stores, openStores } from './scale/shared-resources.js';
import { type AttemptInput, watchAttempt } from './transport/attempt-watch.js';
import { type AttemptDetails, classifyFailure } from './transport/classify-failure.js';
import type { FetchResponseLike } from './transport/fetch-types.js';
import { fetchFollowingRedirects } from './transport/follow-redirects.js';
import type { Hooks } from './transport/hooks.js';
import { type Log, createLog } from './transport/logging.js';
import { type ObservedFetch, createObservedFetch, hookErrorOf } from './transport/observed-fetch.js';
import { type RenderDeadline, startRenderDeadline } from './transport/render-deadline.js';
import { createRequestHeaders } from './transport/request-headers.js';
import { backoffSeconds, retryableFailure } from './transport/retry-policy.js';
import type { RetryableFailure, SendOptions, TransportOptions } from './transport/send-options.js';
import { sleep } from './transport/sleep.js';
import { timerDelayMs } from './transport/timer-delay.js';

export type { SendOptions, TransportOptions } from './transport/send-options.js';

/** A retry about to be sent: the failure that caused it, its number (1 for the first) and the seconds waited. */
interface RetryEvent {
  readonly error: RetryableFailure;
  readonly retryCount: number;
  readonly delaySeconds: number;
}

/**
 * The request path of one client, in the order a call takes it: the cache
 * and the memoized renders answer first (`#cache`), identical GETs in flight
 * are shared (`#share`), the origin's rate limit and `Retry-After` are
 * waited for (`#gate`), then attempts until one succeeds or retries run out
 * (`#attempts`, `#attempt`), each reading its answer's body (`#read`). Hooks
 * and logs see every request on the wire. Without `redis` the stores belong
 * to this client; with it, to every client naming that Redis.
 *
 * @example
 * ```ts
 * const transport = new Transport({ ...DEFAULT_CLIENT_OPTIONS, product: 'me/1.0' });
 * const response = await transport.send({ method: 'GET', url, expect: 'json' });
 * ```
 */
export class Transport {
  readonly #options: TransportOptions;
  readonly #shared: SharedResources;
  readonly #log: Log;
  readonly #hooks: Hooks;
  readonly #coalescer: Coalescer<HttpResponse> | undefined;
  readonly #observed: ObservedFetch;
  readonly #headersFor: (request: HttpRequest) => Readonly<Record<string, string>>;
  // Writes of a received Retry-After still under way: a call waits for them before it returns.
  readonly #pendingWrites = new Set<Promise<void>>();
  #using: boolean;

  constructor(options: TransportOptions, shared: SharedResources = new SharedResources()) {
    this.#options = options;
    this.#shared = shared;
    this.#using = shared.use();
    this.#log = createLog(options.logger ?? console, options.logLevel);
    this.#hooks = options.hooks ?? {};
    this.#coalescer = mayShareRequests() ? new Coalescer<HttpResponse>() : undefined;
    const onRetryAfter = (url: string, seconds: number): void => { this.#holdBack(url, seconds); };
    this.#observed = createObservedFetch({ fetch: options.fetch, agents: shared.agents, hooks: this.#hooks, log: this.#log, onRetryAfter, cache: options.cache });
    const userAgent = [options.product, runtimeToken(), options.userAgent].filter(Boolean).join(' ');
    this.#headersFor = createRequestHeaders(userAgent, options.headers);
  }

  /**
   * Sends a request until it gets a 200 or runs out of retries. A render
   * (`ndjson`) is never sent again after a timeout, and ends within its
   * `renderTimeout`, retries included.
   * @throws {APIPageStatusError | APIConnectionError | APITimeoutError | APIUserAbortError | InvalidResponseError | MediaTooLargeError}
   */
  async send(request: HttpRequest, sendOptions: SendOptions = {}): Promise<HttpResponse> {
    // A closed client that is used again takes its share again.
    if (!this.#using) this.#using = this.#shared.use();
    // Connecting holds the process by itself; after that, a call holds it while it uses Redis.
    const stores = await this.#shared.stores(() => openStores(this.#options, this.#log));
    const release = stores.redis?.hold();
    try {
      return (await this.#cache(stores, request)) ?? (await this.#share(stores, request, sendOptions));
    } finally {
      release?.();
    }
  }

  /** Closes this transport's share of the pools and stores (the last one sharing them closes them). */
  close(): void {
    this.#observed.close();
    if (this.#using) this.#shared.release();
    this.#using = false;
  }

  /**
   * A transport with other options (timeouts, headers, log level, ...) that
   * shares this one's cache, memoized renders, rate limit, Retry-After,
   * Redis and connection pools: what `client.withOptions` sends through.
   */
  derive(options: TransportOptions): Transport {
    return new Transport(options, this.#shared);
  }

  /** Step 1: an answer the cache or the memoized renders already hold. */
  async #cache(stores: Stores, request: HttpRequest): Promise<HttpResponse | undefined> {
    const cached = stores.cache && isCacheableRequest(request) ? await stores.cache.get(request) : undefined;
    if (cached) {
      this.#log.debug(`${request.method} ${request.url} from the cache`);
      return cached;
    }
    const memoized = stores.memo && RenderMemo.handles(request) ? await stores.memo.get(request) : undefined;
    if (memoized) this.#log.debug(`${request.method} ${request.url} from the memoized renders`);
    return memoized;
  }

  /**
   * Step 2: a call waits on an identical GET in flight. Never api/random (two
   * identical random requests want two screencaps), never a download (its
   * size limit is its own); calls share a request only with the same time
   * limits, as each is bounded by its own.
   */
  #share(stores: Stores, request: HttpRequest, sendOptions: SendOptions): Promise<HttpResponse> {
    if (!this.#coalescer || request.method !== 'GET' || request.expect === 'media' || isRandomRequest(request)) {
      return this.#network(stores, request, sendOptions);
    }
    const { signal, ...shared } = sendOptions;
    const key = `${request.expect} ${String(shared.timeout)} ${String(shared.renderTimeout)} ${String(shared.renderStartedAt)} ${request.url}`;
    const run = (sharedSignal: AbortSignal | undefined): Promise<HttpResponse> => this.#network(stores, request, { ...shared, signal: sharedSignal });
    return this.#coalescer.run(key, run, { signal, method: request.method, url: request.url });
  }

  /** Steps 3 to 5 on the wire, then the answer kept for the next calls. */
  async #network(stores: Stores, request: HttpRequest, sendOptions: SendOptions): Promise<HttpResponse> {
    let response: HttpResponse;
    try {
      await this.#gate(stores, request, sendOptions.signal);
      response = await this.#attempts(stores, request, sendOptions);
    } catch (error) {
      return this.#fail(request, error);
    }
    await this.#settleWrites();
    if (stores.cache && isCacheableRequest(request)) await stores.cache.put(request, response);
    if (stores.memo) await stores.memo.put(request, response);
    return response;
  }

  /** Step 3: waits for the origin's rate limit and any `Retry-After` it sent. */
  #gate(stores: Stores, request: HttpRequest, signal: AbortSignal | undefined): Promise<void> {
    return stores.gate.pass(request, signal);
  }

  /** Step 4: attempts until one succeeds, fails for good, or retries run out; a render within its `renderTimeout`. */
  async #attempts(stores: Stores, request: HttpRequest, sendOptions: SendOptions): Promise<HttpResponse> {
    // A render's probe is a JSON request, but part of the render: renderTimeout bounds it too.
    const { renderStartedAt } = sendOptions;
    const deadline =
      request.expect === 'ndjson' || renderStartedAt !== undefined
        ? startRenderDeadline(sendOptions.renderTimeout ?? this.#options.renderTimeout, renderStartedAt ?? Date.now())
        : undefined;
    try {
      return await this.#retrying(stores, request, sendOptions, deadline);
    } finally {
      deadline?.stop();
    }
  }

  // An attempt, and while it fails in a way a retry may mend and retries are
  // left, a wait (backoff or the server's Retry-After) and another attempt.
  async #retrying(stores: Stores, request: HttpRequest, sendOptions: SendOptions, deadline: RenderDeadline | undefined): Promise<HttpResponse> {
    const { signal, onLine } = sendOptions;
    const timeout = sendOptions.timeout ?? this.#options.timeout;
    const details = { method: request.method, url: request.url };
    const renderTimedOut = (attempts: number) => new APITimeoutError({ ...details, attempts, timeout: deadline?.seconds ?? 0, phase: 'render' });
    const waitSignal = deadline && signal ? AbortSignal.any([signal, deadline.signal]) : (deadline?.signal ?? signal);
    for (let attempts = 1; ; attempts++) {
      if (signal?.aborted) throw new APIUserAbortError({ ...details, attempts: attempts - 1, cause: signal.reason });
      if (deadline?.signal.aborted) throw renderTimedOut(attempts - 1);
      let failure: RetryableFailure | undefined;
      try {
        return await this.#attempt({ request, attempts, timeout, signal, onLine, renderDeadline: deadline });
      } catch (error) {
        failure = retryableFailure(request, error);
        if (!failure) throw error;
      }
      const delaySeconds = this.#retryDelay(failure, attempts);
      if (delaySeconds === undefined) throw failure;
      try {
        await sleep(delaySeconds, waitSignal);
      } catch {
        if (signal?.aborted) throw new APIUserAbortError({ ...details, attempts, cause: signal.reason });
        throw renderTimedOut(attempts);
      }
      await this.#beforeRetry(stores, request, { error: failure, retryCount: attempts, delaySeconds }, signal);
    }
  }

  /** Seconds to wait before retrying after `attempts`, or `undefined` when no retry is left or the server asks too long a wait. */
  #retryDelay(failure: RetryableFailure, attempts: number): number | undefined {
    const { maxRetries, maxRetryDelay } = this.#options;
    const retryAfter = failure instanceof APIPageStatusError ? failure.retryAfter : undefined;
    if (attempts > maxRetries || (retryAfter !== undefined && retryAfter > maxRetryDelay)) return undefined;
    return retryAfter ?? backoffSeconds(attempts, maxRetryDelay);
  }

  /** Right before a retry, after its wait: the log, the `beforeRetry` hooks, and the gate again. */
  async #beforeRetry(stores: Stores, request: HttpRequest, { error, retryCount, delaySeconds }: RetryEvent, signal: AbortSignal | undefined): Promise<void> {
    const fromHook = hookErrorOf(error);
    if (fromHook) throw fromHook.error;
    this.#log.info(`${request.method} ${request.url} retry ${retryCount} after ${delaySeconds.toFixed(2)} s: ${error.message}`);
    for (const hook of this.#hooks.beforeRetry ?? []) await hook({ request: { method: request.method, url: request.url }, error, retryCount });
    await this.#gate(stores, request, signal);
  }

  /** One attempt: the request and its redirects, then its answer's body; every failure comes out as one of the SDK's errors. */
  async #attempt(input: AttemptInput): Promise<HttpResponse> {
    const { request } = input;
    const watch = watchAttempt(input, this.#options.attemptTimeout);
    const details: AttemptDetails = { method: request.method, url: request.url, attempts: input.attempts };
    const gapMs = timerDelayMs(input.timeout);
    try {
      const response = await fetchFollowingRedirects(request, details, {
        fetch: this.#observed.fetch,
        headers: this.#headersFor(request),
        agent: undefined,
        nextHop: watch.nextHop,
        waitForHead: () => {
          const timer = setTimeout(() => { watch.abort('response'); }, gapMs);
          return () => { clearTimeout(timer); };
        },
      });
      const { maxResponseBytes: maxBytes, cache: keepHeaders } = this.#options;
      const reading: BodyReading = { request, details, state: watch.state, gapMs, maxBytes, keepHeaders, onLine: input.onLine, abort: watch.abort };
      return await this.#read(response, reading, watch.endAttemptTimer);
    } catch (error) {
      const secondsOf = (phase: TimeoutPhase): number => (phase === 'attempt' ? this.#options.attemptTimeout : phase === 'render' ? (input.renderDeadline?.seconds ?? 0) : input.timeout);
      throw classifyFailure(error, watch.state, details, { signal: input.signal, secondsOf });
    } finally {
      watch.stop();
    }
  }

  /**
   * Step 5: the answer's body, or the error of a status other than 200. A
   * render streams for as long as it takes: once its answer has begun, its
   * progress and `renderTimeout` bound it, and `attemptTimeout` no longer
   * applies (it would cut a render in progress).
   */
  async #read(response: FetchResponseLike, reading: BodyReading, endAttemptTimer: () => void): Promise<HttpResponse> {
    if (response.status !== 200) throw await statusError(response, reading);
    if (reading.request.expect === 'ndjson') endAttemptTimer();
    return readOkResponse(response, reading);
  }

  /** A received `Retry-After`, recorded at once so that other calls hold back while this one waits. */
  #holdBack(url: string, seconds: number): void {
    this.#log.warn(`${new URL(url).origin} answered 429 with Retry-After ${seconds} s: every call to it waits that long`);
    const write = this.#shared
      .stores(() => openStores(this.#options, this.#log))
      .then((stores) => stores.gate.holdBack(url, seconds))
      .catch((error: unknown) => { this.#log.error(`could not record a Retry-After: ${String(error)}`); })
      .finally(() => { this.#pendingWrites.delete(write); });
    this.#pendingWrites.add(write);
  }

  async #settleWrites(): Promise<void> {
    // Nothing to wait for, nearly always: no Promise.all then.
    if (this.#pendingWrites.size > 0) await Promise.all([...this.#pendingWrites]);
  }

  /** A failed call: a hook's own error as it was, else the SDK's error through the `beforeError` hooks. */
  async #fail(request: HttpRequest, error: unknown): Promise<never> {
    await this.#settleWrites();
    const fromHook = hookErrorOf(error);
    if (fromHook) throw fromHook.error;
    if (!(error instanceof APIError)) throw error;
    this.#log.error(`${request.method} ${request.url} failed: ${error.message}`);
    let final: APIError = error;
    for (const hook of this.#hooks.beforeError ?? []) final = await hook(final);
    throw final;
  }
}
