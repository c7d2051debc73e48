import type { Frame } from '../models/frame.js';
import type { SeasonFilter } from '../urls/season-filter.js';

/** One subtitle line of a quote match. */
export interface QuoteLine {
  /** The line's text, as the service sends it (trimmed). */
  readonly text: string;
  /** When the line appears, in ms from the episode's start. */
  readonly start: number;
  /** When it goes, in ms from the episode's start. */
  readonly end: number;
}

/** One search hit for a quote, ranked: what `findQuotes` returns, and what `findQuote` takes instead of a quote. */
export interface QuoteHit {
  /** The hit's frame. */
  readonly frame: Frame;
  /** The frame's episode key. */
  readonly key: string;
  /** The frame's timestamp, in ms. */
  readonly timestamp: number;
  /** The text that was searched for: the lines of a match are chosen by it. */
  readonly quote: string;
  /** The hit's subtitle line when the service sends it (the 2026 service's `Content`), else `undefined`. */
  readonly text: string | undefined;
  /** How well `text` matches `quote`, from 0 to 1 (see `scoreQuote`); `undefined` without `text`. */
  readonly score: number | undefined;
  /** How many other hits of the same episode, closer than `dedupe` ms, were merged into this one; 0 for a lone hit. */
  readonly duplicates: number;
  /**
   * A URL-safe token (`A-Z a-z 0-9 - _`, at most 100 characters: a Discord
   * button's `custom_id`) naming this hit, bound to its instance; the quote
   * rides along, cut to its first words when the whole does not fit.
   * `client.fromToken(token)` gives the hit back (one caption request).
   * @example
   * ```ts
   * new ButtonBuilder().setCustomId(hit.toToken()).setLabel(hit.text ?? hit.key);
   * ```
   */
  toToken(): string;
}

/** Options of `findQuotes` and `findQuote` (besides a call's own options). */
export interface QuoteOptions extends SeasonFilter {
  /** Keep only the hits of this episode key, such as `S05E01`. @default every episode */
  readonly episode?: string;
  /**
   * When the season range finds nothing, search every season (a second
   * request).
   * @default false
   */
  readonly seasonFallback?: boolean;
  /**
   * Hits of one episode closer than this many ms are one hit (the better
   * kept, its `duplicates` counting the others); `0` keeps every hit.
   * @default 10000
   */
  readonly dedupe?: number;
  /**
   * The most subtitle lines a match keeps, 1 to 8.
   * @default 4
   */
  readonly maxLines?: number;
  /**
   * When every search of the call found nothing, up to two more: the quote
   * without punctuation and quotation marks (when that changes it), then its
   * first six words (when it has more), for a quote remembered wrong.
   * @default false
   */
  readonly variants?: boolean;
}

/** Options of `findQuote` (besides a call's own options): those of `findQuotes`, and `pick`. */
export interface FindQuoteOptions extends QuoteOptions {
  /**
   * Which hit: `'best'`, the first (best-ranked); `'weighted'`, one of the
   * strong hits at random, weighted by score (`pickQuote`), for a different
   * good answer each time.
   * @default 'best'
   */
  readonly pick?: 'best' | 'weighted';
}

/** Options of `randomQuote` (besides a call's own options). */
export interface RandomQuoteOptions extends SeasonFilter {
  /**
   * The most subtitle lines the match keeps, 1 to 8.
   * @default 4
   */
  readonly maxLines?: number;
}
