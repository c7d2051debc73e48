import { describe, expect, it } from '@jest/globals';

import {
  DEFAULT_MAX_CHARS,
  DEFAULT_MAX_LINES,
  formatCaption,
} from '../../src/caption/format-caption.js';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦
const FRANCE = '\u{1F1EB}\u{1F1F7}'; // 🇫🇷
const GERMANY = '\u{1F1E9}\u{1F1EA}'; // 🇩🇪
const JAPAN = '\u{1F1EF}\u{1F1F5}'; // 🇯🇵
const THUMB_MEDIUM = '\u{1F44D}\u{1F3FD}'; // 👍🏽
const THUMB_DARK = '\u{1F44D}\u{1F3FF}'; // 👍🏿
const E_ACUTE = 'e\u0301'; // é written with a combining mark

describe('formatCaption defaults', () => {
  it('exports the defaults', () => {
    expect(DEFAULT_MAX_LINES).toBe(4);
    expect(DEFAULT_MAX_CHARS).toBe(24);
  });

  it('wraps at 24 characters and shortens by default', () => {
    expect(formatCaption('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T')).toBe(
      'I am so smart! I am so\nsmart! S-M-R-T!',
    );
  });

  it('treats {} and undefined fields as the defaults', () => {
    const caption = 'I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T';
    expect(formatCaption(caption, {})).toBe('I am so smart! I am so\nsmart! S-M-R-T!');
    expect(
      formatCaption(caption, { maxLines: undefined, maxChars: undefined, shorten: undefined }),
    ).toBe('I am so smart! I am so\nsmart! S-M-R-T!');
  });

  it('keeps at most 4 lines by default', () => {
    expect(formatCaption('a b c d e f', { maxChars: 1 })).toBe('a\nb\nc\nd');
  });

  it('cuts a 25-character word after 24 by default', () => {
    expect(formatCaption('abcdefghijklmnopqrstuvwxy')).toBe('abcdefghijklmnopqrstuvwx\ny');
  });
});

describe('formatCaption word splitting (rule 1)', () => {
  it('splits on tabs, line breaks, NBSP, ideographic space and runs of white space', () => {
    expect(formatCaption('a\tb\nc\u00A0d\u3000e\r\nf   g\u2003h', { shorten: false })).toBe(
      'a b c d e f g h',
    );
  });

  it('drops leading and trailing white space', () => {
    expect(formatCaption('  \t hi there \n ', { shorten: false })).toBe('hi there');
  });

  it('gives an empty string for empty or white-space-only input', () => {
    expect(formatCaption('')).toBe('');
    expect(formatCaption('   ')).toBe('');
    expect(formatCaption(' \t\n\r\u00A0\u3000\u2028 ', { shorten: false })).toBe('');
  });
});

describe('formatCaption greedy filling (rules 2, 5, 6)', () => {
  it('keeps a line that is exactly maxChars long', () => {
    expect(formatCaption('hello world', { maxChars: 11 })).toBe('hello world');
  });

  it('breaks when one more character would not fit', () => {
    expect(formatCaption('hello world', { maxChars: 10 })).toBe('hello\nworld');
  });

  it('fills each line greedily with one space between words', () => {
    expect(formatCaption('aa bb cc dd ee ff gg', { maxChars: 5, shorten: false })).toBe(
      'aa bb\ncc dd\nee ff\ngg',
    );
  });

  it('drops the lines beyond maxLines', () => {
    expect(formatCaption('aa bb cc dd ee', { maxChars: 2, maxLines: 3, shorten: false })).toBe(
      'aa\nbb\ncc',
    );
  });

  it('works with maxLines of 1', () => {
    expect(formatCaption('Hello there. General Kenobi', { maxLines: 1, shorten: false })).toBe(
      'Hello there. General',
    );
    expect(formatCaption('Hello there. General Kenobi', { maxLines: 1 })).toBe('Hello there.');
  });

  it('works with maxChars of 1', () => {
    expect(formatCaption('ab c', { maxChars: 1 })).toBe('a\nb\nc');
    expect(formatCaption('ab cd', { maxChars: 1, shorten: false })).toBe('a\nb\nc\nd');
  });

  it('works with maxLines and maxChars of 1', () => {
    expect(formatCaption('xyz', { maxLines: 1, maxChars: 1 })).toBe('x');
  });

  it('never starts with an empty line or a space (reference client faults)', () => {
    expect(formatCaption('abcdefghijklmnopqrstuvwxyz0123')).toBe('abcdefghijklmnopqrstuvwx\nyz0123');
    expect(formatCaption('one two', { maxChars: 3 })).toBe('one\ntwo');
  });

  it('accepts large limits', () => {
    expect(formatCaption('a b', { maxLines: 1e9, maxChars: Number.MAX_SAFE_INTEGER })).toBe('a b');
  });
});

