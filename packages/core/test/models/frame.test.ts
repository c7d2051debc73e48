import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Frame } from '../../src/models/frame.js';
import { imageUrl } from '../../src/urls/media.js';
import { catchError } from '../support/catch-error.js';
import { searchResults2026 } from '../support/payloads.js';

// A classic instance: these tests are about the interface's meme links (2026 ones: frame-meme-2026.test.ts).
const FRINKIAC = { url: 'https://frinkiac.com/', generation: 'classic' } as const;
const RAW = { Id: 701002, Episode: 'S05E01', Timestamp: 200160 };

describe('Frame', () => {
  it('takes its fields from the raw JSON', () => {
    const frame = new Frame(FRINKIAC, RAW);
    expect(frame.json).toBe(RAW);
    expect(frame.id).toBe(701002);
    expect(frame.key).toBe('S05E01');
    expect(frame.timestamp).toBe(200160);
    expect(frame.imageUrl).toBe('https://frinkiac.com/img/S05E01/200160.jpg');
  });

  it('keeps the extra keys of a 2026 search result in json', () => {
    const raw = searchResults2026()[1]!;
    const frame = new Frame(FRINKIAC, raw);
    expect(frame.json).toEqual({
      Id: 1337,
      Episode: 'S10E02',
      Timestamp: 125000,
      Content: 'Impossible? Nothing is impossible.',
      Title: 'The Wizard of Evergreen Terrace',
    });
    expect(frame.imageUrl).toBe('https://frinkiac.com/img/S10E02/125000.jpg');
  });

  it('normalizes the base address of its source', () => {
    expect(new Frame({ url: 'https://morbotron.com' }, RAW).imageUrl).toBe('https://morbotron.com/img/S05E01/200160.jpg');
    expect(new Frame({ url: 'http://localhost:8080/frinkiac' }, RAW).imageUrl).toBe(
      'http://localhost:8080/frinkiac/img/S05E01/200160.jpg',
    );
  });

  it('builds the same imageUrl as imageUrl(), key after key, escaped or not', () => {
    const key = fc.oneof(fc.constantFrom('S05E01', 'S05E01', 'a b', 'Ép/1', "x!~*'()", '%41', '?#'), fc.string({ minLength: 1, maxLength: 4 }));
    const usable = key.filter((candidate) => candidate !== '.' && candidate !== '..' && !/\p{Surrogate}/u.test(candidate));
    fc.assert(
      fc.property(fc.array(fc.tuple(usable, fc.nat()), { minLength: 1, maxLength: 6 }), (frames) => {
        for (const [episode, timestamp] of frames) {
          expect(new Frame(FRINKIAC, { Id: 1, Episode: episode, Timestamp: timestamp }).imageUrl).toBe(imageUrl('https://frinkiac.com/', episode, timestamp));
        }
      }),
    );
  });

  it('keeps its public fields in order, all own and enumerable', () => {
    const frame = new Frame(FRINKIAC, RAW);
    expect(Object.keys(frame)).toEqual(['json', 'id', 'key', 'timestamp', 'imageUrl', 'content', 'title']);
    expect(JSON.parse(JSON.stringify(frame))).toEqual({ json: RAW, id: 701002, key: 'S05E01', timestamp: 200160, imageUrl: 'https://frinkiac.com/img/S05E01/200160.jpg' });
  });

  it('compares equal whichever source built it', () => {
    expect(new Frame(FRINKIAC, RAW)).toEqual(new Frame({ url: 'https://frinkiac.com' }, RAW));
  });

  describe('getMemeUrl', () => {
    it('gives the captionless meme URL without a caption', () => {
      expect(new Frame(FRINKIAC, RAW).getMemeUrl()).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
    });

    it('uses a caption as given, not formatted', () => {
      const frame = new Frame(FRINKIAC, RAW);
      expect(frame.getMemeUrl('That is impossible!')).toBe(
        'https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
      );
      expect(frame.getMemeUrl('This caption is far longer than twenty-four characters')).toBe(
        'https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=VGhpcyBjYXB0aW9uIGlzIGZhciBsb25nZXIgdGhhbiB0d2VudHktZm91ciBjaGFyYWN0ZXJz',
      );
      expect(frame.getMemeUrl("D'oh!\nWoo-hoo!")).toBe(
        'https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=RCdvaCEKV29vLWhvbyE%3D',
      );
    });

    it('refuses a caption that is not a string', () => {
      expect(catchError(TypeError, () => new Frame(FRINKIAC, RAW).getMemeUrl(42 as never)).message).toBe(
        'caption must be a string, got 42',
      );
    });
  });

  describe('getRealTimestamp', () => {
    it.each([
      [0, '00:00'],
      [999, '00:00'],
      [59999, '00:59'],
      [200160, '03:20'],
      [1023456, '17:03'],
      [3725100, '62:05'],
    ])('writes %p ms as %s', (timestamp, expected) => {
      expect(new Frame(FRINKIAC, { Id: 1, Episode: 'S05E01', Timestamp: timestamp }).getRealTimestamp()).toBe(expected);
    });
  });

  describe('constructor', () => {
    it.each([
      ['null', null],
      ['undefined', undefined],
      ['a string', 'S05E01'],
      ['an empty object', {}],
      ['Id as a string', { Id: '701002', Episode: 'S05E01', Timestamp: 200160 }],
      ['Id as a float', { Id: 1.5, Episode: 'S05E01', Timestamp: 200160 }],
      ['Episode as an object', { Id: 1, Episode: { Key: 'S05E01' }, Timestamp: 200160 }],
      ['no Episode', { Id: 1, Timestamp: 200160 }],
      ['a negative Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: -1 }],
      ['a float Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: 1.5 }],
      ['a string Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: '200160' }],
      ['a NaN Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: Number.NaN }],
    ])('refuses %s with a TypeError', (_label, json) => {
      const error = catchError(TypeError, () => new Frame(FRINKIAC, json as never));
      expect(error.message).toContain('json must be a frame with integer Id, string Episode and non-negative integer Timestamp');
    });

    it('refuses an empty episode key', () => {
      expect(() => new Frame(FRINKIAC, { Id: 1, Episode: '', Timestamp: 1 })).toThrow(TypeError);
    });

    it.each([
      ['a dot segment', { Id: 1, Episode: '..', Timestamp: 1 }, 'episode must be an episode key such as "S05E01", got ".."'],
      ['a lone surrogate', { Id: 1, Episode: 'S\uD800', Timestamp: 1 }, 'episode must be well-formed Unicode text'],
      ['an unsafe timestamp', { Id: 1, Episode: 'S05E01', Timestamp: 2 ** 53 }, 'timestamp must be a non-negative integer number of milliseconds'],
    ])('refuses %s with the RangeError of imageUrl()', (_label, json, message) => {
      expect(catchError(RangeError, () => new Frame(FRINKIAC, json)).message).toContain(message);
    });

    it('refuses a source without a valid base address', () => {
      expect(() => new Frame({ url: 'frinkiac.com' }, RAW)).toThrow(TypeError);
      expect(() => new Frame({ url: 'https://frinkiac.com/?x=1' }, RAW)).toThrow(RangeError);
    });
  });
});
