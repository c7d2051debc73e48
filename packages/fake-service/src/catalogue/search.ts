/**
 * Subtitle search, matching the way the real services do: by word prefix.
 *
 * Text and query are split into words the same way: NFC-normalised (so a
 * combining accent equals the precomposed letter), lower-cased, words are
 * runs of letters, marks and digits, and other punctuation separates words
 * without being searchable. The symbols `&`, `#`, `+`, `%` and `/` are the
 * exception: each is a one-character word of its own, so a search for
 * `salt & pepper`, `#5`, `c++`, `100%` or `and/or` can tell whether the
 * symbol reached the service or was lost in URL encoding.
 */
import type { Catalogue, RawFrame, RawSubtitle } from './types.js';
import { nearestFrame } from './lookup.js';

/** Most results one search returns (the real services have shown 36 and 48). */
export const SEARCH_RESULT_LIMIT = 48;

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const SYMBOL_WORDS = new Set(['&', '#', '+', '%', '/']);

/** Splits text into the lower-cased words search compares. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  let current = '';
  for (const character of text.normalize('NFC').toLowerCase()) {
    if (WORD_CHARACTER.test(character)) {
      current += character;
      continue;
    }
    if (current !== '') words.push(current);
    current = '';
    if (SYMBOL_WORDS.has(character)) words.push(character);
  }
  if (current !== '') words.push(current);
  return words;
}

/** Whether every query word is a prefix of some word of the line. */
function matches(queryWords: readonly string[], lineWords: readonly string[]): boolean {
  return queryWords.every((queryWord) => lineWords.some((lineWord) => lineWord.startsWith(queryWord)));
}

/**
 * Subtitle lines matching `query`, in catalogue order; none for a query
 * without words. `include` narrows the lines searched (the 2026 season
 * filters) before the result limit applies.
 */
export function searchSubtitles(catalogue: Catalogue, query: string, include: (line: RawSubtitle) => boolean = () => true): RawSubtitle[] {
  const queryWords = searchWords(query);
  if (queryWords.length === 0) return [];
  return catalogue.subtitles.filter((line) => include(line) && matches(queryWords, searchWords(line.Content))).slice(0, SEARCH_RESULT_LIMIT);
}

/** The search answer: the representative frame of each matching line. */
export function searchFrames(catalogue: Catalogue, query: string): RawFrame[] {
  return searchSubtitles(catalogue, query).flatMap((line) => {
    const frame = nearestFrame(catalogue, line.Episode, line.RepresentativeTimestamp);
    return frame === undefined ? [] : [frame];
  });
}
