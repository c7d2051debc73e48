import { renderProgressOf } from '@screencap/core/internal';
import { createLineSplitter } from './line-splitter.js';

/** A render stream read line by line, watched for progress. */
export interface ProgressWatch {
  /** Takes the next piece of the stream. */
  readonly push: (chunk: Uint8Array) => void;
  /** The stream ended: its last line is complete, and the watch stops. */
  readonly end: () => void;
  /** Stops the watch without reading on (the attempt failed). */
  readonly stop: () => void;
}

/**
 * Watches a render stream (newline-delimited JSON) for progress: calls
 * `onStall` when `gapMs` pass without a complete line whose `progress` is
 * above every one before it, or a complete line that is no progress line
 * (the result, `url` or `error`, comes after a progress of 1). Bytes that
 * complete no line and a line that repeats a progress already seen do not
 * count, so a server that keeps the connection busy without rendering
 * cannot hold a call past `gapMs` (and whatever it sends, `renderTimeout`
 * ends the render). Each complete line also goes to `onLine`.
 */
export function watchRenderProgress(gapMs: number, onStall: () => void, onLine?: (line: string) => void): ProgressWatch {
  let best = -Infinity;
  // Cleared and set rather than refreshed, as Workers' and browsers' timers
  // are numbers with no `refresh`.
  let timer = setTimeout(onStall, gapMs);
  const lines = createLineSplitter((line) => {
    const progress = renderProgressOf(line);
    if (progress === undefined || progress > best) {
      best = progress ?? best;
      clearTimeout(timer);
      timer = setTimeout(onStall, gapMs);
    }
    onLine?.(line);
  });
  return {
    push: lines.push,
    end: () => {
      clearTimeout(timer);
      lines.end();
    },
    stop: () => {
      clearTimeout(timer);
    },
  };
}
