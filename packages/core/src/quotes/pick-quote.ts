import { assertOptionsObject } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';

/** Options of {@link pickQuote}. */
export interface PickQuoteOptions {
  /**
   * How far below the best score a hit may be and still be picked, from 0 to 1.
   * @default 0.15
   */
  readonly spread?: number;
  /**
   * A source of numbers in [0, 1), for a repeatable pick (a seeded generator in a test).
   * @default Math.random
   */
  readonly random?: () => number;
}

/** The default of `PickQuoteOptions.spread`. */
export const DEFAULT_PICK_SPREAD = 0.15;

/** What {@link pickQuote} reads of a hit. */
export interface PickableHit {
  /** How well the hit matches the quote, from 0 to 1; `undefined` when the service sent no text. */
  readonly score: number | undefined;
}

/**
 * One of the strong hits of a quote, for a different good answer each time:
 * among the hits whose `score` is within `spread` of the best (only those
 * scoring 1 when any does, so an exact phrase always wins over a near one),
 * one chosen at random, weighted by its score. Hits without a score (the
 * classic service sends no text) give the first hit. Pure but for `random`.
 * @throws {RangeError} for an empty array, or a `spread` outside 0 to 1.
 * @throws {TypeError} for anything but an array, or a `random` that is not a function.
 * @example
 * ```ts
 * import { pickQuote } from '@screencap/core';
 *
 * const hits = await client.findQuotes('pi is exactly three'); // sync: no await
 * const match = await client.findQuote(pickQuote(hits)); // or findQuote(quote, { pick: 'weighted' })
 * ```
 */
export function pickQuote<Hit extends PickableHit>(hits: readonly Hit[], options?: PickQuoteOptions): Hit {
  const list: unknown = hits;
  if (!Array.isArray(list)) throw new TypeError(`hits must be an array of hits (from findQuotes), got ${describeValue(hits)}`);
  const given: unknown = options;
  assertOptionsObject(given, 'pickQuote options');
  const { spread = DEFAULT_PICK_SPREAD, random: source = Math.random } = given ?? {};
  if (typeof spread !== 'number' || !(spread >= 0 && spread <= 1)) throw new RangeError(`spread must be a number from 0 to 1, got ${describeValue(spread)}`);
  if (typeof source !== 'function') throw new TypeError(`random must be a function returning a number in [0, 1), got ${describeValue(source)}`);
  const random = source as () => number;
  const [first] = hits;
  if (first === undefined) throw new RangeError('pickQuote needs at least one hit, got an empty array');
  const scores = hits.map((hit) => hit.score).filter((score): score is number => typeof score === 'number');
  if (scores.length === 0) return first;
  const best = Math.max(...scores);
  const floor = best === 1 ? 1 : best - spread;
  const strong = hits.filter((hit) => typeof hit.score === 'number' && hit.score >= floor - 1e-9);
  const total = strong.reduce((sum, hit) => sum + (hit.score ?? 0), 0);
  // All scored 0: no hit is better than another.
  if (total === 0) return strong[Math.min(strong.length - 1, Math.floor(random() * strong.length))] ?? first;
  let left = random() * total;
  for (const hit of strong) {
    left -= hit.score ?? 0;
    if (left < 0) return hit;
  }
  return strong.at(-1) ?? first;
}
