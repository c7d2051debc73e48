import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { movedBaseUrl, startFakeService } from '../src/server.js';
import type { FakeServiceHandle } from '../src/types.js';

describe('a moved instance (movedTo), as masterofallscience.com since the rebuild', () => {
  let target: FakeServiceHandle;
  let moved: FakeServiceHandle;
  beforeAll(async () => {
    target = await startFakeService({ mode: '2026', renderStepMs: 1 });
    moved = await startFakeService({ mode: '2026', renderStepMs: 1, movedTo: target.url });
  });
  afterAll(async () => {
    await moved.close();
    await target.close();
  });

  test.each([
    ['GET', 'api/random'],
    ['GET', 'api/caption?e=S01E01&t=11656&nearby=1'],
    ['GET', 'api/search?q=salt%20%26%20pepper'],
    ['GET', 'img/S01E01/11656.jpg'],
    ['GET', 'no/such/path?x=1'],
    ['GET', ''],
    ['POST', 'api/render/gif/stream'],
    ['POST', 'api/random'],
  ])('%s /%s: 301 to the same path and query on the new base', async (method, path) => {
    const response = await fetch(`${moved.url}${path}`, { method, redirect: 'manual', ...(method === 'POST' ? { body: '[{}]' } : {}) });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${target.url}${path}`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Moved Permanently');
  });

  test('a client that follows it gets the other service\'s answer; a POST turns into a GET', async () => {
    const followed = await fetch(`${moved.url}api/caption?e=S01E01&t=11656`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${target.url}api/caption?e=S01E01&t=11656`);
    const post = await fetch(`${moved.url}api/render/gif/stream`, { method: 'POST', body: '[]' });
    // fetch follows a 301 of a POST with a GET, which the render endpoint does not allow.
    expect(post.status).toBe(405);
  });

  test('logs each request with the endpoint its path names and status 301', async () => {
    await moved.clearRequests();
    await fetch(`${moved.url}api/random?smin=1`, { redirect: 'manual' });
    await fetch(`${moved.url}elsewhere`, { redirect: 'manual' });
    expect(await moved.requests()).toEqual([
      { method: 'GET', path: '/api/random', query: 'smin=1', endpoint: 'random', params: { smin: '1' }, status: 301 },
      { method: 'GET', path: '/elsewhere', query: '', endpoint: 'unknown', params: {}, status: 301 },
    ]);
  });

  test('faults still apply (a CDN in front of the redirect)', async () => {
    await moved.injectFault({ endpoint: 'random', kind: 'status', status: 429, retryAfter: 3 });
    const limited = await fetch(`${moved.url}api/random`, { redirect: 'manual' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await fetch(`${moved.url}api/random`, { redirect: 'manual' })).status).toBe(301);
  });

  test('control requests are not redirected', async () => {
    expect((await fetch(`${moved.url}__fake/requests`)).status).toBe(200);
  });
});

describe('movedTo', () => {
  test('gets a trailing slash; a path prefix is kept', () => {
    expect(movedBaseUrl('https://frinkiac.com')).toBe('https://frinkiac.com/');
    expect(movedBaseUrl('http://127.0.0.1:4000/base')).toBe('http://127.0.0.1:4000/base/');
  });

  test.each(['frinkiac.com', 'ftp://frinkiac.com/', 'https://frinkiac.com/?a=1', 'https://frinkiac.com/#top', ''])('refuses %j', async (movedTo) => {
    expect(() => movedBaseUrl(movedTo)).toThrow(TypeError);
    await expect(startFakeService({ movedTo })).rejects.toThrow(/movedTo must be an absolute http\(s\) URL/);
  });
});
