import { describe, expect, test } from '@jest/globals';
import { Router } from '../src/router.js';
import type { Route } from '../src/routes/route.js';
import { jsonResponse } from '../src/routes/route.js';

const route = (method: 'GET' | 'POST', pattern: string, endpoint: Route['endpoint']): Route => ({
  method,
  pattern,
  endpoint,
  handle: () => jsonResponse(null),
});

const frames = route('GET', '/api/frames/:key/:timestamp/:before/:after', 'frames');
const image = route('GET', '/img/:key/:timestamp.jpg', 'img');
const random = route('GET', '/api/random', 'random');
const router = new Router([frames, image, random]);

describe('Router', () => {
  test('matches literal paths', () => {
    expect(router.match('GET', '/api/random')).toEqual({ kind: 'found', route: random, pathParams: {} });
  });

  test('names and decodes parameters', () => {
    expect(router.match('GET', '/api/frames/S01E01%3Fx%3D1/10/20/30')).toEqual({
      kind: 'found',
      route: frames,
      pathParams: { key: 'S01E01?x=1', timestamp: '10', before: '20', after: '30' },
    });
  });

  test('a parameter with a suffix needs the suffix and something before it', () => {
    expect(router.match('GET', '/img/S01E01/1000.jpg')).toMatchObject({ kind: 'found', pathParams: { key: 'S01E01', timestamp: '1000' } });
    expect(router.match('GET', '/img/S01E01/1000.png').kind).toBe('not-found');
    expect(router.match('GET', '/img/S01E01/.jpg').kind).toBe('not-found');
  });

  test('an encoded slash stays inside its segment', () => {
    expect(router.match('GET', '/img/S01%2FE01/1.jpg')).toMatchObject({ kind: 'found', pathParams: { key: 'S01/E01' } });
  });

  test('segment counts must agree; trailing slashes count', () => {
    expect(router.match('GET', '/api/frames/S01E01/1/2').kind).toBe('not-found');
    expect(router.match('GET', '/api/random/').kind).toBe('not-found');
  });

  test('malformed percent-encoding matches nothing', () => {
    expect(router.match('GET', '/img/%E0%A4%A/1.jpg').kind).toBe('not-found');
  });

  test('a known path with another method is "method not allowed"', () => {
    expect(router.match('POST', '/api/random')).toEqual({ kind: 'method-not-allowed', endpoint: 'random', allowed: ['GET'] });
  });
});
