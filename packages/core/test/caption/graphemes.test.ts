import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';

import { formatCaption } from '../../src/caption/format-caption.js';
import {
  countGraphemes,
  countSpaceJoinedGraphemes,
  graphemeEnd,
  takeGraphemes,
  withSegmenterOnly,
} from '../../src/caption/graphemes.js';
import { shortenCaption } from '../../src/caption/shorten-caption.js';

// The ASCII fast path must never change a result: every test here compares it
// with the segmenter-only path (withSegmenterOnly) or with the test's own
// segmenter.

const RUNS = { numRuns: 2000 };

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const clustersOf = (text: string): string[] => Array.from(segmenter.segment(text), ({ segment }) => segment);

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, offset) => String.fromCharCode(0x20 + offset));
const ALL_ASCII = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code));

// Characters next to which the ASCII shortcuts must not be taken: marks that
// join what comes before (Extend, SpacingMark, ZWJ, a variation selector), one
// that joins what comes after (Prepend U+0600), emoji sequences, flags and a
// lone regional indicator, Hangul jamo, an Indic conjunct, CJK, lone
// surrogates, and the non-ASCII characters real captions hold.
const SPECIALS = [
  '\u0301', 'e\u0301', '\u0903', '\u200D', '\uFE0F', '\u0600', '\u0600a', '\u{1F44D}\u{1F3FD}',
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '\u{1F1EB}\u{1F1F7}', '\u{1F1EB}', '\u1100\u1161', '\uAC00',
  '\u0915\u094D\u0937', '日本語', 'さようなら', '\uD83D', '\uDE00', '♪', '’', '”', '」', 'é', 'Ñandú', '\u00AD',
];

