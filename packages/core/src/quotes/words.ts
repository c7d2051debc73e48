// Apostrophes inside a word ("don't", "s’il") are dropped rather than split on,
// so a quote typed with a straight apostrophe matches a curly one.
const APOSTROPHES = /['\u2018\u2019\u02BC\u0060\u00B4]/gu;
const MARKS = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The words of a quote or a subtitle line as quote matching compares them:
 * compatibility-decomposed with accents and other marks removed, lower-cased,
 * apostrophes dropped, split on anything that is not a letter or a digit
 * (punctuation, curly or straight quotes, any white space).
 * @example
 * ```ts
 * quoteWords('Café? “Don’t”  MOVE!'); // ['cafe', 'dont', 'move']
 * ```
 */
export function quoteWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(NOT_WORD)
    .filter((word) => word !== '');
}
