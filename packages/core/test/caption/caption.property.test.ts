import { Buffer } from 'node:buffer';

import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { decodeCaption, encodeCaption } from '../../src/caption/encode-caption.js';
import { formatCaption } from '../../src/caption/format-caption.js';
import { shortenCaption } from '../../src/caption/shorten-caption.js';

const RUNS = { numRuns: 1000 };

// The test's own segmenter, so that line lengths are not measured by the code under test.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemeCount = (text: string): number => [...segmenter.segment(text)].length;

const anyCodeUnit = fc.nat({ max: 0xffff }).map((code) => String.fromCharCode(code));

const word = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 50 }),
  fc.constantFrom('3.14', 'v2.0.', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '\u{1F1EB}\u{1F1F7}', 'e\u0301', '日本語', '\u0301x', '\uFEFF', 'a\uFEFFb'),
);
const space = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00A0', '\u3000', '\u2028', '\u0085');
const punctuation = fc.constantFrom('.', '!', '?', '♪', '...', '?!', '"', "'", ')', ']', '」', '”', '»');

const caption = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: anyCodeUnit }),
  fc.array(fc.oneof(word, space, punctuation), { maxLength: 40 }).map((parts) => parts.join('')),
);

const options = fc.record({
  maxLines: fc.integer({ min: 1, max: 6 }),
  maxChars: fc.integer({ min: 1, max: 40 }),
  shorten: fc.boolean(),
});

// Unicode's White_Space, as the caption rules use: JavaScript's \s and trim()
// count U+FEFF and leave out U+0085, so they would judge the wrong characters.
const withoutWhiteSpace = (text: string): string => text.replace(/\p{White_Space}+/gu, '');

describe('formatCaption properties', () => {
  it('keeps every line within the limits, trimmed and non-empty', () => {
    fc.assert(
      fc.property(caption, options, (text, opts) => {
        const result = formatCaption(text, opts);
        if (result === '') return;
        const lines = result.split('\n');
        expect(lines.length).toBeLessThanOrEqual(opts.maxLines);
        for (const line of lines) {
          expect(line).not.toBe('');
          expect(line).not.toMatch(/^\p{White_Space}|\p{White_Space}$/u);
          expect(graphemeCount(line)).toBeLessThanOrEqual(opts.maxChars);
        }
      }),
      RUNS,
    );
  });

  it('keeps the words in order, dropping only from the end', () => {
    fc.assert(
      fc.property(caption, options, (text, opts) => {
        const result = formatCaption(text, opts);
        expect(withoutWhiteSpace(text).startsWith(withoutWhiteSpace(result))).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives an empty string only for input without words', () => {
    fc.assert(
      fc.property(caption, options, (text, opts) => {
        const result = formatCaption(text, { ...opts, shorten: false });
        expect(result === '').toBe(withoutWhiteSpace(text) === '');
      }),
      RUNS,
    );
  });

  it('is stable when wrapped again without shortening', () => {
    fc.assert(
      fc.property(caption, options, (text, opts) => {
        const once = formatCaption(text, { ...opts, shorten: false });
        expect(formatCaption(once, { ...opts, shorten: false })).toBe(once);
      }),
      RUNS,
    );
  });
});

describe('shortenCaption properties', () => {
  it('returns a prefix of its input and is idempotent', () => {
    fc.assert(
      fc.property(caption, (text) => {
        const result = shortenCaption(text);
        expect(text.startsWith(result)).toBe(true);
        expect(shortenCaption(result)).toBe(result);
      }),
      RUNS,
    );
  });
});

describe('encodeCaption properties', () => {
  const wellFormed = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());

  it('round-trips through decodeCaption', () => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        expect(decodeCaption(encodeCaption(text))).toBe(text);
        expect(decodeCaption(encodeCaption(text).replace(/=+$/u, ''))).toBe(text);
      }),
      RUNS,
    );
  });

  it('only uses the URL-safe alphabet with trailing padding', () => {
    fc.assert(
      fc.property(caption, (text) => {
        const encoded = encodeCaption(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*={0,2}$/u);
        expect(encoded.length % 4).toBe(0);
      }),
      RUNS,
    );
  });

  it('agrees with Buffer base64url decoding', () => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        expect(Buffer.from(encodeCaption(text), 'base64url').toString('utf8')).toBe(text);
      }),
      RUNS,
    );
  });

  it('writes lone surrogates as U+FFFD', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodeUnit }), (text) => {
        expect(decodeCaption(encodeCaption(text))).toBe(text.replace(/\p{Cs}/gu, '\uFFFD'));
      }),
      RUNS,
    );
  });
});
