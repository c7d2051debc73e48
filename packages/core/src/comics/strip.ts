import type { FrameLike } from '../shared/frame-like.js';
import { formatCaption } from '../caption/format-caption.js';
import { SERVICE_LIMITS } from '../instances/limits.js';
import type { OverlayStyle } from './overlay.js';
import type { ComicPanelInput } from './comic-url.js';

/** What a comic strip is built from: a screencap's frame, the frames near it, its subtitle lines. */
export interface StripSource {
  readonly frame: FrameLike;
  readonly nearby: readonly FrameLike[];
  readonly subtitles: readonly { readonly StartTimestamp: number; readonly Content: string }[];
}

/** The frame among `frames` nearest `timestamp` (the earlier one on a tie). */
function nearestFrame(frames: readonly FrameLike[], timestamp: number): FrameLike | undefined {
  let best: FrameLike | undefined;
  for (const frame of frames) {
    const distance = Math.abs(frame.timestamp - timestamp);
    const bestDistance = best === undefined ? Infinity : Math.abs(best.timestamp - timestamp);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && frame.timestamp < best.timestamp)) best = frame;
  }
  return best;
}

/**
 * The panels of a screencap's comic strip: one per subtitle line, the first
 * {@link SERVICE_LIMITS}`.panels` (4) of them, each the frame nearest the
 * line's start among those the screencap knows (its own and its `nearby`
 * frames; no request is made), the line formatted by `formatCaption` as its
 * caption. A screencap without subtitles gives one panel of its own frame,
 * without a caption.
 */
export function stripPanels(source: StripSource, style?: OverlayStyle): ComicPanelInput[] {
  const frames = [source.frame, ...source.nearby];
  const lines = source.subtitles.slice(0, SERVICE_LIMITS.panels);
  if (lines.length === 0) return [{ frame: source.frame, ...(style === undefined ? {} : { style }) }];
  return lines.map((line) => ({
    frame: nearestFrame(frames, line.StartTimestamp) ?? source.frame,
    caption: formatCaption(line.Content),
    ...(style === undefined ? {} : { style }),
  }));
}
