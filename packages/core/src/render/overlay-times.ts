import type { OverlayOptions, ResolvedOverlay } from '../comics/overlay.js';
import { assertMilliseconds } from '../shared/arguments.js';
import type { TimedOverlay } from './render-job.js';

/** A caption of a render: an overlay, and when it shows. */
export interface TimedOverlayOptions extends OverlayOptions {
  /**
   * When the caption appears, in ms from the clip's start (`0 <= start < end`).
   * @default 0
   */
  readonly start?: number;
  /**
   * When it goes, in ms from the clip's start (at most the clip's length).
   * @default the clip's length
   */
  readonly end?: number;
}

/** Overlays without their times (for the style checks), and each one's times checked against the clip. */
export function splitOverlayTimes(
  overlays: unknown,
  clipLength: number,
  name: string,
): { overlays: unknown; times: ({ start: number; end: number } | undefined)[] } {
  if (!Array.isArray(overlays)) return { overlays, times: [] };
  const times: ({ start: number; end: number } | undefined)[] = [];
  const untimed = overlays.map((overlay: unknown, index) => {
    if (typeof overlay !== 'object' || overlay === null || Array.isArray(overlay)) {
      times.push(undefined);
      return overlay;
    }
    const { start, end, ...rest } = overlay as Record<string, unknown>;
    if (start === undefined && end === undefined) {
      times.push(undefined);
      return rest;
    }
    const at = `${name}.overlays[${index}]`;
    const from = start ?? 0;
    const to = end ?? clipLength;
    assertMilliseconds(from, `${at}.start`);
    assertMilliseconds(to, `${at}.end`);
    if (from >= to || to > clipLength) {
      throw new RangeError(`${at} must have 0 <= start < end <= the clip's length (${clipLength} ms), got start ${from} and end ${to}`);
    }
    times.push({ start: from, end: to });
    return rest;
  });
  return { overlays: untimed, times };
}

/** Resolved overlays with their times: each its own, or the whole clip. */
export function timeOverlays(
  resolved: readonly ResolvedOverlay[],
  times: readonly ({ start: number; end: number } | undefined)[],
  clipLength: number,
): TimedOverlay[] {
  return resolved.map((overlay, index) => ({ ...overlay, ...(times[index] ?? { start: 0, end: clipLength }) }));
}
