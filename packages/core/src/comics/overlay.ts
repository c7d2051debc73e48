import { assertKnownKeys, assertOptionsObject, assertString, assertWellFormed } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { CAPTION_FONTS, type CaptionFont, type FontProfile } from '../instances/instances.js';

/** How an overlay's text lines up at its position. */
export type OverlayAlignment = 'left' | 'center' | 'right';

/** An RGBA colour: `#rrggbb`, `#rrggbbaa` (the `#` may be left out), or `[r, g, b]` / `[r, g, b, a]` with 0-255 channels. */
export type OverlayColor = string | readonly [number, number, number] | readonly [number, number, number, number];

/** How a caption is drawn on a comic panel or a rendered clip (2026 service). */
export interface OverlayStyle {
  /**
   * One of the services' fonts: `impact`, `comicneue`, `jost`, `pacifico`,
   * `akbar` (Frinkiac's own) or `fr` (Morbotron's own). Every instance
   * accepts every one of them.
   * @default the instance's default font (`akbar` on Frinkiac, `fr` on Morbotron, `impact` elsewhere)
   */
  readonly font?: CaptionFont;
  /**
   * Text size from 1 to 120, or 0 to let the service fit it.
   * @default 0
   */
  readonly size?: number;
  /**
   * The text's colour.
   * @default '#ffffffff' (opaque white)
   */
  readonly color?: OverlayColor;
  /**
   * Horizontal position of the text, in percent of the width.
   * @default 50
   */
  readonly x?: number;
  /**
   * Vertical position of the text's baseline, in percent of the height.
   * @default 97
   */
  readonly y?: number;
  /**
   * How the text lines up at its position.
   * @default 'center'
   */
  readonly align?: OverlayAlignment;
  /**
   * Whether the text is drawn in capitals.
   * @default false
   */
  readonly allCaps?: boolean;
}

/** One caption on a comic panel or a rendered clip. */
export interface OverlayOptions extends OverlayStyle {
  /** The text, used as given (line breaks kept; see `formatCaption` to wrap it). */
  readonly text: string;
}

/** An overlay with every choice made and checked: what the wire formats are built from. */
export interface ResolvedOverlay {
  /** The text, as given. */
  readonly text: string;
  /** One of the services' fonts. */
  readonly font: CaptionFont;
  /** Text size from 1 to 120, or 0 to let the service fit it. */
  readonly size: number;
  /** The colour as `[r, g, b, a]`, each channel 0-255. */
  readonly color: readonly [number, number, number, number];
  /** Horizontal position of the text, in percent of the width. */
  readonly x: number;
  /** Vertical position of the text's baseline, in percent of the height. */
  readonly y: number;
  /** How the text lines up at its position. */
  readonly align: OverlayAlignment;
  /** Whether the text is drawn in capitals. */
  readonly allCaps: boolean;
}

/** Every text alignment of an overlay. */
export const OVERLAY_ALIGNMENTS: readonly OverlayAlignment[] = ['left', 'center', 'right'];
const ALIGNMENTS = OVERLAY_ALIGNMENTS;
const STYLE_KEYS = ['font', 'size', 'color', 'x', 'y', 'align', 'allCaps'];

/** The single-letter alignment codes of the service's wire formats (comic payloads and render jobs). */
export const ALIGN_CODES = { left: 'l', center: 'c', right: 'r' } as const;

function parseColor(color: unknown): readonly [number, number, number, number] {
  if (typeof color === 'string') {
    const match = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color);
    if (match?.[1] !== undefined) {
      const hex = `${match[1]}${match[2] ?? 'ff'}`;
      return [0, 2, 4, 6].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as [number, number, number, number];
    }
  } else if (Array.isArray(color) && (color.length === 3 || color.length === 4)) {
    const channels: unknown[] = color.length === 3 ? [...(color as unknown[]), 255] : [...(color as unknown[])];
    if (channels.every((channel) => Number.isInteger(channel) && (channel as number) >= 0 && (channel as number) <= 255)) {
      return channels as [number, number, number, number];
    }
  }
  // A wrong type is a TypeError, a wrong value a RangeError, as everywhere in the SDK.
  const ErrorClass = typeof color === 'string' || Array.isArray(color) ? RangeError : TypeError;
  throw new ErrorClass(`color must be "#rrggbb", "#rrggbbaa" or [r, g, b(, a)] with channels 0-255, got ${describeValue(color)}`);
}

function percent(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new (typeof value === 'number' ? RangeError : TypeError)(`${name} must be a number from 0 to 100 (percent), got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks an overlay's style and fills in the defaults (the font from the
 * instance's profile).
 * @throws {TypeError} | {RangeError} naming the option and the value; a font
 *   outside {@link CAPTION_FONTS} lists them all.
 */
export function resolveOverlayStyle(style: unknown, profile: FontProfile, name = 'overlay'): Omit<ResolvedOverlay, 'text'> {
  assertOptionsObject(style, name);
  const given = style ?? {};
  assertKnownKeys(given, ['text', ...STYLE_KEYS], name);
  const { font = profile.defaultFont, size = 0, color = '#ffffffff', x, y, align = 'center', allCaps = false } = given as OverlayStyle;
  if (typeof font !== 'string' || !(CAPTION_FONTS as readonly string[]).includes(font)) {
    throw new (typeof font === 'string' ? RangeError : TypeError)(`font ${describeValue(font)} is not a font of the service; the fonts are ${CAPTION_FONTS.join(', ')}`);
  }
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 120) {
    throw new (typeof size === 'number' ? RangeError : TypeError)(`size must be an integer from 0 (automatic) to 120, got ${describeValue(size)}`);
  }
  if (!ALIGNMENTS.includes(align)) {
    throw new (typeof align === 'string' ? RangeError : TypeError)(`align must be "left", "center" or "right", got ${describeValue(align)}`);
  }
  if (typeof allCaps !== 'boolean') throw new TypeError(`allCaps must be a boolean, got ${describeValue(allCaps)}`);
  return { font, size, color: parseColor(color), x: percent(x, 'x', 50), y: percent(y, 'y', 97), align, allCaps };
}

/**
 * Checks a whole overlay (text and style) and fills in the defaults.
 * @throws {TypeError} | {RangeError} as {@link resolveOverlayStyle}, and for a text that is not a string.
 */
export function resolveOverlay(overlay: unknown, profile: FontProfile, name = 'overlay'): ResolvedOverlay {
  if (typeof overlay !== 'object' || overlay === null || Array.isArray(overlay)) {
    throw new TypeError(`${name} must be an object with a text, got ${describeValue(overlay)}`);
  }
  const { text } = overlay as { text?: unknown };
  assertString(text, `${name}.text`);
  assertWellFormed(text, `${name}.text`);
  return { text, ...resolveOverlayStyle(overlay, profile, name) };
}

/**
 * A style laid over a base style key by key (the client's `captionStyle`
 * under a call's `style` or overlay): a key the call leaves out, or gives as
 * `undefined`, keeps the base's value. Values are not checked here.
 */
export function overStyle<Given>(base: OverlayStyle | undefined, given: Given): Given | OverlayStyle {
  if (base === undefined) return given;
  if (given === undefined) return base;
  // Not an object: left for the checks to refuse, with their message.
  if (given === null || typeof given !== 'object' || Array.isArray(given)) return given;
  const own = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return { ...base, ...own };
}
