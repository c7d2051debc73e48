import { formatCaption } from '../caption/format-caption.js';
import { type ClipWindow, NoFramesFound } from '../errors/no-frames-found.js';
import { assertKnownKeys, assertMilliseconds, assertOptionsObject, assertString } from '../shared/arguments.js';
import { type ClipFormat, clipUrl } from '../urls/media.js';
import type { Frame } from './frame.js';

/** How far around a screencap a clip reaches, by default, in ms. */
export const DEFAULT_CLIP_BEFORE = 3000;
/** How far after a screencap a clip reaches, by default, in ms. */
export const DEFAULT_CLIP_AFTER = 4000;

const CLIP_KEYS = ['caption', 'before', 'after'];

/** Options of `getGifUrl` and `getMp4Url`. */
export interface ClipOptions {
  /**
   * The caption written on the clip, used as given (not formatted).
   * @default the screencap's own caption, through `formatCaption` with its defaults
   */
  readonly caption?: string;
  /**
   * How far the clip reaches before the screencap, in ms.
   * @default 3000
   */
  readonly before?: number;
  /**
   * How far the clip reaches after the screencap, in ms.
   * @default 4000
   */
  readonly after?: number;
}

/** A clip request, checked and with its defaults filled in. */
export interface ClipPlan {
  readonly key: string;
  readonly timestamp: number;
  readonly before: number;
  readonly after: number;
  readonly caption: string;
}

/**
 * Checks clip options and fills in the defaults.
 * @throws {TypeError} | {RangeError} for bad options.
 */
export function planClip(
  screencap: { readonly key: string; readonly timestamp: number; readonly caption: string },
  options: unknown,
): ClipPlan {
  const { caption, before, after } = clipRenderOptions(options);
  return {
    key: screencap.key,
    timestamp: screencap.timestamp,
    before,
    after,
    caption: caption ?? formatCaption(screencap.caption),
  };
}

/** What `getGifUrl`/`getMp4Url` ask a 2026 render for: the window, and the caption only when given. */
export interface ClipRenderOptions {
  /** The caption, as given; absent for the screencap's own subtitle lines. */
  readonly caption?: string;
  /** How far the clip reaches before the screencap, in ms. */
  readonly before: number;
  /** How far the clip reaches after the screencap, in ms. */
  readonly after: number;
}

/**
 * Checks `getGifUrl`/`getMp4Url` options as {@link planClip} does, for a
 * render on the 2026 service: the same options and defaults, except that no
 * caption given leaves the caption out, so the render carries the
 * screencap's subtitle lines, each timed with the speech.
 * @throws {TypeError} | {RangeError} for bad options.
 */
export function clipRenderOptions(options: unknown): ClipRenderOptions {
  assertOptionsObject(options);
  assertKnownKeys(options ?? {}, CLIP_KEYS, 'clip');
  const { caption, before = DEFAULT_CLIP_BEFORE, after = DEFAULT_CLIP_AFTER } = (options ?? {}) as ClipOptions;
  if (caption !== undefined) assertString(caption, 'caption');
  assertMilliseconds(before, 'before');
  assertMilliseconds(after, 'after');
  return caption === undefined ? { before, after } : { caption, before, after };
}

/**
 * The window around a moment of the 2026 service, with no frames request:
 * `timestamp - before` to `timestamp + after`, kept within the episode's first
 * and last frame when the screencap knows them (and within 0). The window a
 * 2026 render of a screencap covers, and the one its gif editor link opens.
 */
export function windowAround(
  moment: { readonly timestamp: number; readonly minTimestamp?: number | undefined; readonly maxTimestamp?: number | undefined },
  before: number,
  after: number,
): { start: number; end: number } {
  const first = moment.minTimestamp ?? 0;
  const last = moment.maxTimestamp ?? Infinity;
  const end = Math.min(moment.timestamp + after, last);
  const start = Math.min(Math.max(moment.timestamp - before, first), end);
  return { start, end };
}

/**
 * The start and end of a clip: the first and last of the frames the service
 * found in its window.
 * @throws {NoFramesFound} when the window holds no frame.
 */
export function clipRange(window: ClipWindow, frames: readonly Frame[]): { start: number; end: number } {
  if (frames.length === 0) throw new NoFramesFound(window);
  let start = Infinity;
  let end = -Infinity;
  for (const frame of frames) {
    start = Math.min(start, frame.timestamp);
    end = Math.max(end, frame.timestamp);
  }
  return { start, end };
}

/**
 * The clip URL for a plan, its start and end taken from the frames the
 * service found in the window.
 * @throws {NoFramesFound} when the window holds no frame.
 */
export function clipUrlFromFrames(baseUrl: string, format: ClipFormat, plan: ClipPlan, frames: readonly Frame[]): string {
  const { start, end } = clipRange(plan, frames);
  return clipUrl(baseUrl, format, plan.key, start, end, plan.caption);
}
