/**
 * Mode `'2026'`, `comic/img?b64=<payload>[&layout=<layout>]`: captioned
 * stills, one frame or a strip of up to four.
 *
 * The payload is URL-safe base64 (padding optional, `%3D` accepted) of
 * compact JSON, an array of panels:
 * `[{"e": "S01E01", "ts": 11656, "o": [{"t": "Hi", "f": "impact", "s": 0,
 *    "c": "ffffffff", "x": 50, "y": 97, "a": "c", "u": 1, "b": 0, "d": 0}]}]`
 *
 * As on the real site, an overlay needs only `t`: the rest takes the
 * defaults and unknown keys are ignored; and a payload of another shape
 * (overlays with long keys, an object instead of an array...) renders an
 * image with no caption rather than an error. The site limits
 * ({@link SITE_LIMITS}) and the panel count are refused with a `400`.
 */
import { CaptionDecodingError, decodeUrlSafeBase64 } from '../caption-decoding.js';
import { findEpisode } from '../catalogue/lookup.js';
import type { Catalogue } from '../catalogue/types.js';
import { tinyJpeg } from '../media.js';
import {
  badInput,
  choiceField,
  fontField,
  integerField,
  isRecord,
  MAX_TEXT_SIZE,
  numberField,
  parseJson,
  TEXT_ALIGNMENTS,
  type Font,
  type TextAlignment,
} from './json-input.js';
import { bytesResponse, type Route, type RouteContext } from './route.js';
import { checkEpisodeKey, checkOverlayCount, checkOverlayText, checkPayloadSize } from './site-limits.js';

/** One overlay of a comic panel, with the compact field names of the payload, defaults filled in. */
export interface ComicOverlay {
  /** Text. */
  readonly t: string;
  /** Font. @default 'impact' (this fake's invention: the real sites default to their own font, `akbar` on Frinkiac, `fr` on Morbotron) */
  readonly f: Font;
  /** Size, 0 (automatic) to 120. @default 0 */
  readonly s: number;
  /** Colour, `rrggbbaa` in hex. @default 'ffffffff' */
  readonly c: string;
  /** Horizontal position, percent (0-100). @default 50 */
  readonly x: number;
  /** Vertical position, percent (0-100). @default 97 */
  readonly y: number;
  /** Alignment. @default 'c' */
  readonly a: TextAlignment;
  /** All caps: 0 or 1. @default 0 */
  readonly u: 0 | 1;
  /** 0 or 1 (meaning not documented by any public client). @default 0 */
  readonly b: 0 | 1;
  /** 0 or 1 (meaning not documented by any public client). @default 0 */
  readonly d: 0 | 1;
}

/** One panel of the right shape: a frame of an episode and its overlays. */
export interface ComicPanel {
  /** Episode key. */
  readonly e: string;
  /** Timestamp, ms. */
  readonly ts: number;
  /** Overlays of the right shape (those with a string `t`). */
  readonly o: readonly ComicOverlay[];
}

/** The layouts; any of them goes with any number of panels. */
export const COMIC_LAYOUTS = ['single', 'wide', 'tall', '1over2', '2x2'] as const;

/** A layout name. */
export type ComicLayout = (typeof COMIC_LAYOUTS)[number];

/** Most panels a strip holds. */
export const MAX_COMIC_PANELS = 4;

const OVERLAY_DEFAULTS: Omit<ComicOverlay, 't'> = { f: 'impact', s: 0, c: 'ffffffff', x: 50, y: 97, a: 'c', u: 0, b: 0, d: 0 };
const HEX_COLOR = /^[0-9a-fA-F]{8}$/;

/** A known field, checked when present, its default when absent. */
function optional<Value>(record: Record<string, unknown>, name: keyof ComicOverlay, read: () => Value, fallback: Value): Value {
  return name in record ? read() : fallback;
}

function flagField(record: Record<string, unknown>, name: string, where: string): 0 | 1 {
  return integerField(record, name, where, 0, 1) as 0 | 1;
}

function colorField(record: Record<string, unknown>, where: string): string {
  const color = record.c;
  if (typeof color !== 'string' || !HEX_COLOR.test(color)) throw badInput(`${where}: c must be a colour rrggbbaa (8 hex digits), got ${JSON.stringify(color)}`);
  return color;
}

