import { formatCaption } from '../caption/format-caption.js';
import type { ComicOptions, ComicPanel, ComicPanelInput } from '../comics/comic-url.js';
import type { OverlayStyle } from '../comics/overlay.js';
import { type Generation, type GenerationOption, needs2026Error } from '../instances/generation.js';
import { assertKnownKeys, assertOptionsObject } from '../shared/arguments.js';
import { MAX_COMIC_PANELS } from '../comics/comic-url.js';
import type { RenderOptions, RenderRange } from '../render/plan-render.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { comicEditorUrl } from '../urls/editors.js';
import { queryString } from '../urls/encoding.js';
import { describeValue } from '../shared/describe-value.js';
import { encodeToken } from '../urls/token.js';
import { type ClipFormat, clipUrl } from '../urls/media.js';
import type { QuoteLineSelection, SelectedQuoteLine } from './select-lines.js';
import type { QuoteLine } from './types.js';

/** What a quote match needs of its client: the instance, its generation, and comic building. */
export interface QuoteMatchClient {
  readonly url: string;
  readonly generation: Generation;
  readonly options?: { readonly generation?: GenerationOption | undefined };
  getComicUrl(panels: ComicPanel | readonly ComicPanel[], options?: ComicOptions): string;
}

/** What a quote match needs of its screencap. */
export interface QuoteMatchScreencap {
  readonly key: string;
  readonly timestamp: number;
  readonly frame: { readonly key: string; readonly timestamp: number };
}

/** Options of a match's `getComicUrl` and `getComicStripUrl`. */
export interface QuoteComicOptions extends ComicOptions {
  /** The style of the captions, laid over the client's `captionStyle`. @default the client's `captionStyle`, else the instance's defaults */
  readonly style?: OverlayStyle;
}

/** Options of a match's `getGifUrl` and `getMp4Url`. */
export interface QuoteClipOptions {
  /** The style of every line's caption (2026 service), laid over the client's `captionStyle`. @default the client's `captionStyle`, else the instance's defaults */
  readonly style?: OverlayStyle;
}

// A line as a caption: wrapped as the site wraps, every word kept.
function lineCaption(text: string): string {
  return formatCaption(text, { maxLines: 32, shorten: false });
}

/**
 * What both flavours' quote matches share: the chosen lines, and every
 * operation that needs no request. `QuoteMatch` of `@screencap/async` and of
 * `@screencap/sync` add `getGifUrl` and `getMp4Url`.
 *
 * @typeParam Screencap - the flavour's screencap class.
 */
export abstract class BaseQuoteMatch<Screencap extends QuoteMatchScreencap = QuoteMatchScreencap> {
  /** The screencap of the hit's frame. */
  readonly screencap: Screencap;
  /** The text the lines were chosen by. */
  readonly quote: string;
  /** The subtitle lines that say the quote, grown to whole sentences, in time order; absolute ms. */
  readonly lines: readonly QuoteLine[];
  /** The lines joined by one space. */
  readonly text: string;
  /** The first line's start, in ms, kept within the episode when its bounds are known. */
  readonly start: number;
  /** The last line's end, in ms, kept within the episode when its bounds are known. */
  readonly end: number;
  /** How well the lines' text matches the quote, from 0 to 1 (as a hit's `score`). */
  readonly score: number;
  // Private so that matches compare equal across flavours.
  readonly #client: QuoteMatchClient;
  readonly #selected: readonly SelectedQuoteLine[];

  /**
   * @param client - the client that found the match.
   * @param screencap - the screencap of the hit's frame.
   * @param quote - the text the lines were chosen by.
   * @param selection - the chosen lines (`selectQuoteLines`).
   */
  constructor(client: QuoteMatchClient, screencap: Screencap, quote: string, selection: QuoteLineSelection) {
    this.#client = client;
    this.#selected = selection.lines;
    this.screencap = screencap;
    this.quote = quote;
    this.lines = selection.lines.map(({ text, start, end }) => ({ text, start, end }));
    this.text = selection.text;
    this.start = selection.start;
    this.end = selection.end;
    this.score = selection.score;
  }

  /** The client that found this match. */
  protected get client(): QuoteMatchClient {
    return this.#client;
  }

