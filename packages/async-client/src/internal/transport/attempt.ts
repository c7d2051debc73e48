import type { HttpRequest, HttpResponse, TimeoutPhase } from '@screencap/core/internal';
import { onAbort } from './abort-relay.js';
import type { KeepAliveAgents } from '../platform/agents.js';
import { type AttemptDetails, type AttemptState, classifyFailure } from './classify-failure.js';
import type { FetchLike } from './fetch-types.js';
import { fetchFollowingRedirects } from './follow-redirects.js';
import { readOkResponse, statusError } from '../body/response-body.js';
import { timerDelayMs } from './timer-delay.js';

/** What every attempt of one transport shares. */
export interface AttemptContext {
  readonly fetch: FetchLike;
  readonly agents: KeepAliveAgents | undefined;
  readonly headersFor: (request: HttpRequest) => Readonly<Record<string, string>>;
  readonly attemptTimeout: number;
  readonly maxResponseBytes: number;
  readonly keepHeaders: boolean;
}

/** One attempt of one request. */
export interface AttemptInput {
  readonly request: HttpRequest;
  /** Which attempt this is (1 for the first). */
  readonly attempts: number;
  /** Seconds each wait for the server may take. */
  readonly timeout: number;
  readonly signal: AbortSignal | undefined;
  readonly onLine: ((line: string) => void) | undefined;
  /** For a render: aborts when its `renderTimeout` runs out, and how many seconds that is. */
  readonly renderDeadline?: { readonly signal: AbortSignal; readonly seconds: number } | undefined;
}

/**
 * Sends one attempt: the request and its redirects, then the answer's body.
 * Every way it can fail comes out as one of the SDK's errors
 * (classify-failure.ts).
 */
export async function runAttempt(context: AttemptContext, input: AttemptInput): Promise<HttpResponse> {
  const { request, signal } = input;
  // One controller per hop, and no controller for the attempt above them:
  // fetch leaves its listener on the signal of a response whose body is
  // discarded, so a hop's signal must never abort once the next hop has
  // begun. Nothing is awaited between two hops, so whatever aborts (the
  // timers, the caller's signal, the size limit) aborts the hop under way.
  let hop = new AbortController();
  let hops = 0;
  // Set by timers and the body reader; read once the request has failed.
  const state: AttemptState = { tooLarge: false, readingBody: false };
  const abort = (phase?: TimeoutPhase): void => {
    if (phase) state.timedOut ??= phase;
    hop.abort();
  };
  // Through the relay: one listener on the caller's signal however many calls share it.
  const stopRelay = signal ? onAbort(signal, () => { hop.abort(signal.reason); }) : undefined;
  const stopDeadline = input.renderDeadline ? onAbort(input.renderDeadline.signal, () => { abort('render'); }) : undefined;
  const attemptTimer = setTimeout(() => { abort('attempt'); }, timerDelayMs(context.attemptTimeout));
  const details: AttemptDetails = { method: request.method, url: request.url, attempts: input.attempts };
  const gapMs = timerDelayMs(input.timeout);
  const reading = {
    request,
    details,
    state,
    gapMs,
    maxBytes: context.maxResponseBytes,
    keepHeaders: context.keepHeaders,
    onLine: input.onLine,
    abort,
  };
  try {
    const response = await fetchFollowingRedirects(request, details, {
      fetch: context.fetch,
      headers: context.headersFor(request),
      agent: context.agents?.forUrl,
      nextHop: () => {
        if (hops++ > 0) hop = new AbortController();
        return hop.signal;
      },
      waitForHead: () => {
        const timer = setTimeout(() => { abort('response'); }, gapMs);
        return () => { clearTimeout(timer); };
      },
    });
    if (response.status !== 200) throw await statusError(response, reading);
    // A render streams for as long as it takes: once its answer has begun,
    // its progress and `renderTimeout` bound it, and `attemptTimeout` no
    // longer applies (it would cut a render in progress).
    if (request.expect === 'ndjson') clearTimeout(attemptTimer);
    return await readOkResponse(response, reading);
  } catch (error) {
    throw classifyFailure(error, state, details, {
      signal,
      secondsOf: (phase) => (phase === 'attempt' ? context.attemptTimeout : phase === 'render' ? (input.renderDeadline?.seconds ?? 0) : input.timeout),
    });
  } finally {
    clearTimeout(attemptTimer);
    stopRelay?.();
    stopDeadline?.();
  }
}
