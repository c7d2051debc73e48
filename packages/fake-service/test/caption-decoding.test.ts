import { describe, expect, test } from '@jest/globals';
import { CaptionDecodingError, decodeCaption, decodeUrlSafeBase64 } from '../src/caption-decoding.js';
import { encodeCaption } from './support/http.js';

describe('decodeCaption', () => {
  test.each([
    ['Hello', 'SGVsbG8='],
    ['Hi', 'SGk='],
    ['Hey!', 'SGV5IQ=='],
    ['', ''],
  ])('decodes %j from padded %s', (caption, encoded) => {
    expect(decodeCaption(encoded)).toBe(caption);
  });

  test('padding is optional', () => {
    expect(decodeCaption('SGVsbG8')).toBe('Hello');
    expect(decodeCaption('SGV5IQ')).toBe('Hey!');
  });

  test('reads the URL-safe alphabet: - and _ stand for + and /', () => {
    // ">>>" is "Pj4+" and "???" is "Pz8/" in the standard alphabet.
    expect(decodeCaption('Pj4-')).toBe('>>>');
    expect(decodeCaption('Pz8_')).toBe('???');
  });

  test.each(['東京タワー', '👨‍👩‍👧‍👦 🇯🇵', 'Cafe\u0301', 'line one\nline two', '♪ 3.14 & #5 + 100% / "Hi!" ♪'])(
    'round-trips %j',
    (caption) => {
      expect(decodeCaption(encodeCaption(caption))).toBe(caption);
      expect(decodeCaption(encodeCaption(caption).replace(/=+$/, ''))).toBe(caption);
    },
  );

  test.each([
    ['standard-alphabet +', 'Pj4+'],
    ['standard-alphabet /', 'Pz8/'],
    ['a space (a + decoded by the query parser)', 'Pj4 '],
    ['a non-ASCII character', 'SGVsbG8é'],
    ['an impossible length', 'SGVsb'],
    ['padding on a length not divisible by 4', 'SGk=='],
    ['padding in the middle', 'SG=k'],
    ['three padding characters', 'S==='],
    ['non-zero bits after the last byte', 'SGl='],
    ['bytes that are not UTF-8', '_w=='],
  ])('rejects %s', (_description, encoded) => {
    expect(() => decodeCaption(encoded)).toThrow(CaptionDecodingError);
  });

  test('decodeUrlSafeBase64 gives the raw bytes', () => {
    expect([...decodeUrlSafeBase64('_-8')]).toEqual([0xff, 0xef]);
  });
});
