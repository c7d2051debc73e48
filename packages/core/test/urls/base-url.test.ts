import { describe, expect, it } from '@jest/globals';
import { normalizeBaseUrl } from '../../src/urls/base-url.js';
import { catchError } from '../support/catch-error.js';

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://frinkiac.com/', 'https://frinkiac.com/'],
    ['https://frinkiac.com', 'https://frinkiac.com/'],
    ['HTTPS://Frinkiac.COM', 'https://frinkiac.com/'],
    ['https://frinkiac.com:443', 'https://frinkiac.com/'],
    ['http://localhost:8080', 'http://localhost:8080/'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/'],
    ['http://[::1]:8080', 'http://[::1]:8080/'],
    ['https://capitalbeat.us', 'https://capitalbeat.us/'],
    ['https://example.com/mirror/frinkiac', 'https://example.com/mirror/frinkiac/'],
    ['https://example.com/mirror/frinkiac/', 'https://example.com/mirror/frinkiac/'],
    ['  https://morbotron.com  ', 'https://morbotron.com/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a number', 42, '42'],
    ['an object', {}, 'an object'],
    ['a URL object', new URL('https://frinkiac.com/'), 'an instance of URL'],
  ])('refuses %s with a TypeError naming the value', (_label, value, described) => {
    const error = catchError(TypeError, () => normalizeBaseUrl(value));
    expect(error.message).toContain('url must be a string');
    expect(error.message).toContain(described);
  });

  it.each(['', 'frinkiac.com', '/api/random', 'https//frinkiac.com', 'https://'])(
    'refuses %j, which is not an absolute URL, with a TypeError naming it',
    (value) => {
      const error = catchError(TypeError, () => normalizeBaseUrl(value));
      expect(error.message).toContain('url must be an absolute http(s) URL');
      expect(error.message).toContain(JSON.stringify(value));
    },
  );

  it.each(['ftp://frinkiac.com/', 'file:///tmp/frinkiac', 'javascript:alert(1)', 'mailto:homer@example.com', 'ws://frinkiac.com/'])(
    'refuses %j, which is not http(s), with a TypeError naming it',
    (value) => {
      const error = catchError(TypeError, () => normalizeBaseUrl(value));
      expect(error.message).toContain('url must use http or https');
      expect(error.message).toContain(JSON.stringify(value));
    },
  );

  it.each([
    ['https://frinkiac.com/?q=homer', 'https://frinkiac.com/?…'],
    ['https://frinkiac.com/#top', 'https://frinkiac.com/#…'],
    ['https://frinkiac.com/?', 'https://frinkiac.com/?…'],
    ['https://frinkiac.com?', 'https://frinkiac.com?…'],
    ['https://frinkiac.com/#', 'https://frinkiac.com/#…'],
    ['https://frinkiac.com/?key=SECRETKEY#token=SECRET', 'https://frinkiac.com/?…#…'],
  ])('refuses %j, which carries a query, a fragment or credentials, with a RangeError naming it without them (%j)', (value, shown) => {
    const error = catchError(RangeError, () => normalizeBaseUrl(value));
    expect(error.message).toBe(`url must be a plain base address without query, fragment or credentials, got ${JSON.stringify(shown)}`);
  });

  it.each([
    ['https://homer:donut@frinkiac.com/', RangeError],
    ['https://homer@frinkiac.com/', RangeError],
    ['https://:donut@frinkiac.com/', RangeError],
    ['ftp://homer:donut@frinkiac.com/', TypeError],
    ['https://homer:donut@[frinkiac/', TypeError],
  ] as const)('refuses %j, naming it without its user-info', (value, ErrorClass) => {
    const error = catchError(ErrorClass, () => normalizeBaseUrl(value));
    expect(error.message).not.toContain('homer');
    expect(error.message).not.toContain('donut');
  });

  it.each([
    ['https://frinkiac.com///', 'https://frinkiac.com/'],
    ['https://frinkiac.com//', 'https://frinkiac.com/'],
    ['https://frinkiac.com/mirror//', 'https://frinkiac.com/mirror/'],
    ['https://frinkiac.com//mirror', 'https://frinkiac.com/mirror/'],
  ])('folds the runs of slashes of %j: %j', (value, expected) => {
    expect(normalizeBaseUrl(value)).toBe(expected);
  });
});
