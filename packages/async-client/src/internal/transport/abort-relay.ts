// One 'abort' listener per signal, whatever the number of waiters on it.
// A caller may share one AbortSignal between many calls, and every call
// waits on it (its attempt, its sleep between retries): a listener each
// would pass Node's limit of 10 and print MaxListenersExceededWarning, so
// the waiters are kept here and the signal holds one listener that calls
// them all.

const waiters = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `callback` once when `signal` aborts. Returns the function that
 * stops waiting: call it when the wait is over, so nothing is kept.
 *
 * @example
 * ```ts
 * const stop = onAbort(signal, () => controller.abort(signal.reason));
 * try { await work(); } finally { stop(); }
 * ```
 */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let set = waiters.get(signal);
  if (set === undefined) {
    const fresh = new Set<() => void>();
    set = fresh;
    waiters.set(signal, fresh);
    signal.addEventListener(
      'abort',
      () => {
        waiters.delete(signal);
        for (const waiter of fresh) waiter();
      },
      { once: true },
    );
  }
  // A function of its own, so that the same callback registered twice stays two waiters.
  const waiter = (): void => {
    callback();
  };
  set.add(waiter);
  const owned = set;
  return () => {
    owned.delete(waiter);
  };
}
