/**
 * Mode `'2026'`, `comic/img?b64=<payload>[&layout=<layout>]`: captioned
 * stills, one frame or a strip of up to four.
 *
 * The payload is URL-safe base64 (padding optional) of compact JSON, an
 * array of 1-4 panels:
 * `[{"e": "S01E01", "ts": 11656, "o": [{"t": "Hi", "f": "impact", "s": 0,
 *    "c": "ffffffff", "x": 50, "y": 97, "a": "c", "u": 1, "b": 0, "d": 0}]}]`
 */
import { CaptionDecodingError, decodeCaption } from '../caption-decoding.js';
import { findEpisode } from '../catalogue/lookup.js';
import type { Catalogue } from '../catalogue/types.js';
import { tinyJpeg } from '../media.js';
import {
  arrayField,
  badInput,
  choiceField,
  fontField,
  integerField,
  isRecord,
  MAX_TEXT_SIZE,
  numberField,
  onlyKnownFields,
  parseJson,
  stringField,
  TEXT_ALIGNMENTS,
  type Font,
  type TextAlignment,
} from './json-input.js';
import { bytesResponse, type Route, type RouteContext } from './route.js';

/** One overlay of a comic panel, with the compact field names of the payload. */
export interface ComicOverlay {
  /** Text. */
  readonly t: string;
  /** Font. */
  readonly f: Font;
  /** Size, 0 (automatic) to 120. */
  readonly s: number;
  /** Colour, `rrggbbaa` in hex. */
  readonly c: string;
  /** Horizontal position, percent (0-100). */
  readonly x: number;
  /** Vertical position, percent (0-100). */
  readonly y: number;
  /** Alignment. */
  readonly a: TextAlignment;
  /** All caps: 0 or 1. */
  readonly u: 0 | 1;
  /** 0 or 1; optional. */
  readonly b?: 0 | 1;
  /** 0 or 1; optional. */
  readonly d?: 0 | 1;
}

/** One panel: a frame of an episode and its overlays. */
export interface ComicPanel {
  /** Episode key. */
  readonly e: string;
  /** Timestamp, ms. */
  readonly ts: number;
  /** Overlays. */
  readonly o: readonly ComicOverlay[];
}

/** Layouts and the panel counts each takes; the first layout listed for a count is its default. */
export const COMIC_LAYOUTS = {
  single: [1],
  wide: [2, 3, 4],
  tall: [2, 3, 4],
  '1over2': [3],
  '2x2': [4],
} as const satisfies Record<string, readonly number[]>;

/** A layout name. */
export type ComicLayout = keyof typeof COMIC_LAYOUTS;

/** Most panels a strip holds. */
export const MAX_COMIC_PANELS = 4;

const DEFAULT_LAYOUTS: Readonly<Record<number, ComicLayout>> = { 1: 'single', 2: 'wide', 3: '1over2', 4: '2x2' };
const LAYOUT_NAMES = Object.keys(COMIC_LAYOUTS) as ComicLayout[];
const PANEL_FIELDS = ['e', 'ts', 'o'];
const OVERLAY_FIELDS = ['t', 'f', 's', 'c', 'x', 'y', 'a', 'u', 'b', 'd'];
const HEX_COLOR = /^[0-9a-fA-F]{8}$/;

function flagField(record: Record<string, unknown>, name: string, where: string): 0 | 1 {
  return integerField(record, name, where, 0, 1) as 0 | 1;
}

function parseOverlay(value: unknown, where: string): ComicOverlay {
  if (!isRecord(value)) throw badInput(`${where} must be an object`);
  onlyKnownFields(value, OVERLAY_FIELDS, where);
  const color = stringField(value, 'c', where);
  if (!HEX_COLOR.test(color)) throw badInput(`${where}: c must be a colour rrggbbaa (8 hex digits), got ${JSON.stringify(color)}`);
  const overlay: ComicOverlay = {
    t: stringField(value, 't', where),
    f: fontField(value, 'f', where),
    s: integerField(value, 's', where, 0, MAX_TEXT_SIZE),
    c: color,
    x: numberField(value, 'x', where, 0, 100),
    y: numberField(value, 'y', where, 0, 100),
    a: choiceField(value, 'a', where, TEXT_ALIGNMENTS),
    u: flagField(value, 'u', where),
  };
  const withB = 'b' in value ? { ...overlay, b: flagField(value, 'b', where) } : overlay;
  return 'd' in value ? { ...withB, d: flagField(value, 'd', where) } : withB;
}

function parsePanel(value: unknown, index: number, catalogue: Catalogue): ComicPanel {
  const where = `panel ${index}`;
  if (!isRecord(value)) throw badInput(`${where} must be an object`);
  onlyKnownFields(value, PANEL_FIELDS, where);
  const key = stringField(value, 'e', where);
  if (findEpisode(catalogue, key) === undefined) throw badInput(`${where}: unknown episode ${JSON.stringify(key)}`);
  return {
    e: key,
    ts: integerField(value, 'ts', where),
    o: arrayField(value, 'o', where).map((overlay, position) => parseOverlay(overlay, `${where}, overlay ${position}`)),
  };
}

/**
 * Validates decoded panels.
 *
 * @throws {HttpError} 400 naming the first problem.
 */
export function parseComicPanels(value: unknown, catalogue: Catalogue): ComicPanel[] {
  if (!Array.isArray(value)) throw badInput('the payload must be a JSON array of panels');
  if (value.length === 0 || value.length > MAX_COMIC_PANELS) throw badInput(`a comic has 1 to ${MAX_COMIC_PANELS} panels, got ${value.length}`);
  return value.map((panel, index) => parsePanel(panel, index, catalogue));
}

/**
 * The layout of a strip: the `layout` parameter, which must suit the panel
 * count, or the usual one for that count.
 *
 * @throws {HttpError} 400 for an unknown layout or one that does not suit.
 */
export function comicLayout(requested: string | null, panelCount: number): ComicLayout {
  if (requested === null) return DEFAULT_LAYOUTS[panelCount] ?? 'single';
  if (!(LAYOUT_NAMES as readonly string[]).includes(requested)) throw badInput(`layout must be one of ${LAYOUT_NAMES.join(', ')}, got ${JSON.stringify(requested)}`);
  const layout = requested as ComicLayout;
  if (!(COMIC_LAYOUTS[layout] as readonly number[]).includes(panelCount)) {
    throw badInput(`layout ${layout} takes ${COMIC_LAYOUTS[layout].join(' or ')} panels, got ${panelCount}`);
  }
  return layout;
}

function readPanels(context: RouteContext): ComicPanel[] {
  const encoded = context.query.get('b64');
  if (encoded === null) throw badInput('missing parameter b64');
  let text: string;
  try {
    text = decodeCaption(encoded);
  } catch (error) {
    if (error instanceof CaptionDecodingError) throw badInput(`b64: ${error.message}`);
    throw error;
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
      comicLayout(context.query.get('layout'), panels.length);
      // The overlay texts go into a JPEG comment, one a line, so a test can read what was "drawn".
      const texts = panels.flatMap((panel) => panel.o.map((overlay) => (overlay.u === 1 ? overlay.t.toUpperCase() : overlay.t)));
      return bytesResponse('image/jpeg', tinyJpeg(texts.length === 0 ? undefined : texts.join('\n')));
    },
  },
];
