// The RFC 9111 cache over Keyv: what is stored, what is served, what is refused.
import { describe, expect, it } from '@jest/globals';
import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import { Keyv } from 'keyv';
import { HttpCache } from '../../src/internal/scale/http-cache.js';
import { isCacheableRequest } from '../../src/internal/scale/cacheable-request.js';

const URL_ = 'https://frinkiac.com/api/search?q=pancakes';
const request: HttpRequest = { method: 'GET', url: URL_, expect: 'json' };

function answer(headers: Record<string, string>, body = '[]'): HttpResponse {
  return { url: URL_, finalUrl: URL_, status: 200, contentType: 'application/json', body, attempts: 1, headers: { 'content-type': 'application/json', ...headers } };
}

describe('isCacheableRequest', () => {
  it('takes JSON GETs, never api/random, renders or final-url requests', () => {
    expect(isCacheableRequest(request)).toBe(true);
    expect(isCacheableRequest({ method: 'GET', url: 'https://frinkiac.com/api/random', expect: 'json' })).toBe(false);
    expect(isCacheableRequest({ method: 'GET', url: 'https://frinkiac.com/api/random?seasonMin=2', expect: 'json' })).toBe(false);
    expect(isCacheableRequest({ method: 'POST', url: 'https://frinkiac.com/api/render/mp4', expect: 'json', body: '[]' })).toBe(false);
    expect(isCacheableRequest({ method: 'GET', url: 'https://frinkiac.com/gif/a.gif', expect: 'final-url' })).toBe(false);
  });
});

describe('HttpCache', () => {
  it('serves an answer marked cacheable while fresh, with attempts 0', async () => {
    const cache = new HttpCache(new Keyv(), { accept: 'application/json' });
    await cache.put(request, answer({ 'cache-control': 'public, max-age=1800' }, '[1]'));
    const hit = await cache.get(request);
    expect(hit).toMatchObject({ url: URL_, status: 200, body: '[1]', attempts: 0, contentType: 'application/json' });
    expect(hit?.headers?.['cache-control']).toBe('public, max-age=1800');
  });

  it.each([
    ['no cache headers', {}],
    ['no-store', { 'cache-control': 'no-store' }],
    ['max-age=0', { 'cache-control': 'max-age=0' }],
    ['Vary: *', { 'cache-control': 'max-age=60', vary: '*' }],
  ])('does not store an answer with %s', async (_label, headers) => {
    const cache = new HttpCache(new Keyv(), {});
    await cache.put(request, answer(headers));
    expect(await cache.get(request)).toBeUndefined();
  });

  it('does not serve a stale answer', async () => {
    const keyv = new Keyv();
    const cache = new HttpCache(keyv, {});
    // Already a minute old when stored, for 30 s.
    await cache.put(request, answer({ 'cache-control': 'max-age=30', age: '60' }));
    expect(await cache.get(request)).toBeUndefined();
  });

  it('reads a malformed entry (a shared store anyone may write to) as a miss', async () => {
    const keyv = new Keyv();
    const cache = new HttpCache(keyv, {});
    await cache.put(request, answer({ 'cache-control': 'max-age=600' }));
    const [key] = [...(keyv.store as Map<string, unknown>).keys()];
    for (const bad of ['"text"', JSON.stringify({ value: { policy: {}, response: { body: 1 } } }), JSON.stringify({ value: { policy: { v: 99 }, response: { url: '', finalUrl: '', contentType: '', body: '' } } })]) {
      (keyv.store as Map<string, unknown>).set(key!, bad);
      expect(await cache.get(request)).toBeUndefined();
    }
  });
});
