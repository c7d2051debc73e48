import { APIUserAbortError } from '@screencap/core';
import { onAbort } from '../transport/abort-relay.js';

interface Flight<Value> {
  readonly promise: Promise<Value>;
  /** Absent when the caller who started it has no signal: it then can never be given up by all. */
  readonly controller: AbortController | undefined;
  /** Callers still waiting for it, counting those without a signal. */
  waiting: number;
}

/** Who waits, for the error an abort of their wait raises. */
export interface CoalescedCaller {
  readonly signal?: AbortSignal | undefined;
  readonly method: string;
  readonly url: string;
}

/**
 * Concurrent identical requests share one: the first starts it, the others
 * wait for the same answer. The answer is plain data, so each caller still
 * builds its own result objects from it. A caller whose signal aborts stops
 * waiting at once; the shared request itself is aborted only when every
 * caller has given up, so one caller's abort never fails the others.
 */
export class Coalescer<Value> {
  readonly #inFlight = new Map<string, Flight<Value>>();

  /**
   * The answer for `key`: the one in flight, or a new one from `start`.
   * @throws {APIUserAbortError} when the caller's signal aborts its wait.
   */
  run(key: string, start: (signal: AbortSignal | undefined) => Promise<Value>, caller: CoalescedCaller): Promise<Value> {
    let flight = this.#inFlight.get(key);
    if (!flight) {
      // A caller without a signal never stops waiting, so the request it
      // starts is never aborted: it needs no controller (one less per call).
      const controller = caller.signal ? new AbortController() : undefined;
      const created: Flight<Value> = {
        controller,
        waiting: 0,
        promise: start(controller?.signal).finally(() => {
          if (this.#inFlight.get(key) === created) this.#inFlight.delete(key);
        }),
      };
      flight = created;
      this.#inFlight.set(key, flight);
    }
    const joined = flight;
    joined.waiting += 1;
    const { signal } = caller;
    if (!signal) return joined.promise;
    return new Promise<Value>((resolve, reject) => {
      const giveUp = (): void => {
        joined.waiting -= 1;
        if (joined.waiting > 0) {
          reject(new APIUserAbortError({ method: caller.method, url: caller.url, attempts: 0, cause: signal.reason }));
          return;
        }
        // The last one waiting: the request itself stops, and its own abort
        // error (with its attempts) is what this caller gets.
        if (this.#inFlight.get(key) === joined) this.#inFlight.delete(key);
        joined.controller?.abort(signal.reason);
      };
      // Through the shared relay: many calls may share one signal, and a
      // listener each would pass Node's limit of 10 (MaxListenersExceededWarning).
      const stop = signal.aborted ? (giveUp(), () => undefined) : onAbort(signal, giveUp);
      joined.promise.then(resolve, reject).finally(stop);
    });
  }
}
