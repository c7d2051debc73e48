import { assertCount, assertEpisodeKey, assertOptionsObject } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import type { FrameLike } from '../shared/frame-like.js';
import { seasonQuery, type SeasonFilter } from '../urls/season-filter.js';
import { DEFAULT_QUOTE_DEDUPE } from './rank-hits.js';
import { DEFAULT_QUOTE_MAX_LINES } from './select-lines.js';
import { quoteSentences } from './sentences.js';
import { quoteWords } from './words.js';

/** The option names of `QuoteOptions`, beside a call's own. */
export const QUOTE_OPTION_KEYS: readonly string[] = ['seasonMin', 'seasonMax', 'episode', 'seasonFallback', 'dedupe', 'maxLines', 'variants'];

/** The option names of `findQuote`: those of `findQuotes`, and `pick`. */
export const FIND_QUOTE_OPTION_KEYS: readonly string[] = [...QUOTE_OPTION_KEYS, 'pick'];

/** How `findQuote` chooses among the hits of a quote. */
export type QuotePick = 'best' | 'weighted';

/** The most lines `maxLines` allows. */
export const MAX_QUOTE_LINES = 8;

/** Quote options, checked, with their defaults filled in, and the call's own options split off. */
export interface QuotePlanOptions {
  readonly filter: SeasonFilter;
  readonly episode: string | undefined;
  readonly seasonFallback: boolean;
  readonly dedupe: number;
  readonly maxLines: number;
  readonly variants: boolean;
  readonly pick: QuotePick;
  /** The options left for the call itself (`timeout`, `signal`, ...), checked by the flavour. */
  readonly call: Record<string, unknown>;
}

/**
 * Checks the options of `findQuotes`/`findQuote` (before any request) and
 * splits off the call's own options.
 * @throws {TypeError} for an option of the wrong type; {RangeError} for
 *   `maxLines` outside 1 to 8, a `dedupe` below 0, or a bad season range.
 */
export function resolveQuoteOptions(options: unknown, takesPick = false): QuotePlanOptions {
  assertOptionsObject(options, 'quote options');
  const { seasonMin, seasonMax, episode, seasonFallback = false, dedupe = DEFAULT_QUOTE_DEDUPE, maxLines, variants = false, ...rest } = options ?? {};
  // `pick` is findQuote's alone: left among a findQuotes call's own options, it is refused there as unknown.
  const { pick = 'best', ...call } = takesPick ? rest : { ...rest, pick: 'best' };
  if (!takesPick && 'pick' in rest) call.pick = rest.pick;
  seasonQuery({ seasonMin, seasonMax });
  if (episode !== undefined) assertEpisodeKey(episode, 'episode');
  if (typeof seasonFallback !== 'boolean') throw new TypeError(`seasonFallback must be a boolean, got ${describeValue(seasonFallback)}`);
  assertCount(dedupe, 'dedupe');
  const lines = checkedMaxLines(maxLines);
  if (typeof variants !== 'boolean') throw new TypeError(`variants must be a boolean, got ${describeValue(variants)}`);
  if (pick !== 'best' && pick !== 'weighted') throw new TypeError(`pick must be 'best' or 'weighted', got ${describeValue(pick)}`);
  const filter: SeasonFilter = {
    ...(seasonMin === undefined ? {} : { seasonMin: seasonMin as number }),
    ...(seasonMax === undefined ? {} : { seasonMax: seasonMax as number }),
  };
  return { filter, episode, seasonFallback, dedupe, maxLines: lines, variants, pick, call };
}

/**
 * Checks `maxLines` (1 to 8) and fills in its default, 4.
 * @throws {TypeError} for a value that is not a number; {RangeError} for one outside 1 to 8.
 */
export function checkedMaxLines(maxLines: unknown): number {
  if (maxLines === undefined) return DEFAULT_QUOTE_MAX_LINES;
  if (typeof maxLines !== 'number') throw new TypeError(`maxLines must be a number, got ${describeValue(maxLines)}`);
  if (!Number.isInteger(maxLines) || maxLines < 1 || maxLines > MAX_QUOTE_LINES) {
    throw new RangeError(`maxLines must be an integer from 1 to ${MAX_QUOTE_LINES}, got ${describeValue(maxLines)}`);
  }
  return maxLines;
}

// Characters kept in a variant: letters, digits, marks, white space and apostrophes (those inside words).
const NOT_KEPT = /[^\p{L}\p{N}\p{M}\s'\u2019]/gu;
const LOOSE_APOSTROPHES = /(?<![\p{L}\p{N}])['\u2019]|['\u2019](?![\p{L}\p{N}])/gu;
const VARIANT_WORDS = 6;

/**
 * The searches `variants: true` adds when every search of a call found
 * nothing, in order: the quote without punctuation and quotation marks (when
 * that changes it), then its first six words (when it has more). None
 * repeats a text already searched.
 * @example
 * ```ts
 * quoteVariants('"Stupid sexy Flanders!" he said, feeling great about it'); // ['Stupid sexy Flanders he said feeling great about it', 'Stupid sexy Flanders he said feeling']
 * ```
 */
export function quoteVariants(quote: string, searched: readonly string[] = [quote]): string[] {
  const bare = quote.replace(NOT_KEPT, ' ').replace(LOOSE_APOSTROPHES, ' ').trim().split(/\s+/u);
  const variants = [bare.join(' ')];
  if (bare.length > VARIANT_WORDS) variants.push(bare.slice(0, VARIANT_WORDS).join(' '));
  const seen = new Set(searched.map((text) => text.trim()));
  return variants.filter((text) => {
    if (quoteWords(text).length === 0 || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
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
