import { describe, expect, it } from '@jest/globals';
import { decodeToken, encodeToken, instanceTag } from '../../src/urls/token.js';

const BASE = 'https://frinkiac.com/';
const SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

describe('tokens', () => {
  it('read back what they carry, bound to the instance', () => {
    const data = [
      { kind: 'screencap', key: 'S05E01', timestamp: 200_160 },
      { kind: 'hit', key: 'Movie', timestamp: 1, duplicates: 2, quote: 'Café? “Don’t” 東京 🌃' },
      { kind: 'match', key: 'S05E01', timestamp: 200_160, start: 198_300, end: 204_000, lineCount: 3, quote: 'I am so smart' },
    ] as const;
    for (const one of data) {
      const token = encodeToken(BASE, one);
      expect(token).toMatch(SHAPE);
      expect(decodeToken('https://frinkiac.com', token)).toEqual(one);
      expect(() => decodeToken('https://morbotron.com/', token)).toThrow(TypeError);
    }
  });

  it('cut a long quote to its first words, within 100 characters', () => {
    const quote = `${'word '.repeat(80)}end`;
    const token = encodeToken(BASE, { kind: 'hit', key: 'S01E01', timestamp: 5, duplicates: 0, quote });
    expect(token).toMatch(SHAPE);
    const read = decodeToken(BASE, token);
    expect(read.kind === 'hit' && quote.startsWith(read.quote) && read.quote.endsWith('word')).toBe(true);
    expect(() => encodeToken(BASE, { kind: 'screencap', key: 'K'.repeat(80), timestamp: 1 })).toThrow(RangeError);
  });

  it('refuse anything not written by encodeToken', () => {
    const good = encodeToken(BASE, { kind: 'screencap', key: 'S05E01', timestamp: 200_160 });
    for (const bad of ['', 'x'.repeat(101), `${good}=`, `${good}A`, good.toUpperCase(), `s${instanceTag(BASE)}00_8UzAxRTAx`, `s${instanceTag(BASE)}4ag0_0`, 42, null]) {
      expect(() => decodeToken(BASE, bad)).toThrow(TypeError);
    }
  });
});
