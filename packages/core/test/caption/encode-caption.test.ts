import { describe, expect, it } from '@jest/globals';

import { decodeCaption, encodeCaption } from '../../src/caption/encode-caption.js';

const CASES: readonly (readonly [string, string])[] = [
  ['', ''],
  ['a', 'YQ=='],
  ['ab', 'YWI='],
  ['abc', 'YWJj'],
  ["D'oh!\nWoo-hoo!", 'RCdvaCEKV29vLWhvbyE='],
  ['>>>?', 'Pj4-Pw=='],
  ['???', 'Pz8_'],
  ['a b\nc', 'YSBiCmM='],
  ['日本', '5pel5pys'],
  ['\u{1F44D}', '8J-RjQ=='],
  ['♪', '4pmq'],
  ['\uFEFF', '77u_'],
];

describe('encodeCaption', () => {
  it.each(CASES)('encodes %p as %p', (caption, encoded) => {
    expect(encodeCaption(caption)).toBe(encoded);
  });

  it('uses - and _ where standard base64 has + and /', () => {
    expect(encodeCaption('\u00FB\u00FF')).toBe('w7vDvw==');
    expect(encodeCaption('>>>')).toBe('Pj4-');
    expect(encodeCaption('???')).not.toContain('/');
  });

  it('does not format, shorten or percent-encode', () => {
    expect(encodeCaption('Hi. There & you?')).toBe('SGkuIFRoZXJlICYgeW91Pw==');
  });

  it('writes a lone surrogate as U+FFFD', () => {
    expect(encodeCaption('\uD800')).toBe('77-9');
    expect(encodeCaption('a\uDC00')).toBe(encodeCaption('a\uFFFD'));
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [{}, 'an object'],
  ])('rejects %p', (value, shown) => {
    expect(() => encodeCaption(value as never)).toThrow(
      new TypeError(`caption must be a string, got ${shown}`),
    );
  });
});

describe('decodeCaption', () => {
  it.each(CASES)('decodes %p from %p', (caption, encoded) => {
    expect(decodeCaption(encoded)).toBe(caption);
  });

  it('accepts input without padding', () => {
    expect(decodeCaption('YQ')).toBe('a');
    expect(decodeCaption('YWI')).toBe('ab');
    expect(decodeCaption('8J-RjQ')).toBe('\u{1F44D}');
  });

  it.each([
    ['ab+c', '"ab+c" is not URL-safe base64: "+" at index 2 is outside the alphabet A-Z a-z 0-9 - _'],
    ['ab/c', '"ab/c" is not URL-safe base64: "/" at index 2 is outside the alphabet A-Z a-z 0-9 - _'],
    ['YQ =', '"YQ =" is not URL-safe base64: " " at index 2 is outside the alphabet A-Z a-z 0-9 - _'],
    ['QQ=A', '"QQ=A" is not URL-safe base64: "=" at index 2 is outside the alphabet A-Z a-z 0-9 - _'],
    ['Y\u{1F44D}', '"Y\u{1F44D}" is not URL-safe base64: "\u{1F44D}" at index 1 is outside the alphabet A-Z a-z 0-9 - _'],
  ])('rejects characters outside the alphabet in %p', (encoded, message) => {
    expect(() => decodeCaption(encoded)).toThrow(new RangeError(message));
  });

  it.each([
    ['Q', '"Q" is not URL-safe base64: no byte sequence encodes to a length of 1 (without padding)'],
    ['YWJjZ', '"YWJjZ" is not URL-safe base64: no byte sequence encodes to a length of 5 (without padding)'],
    ['QQ=', '"QQ=" is not URL-safe base64: wrong padding (1 "=" after 2 characters)'],
    ['Q===', '"Q===" is not URL-safe base64: wrong padding (3 "=" after 1 characters)'],
    ['YWJj====', '"YWJj====" is not URL-safe base64: wrong padding (4 "=" after 4 characters)'],
    ['=', '"=" is not URL-safe base64: wrong padding (1 "=" after 0 characters)'],
  ])('rejects an impossible length or wrong padding in %p', (encoded, message) => {
    expect(() => decodeCaption(encoded)).toThrow(new RangeError(message));
  });

  it('rejects bytes that are not UTF-8', () => {
    expect(() => decodeCaption('____')).toThrow(RangeError);
    expect(() => decodeCaption('____')).toThrow('"____" does not decode to UTF-8 text');
    expect(() => decodeCaption('wA')).toThrow('"wA" does not decode to UTF-8 text');
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
  ])('rejects %p', (value, shown) => {
    expect(() => decodeCaption(value as never)).toThrow(
      new TypeError(`encoded caption must be a string, got ${shown}`),
    );
  });
});
