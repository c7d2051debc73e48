import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { clipUrl, clipUrlTemplate, framePageUrl, imageUrl, memeUrl } from '../../src/urls/media.js';
import { catchError } from '../support/catch-error.js';

const BASE = 'https://frinkiac.com/';
const URL_SAFE_PADDED = /^[A-Za-z0-9_-]*={0,2}$/;

describe('imageUrl', () => {
  it('is img/<key>/<ts>.jpg', () => {
    expect(imageUrl(BASE, 'S05E01', 200160)).toBe('https://frinkiac.com/img/S05E01/200160.jpg');
    expect(imageUrl('https://morbotron.com/', 'S02E13', 0)).toBe('https://morbotron.com/img/S02E13/0.jpg');
  });
});

describe('memeUrl', () => {
  it('has no b64lines without a caption', () => {
    const url = memeUrl(BASE, 'S05E01', 200160);
    expect(url).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
    expect(url).not.toContain('b64lines');
    expect(memeUrl(BASE, 'S05E01', 200160, undefined)).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
  });

  it.each([
    ['That is impossible!', 'VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D', 'VGhhdCBpcyBpbXBvc3NpYmxlIQ=='],
    ["D'oh!\nWoo-hoo!", 'RCdvaCEKV29vLWhvbyE%3D', 'RCdvaCEKV29vLWhvbyE='],
    ['>>>?', 'Pj4-Pw%3D%3D', 'Pj4-Pw=='],
    ['???', 'Pz8_', 'Pz8_'],
    ['Ay caramba! 🎸 café', 'QXkgY2FyYW1iYSEg8J-OuCBjYWbDqQ%3D%3D', 'QXkgY2FyYW1iYSEg8J-OuCBjYWbDqQ=='],
    ['我的猫', '5oiR55qE54yr', '5oiR55qE54yr'],
    ['This caption is far longer than twenty-four characters', 'VGhpcyBjYXB0aW9uIGlzIGZhciBsb25nZXIgdGhhbiB0d2VudHktZm91ciBjaGFyYWN0ZXJz', 'VGhpcyBjYXB0aW9uIGlzIGZhciBsb25nZXIgdGhhbiB0d2VudHktZm91ciBjaGFyYWN0ZXJz'],
  ])('writes the caption %j as URL-safe, padded base64, used as given', (caption, inUrl, decoded) => {
    const url = memeUrl(BASE, 'S05E01', 200160, caption);
    expect(url).toBe(`https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=${inUrl}`);
    const value = new URL(url).searchParams.get('b64lines');
    expect(value).toBe(decoded);
    expect(value).toMatch(URL_SAFE_PADDED);
    expect((value ?? '').length % 4).toBe(0);
  });

  it('treats an empty caption as none: no b64lines, as for gifs and mp4s', () => {
    expect(memeUrl(BASE, 'S05E01', 200160, '')).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
  });

  it.each([
    [42, '42'],
    [null, 'null'],
    [['a'], 'an array of length 1'],
  ])('refuses the caption %p with a TypeError naming it', (caption, described) => {
    expect(catchError(TypeError, () => memeUrl(BASE, 'S05E01', 200160, caption as never)).message).toBe(
      `caption must be a string, got ${described}`,
    );
  });
});

describe('clipUrl', () => {
  it('is gif/<key>/<start>/<end>.gif?b64lines=<caption>', () => {
    expect(clipUrl(BASE, 'gif', 'S05E01', 197160, 203994, 'That is impossible!')).toBe(
      'https://frinkiac.com/gif/S05E01/197160/203994.gif?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
    );
  });

  it('is mp4/<key>/<start>/<end>.mp4?b64lines=<caption>', () => {
    expect(clipUrl(BASE, 'mp4', 'S05E01', 197160, 203994, "D'oh!\nWoo-hoo!")).toBe(
      'https://frinkiac.com/mp4/S05E01/197160/203994.mp4?b64lines=RCdvaCEKV29vLWhvbyE%3D',
    );
  });

  it('allows a clip of one frame and an empty caption, which leaves out b64lines as a meme does', () => {
    expect(clipUrl(BASE, 'gif', 'S05E01', 200160, 200160, '')).toBe(
      'https://frinkiac.com/gif/S05E01/200160/200160.gif',
    );
  });

  it('refuses an end before the start with a RangeError naming both', () => {
    const error = catchError(RangeError, () => clipUrl(BASE, 'gif', 'S05E01', 203994, 197160, 'x'));
    expect(error.message).toBe('end (197160) must not be before start (203994)');
  });

  it('needs a caption string', () => {
    expect(catchError(TypeError, () => clipUrl(BASE, 'gif', 'S05E01', 0, 1, undefined as never)).message).toBe(
      'caption must be a string, got undefined',
    );
  });

  it('names start and end when they are not milliseconds', () => {
    expect(catchError(RangeError, () => clipUrl(BASE, 'gif', 'S05E01', -1, 1, 'x')).message).toBe(
      'start must be a non-negative integer number of milliseconds, got -1',
    );
    expect(catchError(RangeError, () => clipUrl(BASE, 'mp4', 'S05E01', 0, Number.POSITIVE_INFINITY, 'x')).message).toBe(
      'end must be a non-negative integer number of milliseconds, got Infinity',
    );
    expect(catchError(RangeError, () => clipUrl(BASE, 'mp4', 'S05E01', 0, '1' as never, 'x')).message).toBe(
      'end must be a non-negative integer number of milliseconds, got "1"',
    );
  });
});

