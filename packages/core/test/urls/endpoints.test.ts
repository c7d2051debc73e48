import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  captionRequestUrl,
  endpointUrls,
  episodeRequestUrl,
  framesRequestUrl,
  nearbyRequestUrl,
  randomRequestUrl,
  searchRequestUrl,
} from '../../src/urls/endpoints.js';
import { catchError } from '../support/catch-error.js';

const BASE = 'https://frinkiac.com/';

/** The decoded path segments after `/api/<endpoint>/`. */
function segmentsAfter(url: string, prefix: string): string[] {
  const { pathname } = new URL(url);
  expect(pathname.startsWith(prefix)).toBe(true);
  return pathname.slice(prefix.length).split('/').map(decodeURIComponent);
}

// Values that are URL syntax, or that URL parsers treat specially.
const HOSTILE = [
  ['an ampersand', 'salt & pepper'],
  ['a query pair', 'S05E01&t=1'],
  ['a hash', '#1 Homer'],
  ['a plus', 'C++ rules'],
  ['a percent', '100% pure'],
  ['a percent escape', '%2E%2E'],
  ['a slash', 'AC/DC'],
  ['a question mark', 'Who? Me?'],
  ['dot segments', 'S05E01/../../admin'],
  ['three dots', '...'],
  ['a newline', 'line one\nline two'],
  ['a carriage return', 'a\r\nb'],
  ['spaces', '  spaced  out  '],
  ['a tab', 'tab\there'],
  ['unicode', 'Ça va? Ñandú ß'],
  ['CJK', '我的猫的呼吸闻起来像猫粮'],
  ['an emoji', 'Mmm 🍩 donuts 👨‍👩‍👧‍👦'],
  ['a backslash', 'back\\slash'],
  ['quotes and angle brackets', `"<script>'`],
  ['a NUL', 'nul\u0000byte'],
] as const;

describe('endpointUrls', () => {
  it('lists the six endpoint addresses of an instance', () => {
    expect(endpointUrls(BASE)).toEqual({
      randomUrl: 'https://frinkiac.com/api/random',
      captionUrl: 'https://frinkiac.com/api/caption',
      searchUrl: 'https://frinkiac.com/api/search',
      framesUrl: 'https://frinkiac.com/api/frames',
      nearbyUrl: 'https://frinkiac.com/api/nearby',
      episodeUrl: 'https://frinkiac.com/api/episode',
    });
  });

  it('keeps the path of a base address', () => {
    expect(endpointUrls('https://example.com/mirror/').randomUrl).toBe('https://example.com/mirror/api/random');
  });
});

describe('request URL builders', () => {
  it('randomRequestUrl', () => {
    expect(randomRequestUrl(BASE)).toBe('https://frinkiac.com/api/random');
  });

  it('captionRequestUrl', () => {
    expect(captionRequestUrl(BASE, 'S05E01', 200160)).toBe('https://frinkiac.com/api/caption?e=S05E01&t=200160');
    expect(captionRequestUrl(BASE, 'S01E01', 0)).toBe('https://frinkiac.com/api/caption?e=S01E01&t=0');
  });

  it('searchRequestUrl', () => {
    expect(searchRequestUrl(BASE, 'impossible')).toBe('https://frinkiac.com/api/search?q=impossible');
    expect(searchRequestUrl(BASE, 'Mmm... donuts')).toBe('https://frinkiac.com/api/search?q=Mmm...%20donuts');
    expect(searchRequestUrl(BASE, '')).toBe('https://frinkiac.com/api/search?q=');
  });

  it('framesRequestUrl', () => {
    expect(framesRequestUrl(BASE, 'S05E01', 200160, 3000, 4000)).toBe(
      'https://frinkiac.com/api/frames/S05E01/200160/3000/4000',
    );
    expect(framesRequestUrl(BASE, 'S05E01', 200160, 0, 0)).toBe('https://frinkiac.com/api/frames/S05E01/200160/0/0');
  });

  it('nearbyRequestUrl', () => {
    expect(nearbyRequestUrl(BASE, 'S05E01', 200160)).toBe('https://frinkiac.com/api/nearby?e=S05E01&t=200160');
  });

  it('episodeRequestUrl, an end before the start included', () => {
    expect(episodeRequestUrl(BASE, 'S05E01', 195000, 201400)).toBe('https://frinkiac.com/api/episode/S05E01/195000/201400');
    expect(episodeRequestUrl(BASE, 'S05E01', 201400, 195000)).toBe('https://frinkiac.com/api/episode/S05E01/201400/195000');
  });

  it('builds under a base address with a path', () => {
    const base = 'http://localhost:8080/frinkiac/';
    expect(captionRequestUrl(base, 'S05E01', 1)).toBe('http://localhost:8080/frinkiac/api/caption?e=S05E01&t=1');
    expect(framesRequestUrl(base, 'S05E01', 1, 2, 3)).toBe('http://localhost:8080/frinkiac/api/frames/S05E01/1/2/3');
  });
});