const printableAscii = fc.string({ unit: fc.constantFrom(...PRINTABLE_ASCII), maxLength: 120 });
const asciiWord = fc.stringMatching(/^[A-Za-z0-9'-]{1,15}$/u);
const punctuation = fc.constantFrom('.', '!', '?', '...', '?!', ',', '"', "'", ')', ']', '3.14', 'S-M-R-T!');
const space = fc.constantFrom(' ', ' ', ' ', '  ', '\t', '\n', '\r\n', '\u00A0', '\u3000');
const special = fc.constantFrom(...SPECIALS);

const asciiWords = fc
  .array(fc.oneof({ arbitrary: asciiWord, weight: 4 }, punctuation, space), { maxLength: 40 })
  .map((parts) => parts.join(''));
const mixed = fc
  .array(fc.oneof({ arbitrary: asciiWord, weight: 4 }, { arbitrary: space, weight: 2 }, punctuation, special), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));
const caption = fc.oneof(printableAscii, asciiWords, mixed, fc.string({ unit: 'grapheme' }));

const options = fc.record({
  maxLines: fc.integer({ min: 1, max: 6 }),
  maxChars: fc.integer({ min: 1, max: 40 }),
  shorten: fc.boolean(),
});

describe('the premise of the ASCII fast path (UAX #29)', () => {
  it('finds a boundary after every printable ASCII character followed by any ASCII character', () => {
    for (const first of PRINTABLE_ASCII) {
      for (const second of ALL_ASCII) {
        expect(clustersOf(`${first}${second}`)).toEqual([first, second]);
      }
    }
  });
});

describe('grapheme helpers', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('counts and cuts printable ASCII without the segmenter', () => {
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    expect(countGraphemes('Hi there, S-M-R-T!')).toBe(18);
    expect(takeGraphemes('abcdef', 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(takeGraphemes('abc')).toEqual(['a', 'b', 'c']);
    expect(takeGraphemes('abc', 0)).toEqual([]);
    expect(countSpaceJoinedGraphemes('so', 2, 'smart', 5)).toBe(8);
    expect(graphemeEnd('Hi!\nYes.', 2)).toBe(3);
    expect(graphemeEnd('Hi!', 2)).toBe(3);
    expect(formatCaption('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T')).toBe(
      'I am so smart! I am so\nsmart! S-M-R-T!',
    );
    expect(segment).not.toHaveBeenCalled();
  });

  it('uses the segmenter for everything inside withSegmenterOnly, and only there', () => {
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    expect(withSegmenterOnly(() => countGraphemes('abc'))).toBe(3);
    expect(segment).toHaveBeenCalledTimes(1);
    expect(countGraphemes('abc')).toBe(3);
    expect(segment).toHaveBeenCalledTimes(1);
  });

  it('restores the fast path when the function throws', () => {
    expect(() =>
      withSegmenterOnly(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    const segment = jest.spyOn(Intl.Segmenter.prototype, 'segment');
    countGraphemes('abc');
    expect(segment).not.toHaveBeenCalled();
  });

  it('falls back to the segmenter for any other character', () => {
    expect(countGraphemes('e\u0301t\u00E9')).toBe(3);
    expect(countGraphemes('ok\u{1F44D}\u{1F3FD}')).toBe(3);
    expect(takeGraphemes('a\u{1F1EB}\u{1F1F7}b', 2)).toEqual(['a', '\u{1F1EB}\u{1F1F7}']);
    expect(countGraphemes('a\tb')).toBe(3);
    expect(countGraphemes('a\r\nb')).toBe(3);
  });

  it('counts the joins around the space of a joined line', () => {
    // A combining mark after the space joins it; a Prepend before the space takes it in.
    expect(countSpaceJoinedGraphemes('so', 2, '\u0301x', 2)).toBe(4);
    expect(countSpaceJoinedGraphemes('a\u0600', 2, 'b', 1)).toBe(3);
    expect(countSpaceJoinedGraphemes('a\u0600', 2, '\u0301b', 2)).toBe(3);
    expect(countSpaceJoinedGraphemes('\u{1F1EB}', 1, '\u{1F1F7}', 1)).toBe(3);
    expect(countSpaceJoinedGraphemes('\u{1F468}\u200D', 1, '\u{1F469}', 1)).toBe(3);
    expect(countSpaceJoinedGraphemes('♪', 1, 'Hi', 2)).toBe(4);
    expect(countSpaceJoinedGraphemes('x', 1, '\u200D\u{1F469}', 2)).toBe(3);
  });

  it('finds the end of a cluster after an ASCII character only when nothing joins it', () => {
    expect(graphemeEnd('a.\u0301b', 1)).toBe(3);
    expect(graphemeEnd('a!\u200D', 1)).toBe(3);
    expect(graphemeEnd('\u0600.', 1)).toBe(2);
    expect(graphemeEnd('a.', 5)).toBe(5);
  });
});

describe('the ASCII fast path changes no result', () => {
  it('gives the clusters and counts the segmenter gives', () => {
    fc.assert(
      fc.property(caption, fc.integer({ min: 0, max: 50 }), (text, limit) => {
        expect(countGraphemes(text)).toBe(clustersOf(text).length);
        expect(takeGraphemes(text)).toEqual(clustersOf(text));
        expect(takeGraphemes(text, limit)).toEqual(clustersOf(text).slice(0, limit));
      }),
      RUNS,
    );
  });

  it('counts a joined line as the segmenter does', () => {
    const piece = caption.filter((text) => text !== '');
    fc.assert(
      fc.property(piece, piece, (left, right) => {
        const count = countSpaceJoinedGraphemes(left, clustersOf(left).length, right, clustersOf(right).length);
        expect(count).toBe(clustersOf(`${left} ${right}`).length);
      }),
      RUNS,
    );
  });

  it('finds the cluster ends the segmenter finds', () => {
    fc.assert(
      fc.property(caption, fc.nat(), (text, seed) => {
        const index = text === '' ? 0 : seed % text.length;
        expect(graphemeEnd(text, index)).toBe(withSegmenterOnly(() => graphemeEnd(text, index)));
      }),
      RUNS,
    );
  });

  it('formats every caption as the segmenter-only path does', () => {
    fc.assert(
      fc.property(caption, options, (text, opts) => {
        expect(formatCaption(text, opts)).toBe(withSegmenterOnly(() => formatCaption(text, opts)));
      }),
      RUNS,
    );
  });

  it('shortens every caption as the segmenter-only path does', () => {
    fc.assert(
      fc.property(caption, (text) => {
        expect(shortenCaption(text)).toBe(withSegmenterOnly(() => shortenCaption(text)));
      }),
      RUNS,
    );
  });

  it('formats typical captions as the segmenter-only path does, for every option', () => {
    const captions = [
      'I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T',
      '♪ Testing, testing, one two three ♪ Good morning, Testingtons!',
      'Café au lait, s’il vous plaît. Café with a combining accent, Zoe\u0301!',
      'Family photo! \u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} Next stop: \u{1F1EF}\u{1F1F5}! Then \u{1F1EB}\u{1F1F7}.',
      'Thumbs up \u{1F44D}\u{1F3FD} for pancakes. ♪ 東京 ♪',
      'Pi is 3.14, or so "they" say (mostly). Supercalifragilisticexpialidocious!',
      '안녕하세요, Testingtons. 你好，世界！ Sayōnara! さようなら!',
    ];
    for (const text of captions) {
      for (let maxLines = 1; maxLines <= 6; maxLines += 1) {
        for (let maxChars = 1; maxChars <= 40; maxChars += 1) {
          for (const shorten of [true, false]) {
            const opts = { maxLines, maxChars, shorten };
            expect(formatCaption(text, opts)).toBe(withSegmenterOnly(() => formatCaption(text, opts)));
          }
        }
      }
    }
  });
});
