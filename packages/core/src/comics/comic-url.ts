import { encodeCaption } from '../caption/encode-caption.js';
import { COMIC_LAYOUTS, MAX_COMIC_PANELS } from '../defaults.js';
import { formatCaption } from '../caption/format-caption.js';
import type { FrameLike } from '../client/screencap-target.js';
import { assertEpisodeKey, assertKnownKeys, assertMilliseconds, assertOptionsObject, assertString } from '../internal/arguments.js';
import { describeValue } from '../internal/describe-value.js';
import type { FontProfile } from '../instances.js';
import { queryString } from '../urls/encoding.js';
import {
  ALIGN_CODES,
  type OverlayOptions,
  type OverlayStyle,
  type ResolvedOverlay,
  resolveOverlay,
  resolveOverlayStyle,
} from './overlay.js';

/** How the panels of a comic are arranged (2026 service). */
export type ComicLayout = 'single' | 'wide' | 'tall' | '1over2' | '2x2';

// How many panels each layout arranges.
const LAYOUT_PANELS: Readonly<Record<ComicLayout, readonly number[]>> = {
  single: [1],
  wide: [2, 3, 4],
  tall: [2, 3, 4],
  '1over2': [3],
  '2x2': [4],
};
export { COMIC_LAYOUTS, MAX_COMIC_PANELS };
const LAYOUTS = COMIC_LAYOUTS;
const PANEL_KEYS = ['frame', 'caption', 'style', 'overlays'];

/** The layout picked for a number of panels when none is given. */
export const DEFAULT_COMIC_LAYOUTS: Readonly<Record<1 | 2 | 3 | 4, ComicLayout>> = { 1: 'single', 2: 'wide', 3: '1over2', 4: '2x2' };


/** One panel of a comic: a frame, and what is written on it. */
export interface ComicPanelInput {
  /** The frame: a `Frame`, a screencap, or any `{ key, timestamp }`. */
  readonly frame: FrameLike;
  /** One caption drawn with `style` (used as given); leave out for none. Not with `overlays`. */
  readonly caption?: string;
  /** The style of `caption`. @default the instance's defaults */
  readonly style?: OverlayStyle;
  /** Several captions, each with its own style. Not with `caption`. */
  readonly overlays?: readonly OverlayOptions[];
}

/** Options of a comic. */
export interface ComicOptions {
  /**
   * How the panels are arranged: `single` takes 1 panel, `wide` and `tall`
   * 2 to 4, `1over2` 3, `2x2` 4.
   * @default none for one panel; `wide` for 2, `1over2` for 3, `2x2` for 4
   */
  readonly layout?: ComicLayout;
}

/** A panel with everything checked and resolved. */
export interface ResolvedComicPanel {
  /** The episode key of the panel's frame. */
  readonly key: string;
  /** Where the panel's frame sits in its episode, in ms. */
  readonly timestamp: number;
  /** The captions drawn on the panel, in drawing order; empty for none. */
  readonly overlays: readonly ResolvedOverlay[];
}

/**
 * Checks one panel's captions and fills in their defaults; shared by comics
 * and renders, which take the same caption arguments.
 */
export function resolveCaptionOverlays(
  input: { readonly caption?: unknown; readonly style?: unknown; readonly overlays?: unknown },
  profile: FontProfile,
  name: string,
): ResolvedOverlay[] {
  const { caption, style, overlays } = input;
  if (caption !== undefined && overlays !== undefined) {
    throw new TypeError(`${name} takes a caption or overlays, not both`);
  }
  // A style is checked even when there is no caption to draw; it styles only `caption`.
  assertOptionsObject(style, `${name}.style`);
  if (style !== undefined && overlays !== undefined) {
    throw new TypeError(`${name}.style styles the caption; with overlays, give each overlay its own style`);
  }
  if (overlays !== undefined) {
    if (!Array.isArray(overlays)) throw new TypeError(`${name}.overlays must be an array, got ${describeValue(overlays)}`);
    return overlays.map((overlay, index) => resolveOverlay(overlay, profile, `${name}.overlays[${index}]`));
  }
  if (caption === undefined || caption === '') {
    if (style !== undefined) resolveOverlayStyle(style, profile, `${name}.style`);
    return [];
  }
  assertString(caption, `${name}.caption`);
  return [resolveOverlay({ ...(style as object | undefined), text: caption }, profile, name)];
}

