import { describe, expect, it } from '@jest/globals';
import { randomRequestUrl, searchRequestUrl } from '../../src/urls/endpoints.js';
import { SEASON_FILTER_KEYS, seasonQuery } from '../../src/urls/season-filter.js';

const BASE = 'https://frinkiac.com/';

describe('seasonQuery', () => {
  it('gives smin and smax pairs, undefined when not limited', () => {
    expect(seasonQuery(undefined)).toEqual([['smin', undefined], ['smax', undefined]]);
    expect(seasonQuery({})).toEqual([['smin', undefined], ['smax', undefined]]);
    expect(seasonQuery({ seasonMin: 3 })).toEqual([['smin', 3], ['smax', undefined]]);
    expect(seasonQuery({ seasonMax: 9 })).toEqual([['smin', undefined], ['smax', 9]]);
    expect(seasonQuery({ seasonMin: 3, seasonMax: 9 })).toEqual([['smin', 3], ['smax', 9]]);
  });

  it('takes 0 and equal bounds', () => {
    expect(seasonQuery({ seasonMin: 0, seasonMax: 0 })).toEqual([['smin', 0], ['smax', 0]]);
    expect(seasonQuery({ seasonMin: 4, seasonMax: 4 })).toEqual([['smin', 4], ['smax', 4]]);
  });

  it('ignores the other keys of the options it is read from', () => {
    expect(seasonQuery({ timeout: 5, signal: 'x', seasonMax: 2 })).toEqual([['smin', undefined], ['smax', 2]]);
  });

  it('reads no filter from a value that is not an object', () => {
    for (const options of [null, 'seasonMin', 3]) expect(seasonQuery(options)).toEqual([['smin', undefined], ['smax', undefined]]);
  });

  it('refuses a season that is not a number (TypeError) or not a non-negative integer (RangeError)', () => {
    expect(() => seasonQuery({ seasonMin: '3' })).toThrow(new TypeError('seasonMin must be a number, got "3"'));
    expect(() => seasonQuery({ seasonMax: null })).toThrow(new TypeError('seasonMax must be a number, got null'));
    expect(() => seasonQuery({ seasonMin: -1 })).toThrow(new RangeError('seasonMin must be a non-negative integer, got -1'));
    expect(() => seasonQuery({ seasonMax: 2.5 })).toThrow(new RangeError('seasonMax must be a non-negative integer, got 2.5'));
    expect(() => seasonQuery({ seasonMax: Number.NaN })).toThrow(RangeError);
    expect(() => seasonQuery({ seasonMin: Infinity })).toThrow(RangeError);
  });

  it('refuses a minimum above the maximum', () => {
    expect(() => seasonQuery({ seasonMin: 5, seasonMax: 4 })).toThrow(new RangeError('seasonMin (5) must not be above seasonMax (4)'));
  });

  it('names its option keys', () => {
    expect(SEASON_FILTER_KEYS).toEqual(['seasonMin', 'seasonMax']);
  });
});

describe('randomRequestUrl with a season filter', () => {
  it('adds smin and smax only when given', () => {
    expect(randomRequestUrl(BASE)).toBe('https://frinkiac.com/api/random');
    expect(randomRequestUrl(BASE, {})).toBe('https://frinkiac.com/api/random');
    expect(randomRequestUrl(BASE, { seasonMin: 3 })).toBe('https://frinkiac.com/api/random?smin=3');
    expect(randomRequestUrl(BASE, { seasonMax: 7 })).toBe('https://frinkiac.com/api/random?smax=7');
    expect(randomRequestUrl(BASE, { seasonMin: 3, seasonMax: 7 })).toBe('https://frinkiac.com/api/random?smin=3&smax=7');
    expect(randomRequestUrl(BASE, { seasonMin: 0, timeout: 5 })).toBe('https://frinkiac.com/api/random?smin=0');
  });

  it('refuses a bad filter', () => {
    expect(() => randomRequestUrl(BASE, { seasonMin: 8, seasonMax: 2 })).toThrow(RangeError);
    expect(() => randomRequestUrl(BASE, { seasonMin: '8' })).toThrow(TypeError);
  });
});

describe('searchRequestUrl with a season filter', () => {
  it('puts smin and smax after the escaped query', () => {
    expect(searchRequestUrl(BASE, 'a&b #1 +2')).toBe('https://frinkiac.com/api/search?q=a%26b%20%231%20%2B2');
    expect(searchRequestUrl(BASE, 'a&b', { seasonMin: 2, seasonMax: 4 })).toBe('https://frinkiac.com/api/search?q=a%26b&smin=2&smax=4');
    expect(searchRequestUrl(BASE, 'hello', { seasonMax: 10 })).toBe('https://frinkiac.com/api/search?q=hello&smax=10');
    expect(searchRequestUrl(BASE, '', { seasonMin: 1 })).toBe('https://frinkiac.com/api/search?q=&smin=1');
  });

  it('refuses a bad filter or text', () => {
    expect(() => searchRequestUrl(BASE, 'hello', { seasonMin: -2 })).toThrow(RangeError);
    expect(() => searchRequestUrl(BASE, 5, { seasonMin: 2 })).toThrow(new TypeError('text must be a string, got 5'));
  });
});
