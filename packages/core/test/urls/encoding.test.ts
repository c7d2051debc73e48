import { describe, expect, it } from '@jest/globals';
import { pathSegment, queryString } from '../../src/urls/encoding.js';

describe('pathSegment', () => {
  it.each([
    ['S05E01', 'S05E01'],
    [200160, '200160'],
    [0, '0'],
    ['a/b', 'a%2Fb'],
    ['a?b#c', 'a%3Fb%23c'],
    ['a b+c&d=e', 'a%20b%2Bc%26d%3De'],
    ['100%', '100%25'],
    ['café', 'caf%C3%A9'],
    ['..', '..'],
  ])('encodes %j as %j', (value, expected) => {
    expect(pathSegment(value)).toBe(expected);
  });
});

describe('queryString', () => {
  it('joins ordered pairs after a "?"', () => {
    expect(queryString([['e', 'S05E01'], ['t', 200160]])).toBe('?e=S05E01&t=200160');
  });

  it('leaves out undefined values, and gives "" when none is left', () => {
    expect(queryString([['q', 'hi'], ['smin', undefined]])).toBe('?q=hi');
    expect(queryString([['smin', undefined]])).toBe('');
    expect(queryString([])).toBe('');
  });

  it('keeps an empty string value', () => {
    expect(queryString([['q', '']])).toBe('?q=');
  });

  it('percent-encodes keys and values', () => {
    expect(queryString([['a&b', 'c=d&e#f+g h']])).toBe('?a%26b=c%3Dd%26e%23f%2Bg%20h');
  });
});
