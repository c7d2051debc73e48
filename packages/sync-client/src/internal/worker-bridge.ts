import { APITimeoutError, type HttpRequest, type HttpResponse, deserializeError, isLoopbackUrl } from '@screencap/core/internal';
import { markRebuilt } from './caller-stack.js';
import { startWorkerThread } from './synckit.js';
import { SyncWorkerError } from '../errors.js';
import { WORKER_FILE, isWorkerFileMissing } from '../worker-file.js';
import type { WorkerReply, WorkerRequest, WorkerRoot, WorkerTransportOptions } from './protocol.js';

type SyncCall = (message: WorkerRequest) => WorkerReply;

// Past the SDK's own worst case, so that its timeout error, never synckit's,
// is what a caller sees.
const MARGIN_SECONDS = 30;

interface LiveWorker {
  readonly call: SyncCall;
  /** The longest this worker's calls may block, in seconds. */
  readonly ceilingSeconds: number;
  /** The clients that sent through this worker: the only ones with state (connections) in it. */
  readonly clients: Set<string>;
}

let live: LiveWorker | undefined;
let clients = 0;

/** A name for a new client, unique in this process: what its state in the worker is kept under. */
export function nextClientId(): string {
  clients += 1;
  return `client-${clients}`;
}

function retire(worker: LiveWorker): void {
  if (live === worker) live = undefined;
}

/**
 * The process's worker, started on first use. A worker whose ceiling is below
 * what a client needs is replaced (it exits; calls never overlap, since every
 * call blocks its thread), so one worker serves the process in the usual case.
 */
function workerFor(worstCaseSeconds: number): LiveWorker {
  const needed = worstCaseSeconds + MARGIN_SECONDS;
  if (live && live.ceilingSeconds >= needed) return live;
  if (live) {
    const old = live;
    retire(old);
    try {
      old.call({ kind: 'exit', code: 0 });
    } catch {
      // The old worker reports its own exit as a failure: that is the point.
    }
  }
  if (isWorkerFileMissing()) {
    throw new SyncWorkerError(
      `The @screencap/sync worker cannot start: its file ${WORKER_FILE} is missing. The sync flavour starts its worker thread from its own lib/worker.js, so it cannot be bundled into a program; @screencap/async can`,
    );
  }
  let call: SyncCall;
  try {
    call = startWorkerThread(WORKER_FILE, { timeout: needed * 1000 }) as SyncCall;
  } catch (cause) {
    // synckit could not start it: a runtime's own error (Deno refusing to read the file, say), reported as the SDK's.
    throw new SyncWorkerError(`The @screencap/sync worker cannot start (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
  live = { call, ceilingSeconds: needed, clients: new Set() };
  return live;
}

/**
 * Starts the worker without waiting for it, if none is running: a new
 * client's first call is likely to come, and the worker boots on its own
 * thread meanwhile. A running worker is kept even if its ceiling is too low
 * for this client: replacing it means waiting for it to exit, which is left
 * to the call that needs the longer ceiling, as before.
 */
export function startWorkerEarly(worstCaseSeconds: number): void {
  if (live) return;
  try {
    workerFor(worstCaseSeconds);
  } catch {
    // Making a client must not fail for this: the first call starts the
    // worker again, and reports what stops it.
  }
}

function callWorker(worker: LiveWorker, message: WorkerRequest): WorkerReply {
  try {
    return worker.call(message);
  } catch (cause) {
    // Thrown by synckit itself: the worker died or did not answer in time.
    // Either way it cannot be trusted again.
    retire(worker);
    throw new SyncWorkerError(
      `The @screencap/sync worker failed (${cause instanceof Error ? cause.message : String(cause)}); the next call starts a new one`,
      { cause },
    );
  }
}

/**
 * What a timeout of an instance on this machine adds to its message: the
 * likeliest cause is a server started in the caller's own thread (a fake
 * service for a test or a demo), which can never answer while a sync call
 * blocks that thread.
 */
export const SAME_THREAD_HINT =
  'a server started in this thread (startFakeService() in the same program, say) cannot answer a sync call, which blocks the thread until its answer; run it in another process, as startFakeServiceProcess() of @screencap/fake-service does';

// Only a wait for the response's head: a server in this thread never sends one.
function explainSameThread(error: Error, request: HttpRequest): Error {
  if (error instanceof APITimeoutError && error.phase === 'response' && isLoopbackUrl(request.url)) {
    // Rebuilt on this thread and not thrown yet: its stack is taken again, message included, where it leaves the public method.
    error.message = `${error.message}; ${SAME_THREAD_HINT}`;
  }
  return error;
}

/**
 * Sends a request through the worker and blocks until it answers.
 * @throws the SDK error the transport raised, rebuilt on this thread, or {@link SyncWorkerError}.
 */
export function sendThroughWorker(
  client: string,
  request: HttpRequest,
  options: WorkerTransportOptions,
  call: { readonly timeout: number | undefined; readonly renderTimeout: number | undefined; readonly renderStartedAt?: number | undefined },
  worstCaseSeconds: number,
  root?: WorkerRoot,
): HttpResponse {
  const worker = workerFor(worstCaseSeconds);
  worker.clients.add(client);
  if (root) worker.clients.add(root.client);
  const reply = callWorker(worker, { kind: 'send', client, request, options, timeout: call.timeout, renderTimeout: call.renderTimeout, renderStartedAt: call.renderStartedAt, ...(root ? { root } : {}) });
  if (!reply.ok) throw markRebuilt(explainSameThread(deserializeError(reply.error), request));
  if (!reply.response) throw new SyncWorkerError('The @screencap/sync worker answered without a response');
  return reply.response;
}

/**
 * Closes the pooled connections of a client and drops its state, if it has
 * any: a client that never sent through the running worker has none there
 * (and a worker started early for it may still be booting, not worth a wait).
 */
export function closeInWorker(client: string): void {
  if (!live?.clients.delete(client)) return;
  try {
    callWorker(live, { kind: 'close', client });
  } catch {
    // A dead worker has no connections left to close (and is retired by
    // callWorker); close() must not throw, or a `finally` would hide the
    // error that really happened.
  }
}

/** Starts the worker now (if it is not running), so the first real call does not pay for it. */
export function warmUpWorker(worstCaseSeconds: number): void {
  callWorker(workerFor(worstCaseSeconds), { kind: 'ping' });
}

/**
 * Makes the worker exit with `code`, as if it had crashed. For tests of the
 * recovery path; not part of the public API.
 */
export function killWorkerForTests(code = 1): void {
  if (!live) return;
  const worker = live;
  try {
    worker.call({ kind: 'exit', code });
  } catch {
    // Expected: synckit reports the exit.
  }
}