  /** The lines with the frame that stands for each. */
  protected get selectedLines(): readonly SelectedQuoteLine[] {
    return this.#selected;
  }

  /** A match of the same class, client, screencap and quote, with these lines. */
  protected withSelection(selection: QuoteLineSelection): this {
    const Match = this.constructor as new (client: QuoteMatchClient, screencap: Screencap, quote: string, selection: QuoteLineSelection) => this;
    return new Match(this.#client, this.screencap, this.quote, selection);
  }

  /**
   * The same match with these texts, one per line, in order (`''` hides a
   * line): its gif, mp4, comic, strip and editor links use them; the timing
   * stays. `text` joins the shown ones; `score` is the original's. No
   * request. A token of the result names the lines, not the texts.
   * @throws {TypeError} for anything but an array of strings.
   * @throws {RangeError} when the count is not `lines.length`.
   * @example
   * ```ts
   * const edited = match.withTexts(['I told the boss', '', 'and he believed me.']);
   * await edited.getGifUrl(); // sync: no await
   * ```
   */
  withTexts(texts: readonly string[]): this {
    if (!Array.isArray(texts) || texts.some((text) => typeof text !== 'string')) {
      throw new TypeError(`texts must be an array of strings, one per line, got ${describeValue(texts)}`);
    }
    if (texts.length !== this.lines.length) {
      throw new RangeError(`texts must hold one text per line: ${this.lines.length}, got ${texts.length}`);
    }
    const lines = this.#selected.map((line, index) => ({ ...line, text: (texts[index] as string).trim() }));
    const text = lines.map((line) => line.text).filter((line) => line !== '').join(' ');
    return this.withSelection({ lines, text, start: this.start, end: this.end, score: this.score });
  }

  /**
   * A URL-safe token (`A-Z a-z 0-9 - _`, at most 100 characters: a Discord
   * button's `custom_id`) naming the match's frame and the range of its
   * lines, bound to its instance, the quote riding along (cut to its first
   * words when the whole does not fit). `client.fromToken(token)` gives the
   * match back (one caption request); texts set with `withTexts` are not
   * carried.
   * @throws {RangeError} for an episode key too long to fit.
   * @example
   * ```ts
   * new ButtonBuilder().setCustomId(match.toToken()).setLabel('One line more');
   * // later: (await client.fromToken(interaction.customId)).extend({ after: 1 })
   * ```
   */
  toToken(): string {
    const first = this.#selected[0];
    const last = this.#selected.at(-1);
    return encodeToken(normalizeBaseUrl(this.#client.url), {
      kind: 'match',
      key: this.screencap.key,
      timestamp: this.screencap.timestamp,
      start: first?.start ?? this.start,
      end: last?.end ?? this.end,
      lineCount: this.#selected.length,
      quote: this.quote,
    });
  }

  /**
   * The URL of one panel of the screencap's frame with the lines as its
   * caption (each line wrapped at 24 characters, every word kept), in the
   * client's `captionStyle` under `style`. No request.
   * @throws {TypeError} when the client's generation in use is not `'2026'`,
   *   before anything else (a classic instance has no `comic/img`; on one,
   *   `screencap.getMemeUrl(caption)` gives the classic captioned still).
   * @throws {TypeError} | {RangeError} for a bad option, an unknown font, or a service limit passed.
   * @example
   * ```ts
   * match.getComicUrl({ style: { font: 'comicneue' } });
   * ```
   */
  getComicUrl(options?: QuoteComicOptions): string {
    this.#assert2026('getComicUrl');
    const { layout, style } = this.#comicOptions(options, 'comic');
    const caption = this.lines.filter((line) => line.text !== '').map((line) => lineCaption(line.text)).join('\n');
    const panel: ComicPanelInput = {
      frame: this.screencap.frame,
      ...(caption === '' ? {} : { caption }),
      ...(style === undefined ? {} : { style }),
    };
    return this.#client.getComicUrl(panel, layout === undefined ? {} : { layout });
  }

  /**
   * The URL of a comic strip of the match: one panel per line (the first 4),
   * each at its line's `RepresentativeTimestamp`, captioned with its line;
   * one panel of the screencap's frame when there is no line. Layout as
   * `client.getComicUrl`. No request.
   * @throws {TypeError} when the client's generation in use is not `'2026'`,
   *   before anything else (a classic instance has no `comic/img`).
   * @throws {TypeError} | {RangeError} for a bad option, an unknown font, or a service limit passed.
   * @example
   * ```ts
   * match.getComicStripUrl({ layout: 'tall' });
   * ```
   */
  getComicStripUrl(options?: QuoteComicOptions): string {
    this.#assert2026('getComicStripUrl');
    const { layout, style } = this.#comicOptions(options, 'comic strip');
    return this.#client.getComicUrl(this.#stripPanels(style), layout === undefined ? {} : { layout });
  }

  /**
   * The 2026 site's comic editor, pre-filled with the match's strip:
   * `{base}comicmaker/<key>/<ts>?b64=<the strip's payload>&layout=<its layout>`,
   * `<ts>` the screencap's timestamp. No request.
   * @throws {TypeError} when the client's generation in use is not `'2026'`
   *   (a `'classic'` client, or an `'auto'` one not sure yet): the classic
   *   sites have no editor pages.
   * @example
   * ```ts
   * match.getComicEditorUrl(); // 'https://frinkiac.com/comicmaker/S05E01/200160?b64=W3si...&layout=wide'
   * ```
   */
  getComicEditorUrl(): string {
    // The classic sites have no editor pages.
    this.#assert2026('getComicEditorUrl');
    const strip = new URL(this.getComicStripUrl());
    const payload = strip.searchParams.get('b64') ?? '';
    const layout = strip.searchParams.get('layout') ?? 'single';
    const editor = comicEditorUrl(normalizeBaseUrl(this.#client.url), this.screencap.key, this.screencap.timestamp);
    return `${editor}${queryString([['b64', payload], ['layout', layout]])}`;
  }

  /**
   * What a 2026 render of the match is: the range `start`..`end` and one
   * overlay per line, timed to it relative to the clip's start (clamped to
   * the clip). Checked before any request.
   */
  protected renderJobOf(options: QuoteClipOptions | undefined): { target: RenderRange; options: RenderOptions } {
    const { style } = this.#clipOptions(options);
    const length = this.end - this.start;
    const overlays = this.lines.flatMap((line) => {
      const start = Math.max(0, line.start - this.start);
      const end = Math.min(length, line.end - this.start);
      if (start >= end || line.text === '') return [];
      return [{ ...style, text: line.text, start, end }];
    });
    return { target: { key: this.screencap.key, start: this.start, end: this.end }, options: { overlays } };
  }

  /** The classic service's gif or mp4 URL of `start`..`end`, the lines as its caption (one per line). No request. */
  protected classicClipUrl(format: ClipFormat, options: QuoteClipOptions | undefined): string {
    this.#clipOptions(options);
    const caption = this.lines.filter((line) => line.text !== '').map((line) => line.text).join('\n');
    return clipUrl(normalizeBaseUrl(this.#client.url), format, this.screencap.key, this.start, this.end, caption);
  }

  // The classic sites have no comic/img nor editor: a link there would fail only when opened.
  #assert2026(method: string): void {
    if (this.#client.generation !== '2026') throw needs2026Error(method, normalizeBaseUrl(this.#client.url), this.#client.options?.generation);
  }

  #clipOptions(options: unknown): QuoteClipOptions {
    assertOptionsObject(options, 'quote clip options');
    assertKnownKeys(options ?? {}, ['style'], 'quote clip');
    const style: unknown = options?.style;
    assertOptionsObject(style, 'quote clip options.style');
    return style === undefined ? {} : { style };
  }

  #comicOptions(options: unknown, what: string): QuoteComicOptions {
    assertOptionsObject(options, `${what} options`);
    assertKnownKeys(options ?? {}, ['layout', 'style'], what);
    return options ?? {};
  }

  #stripPanels(style: OverlayStyle | undefined): ComicPanelInput[] {
    const styled = style === undefined ? {} : { style };
    const lines = this.#selected.slice(0, MAX_COMIC_PANELS);
    if (lines.length === 0) return [{ frame: this.screencap.frame, ...styled }];
    return lines.map((line) => ({
      frame: { key: this.screencap.key, timestamp: line.representativeTimestamp },
      ...(line.text === '' ? {} : { caption: lineCaption(line.text) }),
      ...styled,
    }));
  }
}
