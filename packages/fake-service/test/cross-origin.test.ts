import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startFakeService } from '../src/index.js';
import type { FakeServiceHandle } from '../src/index.js';

describe('allowCrossOrigin', () => {
  let closed: FakeServiceHandle;
  let open: FakeServiceHandle;
  beforeAll(async () => {
    [closed, open] = await Promise.all([startFakeService({ mode: 'classic' }), startFakeService({ mode: 'classic', allowCrossOrigin: true })]);
  });
  afterAll(() => Promise.all([closed.close(), open.close()]));

  test('off by default: no CORS header, and a preflight is an ordinary (refused) request', async () => {
    const answer = await fetch(`${closed.url}api/random`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${closed.url}api/search`, { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('on: every answer, errors included, may be read from any origin, its headers too', async () => {
    const answer = await fetch(`${open.url}api/random`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe('*');
    const missing = await fetch(`${open.url}api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('on: a preflight gets 204 with what it asked for, and is not logged', async () => {
    await open.clearRequests();
    const preflight = await fetch(`${open.url}api/search?q=x`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'user-agent, accept' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('user-agent, accept');
    expect(await open.requests()).toEqual([]);
  });
});
