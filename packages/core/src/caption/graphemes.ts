/**
 * Internal helpers shared by the caption rules: grapheme segmentation.
 * Not re-exported from the package.
 *
 * @internal
 * @packageDocumentation
 */

let segmenter: Intl.Segmenter | undefined;

// Created on first use so that importing the package has no side effects;
// one instance is reused because constructing a segmenter is costly.
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

/**
 * Splits text into grapheme clusters (what a reader sees as characters).
 *
 * @param text - The text to split.
 * @param limit - Stop after this many clusters; the rest of the text is ignored.
 * @returns The clusters, in order, at most `limit` of them.
 * @example
 * ```ts
 * takeGraphemes('e\u0301te\u0301'); // ['e\u0301', 't', 'e\u0301']
 * ```
 * @internal
 */
export function takeGraphemes(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const clusters: string[] = [];
  if (limit <= 0) return clusters;
  for (const { segment } of graphemeSegmenter().segment(text)) {
    clusters.push(segment);
    if (clusters.length >= limit) break;
  }
  return clusters;
}

/**
 * Counts the grapheme clusters of a text.
 *
 * @param text - The text to measure.
 * @returns The number of clusters.
 * @example
 * ```ts
 * countGraphemes('👨‍👩‍👧‍👦 ok'); // 4
 * ```
 * @internal
 */
export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter().segment(text)) count += 1;
  return count;
}

/**
 * Finds the end of the grapheme cluster that contains a code unit.
 *
 * @param text - The text.
 * @param index - A code unit index inside `text`.
 * @returns The code unit index just after that cluster, or `index` when it is
 * outside the text.
 * @example
 * ```ts
 * graphemeEnd('ae\u0301b', 1); // 3
 * ```
 * @internal
 */
export function graphemeEnd(text: string, index: number): number {
  const cluster = graphemeSegmenter().segment(text).containing(index);
  return cluster === undefined ? index : cluster.index + cluster.segment.length;
}