describe('clipUrlTemplate', () => {
  it('holds the {key}, {start}, {end} and {caption} placeholders', () => {
    expect(clipUrlTemplate(BASE, 'gif')).toBe('https://frinkiac.com/gif/{key}/{start}/{end}.gif?b64lines={caption}');
    expect(clipUrlTemplate(BASE, 'mp4')).toBe('https://frinkiac.com/mp4/{key}/{start}/{end}.mp4?b64lines={caption}');
  });
});

describe('framePageUrl', () => {
  it('is caption/<key>/<ts>', () => {
    expect(framePageUrl(BASE, 'S05E01', 200160)).toBe('https://frinkiac.com/caption/S05E01/200160');
  });
});

describe('hostile episode keys in media URLs', () => {
  const KEYS = ['S05E01/../..', 'S05E01?b64lines=evil', 'S05E01#x', 'a b+c&d', '100%', '🍩 donut', 'line\nbreak', '...'];

  it.each(KEYS)('%j stays one path segment in every media URL', (key) => {
    const cases = [
      [imageUrl(BASE, key, 200160), '/img/', '200160.jpg'],
      [memeUrl(BASE, key, 200160, 'Hi'), '/meme/', '200160.jpg'],
      [clipUrl(BASE, 'gif', key, 1, 2, 'Hi'), '/gif/', '1/2.gif'],
      [clipUrl(BASE, 'mp4', key, 1, 2, 'Hi'), '/mp4/', '1/2.mp4'],
      [framePageUrl(BASE, key, 200160), '/caption/', '200160'],
    ] as const;
    for (const [built, prefix, rest] of cases) {
      const url = new URL(built);
      expect(url.hash).toBe('');
      expect(url.pathname.startsWith(prefix)).toBe(true);
      const segments = url.pathname.slice(prefix.length).split('/');
      expect(decodeURIComponent(segments[0] ?? '')).toBe(key);
      expect(segments.slice(1).join('/')).toBe(rest);
      expect([...url.searchParams.keys()]).toEqual(prefix === '/img/' || prefix === '/caption/' ? [] : ['b64lines']);
    }
  });

  it('writes an awkward key percent-encoded', () => {
    expect(imageUrl(BASE, 'a b/c?d#e', 1)).toBe('https://frinkiac.com/img/a%20b%2Fc%3Fd%23e/1.jpg');
    expect(clipUrl(BASE, 'gif', 'S05E01&x', 1, 2, 'a')).toBe('https://frinkiac.com/gif/S05E01%26x/1/2.gif?b64lines=YQ%3D%3D');
  });

  it('refuses bad keys and timestamps before building', () => {
    expect(catchError(TypeError, () => imageUrl(BASE, '', 1)).message).toContain('episode');
    expect(catchError(RangeError, () => memeUrl(BASE, '..', 1)).message).toContain('episode');
    expect(catchError(RangeError, () => framePageUrl(BASE, 'S05E01', -5)).message).toBe(
      'timestamp must be a non-negative integer number of milliseconds, got -5',
    );
  });
});

describe('properties', () => {
  it('any caption reaches b64lines as URL-safe base64 with padding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (caption) => {
        const value = new URL(memeUrl(BASE, 'S05E01', 1, caption)).searchParams.get('b64lines') ?? '';
        return (
          URL_SAFE_PADDED.test(value) &&
          value.length % 4 === 0 &&
          Buffer.from(value, 'base64url').toString('utf8') === caption
        );
      }),
    );
  });
});
