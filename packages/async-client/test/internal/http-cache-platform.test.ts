// The HTTP cache of the build for Workers and browsers: a Worker's Cache API (here a fake `caches.default`), or nothing of its own.
import { describe, expect, it } from '@jest/globals';
import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import { HttpCache, type PlatformCache, storableInSharedCache } from '../../src/internal/scale/http-cache.platform.js';

const URL_ = 'https://frinkiac.com/api/search?q=pancakes';
const request: HttpRequest = { method: 'GET', url: URL_, expect: 'json' };

function answer(headers: Record<string, string>, body = '[]', finalUrl = URL_): HttpResponse {
  return { url: URL_, finalUrl, status: 200, contentType: 'application/json', body, attempts: 1, headers: { 'content-type': 'application/json', ...headers } };
}

/** A Cache API in memory, keeping what it is given; `fail` makes every call reject, as a full or broken cache may. */
function fakeCache(fail = false): PlatformCache & { readonly stored: Map<string, Response> } {
  const stored = new Map<string, Response>();
  return {
    stored,
    match: (url) => (fail ? Promise.reject(new Error('cache down')) : Promise.resolve(stored.get(url)?.clone())),
    put: (url, response) => {
      if (fail) return Promise.reject(new Error('cache full'));
      stored.set(url, response);
      return Promise.resolve();
    },
  };
}

describe('storableInSharedCache', () => {
  it.each([
    [{ 'cache-control': 'public, max-age=1800' }, true],
    [{ 'cache-control': 's-maxage=60' }, true],
    [{ 'cache-control': 'public, max-age=1800', vary: 'Accept-Encoding' }, true],
    [{}, false],
    [{ 'cache-control': 'max-age=0' }, false],
    [{ 'cache-control': 'public, max-age=1800, no-store' }, false],
    [{ 'cache-control': 'private, max-age=1800' }, false],
    [{ 'cache-control': 'no-cache, max-age=1800' }, false],
    [{ 'cache-control': 'public, max-age=1800', vary: 'Cookie' }, false],
    [{ 'cache-control': 'public, max-age=1800', 'set-cookie': 'a=b' }, false],
  ])('%j: %s', (headers, storable) => {
    expect(storableInSharedCache(headers)).toBe(storable);
  });
});

describe("HttpCache (Workers' Cache API)", () => {
  it('keeps a cacheable answer and gives it back as an answer from the cache (0 attempts), redirects and headers kept', async () => {
    const cache = fakeCache();
    const http = new HttpCache(undefined, undefined, () => cache);
    await http.put(request, answer({ 'cache-control': 'public, max-age=1800', 'content-encoding': 'gzip' }, '[1]', 'https://frinkiac.com/api/search?q=pancakes&x=1'));
    const served = await http.get(request);
    expect(served).toMatchObject({ url: URL_, finalUrl: 'https://frinkiac.com/api/search?q=pancakes&x=1', status: 200, contentType: 'application/json', body: '[1]', attempts: 0 });
    expect(served?.headers?.['cache-control']).toBe('public, max-age=1800');
    // The stored body is the decoded text: the encoding it came with no longer describes it.
    expect(served?.headers?.['content-encoding']).toBeUndefined();
  });

  it('keeps nothing the headers do not allow, nor an answer without headers', async () => {
    const cache = fakeCache();
    const http = new HttpCache(undefined, undefined, () => cache);
    await http.put(request, answer({ 'cache-control': 'no-store' }));
    const { headers: _headers, ...withoutHeaders } = answer({ 'cache-control': 'public, max-age=1800' });
    await http.put(request, withoutHeaders);
    expect(cache.stored.size).toBe(0);
    expect(await http.get(request)).toBeUndefined();
  });

  it('a failing Cache API reads as a miss and a write that fails is dropped, never an error', async () => {
    const http = new HttpCache(undefined, undefined, () => fakeCache(true));
    await expect(http.put(request, answer({ 'cache-control': 'public, max-age=1800' }))).resolves.toBeUndefined();
    await expect(http.get(request)).resolves.toBeUndefined();
  });

  it('without `caches.default` (a browser page: its HTTP cache answers) keeps nothing of its own', async () => {
    const http = new HttpCache();
    expect((globalThis as { caches?: unknown }).caches).toBeUndefined();
    await http.put(request, answer({ 'cache-control': 'public, max-age=1800' }));
    expect(await http.get(request)).toBeUndefined();
  });
});
