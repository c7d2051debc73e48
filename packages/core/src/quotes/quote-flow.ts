import type { Operation, ScreencapOperations, SearchResults } from '../client/operations.js';
import type { Flow } from '../shared/flow.js';
import { NoSearchResultsFound } from '../errors/no-search-results-found.js';
import { searchRequestUrl } from '../urls/endpoints.js';
import { assertQuote, quoteSearches, resolveQuoteOptions, resolveQuoteTarget, type QuotePlanOptions } from './quote-plan.js';
import { rankQuoteHits } from './rank-hits.js';
import { type QuoteLineSelection, type QuoteSubtitle, selectQuoteLines } from './select-lines.js';
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
  const firstSearch = operations.search(first.text, first.filter);
  // Built now, so a bad fallback fails before the first request.
  const secondSearch = fallback === undefined ? undefined : operations.search(fallback.text, fallback.filter);
  let frames: SearchResults;
  try {
    frames = (yield () => send(firstSearch)) as SearchResults;
  } catch (error) {
    if (!(error instanceof NoSearchResultsFound) || secondSearch === undefined) throw error;
    frames = (yield () => send(secondSearch)) as SearchResults;
  }
  const hits = rankQuoteHits(frames, quote, plan);
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
  const plan = resolveQuoteOptions(options);
  let frame = given.kind === 'hit' ? given.frame : undefined;
  if (frame === undefined) {
    const [best] = yield* searchSteps(operations, baseUrl, given.quote, plan, send);
    frame = best?.frame;
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
