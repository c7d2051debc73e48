import { encodeCaption } from '../caption/encode-caption.js';
import { formatCaption } from '../caption/format-caption.js';
import type { FrameLike } from '../shared/frame-like.js';
import { type FontProfile, fontProfileFor } from '../instances/instances.js';
import { assertEpisodeKey, assertKnownKeys, assertMilliseconds, assertOptionsObject, assertString } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { SERVICE_LIMITS } from '../instances/limits.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { queryString } from '../urls/encoding.js';
import { assertEpisodeKeyLimit, assertOverlayLimits, assertPanelCount, assertPayloadLimit } from './limits.js';
import { type OverlayOptions, type OverlayStyle, type ResolvedOverlay, overStyle, resolveOverlay, resolveOverlayStyle } from './overlay.js';
import { payloadOverlay } from './payload.js';

/** How the panels of a comic are arranged (2026 service). */
export type ComicLayout = 'single' | 'wide' | 'tall' | '1over2' | '2x2';

/** Every comic layout, in the order the service lists them. Each takes any number of panels (1 to 4). */
export const COMIC_LAYOUTS = ['single', 'wide', 'tall', '1over2', '2x2'] as const satisfies readonly ComicLayout[];
const PANEL_KEYS = ['frame', 'caption', 'style', 'overlays'];

/** The layout picked for a number of panels when none is given (one panel sends none). */
export const DEFAULT_COMIC_LAYOUTS: Readonly<Record<1 | 2 | 3 | 4, ComicLayout>> = { 1: 'single', 2: 'wide', 3: '1over2', 4: '2x2' };

/** The most panels a comic holds ({@link SERVICE_LIMITS}`.panels`). */
export const MAX_COMIC_PANELS = SERVICE_LIMITS.panels;

/** One panel of a comic: a frame, and what is written on it. */
export interface ComicPanelInput {
  /** The frame: a `Frame`, a screencap, or any `{ key, timestamp }`. */
  readonly frame: FrameLike;
  /** One caption drawn with `style` (used as given); leave out for none. Not with `overlays`. */
  readonly caption?: string;
  /** The style of `caption`, laid over the client's `captionStyle`. @default the client's `captionStyle`, else the instance's defaults */
  readonly style?: OverlayStyle;
  /** Several captions, each with its own style (laid over the client's `captionStyle`). Not with `caption`. */
  readonly overlays?: readonly OverlayOptions[];
}

/**
 * What a comic builder takes as a panel: a {@link ComicPanelInput}, or a
 * screencap of either flavour, which stands for its frame with its own
 * caption formatted by `formatCaption` (no caption for a silent one), as
 * `screencap.toComicPanel()` gives it (typed by that method, since comics sit
 * below the models that define screencaps).
 */
export type ComicPanel =
  | ComicPanelInput
  | {
      /** The panel this object stands for (a screencap's frame and caption). */
      toComicPanel(): ComicPanelInput;
    };

/** Options of a comic. */
export interface ComicOptions {
  /**
   * How the panels are arranged: `single`, `wide`, `tall`, `1over2` or
   * `2x2`; any of them with any number of panels.
   * @default none for one panel; `wide` for 2, `1over2` for 3, `2x2` for 4
   */
  readonly layout?: ComicLayout;
}

