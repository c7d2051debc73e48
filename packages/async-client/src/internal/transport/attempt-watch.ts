import type { HttpRequest, TimeoutPhase } from '@screencap/core/internal';
import { onAbort } from './abort-relay.js';
import type { AttemptState } from './classify-failure.js';
import { timerDelayMs } from './timer-delay.js';

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

/** What watches one attempt: why it failed, and the signal of each hop. */
export interface AttemptWatch {
  /** Set by the timers and the body reader; read once the request has failed. */
  readonly state: AttemptState;
  /** Ends the hop under way; with a phase, records that wait as the one that ran out. */
  readonly abort: (phase?: TimeoutPhase) => void;
  /** The signal of the next hop (the first request, then each redirect). */
  readonly nextHop: () => AbortSignal;
  /** Stops bounding the attempt by `attemptTimeout` (a render's stream has begun). */
  readonly endAttemptTimer: () => void;
  /** Removes every timer and listener. */
  readonly stop: () => void;
}

/**
 * Starts the watch of one attempt. One controller per hop, and no controller
 * for the attempt above them: fetch leaves its listener on the signal of a
 * response whose body is discarded, so a hop's signal must never abort once
 * the next hop has begun. Nothing is awaited between two hops, so whatever
 * aborts (the timers, the caller's signal, the size limit) aborts the hop under way.
 */
export function watchAttempt(input: AttemptInput, attemptTimeout: number): AttemptWatch {
  const { signal } = input;
  let hop = new AbortController();
  let hops = 0;
  const state: AttemptState = { tooLarge: false, readingBody: false };
  const abort = (phase?: TimeoutPhase): void => {
    if (phase) state.timedOut ??= phase;
    hop.abort();
  };
  // Through the relay: one listener on the caller's signal however many calls share it.
  const stopRelay = signal ? onAbort(signal, () => { hop.abort(signal.reason); }) : undefined;
  const stopDeadline = input.renderDeadline ? onAbort(input.renderDeadline.signal, () => { abort('render'); }) : undefined;
  const attemptTimer = setTimeout(() => { abort('attempt'); }, timerDelayMs(attemptTimeout));
  return {
    state,
    abort,
    nextHop: () => {
      if (hops++ > 0) hop = new AbortController();
      return hop.signal;
    },
    endAttemptTimer: () => { clearTimeout(attemptTimer); },
    stop: () => {
      clearTimeout(attemptTimer);
      stopRelay?.();
      stopDeadline?.();
    },
  };
}
