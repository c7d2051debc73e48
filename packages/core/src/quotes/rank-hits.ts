import { type Frame, baseUrlOfFrame } from '../models/frame.js';
import { encodeToken } from '../urls/token.js';
import { scoreQuote } from './score.js';
import type { QuoteHit } from './types.js';

/** A hit as `findQuotes` and `fromToken` give it; see {@link QuoteHit}. */
export class RankedQuoteHit implements QuoteHit {
  readonly frame: Frame;
  readonly key: string;
  readonly timestamp: number;
  readonly quote: string;
  readonly text: string | undefined;
  readonly score: number | undefined;
  readonly duplicates: number;

  /**
   * @param frame - the hit's frame.
   * @param quote - the text searched for.
   * @param text - the hit's subtitle line, when known.
   * @param duplicates - how many hits were merged into this one.
   */
  constructor(frame: Frame, quote: string, text: string | undefined, duplicates: number) {
    this.frame = frame;
    this.key = frame.key;
    this.timestamp = frame.timestamp;
    this.quote = quote;
    this.text = text;
    this.score = text === undefined ? undefined : scoreQuote(quote, text);
    this.duplicates = duplicates;
  }

  /** {@inheritDoc QuoteHit.toToken} */
  toToken(): string {
    const baseUrl = baseUrlOfFrame(this.frame);
    if (baseUrl === undefined) throw new TypeError('this hit\'s frame was not built by a client, so it names no instance');
    return encodeToken(baseUrl, { kind: 'hit', key: this.key, timestamp: this.timestamp, duplicates: this.duplicates, quote: this.quote });
  }
}

/** The default of `dedupe`: hits of one episode closer than 10 s are one hit. */
export const DEFAULT_QUOTE_DEDUPE = 10_000;

/** How {@link rankQuoteHits} filters and merges. */
export interface RankQuoteHitsOptions {
  /** Keep only the hits of this episode key. @default every episode */
  readonly episode?: string | undefined;
  /** Hits of one episode closer than this many ms are one hit; `0` keeps all. @default 10000 */
  readonly dedupe?: number;
}

/**
 * Ranks a search's frames as hits for `quote`: each scored by its subtitle
 * text (`frame.content`, sent by the 2026 service) with `scoreQuote`, best
 * first, ties (and hits without text, as from the classic service) in the
 * service's order; then hits of one episode closer than `dedupe` ms merged
 * into the better one, which counts them in `duplicates`. Pure.
 * @example
 * ```ts
 * const [best] = rankQuoteHits(await client.search(quote), quote);
 * ```
 */
export function rankQuoteHits(frames: readonly Frame[], quote: string, options: RankQuoteHitsOptions = {}): QuoteHit[] {
  const { episode, dedupe = DEFAULT_QUOTE_DEDUPE } = options;
  const scored = frames
    .filter((frame) => episode === undefined || frame.key === episode)
    .map((frame, index) => ({ frame, index, score: frame.content === undefined ? undefined : scoreQuote(quote, frame.content) }))
    .sort((left, right) => (right.score ?? -1) - (left.score ?? -1) || left.index - right.index);
  const kept: { frame: Frame; score: number | undefined; duplicates: number }[] = [];
  for (const hit of scored) {
    const near = kept.find((other) => other.frame.key === hit.frame.key && Math.abs(other.frame.timestamp - hit.frame.timestamp) < dedupe);
    if (near) near.duplicates += 1;
    else kept.push({ frame: hit.frame, score: hit.score, duplicates: 0 });
  }
  return kept.map(({ frame, duplicates }) => new RankedQuoteHit(frame, quote, frame.content, duplicates));
}