/** An overlay with a string `t`, defaults filled in; `undefined` for one of another shape (drawn as nothing). */
function readOverlay(value: unknown, where: string): ComicOverlay | undefined {
  if (!isRecord(value) || typeof value.t !== 'string') return undefined;
  checkOverlayText(value.t, where);
  const d = OVERLAY_DEFAULTS;
  return {
    t: value.t,
    f: optional(value, 'f', () => fontField(value, 'f', where), d.f),
    s: optional(value, 's', () => integerField(value, 's', where, 0, MAX_TEXT_SIZE), d.s),
    c: optional(value, 'c', () => colorField(value, where), d.c),
    x: optional(value, 'x', () => numberField(value, 'x', where, 0, 100), d.x),
    y: optional(value, 'y', () => numberField(value, 'y', where, 0, 100), d.y),
    a: optional(value, 'a', () => choiceField(value, 'a', where, TEXT_ALIGNMENTS), d.a),
    u: optional(value, 'u', () => flagField(value, 'u', where), d.u),
    b: optional(value, 'b', () => flagField(value, 'b', where), d.b),
    d: optional(value, 'd', () => flagField(value, 'd', where), d.d),
  };
}

/** A panel with a string `e` and an integer `ts >= 0`; `undefined` for one of another shape (a frame with no caption). */
function readPanel(value: unknown, index: number, catalogue: Catalogue): ComicPanel | undefined {
  const where = `panel ${index}`;
  if (!isRecord(value) || typeof value.e !== 'string') return undefined;
  checkEpisodeKey(value.e, where);
  const overlays = Array.isArray(value.o) ? value.o : [];
  checkOverlayCount(overlays.length, where);
  // The fake's own choice (the real answer is not known): an unknown episode is refused.
  if (findEpisode(catalogue, value.e) === undefined) throw badInput(`${where}: unknown episode ${JSON.stringify(value.e)}`);
  const ts = value.ts;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < 0) return undefined;
  const read = overlays.map((overlay, position) => readOverlay(overlay, `${where}, overlay ${position}`));
  return { e: value.e, ts, o: read.filter((overlay) => overlay !== undefined) };
}

/**
 * Reads decoded panels: those of the right shape, the others dropped.
 *
 * @throws {HttpError} 400 for more than {@link MAX_COMIC_PANELS} panels, a
 * site limit passed, an unknown episode or a bad value of a known field.
 */
export function parseComicPanels(value: unknown, catalogue: Catalogue): ComicPanel[] {
  if (!Array.isArray(value)) return [];
  if (value.length > MAX_COMIC_PANELS) throw badInput(`a comic has at most ${MAX_COMIC_PANELS} panels, got ${value.length}`);
  return value.flatMap((panel, index) => readPanel(panel, index, catalogue) ?? []);
}

/**
 * Checks the `layout` parameter: absent, or one of {@link COMIC_LAYOUTS}
 * (whatever the panel count).
 *
 * @throws {HttpError} 400 for an unknown layout (the fake's own choice: the real answer is not known).
 */
export function comicLayout(requested: string | null): ComicLayout | undefined {
  if (requested === null) return undefined;
  if (!(COMIC_LAYOUTS as readonly string[]).includes(requested)) throw badInput(`layout must be one of ${COMIC_LAYOUTS.join(', ')}, got ${JSON.stringify(requested)}`);
  return requested as ComicLayout;
}

/**
 * Reads the `b64` parameter of a comic or comic editor request.
 *
 * @throws {HttpError} 400 when it is missing, not URL-safe base64 of UTF-8
 * JSON, over the payload limit, or holds panels the site refuses.
 */
export function readPanels(context: RouteContext): ComicPanel[] {
  const encoded = context.query.get('b64');
  if (encoded === null) throw badInput('missing parameter b64');
  let bytes: Uint8Array;
  try {
    // URL-safe only: the standard alphabet's '+' (read as a space) and '/' are refused.
    bytes = decodeUrlSafeBase64(encoded);
  } catch (error) {
    if (error instanceof CaptionDecodingError) throw badInput(`b64: ${error.message}`);
    throw error;
  }
  checkPayloadSize(bytes.byteLength, 'the b64 payload');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badInput('b64: the payload is not UTF-8');
  }
  const value = parseJson(text, 'the b64 payload');
  if (Array.isArray(value)) context.logged.comic = value;
  return parseComicPanels(value, context.state.catalogue);
}

/** Routes of the comic endpoint. */
export const comicRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/comic/img',
    endpoint: 'comic',
    modes: ['2026'],
    handle(context) {
      const panels = readPanels(context);
      comicLayout(context.query.get('layout'));
      // The overlay texts go into a JPEG comment, one a line, so a test can read what was "drawn".
      const texts = panels.flatMap((panel) => panel.o.map((overlay) => (overlay.u === 1 ? overlay.t.toUpperCase() : overlay.t)));
      return bytesResponse('image/jpeg', tinyJpeg(texts.length === 0 ? undefined : texts.join('\n')));
    },
  },
];