describe('formatCaption counts what a reader sees (rule 3)', () => {
  it('counts a ZWJ family emoji once', () => {
    expect(formatCaption(`${FAMILY} ${FAMILY}`, { maxChars: 3 })).toBe(`${FAMILY} ${FAMILY}`);
    expect(formatCaption(`${FAMILY} ${FAMILY}`, { maxChars: 2 })).toBe(`${FAMILY}\n${FAMILY}`);
  });

  it('counts a flag once', () => {
    expect(formatCaption(`${FRANCE} ${GERMANY}`, { maxChars: 3 })).toBe(`${FRANCE} ${GERMANY}`);
  });

  it('counts an emoji with a skin tone once', () => {
    expect(formatCaption(`ok ${THUMB_MEDIUM}`, { maxChars: 4 })).toBe(`ok ${THUMB_MEDIUM}`);
  });

  it('counts a letter with a combining mark once', () => {
    const word = `caf${E_ACUTE}`;
    expect(formatCaption(`${word} ${word}`, { maxChars: 9 })).toBe(`${word} ${word}`);
    expect(formatCaption(`${word} ${word}`, { maxChars: 8 })).toBe(`${word}\n${word}`);
  });

  it('counts CJK characters one each', () => {
    expect(formatCaption('日本語の テキスト', { maxChars: 9 })).toBe('日本語の テキスト');
    expect(formatCaption('日本語の テキスト', { maxChars: 8 })).toBe('日本語の\nテキスト');
    expect(formatCaption('你好\u3000世界', { maxChars: 5 })).toBe('你好 世界');
  });

  it('measures the joined line, so a mark after the space does not count twice', () => {
    // The space and U+0301 form one cluster: the line reads as three characters.
    expect(formatCaption('a \u0301b', { maxChars: 3 })).toBe('a \u0301b');
    expect(formatCaption('a \u0301b', { maxChars: 2 })).toBe('a\n\u0301b');
  });
});

describe('formatCaption long words (rule 4)', () => {
  it('keeps a word of exactly maxChars whole', () => {
    expect(formatCaption('abcde', { maxChars: 5 })).toBe('abcde');
    expect(formatCaption('hi abcdef', { maxChars: 6 })).toBe('hi\nabcdef');
  });

  it('cuts a word of maxChars + 1', () => {
    expect(formatCaption('abcdef', { maxChars: 5 })).toBe('abcde\nf');
  });

  it('starts a long word on a new line and lets later words join its last piece', () => {
    expect(formatCaption('hi abcdefgh ij', { maxChars: 6 })).toBe('hi\nabcdef\ngh ij');
    expect(formatCaption('a bcdefgh', { maxChars: 6 })).toBe('a\nbcdefg\nh');
  });

  it('starts a long word on the current line when it is empty', () => {
    expect(formatCaption('abcdefgh ij', { maxChars: 6 })).toBe('abcdef\ngh ij');
  });

  it('drops the pieces beyond maxLines', () => {
    expect(formatCaption('abcdefghijklmnop', { maxChars: 4, maxLines: 2 })).toBe('abcd\nefgh');
    expect(formatCaption(`x ${'y'.repeat(100_000)} z`, { maxChars: 3, maxLines: 2 })).toBe('x\nyyy');
  });

  it('never splits a grapheme inside a long word', () => {
    expect(formatCaption(`ab${FAMILY}cd${FRANCE}ef`, { maxChars: 3 })).toBe(
      `ab${FAMILY}\ncd${FRANCE}\nef`,
    );
    expect(formatCaption(`${FRANCE}${GERMANY}${JAPAN}`, { maxChars: 2 })).toBe(
      `${FRANCE}${GERMANY}\n${JAPAN}`,
    );
    expect(formatCaption(`${THUMB_MEDIUM}${THUMB_DARK}`, { maxChars: 1 })).toBe(
      `${THUMB_MEDIUM}\n${THUMB_DARK}`,
    );
    expect(formatCaption(E_ACUTE.repeat(3), { maxChars: 2 })).toBe(`${E_ACUTE}${E_ACUTE}\n${E_ACUTE}`);
  });

  it('cuts CJK text without spaces', () => {
    expect(formatCaption('日本語のテキスト', { maxChars: 4 })).toBe('日本語の\nテキスト');
  });
});

