import { onAbort } from './abort-relay.js';
import { timerDelayMs } from './timer-delay.js';

/**
 * Waits `seconds`, or rejects with the signal's reason as soon as it aborts.
 * The timer stays ref'd: a script awaiting a retry must not exit mid-wait.
 */
export function sleep(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const stop = signal
      ? onAbort(signal, () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        })
      : undefined;
    const timer = setTimeout(() => {
      stop?.();
      resolve();
    }, timerDelayMs(seconds));
  });
}
