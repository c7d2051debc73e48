import { assertCount, assertEpisodeKey, assertOptionsObject } from '../internal/arguments.js';
import { describeValue } from '../internal/describe-value.js';
import type { FrameLike } from '../client/screencap-target.js';
import { seasonQuery, type SeasonFilter } from '../urls/season-filter.js';
import { DEFAULT_QUOTE_DEDUPE } from './rank-hits.js';
import { DEFAULT_QUOTE_MAX_LINES } from './select-lines.js';
import { quoteSentences } from './sentences.js';
import { quoteWords } from './words.js';

/** The option names of `QuoteOptions`, beside a call's own. */
export const QUOTE_OPTION_KEYS: readonly string[] = ['seasonMin', 'seasonMax', 'episode', 'seasonFallback', 'dedupe', 'maxLines'];

/** The most lines `maxLines` allows. */
export const MAX_QUOTE_LINES = 8;

/** Quote options, checked, with their defaults filled in, and the call's own options split off. */
export interface QuotePlanOptions {
  readonly filter: SeasonFilter;
  readonly episode: string | undefined;
  readonly seasonFallback: boolean;
  readonly dedupe: number;
  readonly maxLines: number;
  /** The options left for the call itself (`timeout`, `signal`, ...), checked by the flavour. */
  readonly call: Record<string, unknown>;
}

/**
 * Checks the options of `findQuotes`/`findQuote` (before any request) and
 * splits off the call's own options.
 * @throws {TypeError} for an option of the wrong type; {RangeError} for
 *   `maxLines` outside 1 to 8, a `dedupe` below 0, or a bad season range.
 */
export function resolveQuoteOptions(options: unknown): QuotePlanOptions {
  assertOptionsObject(options, 'quote options');
  const { seasonMin, seasonMax, episode, seasonFallback = false, dedupe = DEFAULT_QUOTE_DEDUPE, maxLines = DEFAULT_QUOTE_MAX_LINES, ...call } = options ?? {};
  seasonQuery({ seasonMin, seasonMax });
  if (episode !== undefined) assertEpisodeKey(episode, 'episode');
  if (typeof seasonFallback !== 'boolean') throw new TypeError(`seasonFallback must be a boolean, got ${describeValue(seasonFallback)}`);
  assertCount(dedupe, 'dedupe');
  if (typeof maxLines !== 'number') throw new TypeError(`maxLines must be a number, got ${describeValue(maxLines)}`);
  if (!Number.isInteger(maxLines) || maxLines < 1 || maxLines > MAX_QUOTE_LINES) {
    throw new RangeError(`maxLines must be an integer from 1 to ${MAX_QUOTE_LINES}, got ${describeValue(maxLines)}`);
  }
  const filter: SeasonFilter = {
    ...(seasonMin === undefined ? {} : { seasonMin: seasonMin as number }),
    ...(seasonMax === undefined ? {} : { seasonMax: seasonMax as number }),
  };
  return { filter, episode, seasonFallback, dedupe, maxLines, call };
}

/**
 * Checks a quote: a string with at least one word (letters or digits).
 * @throws {TypeError} for anything else.
 */
export function assertQuote(quote: unknown): asserts quote is string {
  if (typeof quote !== 'string' || quoteWords(quote).length === 0) {
    throw new TypeError(`quote must be a string with at least one word, got ${describeValue(quote)}`);
  }
}

/** One search of a quote: the text sent and its season filter. */
export interface QuoteSearch {
  readonly text: string;
  readonly filter: SeasonFilter;
}

/**
 * The searches of a quote: the first, and the one to send when the first
 * finds nothing (`undefined` when none applies). The second searches every
 * season when `seasonFallback` is on and a season range was given, and the
 * quote's longest sentence when the quote holds more than one (how the
 * service matches words across subtitle lines is not known).
 */
export function quoteSearches(quote: string, options: Pick<QuotePlanOptions, 'filter' | 'seasonFallback'>): { first: QuoteSearch; fallback: QuoteSearch | undefined } {
  const first = { text: quote, filter: options.filter };
  const sentences = quoteSentences(quote);
  const widen = options.seasonFallback && (options.filter.seasonMin !== undefined || options.filter.seasonMax !== undefined);
  if (sentences.length < 2 && !widen) return { first, fallback: undefined };
  let text = quote;
  if (sentences.length > 1) {
    // The sentence with the most words; the first of equals.
    text = sentences.reduce((longest, sentence) => (quoteWords(sentence).length > quoteWords(longest).length ? sentence : longest));
  }
  return { first, fallback: { text, filter: widen ? {} : options.filter } };
}

/** What `findQuote` was given: a quote to search, or a hit to resolve. */
export type QuoteTarget = { readonly kind: 'quote'; readonly quote: string } | { readonly kind: 'hit'; readonly quote: string; readonly frame: FrameLike };

/**
 * Reads the first argument of `findQuote`: a quote, or a `QuoteHit` (any
 * object with a `quote` and a `frame` of `key` and `timestamp`).
 * @throws {TypeError} for anything else.
 */
export function resolveQuoteTarget(target: unknown): QuoteTarget {
  if (typeof target === 'string') {
    assertQuote(target);
    return { kind: 'quote', quote: target };
  }
  const hit = target as { readonly frame?: unknown; readonly quote?: unknown } | null;
  if (typeof hit === 'object' && hit !== null && typeof hit.frame === 'object' && hit.frame !== null) {
    assertQuote(hit.quote);
    return { kind: 'hit', quote: hit.quote, frame: hit.frame as FrameLike };
  }
  throw new TypeError(`findQuote takes a quote (a string) or a QuoteHit from findQuotes, got ${describeValue(target)}`);
}
