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

// The ASCII fast path. Intl.Segmenter costs several µs even on a short word,
// and most captions are plain ASCII. Unicode's grapheme cluster rules (UAX #29,
// https://www.unicode.org/reports/tr29/#Grapheme_Cluster_Boundary_Rules) keep
// two characters together only for CR LF (GB3), Hangul jamo (GB6-GB8), a
// following Extend, ZWJ or SpacingMark (GB9, GB9a), a preceding Prepend
// (GB9b), Indic conjuncts (GB9c), emoji ZWJ sequences (GB11) and pairs of
// regional indicators (GB12, GB13). Every printable ASCII character
// (U+0020..U+007E) has the property Other and is neither a pictograph nor an
// Indic consonant or linker, and no ASCII character at all is Extend, ZWJ or
// SpacingMark. So there is always a boundary after a printable ASCII character
// that is followed by an ASCII character or ends the text: in a string made
// only of printable ASCII every character is a cluster of its own, and
// `.length` and `.slice()` count and cut clusters.
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/u;

let asciiFastPath = true;

function isPrintableAscii(text: string): boolean {
  return asciiFastPath && PRINTABLE_ASCII.test(text);
}

/** Whether the code unit at `index` is printable ASCII (`false` outside the text). */
function isPrintableAsciiAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index); // NaN outside the text
  return asciiFastPath && code >= 0x20 && code <= 0x7e;
}

/**
 * Runs a function with the ASCII fast path and the other shortcuts turned
 * off, so that every count and cut made meanwhile segments the whole text
 * with `Intl.Segmenter`. Only for tests, which
 * check that both paths give the same results.
 *
 * @param run - The function to run.
 * @returns What `run` returns.
 * @example
 * ```ts
 * withSegmenterOnly(() => formatCaption('Hi there!')); // 'Hi there!'
 * ```
 * @internal
 */
export function withSegmenterOnly<T>(run: () => T): T {
  const previous = asciiFastPath;
  asciiFastPath = false;
  try {
    return run();
  } finally {
    asciiFastPath = previous;
  }
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
  // One cluster per character in printable ASCII (see PRINTABLE_ASCII).
  if (isPrintableAscii(text)) return text.slice(0, limit).split('');
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
  // One cluster per character in printable ASCII (see PRINTABLE_ASCII).
  if (isPrintableAscii(text)) return text.length;
  let count = 0;
  for (const _ of graphemeSegmenter().segment(text)) count += 1;
  return count;
}

/**
 * Counts the grapheme clusters of two texts joined by one space, knowing the
 * count of each, without segmenting the joined text again.
 *
 * Only the two boundaries around the space can differ from those of `left`
 * and `right` alone: a `right` that starts with a combining mark (Extend,
 * ZWJ, SpacingMark) merges with the space (GB9, GB9a), and a `left` that ends
 * with a prepended mark (Prepend, such as U+0600) takes the space in (GB9b).
 * Each depends only on the character next to the space, and no rule looks
 * across a space (those that look further back, GB9c, GB11 and GB12-GB13,
 * need an unbroken run of marks, ZWJ or regional indicators). So the counts
 * add up, plus one for the space, minus each boundary that the characters
 * around the space do not have. With printable ASCII on both sides both
 * boundaries are there (see PRINTABLE_ASCII) and nothing is segmented.
 *
 * @param left - The text before the space.
 * @param leftCount - The number of clusters of `left`.
 * @param right - The text after the space.
 * @param rightCount - The number of clusters of `right`.
 * @returns The number of clusters of `${left} ${right}`.
 * @example
 * ```ts
 * countSpaceJoinedGraphemes('so', 2, 'smart', 5); // 8
 * countSpaceJoinedGraphemes('so', 2, '\u0301x', 2); // 4: the mark joins the space
 * ```
 * @internal
 */
export function countSpaceJoinedGraphemes(
  left: string,
  leftCount: number,
  right: string,
  rightCount: number,
): number {
  // Tests compare with the plain way: segmenting the joined text whole.
  if (!asciiFastPath) return countGraphemes(`${left} ${right}`);
  if (isPrintableAsciiAt(left, left.length - 1) && isPrintableAsciiAt(right, 0)) {
    return leftCount + 1 + rightCount;
  }
  // Two code units each side keep a surrogate pair next to the space whole.
  const before = left.slice(-2);
  const edges = `${before} ${right.slice(0, 2)}`;
  const space = before.length;
  let boundaries = 0;
  for (const { index } of graphemeSegmenter().segment(edges)) {
    if (index === space || index === space + 1) boundaries += 1;
  }
  return leftCount + 1 + rightCount - (2 - boundaries);
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
  // After a printable ASCII character followed by any ASCII character (line
  // breaks included) or by the end of the text, there is always a boundary
  // (see PRINTABLE_ASCII).
  if (isPrintableAsciiAt(text, index) && (index + 1 === text.length || text.charCodeAt(index + 1) < 0x80)) {
    return index + 1;
  }
  const cluster = graphemeSegmenter().segment(text).containing(index);
  return cluster === undefined ? index : cluster.index + cluster.segment.length;
}