describe('hostile values reach the service as values', () => {
  it.each([
    ['salt & pepper', 'https://frinkiac.com/api/search?q=salt%20%26%20pepper'],
    ['#1', 'https://frinkiac.com/api/search?q=%231'],
    ['C++', 'https://frinkiac.com/api/search?q=C%2B%2B'],
    ['100%', 'https://frinkiac.com/api/search?q=100%25'],
    ['a/b?c=d', 'https://frinkiac.com/api/search?q=a%2Fb%3Fc%3Dd'],
    ['line\nbreak', 'https://frinkiac.com/api/search?q=line%0Abreak'],
    ['café', 'https://frinkiac.com/api/search?q=caf%C3%A9'],
    ['🍩', 'https://frinkiac.com/api/search?q=%F0%9F%8D%A9'],
    ['../..', 'https://frinkiac.com/api/search?q=..%2F..'],
  ])('search text %j', (text, expected) => {
    expect(searchRequestUrl(BASE, text)).toBe(expected);
  });

  it.each(HOSTILE)('search text with %s keeps its place in q', (_label, text) => {
    const url = new URL(searchRequestUrl(BASE, text));
    expect(url.pathname).toBe('/api/search');
    expect(url.hash).toBe('');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(text);
  });

  it.each([
    ['S05E01&t=1', 'https://frinkiac.com/api/caption?e=S05E01%26t%3D1&t=200160'],
    ['S05E01#x', 'https://frinkiac.com/api/caption?e=S05E01%23x&t=200160'],
    ['S05 E01', 'https://frinkiac.com/api/caption?e=S05%20E01&t=200160'],
  ])('episode key %j in the caption query', (key, expected) => {
    expect(captionRequestUrl(BASE, key, 200160)).toBe(expected);
  });

  it.each([
    ['S05E01/../..', 'https://frinkiac.com/api/frames/S05E01%2F..%2F../200160/3000/4000'],
    ['S05E01?x=1', 'https://frinkiac.com/api/frames/S05E01%3Fx%3D1/200160/3000/4000'],
    ['S05E01#x', 'https://frinkiac.com/api/frames/S05E01%23x/200160/3000/4000'],
    ['%2E%2E', 'https://frinkiac.com/api/frames/%252E%252E/200160/3000/4000'],
    ['🍩', 'https://frinkiac.com/api/frames/%F0%9F%8D%A9/200160/3000/4000'],
  ])('episode key %j in the frames path', (key, expected) => {
    expect(framesRequestUrl(BASE, key, 200160, 3000, 4000)).toBe(expected);
  });

  it.each(HOSTILE)('an episode key with %s keeps its place in the caption and nearby queries', (_label, key) => {
    for (const built of [captionRequestUrl(BASE, key, 200160), nearbyRequestUrl(BASE, key, 200160)]) {
      const url = new URL(built);
      expect(url.hash).toBe('');
      expect([...url.searchParams.keys()]).toEqual(['e', 't']);
      expect(url.searchParams.get('e')).toBe(key);
      expect(url.searchParams.get('t')).toBe('200160');
    }
  });

  it.each(HOSTILE)('an episode key with %s stays one path segment of the frames and episode URLs', (_label, key) => {
    const frames = framesRequestUrl(BASE, key, 200160, 3000, 4000);
    expect(new URL(frames).search).toBe('');
    expect(new URL(frames).hash).toBe('');
    expect(segmentsAfter(frames, '/api/frames/')).toEqual([key, '200160', '3000', '4000']);
    const episode = episodeRequestUrl(BASE, key, 0, 60000);
    expect(segmentsAfter(episode, '/api/episode/')).toEqual([key, '0', '60000']);
  });
});

