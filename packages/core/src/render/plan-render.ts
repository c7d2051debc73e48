import { defaultCaptionOf, resolveCaptionOverlays } from '../comics/comic-url.js';
import type { OverlayOptions, OverlayStyle } from '../comics/overlay.js';
import type { ClipWindow } from '../errors/no-frames-found.js';
import { assertEpisodeKey, assertKnownKeys, assertMilliseconds, assertOptionsObject } from '../internal/arguments.js';
import { describeValue } from '../internal/describe-value.js';
import type { FontProfile } from '../instances.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, clipRange } from '../models/clip.js';
import type { Frame } from '../models/frame.js';
import type { RenderJob } from './render-job.js';

/** A stretch of an episode to render, when you know its start and end. */
export interface RenderRange {
  /** The episode key. */
  readonly key: string;
  /** The clip's first ms. */
  readonly start: number;
  /** The clip's last ms. */
  readonly end: number;
}

/** Options of `renderGif` and `renderMp4`. */
export interface RenderOptions {
  /**
   * One caption, drawn with `style`, used as given. Not with `overlays`.
   * @default a screencap's own caption, formatted; none for a frame or a range
   */
  readonly caption?: string;
  /** The style of `caption`. @default the instance's defaults */
  readonly style?: OverlayStyle;
  /** Several captions, each with its own style. Not with `caption`. */
  readonly overlays?: readonly OverlayOptions[];
  /**
   * For a frame or screencap: how far the clip reaches before it, in ms.
   * @default 3000
   */
  readonly before?: number;
  /**
   * For a frame or screencap: how far the clip reaches after it, in ms.
   * @default 4000
   */
  readonly after?: number;
}

/** A render, checked: either ready, or waiting for the frames of its window. */
export interface RenderPlan {
  /** For a frame or screencap: the window whose frames give the start and end. */
  readonly window: ClipWindow | undefined;
  /** The job, given the window's frames when there is a window. */
  job(frames?: readonly Frame[]): RenderJob;
}

const RENDER_KEYS = ['caption', 'style', 'overlays', 'before', 'after'];

/**
 * Checks a render's target and options (before any request) and resolves its
 * captions against the instance's fonts.
 * @throws {TypeError} | {RangeError} for a bad target or option.
 */
export function planRender(target: unknown, options: unknown, profile: FontProfile): RenderPlan {
  assertOptionsObject(options, 'render options');
  const given = options ?? {};
  assertKnownKeys(given, RENDER_KEYS, 'render');
  if (typeof target !== 'object' || target === null) {
    throw new TypeError(`the render target must be a screencap, a Frame or { key, start, end }, got ${describeValue(target)}`);
  }
  const { caption, style, overlays, before = DEFAULT_CLIP_BEFORE, after = DEFAULT_CLIP_AFTER } = given as RenderOptions;
  const spec = target as { key?: unknown; timestamp?: unknown; start?: unknown; end?: unknown; caption?: unknown };
  const captionOrDefault = overlays === undefined && caption === undefined ? defaultCaptionOf(spec) : caption;
  const resolved = resolveCaptionOverlays({ caption: captionOrDefault, style, overlays }, profile, 'render options');
  assertEpisodeKey(spec.key, 'target.key');
  if ('start' in spec || 'end' in spec) {
    if ('before' in given || 'after' in given) {
      throw new TypeError('before and after apply to a screencap or frame target; a { key, start, end } target sets the clip itself');
    }
    assertMilliseconds(spec.start, 'target.start');
    assertMilliseconds(spec.end, 'target.end');
    const { start, end } = spec;
    if (end < start) throw new RangeError(`target.end (${end}) must not be before target.start (${start})`);
    const job: RenderJob = { key: spec.key, start, end, overlays: resolved };
    return { window: undefined, job: () => job };
  }
  assertMilliseconds(spec.timestamp, 'target.timestamp');
  assertMilliseconds(before, 'before');
  assertMilliseconds(after, 'after');
  const window: ClipWindow = { key: spec.key, timestamp: spec.timestamp, before, after };
  return {
    window,
    job: (frames = []) => ({ key: window.key, ...clipRange(window, frames), overlays: resolved }),
  };
}
