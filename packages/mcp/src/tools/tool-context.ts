import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { ScreencapClient } from '@screencap/async';
import { INSTANCES, type InstanceInfo } from '@screencap/core';
import { z } from 'zod';

/** What the SDK hands a tool's callback besides its arguments. */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** One instance a server serves, and the name a tool's `show` gives it. */
export interface ServedShow {
  /** The preset's name (`Frinkiac`, ...), or the client's title for an instance of no preset. */
  readonly name: string;
  /** The client that asks it. */
  readonly client: ScreencapClient;
}

/** What every tool of the server works with. */
export interface ToolContext {
  /** The instances served, in the order given; at least one. */
  readonly shows: readonly ServedShow[];
  /** What the tools' descriptions call the instance: its title, or the served shows' names. */
  readonly title: string;
}

/** The name `show` gives a client: its preset's, else its title. */
function showName(client: ScreencapClient): string {
  const preset = Object.values(INSTANCES).find((instance: InstanceInfo) => instance.url === client.url);
  return preset?.name ?? client.title;
}

/**
 * The context of a server for `clients`.
 * @throws {TypeError} for no client, or two clients of the same name
 */
export function toolContext(clients: readonly ScreencapClient[]): ToolContext {
  if (clients.length === 0) throw new TypeError('a screencap MCP server needs at least one client');
  const shows = clients.map((client) => ({ name: showName(client), client }));
  const names = shows.map((show) => show.name.toLowerCase());
  const twice = shows.find((show, index) => names.indexOf(show.name.toLowerCase()) !== index);
  if (twice !== undefined) throw new TypeError(`two served instances are both called ${JSON.stringify(twice.name)}: give each its own title`);
  const [only] = shows;
  const title = shows.length === 1 && only !== undefined ? only.client.title : `the served shows (${shows.map((show) => `${show.name}: ${show.client.title}`).join(', ')})`;
  return { shows, title };
}

/** The `show` argument every tool takes: required in effect when more than one instance is served. */
export function showShape(context: ToolContext): { show: z.ZodOptional<z.ZodString> } {
  const names = context.shows.map((show) => show.name).join(', ');
  const description =
    context.shows.length === 1
      ? `the show to ask; this server serves only ${names}, the default`
      : `the show to ask, one of ${names} (any case); required, since this server serves several`;
  return { show: z.string().min(1).optional().describe(description) };
}

/**
 * The client a tool's `show` names (any case, by name or title); the only
 * one when it is absent and one instance is served.
 * @throws {TypeError} that lists the served shows, for an unknown `show`, or none when several are served
 */
export function clientOfShow(context: ToolContext, show: string | undefined): ScreencapClient {
  const names = context.shows.map((served) => served.name).join(', ');
  if (show === undefined) {
    const [only] = context.shows;
    if (context.shows.length === 1 && only !== undefined) return only.client;
    throw new TypeError(`show is required: this server serves ${names}`);
  }
  const wanted = show.toLowerCase();
  const found = context.shows.find((served) => served.name.toLowerCase() === wanted || served.client.title.toLowerCase() === wanted);
  if (found === undefined) throw new TypeError(`show must be one of ${names} (any case), got ${JSON.stringify(show)}`);
  return found.client;
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
