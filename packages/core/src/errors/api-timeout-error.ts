import { APIError, type RequestDetails } from './api-error.js';
import type { ErrorJson } from './screencap-error.js';

/**
 * Which wait ran out: for the response headers, for the next piece of the
 * body (for a render: for its progress to grow), for the attempt as a whole,
 * or for a render as a whole (`renderTimeout`).
 */
export type TimeoutPhase = 'response' | 'body' | 'attempt' | 'render';

/** What an {@link APITimeoutError} is built from. */
export interface TimeoutDetails extends RequestDetails {
  /** The limit that ran out, in seconds. */
  readonly timeout: number;
  /** Which wait ran out. */
  readonly phase: TimeoutPhase;
}

const PHASE_WORDS: Record<TimeoutPhase, string> = {
  response: 'waiting for the response',
  body: 'waiting for the rest of the body',
  attempt: 'for the whole attempt',
  render: 'for the whole render (renderTimeout)',
};

/**
 * The service did not answer in time: no response headers, or a gap in the
 * body longer than the client's `timeout` (for a render, no growing
 * progress for that long), or an attempt longer than its `attemptTimeout`, or
 * a render longer than its `renderTimeout`. Retried by default, except a render's:
 * a render is never sent again after a timeout.
 *
 * In the sync flavour, a wait for the response of an instance on this
 * machine (`localhost`, 127.0.0.0/8, `::1`) that runs out adds to the message
 * that a server started in the caller's own thread cannot answer: a sync call
 * blocks that thread. Run such a server in another process, as
 * `startFakeServiceProcess()` of `@screencap/fake-service` does.
 */
export class APITimeoutError extends APIError {
  /** The class name, `APITimeoutError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'APITimeoutError';
  /** The limit that ran out, in seconds. */
  readonly timeout: number;
  /** Which wait ran out. */
  readonly phase: TimeoutPhase;

  constructor(details: TimeoutDetails) {
    super(`timed out after ${details.timeout} s ${PHASE_WORDS[details.phase]}`, details);
    this.timeout = details.timeout;
    this.phase = details.phase;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), timeout: this.timeout, phase: this.phase };
  }
}
