import { resolveCaptionOverlays } from '../comics/comic-url.js';
import { type OverlayStyle, overStyle } from '../comics/overlay.js';
import { assertEpisodeKey, assertKnownKeys, assertMilliseconds, assertOptionsObject } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import type { FontProfile } from '../instances/instances.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, windowAround } from '../models/clip.js';
import { splitOverlayTimes, timeOverlays, type TimedOverlayOptions } from './overlay-times.js';
import type { RenderJob, TimedOverlay } from './render-job.js';

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
   * One caption over the whole clip, drawn with `style`, used as given (an
   * empty one draws nothing). Not with `overlays`.
   * @default for a screencap, one overlay per subtitle line that overlaps the clip, timed with it; none for a frame or a range
   */
  readonly caption?: string;
  /**
   * The style of `caption` (or of a screencap's subtitle lines), laid key by
   * key over the client's `captionStyle`.
   * @default the client's `captionStyle`, else the instance's defaults
   */
  readonly style?: OverlayStyle;
  /**
   * Several captions, each with its own style (over the client's
   * `captionStyle`) and its own `start` and `end` (ms from the clip's start,
   * `0 <= start < end <=` the clip's length; a `RangeError` otherwise, before
   * any request). Not with `caption`.
   * @default each overlay spans the whole clip unless it gives `start`/`end`
   */
  readonly overlays?: readonly TimedOverlayOptions[];
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
  /**
   * Ask the service first whether the clip is already rendered (a
   * `check_only` request), and stream the render only if not. Costs a
   * second request when it is not; worth it only for clips often asked for.
   * @default false
   */
  readonly probe?: boolean;
}

/** A render, checked: the job, and whether to probe the cache first. */
export interface RenderPlan {
  /** What to render. */
  readonly job: RenderJob;
  /** Whether to send the `check_only` request first. */
  readonly probe: boolean;
}

const RENDER_KEYS = ['caption', 'style', 'overlays', 'before', 'after', 'probe'];

/** The clip of a target: a range as given, or the window around a frame clamped to the episode when known. */
function clipOf(spec: Record<string, unknown>, given: Record<string, unknown>): { key: string; start: number; end: number } {
  assertEpisodeKey(spec.key, 'target.key');
  if ('start' in spec || 'end' in spec) {
    if (given.before !== undefined || given.after !== undefined) {
      throw new TypeError('before and after apply to a screencap or frame target; a { key, start, end } target sets the clip itself');
    }
    assertMilliseconds(spec.start, 'target.start');
    assertMilliseconds(spec.end, 'target.end');
    const { start, end } = spec;
    if (end < start) throw new RangeError(`target.end (${end}) must not be before target.start (${start})`);
    return { key: spec.key, start, end };
  }
  const { before = DEFAULT_CLIP_BEFORE, after = DEFAULT_CLIP_AFTER } = given;
  assertMilliseconds(spec.timestamp, 'target.timestamp');
  assertMilliseconds(before, 'before');
  assertMilliseconds(after, 'after');
  // A screencap of the 2026 service knows its episode's first and last frame:
  // no frames request is needed to keep the clip inside the episode.
  const moment = {
    timestamp: spec.timestamp,
    minTimestamp: typeof spec.minTimestamp === 'number' ? spec.minTimestamp : undefined,
    maxTimestamp: typeof spec.maxTimestamp === 'number' ? spec.maxTimestamp : undefined,
  };
  return { key: spec.key, ...windowAround(moment, before, after) };
}

interface SubtitleLine {
  readonly StartTimestamp: number;
  readonly EndTimestamp: number;
  readonly Content: string;
}

function isSubtitleLine(line: unknown): line is SubtitleLine {
  const candidate = line as Partial<SubtitleLine> | null;
  return (
    typeof candidate === 'object' && candidate !== null &&
    Number.isInteger(candidate.StartTimestamp) && Number.isInteger(candidate.EndTimestamp) && typeof candidate.Content === 'string'
  );
}

/**
 * A screencap's subtitle lines that overlap the clip, one overlay each, timed
 * relative to the clip's start and clamped to it, so the caption follows the speech.
 */
function subtitleOverlays(
  subtitles: readonly unknown[],
  clip: { start: number; end: number },
  style: OverlayStyle | undefined,
  profile: FontProfile,
): TimedOverlay[] {
  const overlays: TimedOverlay[] = [];
  for (const [index, line] of subtitles.entries()) {
    if (!isSubtitleLine(line)) {
      throw new TypeError(`target.subtitles[${index}] must be a subtitle line with integer StartTimestamp and EndTimestamp and a string Content, got ${describeValue(line)}`);
    }
    if (line.StartTimestamp > clip.end || line.EndTimestamp < clip.start) continue;
    const [overlay] = resolveCaptionOverlays({ caption: line.Content, style }, profile, `target.subtitles[${index}]`);
    if (overlay === undefined) continue;
    overlays.push({
      ...overlay,
      start: Math.max(line.StartTimestamp, clip.start) - clip.start,
      end: Math.min(line.EndTimestamp, clip.end) - clip.start,
    });
  }
  return overlays;
}

/**
 * Checks a render's target and options (before any request) and resolves its
 * captions against the instance's fonts. A screencap or frame target's clip
 * is its timestamp - `before` to + `after`, clamped to the screencap's
 * `minTimestamp`/`maxTimestamp` when known (and to 0): no frames request.
 *
 * @param baseStyle - the client's `captionStyle`, under every caption's own style.
 * @throws {TypeError} | {RangeError} for a bad target or option.
 */
export function planRender(target: unknown, options: unknown, profile: FontProfile, baseStyle?: OverlayStyle): RenderPlan {
  assertOptionsObject(options, 'render options');
  const given = options ?? {};
  assertKnownKeys(given, RENDER_KEYS, 'render');
  if (typeof target !== 'object' || target === null) {
    throw new TypeError(`the render target must be a screencap, a Frame or { key, start, end }, got ${describeValue(target)}`);
  }
  const { caption, style, overlays, probe = false } = given as RenderOptions;
  if (typeof probe !== 'boolean') throw new TypeError(`probe must be a boolean, got ${describeValue(probe)}`);
  assertOptionsObject(style, 'render options.style');
  const spec = target as Record<string, unknown>;
  const clip = clipOf(spec, given);
  let timed: TimedOverlay[];
  if (overlays === undefined && caption === undefined) {
    const lineStyle = overStyle(baseStyle, style);
    // Checked even when nothing is drawn with it.
    resolveCaptionOverlays({ style: lineStyle }, profile, 'render options');
    timed = Array.isArray(spec.subtitles) ? subtitleOverlays(spec.subtitles, clip, lineStyle, profile) : [];
  } else {
    const split = splitOverlayTimes(overlays, clip.end - clip.start, 'render options');
    const resolved = resolveCaptionOverlays({ caption, style, overlays: split.overlays }, profile, 'render options', baseStyle);
    timed = timeOverlays(resolved, split.times, clip.end - clip.start);
  }
  return { job: { ...clip, overlays: timed }, probe };
}