describe('invalid arguments', () => {
  const builders = [
    ['captionRequestUrl', (key: unknown, ts: unknown) => captionRequestUrl(BASE, key, ts)],
    ['nearbyRequestUrl', (key: unknown, ts: unknown) => nearbyRequestUrl(BASE, key, ts)],
    ['framesRequestUrl', (key: unknown, ts: unknown) => framesRequestUrl(BASE, key, ts, 3000, 4000)],
    ['episodeRequestUrl', (key: unknown, ts: unknown) => episodeRequestUrl(BASE, key, ts, 60000)],
  ] as const;

  describe.each(builders)('%s', (_name, build) => {
    it.each([
      [5, '5'],
      [null, 'null'],
      [undefined, 'undefined'],
      [{ Key: 'S05E01' }, 'an object'],
      [['S05E01'], 'an array of length 1'],
      ['', '""'],
    ])('refuses the episode key %p with a TypeError naming it', (key, described) => {
      const error = catchError(TypeError, () => build(key, 200160));
      expect(error.message).toBe(`episode must be a non-empty episode key string such as "S05E01", got ${described}`);
    });

    it.each(['.', '..'])('refuses the dot segment %j as a key with a RangeError', (key) => {
      const error = catchError(RangeError, () => build(key, 200160));
      expect(error.message).toBe(`episode must be an episode key such as "S05E01", got "${key}"`);
    });

    it.each(['\uD83D', 'S05E01\uDC69', '\uDC69\uD83D'])('refuses a key with a lone surrogate (%j) with a RangeError', (key) => {
      const error = catchError(RangeError, () => build(key, 200160));
      expect(error.message).toContain('episode');
    });

    it.each([
      [-1, '-1'],
      [1.5, '1.5'],
      [Number.NaN, 'NaN'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      [Number.NEGATIVE_INFINITY, '-Infinity'],
      [2 ** 53, '9007199254740992'],
    ])('refuses the timestamp %p with a RangeError naming it', (ts, described) => {
      const error = catchError(RangeError, () => build('S05E01', ts));
      const name = _name === 'episodeRequestUrl' ? 'start' : 'timestamp';
      expect(error.message).toBe(`${name} must be a non-negative integer number of milliseconds, got ${described}`);
    });

    it.each([
      ['200160', '"200160"'],
      [null, 'null'],
      [undefined, 'undefined'],
      [200160n, '200160n'],
    ])('refuses the timestamp %p, not a number, with a RangeError naming it (the request rules: not a non-negative integer)', (ts, described) => {
      const error = catchError(RangeError, () => build('S05E01', ts));
      const name = _name === 'episodeRequestUrl' ? 'start' : 'timestamp';
      expect(error.message).toBe(`${name} must be a non-negative integer number of milliseconds, got ${described}`);
    });
  });

  it('names before and after in the frames URL', () => {
    expect(catchError(RangeError, () => framesRequestUrl(BASE, 'S05E01', 0, -3000, 4000)).message).toBe(
      'before must be a non-negative integer number of milliseconds, got -3000',
    );
    expect(catchError(RangeError, () => framesRequestUrl(BASE, 'S05E01', 0, 3000, 0.5)).message).toBe(
      'after must be a non-negative integer number of milliseconds, got 0.5',
    );
    expect(catchError(RangeError, () => framesRequestUrl(BASE, 'S05E01', 0, '3000', 4000)).message).toBe(
      'before must be a non-negative integer number of milliseconds, got "3000"',
    );
  });

  it('names end in the episode URL', () => {
    expect(catchError(RangeError, () => episodeRequestUrl(BASE, 'S05E01', 0, Number.NaN)).message).toBe(
      'end must be a non-negative integer number of milliseconds, got NaN',
    );
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [['hi'], 'an array of length 1'],
  ])('refuses the search text %p with a TypeError naming it', (text, described) => {
    expect(catchError(TypeError, () => searchRequestUrl(BASE, text)).message).toBe(`text must be a string, got ${described}`);
  });

  it('refuses search text with a lone surrogate with a RangeError naming it', () => {
    const error = catchError(RangeError, () => searchRequestUrl(BASE, 'cut emoji \uD83C'));
    expect(error.message).toContain('text');
    expect(error.message).toContain('"cut emoji \\ud83c"');
  });
});

describe('properties', () => {
  it('any search text comes back from q unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const url = new URL(searchRequestUrl(BASE, text));
        return url.searchParams.get('q') === text && [...url.searchParams.keys()].length === 1 && url.hash === '';
      }),
    );
  });

  it('any key but a dot segment and any safe integers come back from the frames path', () => {
    const key = fc.string({ unit: 'binary', minLength: 1 }).filter((value) => value !== '.' && value !== '..');
    const ms = fc.maxSafeNat();
    fc.assert(
      fc.property(key, ms, ms, ms, (episode, timestamp, before, after) => {
        const url = framesRequestUrl(BASE, episode, timestamp, before, after);
        const { pathname, search, hash } = new URL(url);
        const segments = pathname.split('/').map(decodeURIComponent);
        return (
          search === '' &&
          hash === '' &&
          segments.length === 7 &&
          segments[3] === episode &&
          segments[4] === String(timestamp) &&
          segments[5] === String(before) &&
          segments[6] === String(after)
        );
      }),
    );
  });

  it('any key and timestamp come back from the caption query', () => {
    const key = fc.string({ unit: 'binary', minLength: 1 }).filter((value) => value !== '.' && value !== '..');
    fc.assert(
      fc.property(key, fc.maxSafeNat(), (episode, timestamp) => {
        const params = new URL(captionRequestUrl(BASE, episode, timestamp)).searchParams;
        return params.get('e') === episode && params.get('t') === String(timestamp) && [...params.keys()].length === 2;
      }),
    );
  });
});
