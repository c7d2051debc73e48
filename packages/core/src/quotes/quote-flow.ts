import type { Operation, ScreencapOperations, SearchResults } from '../client/operations.js';
import type { Flow } from '../shared/flow.js';
import { NoSearchResultsFound } from '../errors/no-search-results-found.js';
import { searchRequestUrl } from '../urls/endpoints.js';
import type { Frame } from '../models/frame.js';
import type { EpisodeViewJson } from '../schemas/screencap.js';
import { assertOptionsObject } from '../shared/arguments.js';
import { decodeToken } from '../urls/token.js';
import { pickQuote } from './pick-quote.js';
import { assertQuote, checkedMaxLines, quoteSearches, quoteVariants, resolveQuoteOptions, resolveQuoteTarget, type QuotePlanOptions } from './quote-plan.js';
import { RankedQuoteHit, rankQuoteHits } from './rank-hits.js';
import { scoreQuote } from './score.js';
import {
  type QuoteLineSelection,
  type QuoteSubtitle,
  linesSpokenAt,
  quoteLineSelection,
  selectQuoteLines,
  selectedLine,
  subtitlesInTimeOrder,
} from './select-lines.js';
import type { QuoteHit } from './types.js';

/**
 * The requests of a quote call, one at a time, each sent with `send` (the
 * call's options applied) when the flavour's driver makes the step, so the
 * sequence (and every decision between two requests) lives here once for
 * both flavours.
 */
export type QuoteFlow<Result> = Flow<Result>;

/** Sends one request of a quote call: the flavour's effect of its result. */
export type QuoteSend = (operation: Operation<unknown>) => unknown;

/** What a quote flow reads of a screencap. */
export interface QuoteFlowScreencap {
  readonly key: string;
  readonly frame: Frame;
  readonly timestamp: number;
  readonly subtitles: readonly QuoteSubtitle[];
  readonly minTimestamp: number | undefined;
  readonly maxTimestamp: number | undefined;
}

function* searchSteps<Screencap>(
  operations: ScreencapOperations<Screencap>,
  baseUrl: string,
  quote: string,
  plan: QuotePlanOptions,
  send: QuoteSend,
): QuoteFlow<QuoteHit[]> {
  const { first, fallback } = quoteSearches(quote, plan);
  const searches = fallback === undefined ? [first] : [first, fallback];
  if (plan.variants) {
    // A variant searches where the last search of the plan did (every season after a season fallback).
    const { filter } = searches.at(-1) ?? first;
    for (const text of quoteVariants(quote, searches.map((search) => search.text))) searches.push({ text, filter });
  }
  // Built now, so a bad search fails before the first request.
  const planned = searches.map((search) => operations.search(search.text, search.filter));
  let frames: SearchResults | undefined;
  for (const [index, search] of planned.entries()) {
    try {
      frames = (yield () => send(search)) as SearchResults;
      break;
    } catch (error) {
      if (!(error instanceof NoSearchResultsFound) || index === planned.length - 1) throw error;
    }
  }
  const hits = frames === undefined ? [] : rankQuoteHits(frames, quote, plan);
  if (hits.length === 0) {
    // The service found frames, but none in the episode asked for.
    throw new NoSearchResultsFound({ query: quote, url: searchRequestUrl(baseUrl, first.text, first.filter) });
  }
  return hits;
}

/**
 * `findQuotes(quote, options)`: one search; a second only when the first
 * finds nothing and a fallback applies (`quoteSearches`); the hits ranked
 * and merged (`rankQuoteHits`).
 * @throws {TypeError} | {RangeError} for a bad quote or option, at the first step, before any request.
 * @throws {NoSearchResultsFound} when no hit is left.
 */
export function* findQuotesFlow<Screencap>(
  operations: ScreencapOperations<Screencap>,
  baseUrl: string,
  quote: unknown,
  options: unknown,
  send: QuoteSend,
): QuoteFlow<QuoteHit[]> {
  assertQuote(quote);
  const plan = resolveQuoteOptions(options);
  return yield* searchSteps(operations, baseUrl, quote, plan, send);
}

/**
 * `findQuote(quote | hit, options)`: the best hit of `findQuotes` (or the
 * hit given, without a search), then its screencap (one caption request),
 * its lines chosen by the hit's quote (`selectQuoteLines`).
 * @throws {TypeError} | {RangeError} for a bad quote, hit or option, at the first step, before any request.
 */