/**
 * Checks the panels of a comic and resolves their overlays against the
 * instance's fonts.
 * @throws {TypeError} | {RangeError} for a bad panel, overlay, or panel count (1 to 4).
 */
export function resolveComicPanels(panels: unknown, profile: FontProfile): ResolvedComicPanel[] {
  const list: unknown[] = Array.isArray(panels) ? panels : [panels];
  if (list.length < 1 || list.length > MAX_COMIC_PANELS) {
    throw new RangeError(`a comic has 1 to ${MAX_COMIC_PANELS} panels, got ${list.length}`);
  }
  return list.map((panel, index) => {
    const name = `panels[${index}]`;
    assertOptionsObject(panel, name);
    if (panel === undefined) throw new TypeError(`${name} must be an object with a frame, got undefined`);
    assertKnownKeys(panel, PANEL_KEYS, name);
    const { frame } = panel as { frame?: unknown };
    if (typeof frame !== 'object' || frame === null) {
      throw new TypeError(`${name}.frame must be a Frame, a screencap or { key, timestamp }, got ${describeValue(frame)}`);
    }
    const { key, timestamp } = frame as { key?: unknown; timestamp?: unknown };
    assertEpisodeKey(key, `${name}.frame.key`);
    assertMilliseconds(timestamp, `${name}.frame.timestamp`);
    return { key, timestamp, overlays: resolveCaptionOverlays(panel, profile, name) };
  });
}

function hex(color: readonly number[]): string {
  return color.map((channel) => channel.toString(16).padStart(2, '0')).join('');
}

/**
 * The URL of a captioned still or a strip of 2 to 4 panels (2026 service):
 * `{base}comic/img?b64=<payload>[&layout=...]`, the payload being URL-safe
 * base64 of the panels as compact JSON.
 * @throws {RangeError} for a layout that does not exist or does not take that
 *   many panels, or a panel count outside 1 to 4; {TypeError} for an unknown option.
 */
export function comicUrl(baseUrl: string, panels: readonly ResolvedComicPanel[], options: unknown = {}): string {
  assertOptionsObject(options, 'comic options');
  assertKnownKeys(options ?? {}, ['layout'], 'comic');
  if (panels.length < 1 || panels.length > MAX_COMIC_PANELS) {
    throw new RangeError(`a comic has 1 to ${MAX_COMIC_PANELS} panels, got ${panels.length}`);
  }
  const { layout } = (options ?? {}) as ComicOptions;
  if (layout !== undefined && !LAYOUTS.includes(layout)) {
    throw new (typeof layout === 'string' ? RangeError : TypeError)(`layout must be one of ${LAYOUTS.join(', ')}, got ${describeValue(layout)}`);
  }
  if (layout !== undefined && !LAYOUT_PANELS[layout].includes(panels.length)) {
    throw new RangeError(`layout ${JSON.stringify(layout)} takes ${LAYOUT_PANELS[layout].join(' or ')} panels, got ${panels.length}`);
  }
  const payload = panels.map((panel) => ({
    e: panel.key,
    ts: panel.timestamp,
    o: panel.overlays.map((overlay) => ({
      t: overlay.text,
      f: overlay.font,
      s: overlay.size,
      c: hex(overlay.color),
      x: overlay.x,
      y: overlay.y,
      a: ALIGN_CODES[overlay.align],
      u: overlay.allCaps ? 1 : 0,
      b: 0,
      d: 0,
    })),
  }));
  const count = panels.length as 1 | 2 | 3 | 4;
  const chosenLayout = layout ?? (count > 1 ? DEFAULT_COMIC_LAYOUTS[count] : undefined);
  return `${baseUrl}comic/img${queryString([['b64', encodeCaption(JSON.stringify(payload))], ['layout', chosenLayout]])}`;
}

/** The default caption of a screencap's comic panel or render: its own, formatted. */
export function defaultCaptionOf(source: { readonly caption?: unknown }): string | undefined {
  return typeof source.caption === 'string' ? formatCaption(source.caption) : undefined;
}
