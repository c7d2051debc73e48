import { describeValue } from '../shared/describe-value.js';
import { graphemeEnd } from './graphemes.js';
import { lazily } from '../shared/lazily.js';

const SENTENCE_ENDINGS: ReadonlySet<string> = new Set(['.', '!', '?', '♪']);

// The contract names the first twelve; the full-width and CJK brackets are the
// same closers in the captions of dubbed or subtitled episodes.
const CLOSERS: ReadonlySet<string> = new Set([
  '"', "'", '”', '’', '»', '›', ')', ']', '}', '」', '』',
  '）', '］', '｝', '＂', '＇', '〉', '》', '】', '〕', '〗', '〙', '〛',
]);

const DIGIT_BEFORE = lazily(() => /\p{Nd}$/u);
const DIGIT_AFTER = lazily(() => /^\p{Nd}/u);

/**
 * Cuts a caption after its last sentence ending, so that a caption cut to a
 * few lines does not stop in the middle of a sentence.
 *
 * - Endings are `.`, `!`, `?` and `♪`, at any position (the first character
 *   too). A `.` between two digits (`3.14`) is a decimal point, not an ending.
 * - Closing quotes and brackets right after the ending are kept with it
 *   (`"Hi!")` stays whole).
 * - Anything attached to the ending's character (a combining mark, a
 *   variation selector) is kept: the cut never splits a grapheme.
 * - Trailing white space is removed. With no ending, the caption is returned
 *   exactly as given.
 *
 * @param caption - The caption text.
 * @returns The caption up to and including its last sentence ending and the
 * closers that follow it, or the caption unchanged when it has no ending.
 * @throws TypeError if `caption` is not a string.
 * @example
 * ```ts
 * shortenCaption('I am so smart! S-M-R-T'); // 'I am so smart!'
 * shortenCaption('She said "Hi!" and left'); // 'She said "Hi!"'
 * shortenCaption('Pi is 3.14 or so'); // 'Pi is 3.14 or so'
 * ```
 */
export function shortenCaption(caption: string): string {
  const text: unknown = caption;
  if (typeof text !== 'string') {
    throw new TypeError(`caption must be a string, got ${describeValue(text)}`);
  }
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (isSentenceEnding(text, index)) {
      return text.slice(0, endOfClosers(text, graphemeEnd(text, index))).trimEnd();
    }
  }
  return text;
}

function isSentenceEnding(text: string, index: number): boolean {
  const char = text.charAt(index);
  if (!SENTENCE_ENDINGS.has(char)) return false;
  if (char !== '.') return true;
  // Two code units each side, so that astral digits (𝟑) count as digits too.
  return !(
    DIGIT_BEFORE().test(text.slice(Math.max(0, index - 2), index)) &&
    DIGIT_AFTER().test(text.slice(index + 1, index + 3))
  );
}

function endOfClosers(text: string, start: number): number {
  let end = start;
  while (end < text.length && CLOSERS.has(text.charAt(end))) {
    end = graphemeEnd(text, end);
  }
  return end;
}