export function* findQuoteFlow<Screencap extends QuoteFlowScreencap, Match>(
  operations: ScreencapOperations<Screencap>,
  baseUrl: string,
  target: unknown,
  options: unknown,
  createMatch: (screencap: Screencap, quote: string, selection: QuoteLineSelection) => Match,
  send: QuoteSend,
): QuoteFlow<Match> {
  const given = resolveQuoteTarget(target);
  const plan = resolveQuoteOptions(options, true);
  let frame = given.kind === 'hit' ? given.frame : undefined;
  if (frame === undefined) {
    const hits = yield* searchSteps(operations, baseUrl, given.quote, plan, send);
    frame = (plan.pick === 'weighted' ? pickQuote(hits) : hits[0])?.frame;
  }
  if (frame === undefined) throw new NoSearchResultsFound({ query: given.quote, url: searchRequestUrl(baseUrl, given.quote, plan.filter) });
  const caption = operations.screencap({ episode: frame.key, timestamp: frame.timestamp });
  const screencap = (yield () => send(caption)) as Screencap;
  const selection = selectQuoteLines(screencap.subtitles, given.quote, {
    timestamp: screencap.timestamp,
    minTimestamp: screencap.minTimestamp,
    maxTimestamp: screencap.maxTimestamp,
    maxLines: plan.maxLines,
  });
  return createMatch(screencap, given.quote, selection);
}

/** The option names of `randomQuote`, beside a call's own. */
export const RANDOM_QUOTE_OPTION_KEYS: readonly string[] = ['seasonMin', 'seasonMax', 'maxLines'];

/**
 * `randomQuote(options)`: a random screencap (one `api/random` request,
 * within the season range), and a match of the lines spoken at its frame
 * grown to whole sentences, as a search's match is. No caption request: the
 * random answer carries the frame's subtitles (and, on the 2026 service,
 * its nearby frames).
 * @throws {TypeError} | {RangeError} for a bad option, at the first step, before any request.
 */
export function* randomQuoteFlow<Screencap extends QuoteFlowScreencap, Match>(
  operations: ScreencapOperations<Screencap>,
  options: unknown,
  createMatch: (screencap: Screencap, quote: string, selection: QuoteLineSelection) => Match,
  send: QuoteSend,
): QuoteFlow<Match> {
  assertOptionsObject(options, 'randomQuote options');
  const maxLines = checkedMaxLines(options?.maxLines);
  const random = operations.random(options);
  const screencap = (yield () => send(random)) as Screencap;
  const quote = linesSpokenAt(screencap.subtitles, screencap.timestamp);
  const selection = selectQuoteLines(screencap.subtitles, quote, { ...boundsOf(screencap), maxLines });
  return createMatch(screencap, quote, selection);
}

function boundsOf(screencap: QuoteFlowScreencap): { timestamp: number; minTimestamp: number | undefined; maxTimestamp: number | undefined } {
  return { timestamp: screencap.timestamp, minTimestamp: screencap.minTimestamp, maxTimestamp: screencap.maxTimestamp };
}

/** What `fromToken` needs of its client beyond the operations. */
export interface TokenSource<Screencap, Match> {
  readonly url: string;
  readonly operations: ScreencapOperations<Screencap>;
  /** Whether the client works as `'2026'` (whose hits carry their line's text). */
  readonly has2026Texts: () => boolean;
  readonly createMatch: (screencap: Screencap, quote: string, selection: QuoteLineSelection) => Match;
  readonly send: QuoteSend;
}

// The lines within a token's range, in time order.
function linesWithin(subtitles: readonly QuoteSubtitle[], start: number, end: number): QuoteSubtitle[] {
  return subtitlesInTimeOrder(subtitles).filter((line) => line.StartTimestamp >= start && line.EndTimestamp <= end);
}

/**
 * `fromToken(token)`: the hit, match or screencap a token names, from one
 * caption request at its frame. A match whose lines its frame's caption does
 * not all hold (an extended one) reads them from the episode's subtitles of
 * its range (one request more).
 * @throws {TypeError} at the first step, before any request, for a malformed token or one of another instance.
 */
export function* fromTokenFlow<Screencap extends QuoteFlowScreencap, Match>(source: TokenSource<Screencap, Match>, token: unknown): QuoteFlow<Screencap | QuoteHit | Match> {
  const data = decodeToken(source.url, token);
  const caption = source.operations.screencap({ episode: data.key, timestamp: data.timestamp });
  const screencap = (yield () => source.send(caption)) as Screencap;
  if (data.kind === 'screencap') return screencap;
  if (data.kind === 'hit') {
    // The caption's line that best says the quote stands for the search's text.
    const [text] = source.has2026Texts()
      ? subtitlesInTimeOrder(screencap.subtitles)
          .map((line, index) => ({ text: line.Content.trim(), index, score: scoreQuote(data.quote, line.Content) }))
          .sort((left, right) => right.score - left.score || left.index - right.index)
          .map((line) => line.text)
      : [];
    return new RankedQuoteHit(screencap.frame, data.quote, text, data.duplicates);
  }
  let lines = linesWithin(screencap.subtitles, data.start, data.end);
  if (lines.length !== data.lineCount) {
    const view = (yield () => source.send(source.operations.episode(data.key, data.start, data.end))) as EpisodeViewJson;
    lines = linesWithin(view.Subtitles, data.start, data.end);
  }
  const selection = quoteLineSelection(lines.map(selectedLine), data.quote, boundsOf(screencap), { start: data.start, end: data.end });
  return source.createMatch(screencap, data.quote, selection);
}
