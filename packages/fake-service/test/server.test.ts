import { describe, expect, test } from '@jest/globals';
import { request } from 'node:http';
import { allRoutes, routesFor } from '../src/routes/index.js';
import { errorResponse, jsonResponse, type Route } from '../src/routes/route.js';
import { FakeService, startFakeService } from '../src/server.js';
import { useService } from './support/use-service.js';

/** A raw request with a method and body, answered as text. */
function send(url: string, method: string, body?: string): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString(), headers: response.headers });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the HTTP server', () => {
  const service = useService({ mode: 'classic' });

  test('its URL is http://127.0.0.1:<port>/ by default', () => {
    expect(service().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown path is a logged 404, as Go writes it', async () => {
    await service().clearRequests();
    const response = await fetch(`${service().url}api/nothing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('404 page not found\n');
    expect(await service().requests()).toEqual([{ method: 'GET', path: '/api/nothing', query: 'x=1', endpoint: 'unknown', params: { x: '1' }, status: 404 }]);
  });

  test('another method on a known path is a logged 405 with Allow', async () => {
    await service().clearRequests();
    const response = await send(`${service().url}api/random`, 'POST', '{}');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect((await service().requests())[0]).toMatchObject({ method: 'POST', endpoint: 'random', status: 405 });
  });

  test('a raw fault sends its status, headers and bytes as given', async () => {
    await service().injectFault({ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: 'https://u:p@elsewhere.example/' }, bodyBase64: 'AP8=' });
    const response = await fetch(`${service().url}api/search?q=pancakes`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://u:p@elsewhere.example/');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x00, 0xff]);
  });

  test('a raw fault without headers or body is an empty 200 JSON answer', async () => {
    await service().injectFault({ endpoint: 'search', kind: 'raw', chunkDelayMs: 1 });
    const response = await fetch(`${service().url}api/search?q=pancakes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  test('requests() is a snapshot', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/random`);
    const log = await service().requests();
    log[0]!.status = 999;
    log.push(log[0]!);
    expect((await service().requests()).map((entry) => entry.status)).toEqual([200]);
  });
});

describe('control endpoints', () => {
  const service = useService({ mode: 'classic' });
  const control = (method: string, path: string, body?: string): ReturnType<typeof send> => send(`${service().url}__fake/${path}`, method, body);

  test('POST faults queues a fault, "Infinity" times included', async () => {
    expect((await control('POST', 'faults', JSON.stringify({ endpoint: 'search', kind: 'status', status: 429, times: 'Infinity' }))).status).toBe(204);
    expect((await fetch(`${service().url}api/search?q=a`)).status).toBe(429);
    expect((await fetch(`${service().url}api/search?q=a`)).status).toBe(429);
    const logged = JSON.parse((await control('GET', 'requests')).text);
    expect(logged[0].fault).toEqual({ endpoint: 'search', kind: 'status', status: 429, times: 'Infinity' });
    expect((await control('DELETE', 'faults')).status).toBe(204);
    expect((await fetch(`${service().url}api/search?q=a`)).status).toBe(200);
  });

  test('POST faults rejects bad JSON and bad faults with a 400 saying why', async () => {
    const badJson = await control('POST', 'faults', '{not json');
    expect(badJson.status).toBe(400);
    const badFault = await control('POST', 'faults', JSON.stringify({ endpoint: 'search', kind: 'status', status: 42 }));
    expect(badFault.status).toBe(400);
    expect(badFault.text).toMatch(/status must be an integer from 200 to 599/);
  });

  test('GET and DELETE requests read and empty the log; control requests are not logged', async () => {
    await control('DELETE', 'requests');
    await fetch(`${service().url}api/search?q=salt`);
    const listed = await control('GET', 'requests');
    expect(listed.status).toBe(200);
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(listed.text)).toEqual([{ method: 'GET', path: '/api/search', query: 'q=salt', endpoint: 'search', params: { q: 'salt' }, status: 200 }]);
    expect((await control('DELETE', 'requests')).status).toBe(204);
    expect(JSON.parse((await control('GET', 'requests')).text)).toEqual([]);
  });

  test('POST reset drops faults and the log', async () => {
    await service().injectFault({ endpoint: '*', kind: 'status', status: 500, times: Infinity });
    await fetch(`${service().url}api/random`);
    expect((await control('POST', 'reset')).status).toBe(204);
    expect(await service().requests()).toEqual([]);
    expect((await fetch(`${service().url}api/random`)).status).toBe(200);
  });

  test('an unknown control endpoint is a 404', async () => {
    expect((await control('GET', 'nothing')).status).toBe(404);
    expect((await control('PUT', 'faults')).status).toBe(404);
  });
});

describe('route table and modes', () => {
  const echo: Route = {
    method: 'POST',
    pattern: '/api/echo/:word',
    endpoint: 'search',
    modes: ['2026'],
    handle: ({ pathParams, body }) => jsonResponse({ word: pathParams.word, body: body.toString() }),
  };

  test("routesFor keeps a route only in the modes it lists; routes without modes serve in both", () => {
    const classicOnly: Route = { ...echo, pattern: '/api/old', modes: ['classic'] };
    const everywhere: Route = { ...echo, pattern: '/api/both', modes: undefined };
    const table = [classicOnly, echo, everywhere];
    expect(routesFor('classic', table)).toEqual([classicOnly, everywhere]);
    expect(routesFor('2026', table)).toEqual([echo, everywhere]);
  });

  test('each mode serves each method and pattern once; the media files and frames are shared', () => {
    for (const mode of ['classic', '2026'] as const) {
      const routes = routesFor(mode);
      expect(new Set(routes.map((route) => `${route.method} ${route.pattern}`)).size).toBe(routes.length);
    }
    const shared = allRoutes.filter((route) => route.modes === undefined).map((route) => route.pattern);
    expect(shared).toEqual(['/api/frames/:key/:timestamp/:before/:after', '/img/:key/:timestamp.jpg', '/video/:key/:token.gif', '/video/:key/:token.mp4']);
  });

  test("by default it imitates the 2026 generation, as the live instances do (the rebuilt endpoints); mode 'classic' does not", async () => {
    const modern = await startFakeService();
    const classic = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${modern.url}api/random`)).status).toBe(200);
      expect((await fetch(`${modern.url}api/navigator`)).status).toBe(200);
      expect((await fetch(`${modern.url}gif/S01E01/0/1000.gif`, { redirect: 'manual' })).status).toBe(410);
      expect((await fetch(`${classic.url}api/navigator`)).status).toBe(404);
      expect((await fetch(`${classic.url}gif/S01E01/0/1000.gif`, { redirect: 'manual' })).status).toBe(302);
    } finally {
      await modern.close();
      await classic.close();
    }
  });

  test('renderStepMs must be a finite number >= 0', async () => {
    await expect(startFakeService({ mode: '2026', renderStepMs: -1 })).rejects.toThrow(RangeError);
    await expect(startFakeService({ mode: '2026', renderStepMs: Number.NaN })).rejects.toThrow(/renderStepMs/);
  });

  test('a new route module joins by being listed: POST with a body, mode-dependent', async () => {
    const modern = new FakeService({ mode: '2026' }, routesFor('2026', [...allRoutes, echo]));
    const url = await modern.listen();
    try {
      const response = await send(`${url}api/echo/hello`, 'POST', '[{"episode":"S01E01"}]');
      expect(JSON.parse(response.text)).toEqual({ word: 'hello', body: '[{"episode":"S01E01"}]' });
      expect((await fetch(`${url}api/random`)).status).toBe(200);
    } finally {
      await modern.close();
    }
  });

  test('a handler that fails unexpectedly answers 500; an HttpError its own status', async () => {
    const broken: Route = { method: 'GET', pattern: '/broken', endpoint: 'random', handle: () => { throw new Error('boom'); } };
    const teapot: Route = { method: 'GET', pattern: '/teapot', endpoint: 'random', handle: () => errorResponse(418) };
    const service = new FakeService({}, [broken, teapot]);
    const url = await service.listen();
    try {
      const response = await fetch(`${url}broken`);
      expect(response.status).toBe(500);
      expect(await response.text()).toMatch(/boom/);
      expect((await fetch(`${url}teapot`)).status).toBe(418);
    } finally {
      await service.close();
    }
  });
});

describe('close()', () => {
  test('stops listening, is idempotent, and works on a service that never listened', async () => {
    const service = await startFakeService();
    await fetch(`${service.url}api/random`);
    await service.close();
    await service.close();
    await expect(fetch(`${service.url}api/random`)).rejects.toThrow('fetch failed');
    await new FakeService().close();
  });

  test('a port in use makes the start fail', async () => {
    const first = await startFakeService();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startFakeService({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
