/**
 * The progress bar of long operations (renders), drawn on stderr only when
 * stderr is a terminal, so that pipes and logs stay clean.
 */

/** Reports the progress of one operation. */
export interface ProgressBar {
  /** Shows a progress from 0 to 1 (clamped); redraws only when the shown percentage changes. */
  update(progress: number): void;
  /** The operation succeeded: shows 100% and ends the line. */
  complete(): void;
  /** The operation failed or was given up: ends the line where it is, so that a message can follow. */
  stop(): void;
}

/** How many characters the bar itself is wide. */
const BAR_WIDTH = 20;

/** Whether a stream is a terminal (`process.stderr` in a shell, not in a pipe). */
export function isTerminal(stream: NodeJS.WritableStream): boolean {
  return (stream as { isTTY?: unknown }).isTTY === true;
}

/** `rendering [##########----------]  50%`: one line of the bar, without the `\r`. */
export function progressLine(label: string, percent: number): string {
  const filled = Math.round((percent / 100) * BAR_WIDTH);
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(percent).padStart(3)}%`;
}

const SILENT: ProgressBar = {
  update() {
    // Not a terminal: nothing to draw.
  },
  complete() {
    // Nothing was drawn, so there is no line to end.
  },
  stop() {
    // Likewise.
  },
};

/**
 * A progress bar on `stream` that redraws itself in place (`\r`), or, when
 * `stream` is not a terminal, one that prints nothing at all.
 * @param label - what is in progress, such as `rendering`.
 */
export function createProgressBar(stream: NodeJS.WritableStream, label: string): ProgressBar {
  if (!isTerminal(stream)) return SILENT;
  let shown: number | undefined;
  let ended = false;
  const draw = (percent: number): void => {
    if (ended || percent === shown) return;
    shown = percent;
    stream.write(`\r${progressLine(label, percent)}`);
  };
  const end = (): void => {
    if (ended) return;
    ended = true;
    if (shown !== undefined) stream.write('\n');
  };
  return {
    update(progress) {
      const clamped = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0;
      // Floor: 99.6% is not done yet; only 1 shows 100%.
      draw(Math.floor(clamped * 100));
    },
    complete() {
      draw(100);
      end();
    },
    stop: end,
  };
}
