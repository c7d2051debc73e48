import { assertKnownKeys } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { countSpaceJoinedGraphemes, takeGraphemes } from './graphemes.js';
import { shortenCaption } from './shorten-caption.js';
import { lazily } from '../shared/lazily.js';

/** Default for {@link FormatCaptionOptions.maxLines}. */
export const DEFAULT_MAX_LINES = 4;

/**
 * Default for {@link FormatCaptionOptions.maxChars}; the services' own site
 * wraps captions at about 24 characters.
 */
export const DEFAULT_MAX_CHARS = 24;

/** Options of {@link formatCaption}. */
export interface FormatCaptionOptions {
  /**
   * Most lines kept; what does not fit is dropped. A positive integer.
   * @default 4
   */
  maxLines?: number;
  /**
   * Most characters (grapheme clusters) on a line. A positive integer.
   * @default 24
   */
  maxChars?: number;
  /**
   * Whether to cut the wrapped text after its last sentence ending with
   * {@link shortenCaption}.
   * @default true
   */
  shorten?: boolean;
}

// Unicode's White_Space property, as rule 1 says: JavaScript's \s leaves out
// U+0085 (NEL) and counts U+FEFF, which is not white space.
const WHITE_SPACE = lazily(() => /\p{White_Space}+/u);

/**
 * Wraps a caption into short lines for a meme, gif or mp4.
 *
 * Words are split on any white space (NBSP, ideographic space and line breaks
 * included) and fill each line greedily, one space apart. Characters are
 * counted as a reader sees them: an emoji sequence, a flag or a letter with a
 * combining mark counts once. A word longer than `maxChars` is cut into pieces
 * of `maxChars` characters (never inside a grapheme) and starts on a new line
 * unless the current one is empty; its last piece can be joined by the words
 * that follow. Lines beyond `maxLines` are dropped; lines are joined with
 * `\n` and never start or end with a space. Empty or white-space-only input
 * gives `''`.
 *
 * @param caption - The caption text.
 * @param options - Line limits and whether to shorten; see
 * {@link FormatCaptionOptions}.
 * @returns The wrapped caption, lines separated by `\n`.
 * @throws TypeError if `caption` is not a string, `options` is neither an
 * object nor `undefined` or has a key other than the three options, or
 * `shorten` is given and is not a boolean.
 * @throws RangeError if `maxLines` or `maxChars` is given and is not a
 * positive integer.
 * @example
 * ```ts
 * formatCaption('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T');
 * // 'I am so smart! I am so\nsmart! S-M-R-T!'
 * formatCaption('Supercalifragilistic', { maxChars: 8 });
 * // 'Supercal\nifragili\nstic'
 * ```
 */
export function formatCaption(caption: string, options?: FormatCaptionOptions): string {
  const text: unknown = caption;
  if (typeof text !== 'string') {
    throw new TypeError(`caption must be a string, got ${describeValue(text)}`);
  }
  const { maxLines, maxChars, shorten } = readOptions(options);
  const wrapped = wrapWords(text.split(WHITE_SPACE()), maxLines, maxChars).join('\n');
  return shorten ? shortenCaption(wrapped) : wrapped;
}

interface ResolvedOptions {
  readonly maxLines: number;
  readonly maxChars: number;
  readonly shorten: boolean;
}

const FORMAT_CAPTION_KEYS: readonly (keyof FormatCaptionOptions)[] = ['maxLines', 'maxChars', 'shorten'];

function readOptions(options: unknown): ResolvedOptions {
  if (options === undefined) {
    return { maxLines: DEFAULT_MAX_LINES, maxChars: DEFAULT_MAX_CHARS, shorten: true };
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`options must be an object or undefined, got ${describeValue(options)}`);
  }
  // As client options do: a misspelt `maxchars` must not silently format with the default.
  assertKnownKeys(options, FORMAT_CAPTION_KEYS, 'formatCaption');
  const { maxLines, maxChars, shorten } = options as Record<keyof FormatCaptionOptions, unknown>;
  if (shorten !== undefined && typeof shorten !== 'boolean') {
    throw new TypeError(`shorten must be a boolean, got ${describeValue(shorten)}`);
  }
  return {
    maxLines: positiveInteger('maxLines', maxLines, DEFAULT_MAX_LINES),
    maxChars: positiveInteger('maxChars', maxChars, DEFAULT_MAX_CHARS),
    shorten: shorten ?? true,
  };
}

function positiveInteger(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive integer, got ${describeValue(value)}`);
  }
  return value;
}

function wrapWords(words: readonly string[], maxLines: number, maxChars: number): string[] {
  const lines: string[] = [];
  // A word that long fills every line on its own, so the rest of it is never
  // segmented (keeps huge input cheap).
  const enough = maxLines * maxChars + 1;
  let current = '';
  // The clusters of `current`, kept so that a line is not segmented again
  // every time a word is tried on it.
  let currentCount = 0;
  for (const word of words) {
    // split() leaves an empty string where the caption starts or ends with white space.
    if (word === '') continue;
    const clusters = takeGraphemes(word, enough);
    if (clusters.length > maxChars) {
      if (current !== '') lines.push(current);
      const pieces = chunk(clusters, maxChars);
      current = pieces.pop() ?? '';
      currentCount = clusters.length - pieces.length * maxChars;
      lines.push(...pieces);
    } else if (current === '') {
      current = word;
      currentCount = clusters.length;
    } else {
      // Not always the sum of both counts plus one: a word starting with a
      // combining mark merges with the space before it, and the reader sees
      // one character (countSpaceJoinedGraphemes allows for that).
      const joinedCount = countSpaceJoinedGraphemes(current, currentCount, word, clusters.length);
      if (joinedCount <= maxChars) {
        current = `${current} ${word}`;
        currentCount = joinedCount;
      } else {
        lines.push(current);
        current = word;
        currentCount = clusters.length;
      }
    }
    if (lines.length >= maxLines) break;
  }
  if (current !== '') lines.push(current);
  return lines.slice(0, maxLines);
}

function chunk(clusters: readonly string[], size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < clusters.length; start += size) {
    pieces.push(clusters.slice(start, start + size).join(''));
  }
  return pieces;
}