describe('formatCaption shortening (rule 7)', () => {
  it('cuts after the last sentence ending of the wrapped text', () => {
    expect(formatCaption('Hello. How are you')).toBe('Hello.');
    expect(formatCaption('Hello. How are you', { shorten: false })).toBe('Hello. How are you');
  });

  it('shortens after dropping lines', () => {
    expect(formatCaption('One. Two three four. Five', { maxChars: 9, maxLines: 2 })).toBe('One.');
  });

  it('leaves text without an ending as wrapped', () => {
    expect(formatCaption('no ending  here')).toBe('no ending here');
    expect(formatCaption('Pi is 3.14 ok')).toBe('Pi is 3.14 ok');
  });

  it('keeps closing quotes and a closing note', () => {
    expect(formatCaption('He said "Hi!" to me')).toBe('He said "Hi!"');
    expect(formatCaption('♪ Happy birthday ♪')).toBe('♪ Happy birthday ♪');
  });
});

describe('formatCaption argument checks (rule 8)', () => {
  it.each([
    [0, '0'],
    [-1, '-1'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
    ['4', '"4"'],
    [null, 'null'],
    [true, 'true'],
  ])('rejects maxLines and maxChars of %p', (value, shown) => {
    expect(() => formatCaption('x', { maxLines: value as never })).toThrow(
      new RangeError(`maxLines must be a positive integer, got ${shown}`),
    );
    expect(() => formatCaption('x', { maxChars: value as never })).toThrow(
      new RangeError(`maxChars must be a positive integer, got ${shown}`),
    );
  });

  it('throws RangeError instances', () => {
    expect(() => formatCaption('x', { maxChars: 0 })).toThrow(RangeError);
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [{}, 'an object'],
    [['a'], 'an array of length 1'],
  ])('rejects a caption of %p', (value, shown) => {
    expect(() => formatCaption(value as never)).toThrow(
      new TypeError(`caption must be a string, got ${shown}`),
    );
  });

  it.each([
    [null, 'null'],
    ['x', '"x"'],
    [4, '4'],
    [[], 'an array of length 0'],
  ])('rejects options of %p', (value, shown) => {
    expect(() => formatCaption('x', value as never)).toThrow(
      new TypeError(`options must be an object or undefined, got ${shown}`),
    );
  });

  it.each([
    ['yes', '"yes"'],
    [1, '1'],
    [null, 'null'],
  ])('rejects shorten of %p', (value, shown) => {
    expect(() => formatCaption('x', { shorten: value as never })).toThrow(
      new TypeError(`shorten must be a boolean, got ${shown}`),
    );
  });

  it('rejects a misspelt option rather than format with the default', () => {
    expect(() => formatCaption('x', { maxchars: 3 } as never)).toThrow(
      new TypeError('Unknown formatCaption option "maxchars"; the options are maxLines, maxChars, shorten'),
    );
  });

  it('does not throw on lone surrogates', () => {
    expect(formatCaption('a\uD800 b\uDC00', { shorten: false })).toBe('a\uD800 b\uDC00');
  });
});

describe('formatCaption on Unicode white space', () => {
  it('splits words on U+0085 (NEL), which is Unicode white space but not in JavaScript\'s \\s', () => {
    expect(formatCaption('hello\u0085world', { maxChars: 5, shorten: false })).toBe('hello\nworld');
  });

  it('does not split on U+FEFF, which JavaScript\'s \\s counts but Unicode does not call white space', () => {
    expect(formatCaption('ab\ufeffcd', { maxChars: 10, shorten: false })).toBe('ab\ufeffcd');
  });
});
