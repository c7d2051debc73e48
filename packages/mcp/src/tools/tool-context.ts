import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ScreencapClient } from '@screencap/async';

/** What the SDK hands a tool's callback besides its arguments. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** What every tool of the server works with. */
export interface ToolContext {
  /** The client of the one instance this server serves. */
  readonly client: ScreencapClient;
}

/**
 * Seconds a tool call may run without sending a progress notification
 * (the client's `timeout` when that is longer): common MCP clients give up on
 * a call after 60 s of silence.
 */
export const CALL_BUDGET_SECONDS = 50;

/** The longest silence, in seconds, of a call whose request carries a `progressToken`. */
export const HEARTBEAT_SECONDS = 10;

/** One tool call in progress: what ends it, and where its progress goes. */
export interface ToolCall {
  /**
   * Aborts on the client's `notifications/cancelled` and, for a call that
   * cannot report progress, at the end of its budget.
   */
  readonly signal: AbortSignal;
  /** The budget in seconds, when one runs (no `progressToken`); `undefined` otherwise. */
  readonly budget: number | undefined;
  /** Whether the budget ran out (rather than the client cancelling). */
  readonly outOfTime: () => boolean;
  /** Render progress (0 to 1) as MCP progress notifications, when the request asked for them. */
  readonly onProgress: ((progress: number) => void) | undefined;
  /** Stops the heartbeat and the budget's timer. */
  readonly end: () => void;
}

/**
 * Starts the clock of one tool call. With a `progressToken`, progress goes
 * out at least every {@link HEARTBEAT_SECONDS} s (a render's own progress, or
 * a heartbeat that says how long the call has run), so a client that waits
 * while progress arrives never gives up on a working call; without one, the
 * call ends after its budget, as a client would give up on it anyway.
 */
export function startCall(extra: ToolExtra, client: ScreencapClient): ToolCall {
  const progressToken = extra._meta?.progressToken;
  const started = Date.now();
  if (progressToken === undefined) {
    const budget = Math.max(CALL_BUDGET_SECONDS, client.options.timeout);
    const deadline = new AbortController();
    const timer = setTimeout(() => { deadline.abort(new Error(`no answer within ${budget} s`)); }, budget * 1000);
    return {
      signal: AbortSignal.any([extra.signal, deadline.signal]),
      budget,
      outOfTime: () => deadline.signal.aborted,
      onProgress: undefined,
      end: () => { clearTimeout(timer); },
    };
  }
  // The protocol wants every notification's progress above the last one.
  let last = -1;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  const send = (progress: number, message?: string): void => {
    if (!(progress > last)) return;
    last = progress;
    const params = { progressToken, progress, total: 1, ...(message === undefined ? {} : { message }) };
    // A lost notification must not fail the call it reports on.
    extra.sendNotification({ method: 'notifications/progress', params }).catch(() => undefined);
    schedule();
  };
  const beat = (): void => {
    const done = Math.max(0, last);
    // A hundredth of what is left: it grows, and never claims the work done.
    send(done + (1 - done) / 100, `working, ${Math.round((Date.now() - started) / 1000)} s`);
  };
  const schedule = (): void => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(beat, HEARTBEAT_SECONDS * 1000);
  };
  schedule();
  return {
    signal: extra.signal,
    budget: undefined,
    outOfTime: () => false,
    onProgress: (progress) => { send(progress); },
    end: () => { clearTimeout(heartbeat); },
  };
}
