import { timerDelayMs } from './timer-delay.js';

/** A render's whole-render bound: a signal that aborts when `seconds` have passed. */
export interface RenderDeadline {
  readonly signal: AbortSignal;
  readonly seconds: number;
  readonly stop: () => void;
}

/** Starts the bound of a render that began at `startedAt` (`Date.now()`): its probe may have used some of it. */
export function startRenderDeadline(seconds: number, startedAt: number): RenderDeadline {
  const controller = new AbortController();
  const leftMs = timerDelayMs(seconds) - (Date.now() - startedAt);
  if (leftMs <= 0) {
    controller.abort();
    return { signal: controller.signal, seconds, stop: () => undefined };
  }
  const timer = setTimeout(() => { controller.abort(); }, leftMs);
  return { signal: controller.signal, seconds, stop: () => { clearTimeout(timer); } };
}
