import { quoteWords } from './words.js';

/** How many of `quote`'s words appear in `text` in the same order (the longest common subsequence). */
export function wordsInOrder(quote: readonly string[], text: readonly string[]): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (const word of quote) {
    const current = new Array<number>(text.length + 1).fill(0);
    for (let index = 1; index <= text.length; index += 1) {
      current[index] = text[index - 1] === word ? (previous[index - 1] ?? 0) + 1 : Math.max(previous[index] ?? 0, current[index - 1] ?? 0);
    }
    previous = current;
  }
  return previous[text.length] ?? 0;
}

/**
 * How well `text` matches `quote`, from 0 to 1: the share of the quote's
 * words that appear in the text in the quote's order, compared case-,
 * accent-, punctuation- and white-space-insensitively (see
 * `quoteWords`). `1` when every word of the quote appears in order
 * (other words may come between them); `0` when none does, or the quote has
 * no word.
 * @example
 * ```ts
 * scoreQuote('im so smart', 'I am so smart! S-M-R-T!'); // 0.666...: "so smart" in order, "im" missing
 * scoreQuote('so smart', '“I am SO smart!”'); // 1
 * ```
 */
export function scoreQuote(quote: string, text: string): number {
  const wanted = quoteWords(quote);
  if (wanted.length === 0) return 0;
  return wordsInOrder(wanted, quoteWords(text)) / wanted.length;
}