/** Options of the stand-alone {@link comicUrl}: a layout, and the base style a client would give. */
export interface ComicUrlOptions extends ComicOptions {
  /** The style every caption is drawn in unless its panel or overlay says otherwise (a client's `captionStyle`). @default the instance's defaults */
  readonly captionStyle?: OverlayStyle;
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
 * Checks one panel's captions, lays them over `baseStyle` and fills in their
 * defaults, then checks them against the service's limits
 * ({@link assertOverlayLimits}); shared by comics and renders, which take the
 * same caption arguments.
 * @param baseStyle - the client's `captionStyle`, already checked; a call's style wins key by key.
 */
export function resolveCaptionOverlays(
  input: { readonly caption?: unknown; readonly style?: unknown; readonly overlays?: unknown },
  profile: FontProfile,
  name: string,
  baseStyle?: OverlayStyle,
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
  let resolved: ResolvedOverlay[];
  if (overlays !== undefined) {
    if (!Array.isArray(overlays)) throw new TypeError(`${name}.overlays must be an array, got ${describeValue(overlays)}`);
    resolved = overlays.map((overlay, index) => resolveOverlay(overStyle(baseStyle, overlay), profile, `${name}.overlays[${index}]`));
  } else if (caption === undefined || caption === '') {
    if (style !== undefined) resolveOverlayStyle(style, profile, `${name}.style`);
    resolved = [];
  } else {
    assertString(caption, `${name}.caption`);
    resolved = [resolveOverlay({ ...(overStyle(baseStyle, style) as object | undefined), text: caption }, profile, name)];
  }
  assertOverlayLimits(resolved, name);
  return resolved;
}

// A screencap of either flavour (told apart by its method: comics sit below
// the models, so BaseScreencap is not imported here).
function isScreencap(panel: unknown): panel is Exclude<ComicPanel, ComicPanelInput> {
  return typeof panel === 'object' && panel !== null && typeof (panel as { toComicPanel?: unknown }).toComicPanel === 'function';
}

/**
 * Checks the panels of a comic (a screencap standing for its frame and own
 * caption), lays their captions over `baseStyle`, and checks the service's
 * limits: 1 to 4 panels, 16 bytes of episode key, 32 overlays a panel, 1024
 * bytes of text an overlay.
 * @throws {TypeError} | {RangeError} for a bad panel or overlay, or a limit passed (the message names it).
 */
export function resolveComicPanels(panels: unknown, profile: FontProfile, baseStyle?: OverlayStyle): ResolvedComicPanel[] {
  const list: unknown[] = Array.isArray(panels) ? panels : [panels];
  assertPanelCount(list.length);
  return list.map((given, index) => {
    const name = `panels[${index}]`;
    const panel: unknown = isScreencap(given) ? given.toComicPanel() : given;
    assertOptionsObject(panel, name);
    if (panel === undefined) throw new TypeError(`${name} must be an object with a frame, or a screencap, got undefined`);
    assertKnownKeys(panel, PANEL_KEYS, name);
    const { frame } = panel as { frame?: unknown };
    if (typeof frame !== 'object' || frame === null) {
      throw new TypeError(`${name}.frame must be a Frame, a screencap or { key, timestamp }, got ${describeValue(frame)}`);
    }
    const { key, timestamp } = frame as { key?: unknown; timestamp?: unknown };
    assertEpisodeKey(key, `${name}.frame.key`);
    assertEpisodeKeyLimit(key, `${name}.frame.key`);
    assertMilliseconds(timestamp, `${name}.frame.timestamp`);
    return { key, timestamp, overlays: resolveCaptionOverlays(panel, profile, name, baseStyle) };
  });
}

/**
 * The URL of resolved panels: `{base}comic/img?b64=<payload>[&layout=...]`,
 * the payload URL-safe base64 (with `=` padding, percent-encoded) of compact
 * JSON, fields equal to the site's defaults left out (see `payload.ts`).
 * @throws {TypeError} | {RangeError} for an unknown option or layout, a panel
 *   count outside 1 to 4, or a payload over 64 KiB.
 */
export function comicUrlOf(baseUrl: string, panels: readonly ResolvedComicPanel[], options: unknown, profile: FontProfile): string {
  assertOptionsObject(options, 'comic options');
  assertKnownKeys(options ?? {}, ['layout'], 'comic');
  assertPanelCount(panels.length);
  const { layout } = (options ?? {}) as ComicOptions;
  if (layout !== undefined && !COMIC_LAYOUTS.includes(layout)) {
    throw new (typeof layout === 'string' ? RangeError : TypeError)(`layout must be one of ${COMIC_LAYOUTS.join(', ')}, got ${describeValue(layout)}`);
  }
  const payload = panels.map((panel) => ({
    e: panel.key,
    ts: panel.timestamp,
    o: panel.overlays.map((overlay) => payloadOverlay(overlay, profile)),
  }));
  const json = JSON.stringify(payload);
  assertPayloadLimit(json, 'comic');
  const count = panels.length as 1 | 2 | 3 | 4;
  const chosenLayout = layout ?? (count > 1 ? DEFAULT_COMIC_LAYOUTS[count] : undefined);
  return `${baseUrl}comic/img${queryString([['b64', encodeCaption(json)], ['layout', chosenLayout]])}`;
}

/**
 * The URL of a captioned still or a strip of 2 to 4 panels on a 2026
 * instance, built offline: `{base}comic/img?b64=<payload>[&layout=...]`.
 * Clients build the same URLs with `client.getComicUrl`, which also applies
 * their `captionStyle`.
 *
 * @param baseUrl - the instance's base address (normalized as a client's: a final `/` added); its host picks the default font.
 * @param panels - one panel or 1 to 4; a screencap stands for its frame with its own caption, formatted.
 * @param options - `layout`, and `captionStyle`, the base style of every caption.
 * @throws {TypeError} | {RangeError} for a bad base address, panel, style or layout, an
 *   unknown font (the message lists the known ones), or a service limit passed
 *   (the message names it and its number).
 * @example
 * ```ts
 * comicUrl('https://frinkiac.com/', { frame: { key: 'S05E01', timestamp: 200160 }, caption: 'Hi!' });
 * // 'https://frinkiac.com/comic/img?b64=W3siZSI6...'
 * ```
 */
export function comicUrl(baseUrl: string, panels: ComicPanel | readonly ComicPanel[], options?: ComicUrlOptions): string {
  // Normalized (a missing final `/` added), as a client does with its address.
  const base = normalizeBaseUrl(baseUrl);
  const given: unknown = options;
  assertOptionsObject(given, 'comic options');
  const { captionStyle, ...comicOptions }: ComicUrlOptions = given ?? {};
  const profile = fontProfileFor(base);
  if (captionStyle !== undefined) resolveOverlayStyle(captionStyle, profile, 'captionStyle');
  return comicUrlOf(base, resolveComicPanels(panels, profile, captionStyle), comicOptions, profile);
}

/** The default caption of a screencap's comic panel or render: its own, formatted. */
export function defaultCaptionOf(source: { readonly caption?: unknown }): string | undefined {
  return typeof source.caption === 'string' ? formatCaption(source.caption) : undefined;
}
