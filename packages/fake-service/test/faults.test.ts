import { beforeEach, describe, expect, test } from '@jest/globals';
import { FaultQueue, faultJsonReplacer, faultJsonReviver, InvalidFaultError, parseFault, type Fault } from '../src/faults.js';
import { startFakeService } from '../src/server.js';
import { ENDPOINT_NAMES, type EndpointName } from '../src/types.js';
import { encodeCaption, rawGet } from './support/http.js';
import { firstRequest, useService } from './support/use-service.js';

/** The endpoints a classic service serves (the 2026 ones are covered by faults-2026.test.ts). */
type ClassicEndpoint = Exclude<EndpointName, 'discover' | 'navigator' | 'transcript' | 'render-gif' | 'render-mp4' | 'comic' | 'comic-editor'>;

/** A URL that each classic endpoint answers normally. */
const ENDPOINT_PATHS: Record<ClassicEndpoint, string> = {
  random: 'api/random',
  caption: 'api/caption?e=S01E01&t=10300',
  search: 'api/search?q=pancakes',
  frames: 'api/frames/S01E01/10000/1000/1000',
  nearby: 'api/nearby?e=S01E01&t=10000',
  episode: 'api/episode/S01E01/0/20000',
  img: 'img/S01E01/10000.jpg',
  meme: `meme/S01E01/10000.jpg?b64lines=${encodeCaption('Hi')}`,
  gif: `gif/S01E01/7000/14000.gif?b64lines=${encodeCaption('Hi')}`,
  mp4: `mp4/S01E01/7000/14000.mp4?b64lines=${encodeCaption('Hi')}`,
  video: '', // filled in beforeAll with a real token
};
const CLASSIC_ENDPOINT_NAMES = ENDPOINT_NAMES.filter((name): name is ClassicEndpoint => name in ENDPOINT_PATHS);

describe('parseFault', () => {
  test('accepts a render-error on the render endpoints or any endpoint, with or without a message', () => {
    expect(parseFault({ endpoint: 'render-gif', kind: 'render-error', message: 'out of GPUs' })).toEqual({ endpoint: 'render-gif', kind: 'render-error', message: 'out of GPUs' });
    expect(parseFault({ endpoint: 'render-mp4', kind: 'render-error' })).toEqual({ endpoint: 'render-mp4', kind: 'render-error' });
    expect(parseFault({ endpoint: '*', kind: 'render-error', times: 2 })).toEqual({ endpoint: '*', kind: 'render-error', times: 2 });
  });

  test('accepts every 2026 endpoint name', () => {
    for (const endpoint of ['discover', 'navigator', 'transcript', 'render-gif', 'render-mp4', 'comic', 'comic-editor'] as const) {
      expect(parseFault({ endpoint, kind: 'status', status: 503 }).endpoint).toBe(endpoint);
    }
  });

  test('accepts every kind and fills nothing in', () => {
    expect(parseFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 2 })).toEqual({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 2 });
    expect(parseFault({ endpoint: '*', kind: 'slow-body', chunkSize: 1, chunkDelayMs: 0, match: 'q=' })).toEqual({
      endpoint: '*',
      kind: 'slow-body',
      chunkSize: 1,
      chunkDelayMs: 0,
      match: 'q=',
    });
  });

  test('reads times "Infinity" from JSON', () => {
    expect(parseFault({ endpoint: 'img', kind: 'reset', times: 'Infinity' }).times).toBe(Infinity);
    const fault: Fault = { endpoint: 'img', kind: 'reset', times: Infinity };
    expect(JSON.parse(JSON.stringify(fault, faultJsonReplacer), faultJsonReviver)).toEqual(fault);
  });

  test('accepts a raw fault: status, headers, text or base64 body, trickled or not', () => {
    const fault = { endpoint: 'search', kind: 'raw', status: 302, headers: { Location: '/x' }, bodyBase64: 'AP8=', chunkDelayMs: 5, chunkSize: 1 };
    expect(parseFault(fault)).toEqual(fault);
    expect(parseFault({ endpoint: '*', kind: 'raw' })).toEqual({ endpoint: '*', kind: 'raw' });
  });

  test.each([
    ['not an object', 'reset'],
    ['a raw status above 599', { endpoint: '*', kind: 'raw', status: 600 }],
    ['raw headers that are not strings', { endpoint: '*', kind: 'raw', headers: { Location: 5 } }],
    ['a raw body that is not a string', { endpoint: '*', kind: 'raw', body: [] }],
    ['a raw bodyBase64 that is not a string', { endpoint: '*', kind: 'raw', bodyBase64: 1 }],
    ['a raw chunk size of 0', { endpoint: '*', kind: 'raw', chunkDelayMs: 1, chunkSize: 0 }],
    ['an unknown kind', { endpoint: '*', kind: 'explode' }],
    ['an unknown endpoint', { endpoint: 'comicmaker', kind: 'reset' }],
    ['a render-error on an endpoint that does not render', { endpoint: 'gif', kind: 'render-error' }],
    ['a render-error with a non-string message', { endpoint: 'render-gif', kind: 'render-error', message: 42 }],
    ['no endpoint', { kind: 'reset' }],
    ['times 0', { endpoint: '*', kind: 'reset', times: 0 }],
    ['fractional times', { endpoint: '*', kind: 'reset', times: 1.5 }],
    ['a status below 200', { endpoint: '*', kind: 'status', status: 101 }],
    ['a status above 599', { endpoint: '*', kind: 'status', status: 600 }],
    ['a negative retryAfter', { endpoint: '*', kind: 'status', status: 429, retryAfter: -1 }],
    ['a delay without delayMs', { endpoint: '*', kind: 'delay' }],
    ['a chunk size of 0', { endpoint: '*', kind: 'slow-body', chunkSize: 0 }],
    ['a non-string match', { endpoint: '*', kind: 'reset', match: 5 }],
  ])('rejects %s', (_case, value) => {
    expect(() => parseFault(value)).toThrow(InvalidFaultError);
  });
});

describe('FaultQueue', () => {
  test('takes the first matching fault with uses left, then normal service', () => {
    const queue = new FaultQueue();
    queue.add({ endpoint: 'search', kind: 'html', match: 'q=x' });
    queue.add({ endpoint: 'search', kind: 'empty-body', times: 2 });
    queue.add({ endpoint: '*', kind: 'reset' });
    expect(queue.take('search', '/api/search?q=y')?.kind).toBe('empty-body');
    expect(queue.take('search', '/api/search?q=x')?.kind).toBe('html');
    expect(queue.take('search', '/api/search?q=x')?.kind).toBe('empty-body');
    expect(queue.take('search', '/api/search?q=x')?.kind).toBe('reset');
    expect(queue.take('search', '/api/search?q=x')).toBeUndefined();
  });

  test('a render-error is taken only by a request that starts a render; others pass it by', () => {
    const queue = new FaultQueue();
    queue.add({ endpoint: '*', kind: 'render-error', message: 'boom' });
    queue.add({ endpoint: '*', kind: 'html' });
    expect(queue.take('render-gif', '/api/render/gif/stream')?.kind).toBe('html');
    expect(queue.take('render-gif', '/api/render/gif/stream', true)).toEqual({ endpoint: '*', kind: 'render-error', message: 'boom' });
    expect(queue.take('render-gif', '/api/render/gif/stream', true)).toBeUndefined();
  });

  test('Infinity never runs out; clear empties the queue', () => {
    const queue = new FaultQueue();
    queue.add({ endpoint: 'img', kind: 'reset', times: Infinity });
    for (let index = 0; index < 100; index++) expect(queue.take('img', '/img/S01E01/1.jpg')?.kind).toBe('reset');
    expect(queue.take('gif', '/gif/S01E01/1/2.gif')).toBeUndefined();
    queue.clear();
    expect(queue.take('img', '/img/S01E01/1.jpg')).toBeUndefined();
  });
});

describe('faults on the wire', () => {
  const service = useService({ mode: 'classic' });
  // Each test starts clean, with the gif of ENDPOINT_PATHS rendered so that its video exists.
  beforeEach(async () => {
    await service().reset();
    const location = (await fetch(`${service().url}${ENDPOINT_PATHS.gif}`, { redirect: 'manual' })).headers.get('location')!;
    ENDPOINT_PATHS.video = location.slice(1);
    await service().clearRequests();
  });
  const url = (endpoint: ClassicEndpoint): string => `${service().url}${ENDPOINT_PATHS[endpoint]}`;
  const normalBody = async (endpoint: ClassicEndpoint): Promise<Buffer> => (await rawGet(url(endpoint))).body;

  test('every endpoint name is either classic or of the 2026 rebuild', () => {
    expect(CLASSIC_ENDPOINT_NAMES).toEqual(['random', 'caption', 'search', 'frames', 'nearby', 'episode', 'img', 'meme', 'gif', 'mp4', 'video']);
  });

  test.each(CLASSIC_ENDPOINT_NAMES)('a status fault hits %s and only it', async (endpoint) => {
    await service().injectFault({ endpoint, kind: 'status', status: 500 });
    const others = CLASSIC_ENDPOINT_NAMES.filter((other) => other !== endpoint);
    for (const other of others) expect((await rawGet(url(other))).status).toBeLessThan(400);
    const faulted = await rawGet(url(endpoint));
    expect(faulted.status).toBe(500);
    expect(faulted.body.toString()).toBe('500 Internal Server Error\n');
    expect((await rawGet(url(endpoint))).status).toBeLessThan(400);
  });

  test('429 with Retry-After in seconds', async () => {
    await service().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3 });
    const response = await fetch(url('search'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.text()).toBe('429 Too Many Requests\n');
  });

  test('503 with Retry-After as an HTTP date, and a custom body', async () => {
    const date = new Date(Date.UTC(2026, 4, 1, 12, 0, 0)).toUTCString();
    await service().injectFault({ endpoint: 'caption', kind: 'status', status: 503, retryAfter: date, body: 'down for tests' });
    const response = await fetch(url('caption'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('Fri, 01 May 2026 12:00:00 GMT');
    expect(await response.text()).toBe('down for tests\n');
  });

  test('a status without Retry-After sends none', async () => {
    await service().injectFault({ endpoint: 'frames', kind: 'status', status: 429 });
    const response = await fetch(url('frames'));
    expect(response.status).toBe(429);
    expect(response.headers.has('retry-after')).toBe(false);
  });

  test('html: a 200 HTML page', async () => {
    await service().injectFault({ endpoint: 'random', kind: 'html' });
    const response = await fetch(url('random'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  test('malformed-json: a 200 JSON response that does not parse', async () => {
    await service().injectFault({ endpoint: 'nearby', kind: 'malformed-json' });
    const response = await fetch(url('nearby'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
  });

  test('truncated-json: the first half of the normal body, complete as far as HTTP goes', async () => {
    const normal = await normalBody('caption');
    await service().injectFault({ endpoint: 'caption', kind: 'truncated-json' });
    const outcome = await rawGet(url('caption'));
    expect(outcome.ending).toBe('complete');
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-length']).toBe(String(Math.floor(normal.length / 2)));
    expect(outcome.body).toEqual(normal.subarray(0, Math.floor(normal.length / 2)));
    expect(() => JSON.parse(outcome.body.toString()) as unknown).toThrow(SyntaxError);
  });

  test('empty-body: 200, JSON content type, no bytes', async () => {
    await service().injectFault({ endpoint: 'episode', kind: 'empty-body' });
    const outcome = await rawGet(url('episode'));
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(outcome.headers['content-length']).toBe('0');
    expect(outcome.body).toHaveLength(0);
  });

  test('wrong-shape: an object where a list is expected, a list where an object is', async () => {
    const frames = JSON.parse((await normalBody('search')).toString()) as unknown[];
    await service().injectFault({ endpoint: 'search', kind: 'wrong-shape' });
    expect(await (await fetch(url('search'))).json()).toEqual({ Results: frames });
    const screencap = JSON.parse((await normalBody('caption')).toString()) as unknown;
    await service().injectFault({ endpoint: 'caption', kind: 'wrong-shape' });
    expect(await (await fetch(url('caption'))).json()).toEqual([screencap]);
  });

  test('wrong-shape with a chosen body, also on a non-JSON endpoint', async () => {
    await service().injectFault({ endpoint: 'img', kind: 'wrong-shape', body: { Frame: 'nope' } });
    const response = await fetch(url('img'));
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ Frame: 'nope' });
  });

  test('no-headers: nothing ever comes; the log shows the request without a status', async () => {
    await service().injectFault({ endpoint: 'random', kind: 'no-headers' });
    const outcome = await rawGet(url('random'), 300);
    expect(outcome.ending).toBe('idle-timeout');
    expect(outcome.gotHeaders).toBe(false);
    expect((await service().requests()).at(-1)).toMatchObject({ endpoint: 'random', status: null, fault: { kind: 'no-headers' } });
  });

  test('slow-body: the full normal body, in many small chunks', async () => {
    const normal = await normalBody('nearby');
    await service().injectFault({ endpoint: 'nearby', kind: 'slow-body', chunkSize: 64, chunkDelayMs: 5 });
    const outcome = await rawGet(url('nearby'));
    expect(outcome.ending).toBe('complete');
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-length']).toBe(String(normal.length));
    expect(outcome.body).toEqual(normal);
    expect(outcome.chunkCount).toBeGreaterThan(1);
  });

  test('slow-body: the client can give up between chunks', async () => {
    await service().injectFault({ endpoint: 'caption', kind: 'slow-body', chunkSize: 1, chunkDelayMs: 1_000 });
    const outcome = await rawGet(url('caption'), 300);
    expect(outcome.gotHeaders).toBe(true);
    expect(outcome.ending).toBe('idle-timeout');
  });

  test('stall-mid-body: headers with the full length, half the body, then silence', async () => {
    const normal = await normalBody('search');
    await service().injectFault({ endpoint: 'search', kind: 'stall-mid-body' });
    const outcome = await rawGet(url('search'), 300);
    expect(outcome.gotHeaders).toBe(true);
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-length']).toBe(String(normal.length));
    expect(outcome.body).toEqual(normal.subarray(0, Math.floor(normal.length / 2)));
    expect(outcome.ending).toBe('idle-timeout');
  });

  test('reset: the connection is reset before any response', async () => {
    await service().injectFault({ endpoint: 'frames', kind: 'reset' });
    const outcome = await rawGet(url('frames'));
    expect(outcome.gotHeaders).toBe(false);
    expect(outcome.ending).toBe('error');
    expect(outcome.errorCode).toBe('ECONNRESET');
    expect((await service().requests()).at(-1)).toMatchObject({ endpoint: 'frames', status: null, fault: { kind: 'reset' } });
  });

  test('reset: fetch fails too', async () => {
    await service().injectFault({ endpoint: 'search', kind: 'reset' });
    // Not `toThrow(TypeError)`: fetch's TypeError comes from another realm than Jest's.
    await expect(fetch(url('search'))).rejects.toThrow('fetch failed');
  });

  test('reset-mid-body: headers and part of the body, then a reset', async () => {
    const normal = await normalBody('episode');
    await service().injectFault({ endpoint: 'episode', kind: 'reset-mid-body' });
    const outcome = await rawGet(url('episode'));
    expect(outcome.gotHeaders).toBe(true);
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-length']).toBe(String(normal.length));
    expect(outcome.ending).toBe('error');
    expect(outcome.body.length).toBeLessThan(normal.length);
  });

  test('delay: then normal service', async () => {
    const normal = await normalBody('random');
    await service().reset(); // so the delayed answer is the same random pick again
    await service().injectFault({ endpoint: 'random', kind: 'delay', delayMs: 20 });
    const outcome = await rawGet(url('random'));
    expect(outcome.ending).toBe('complete');
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual(normal);
  });

  test('times: 2 hits exactly two requests, then normal service', async () => {
    await service().clearRequests();
    await service().injectFault({ endpoint: 'search', kind: 'status', status: 503, times: 2 });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await fetch(url('search'))).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    const log = await service().requests();
    expect(log.map((entry) => entry.status)).toEqual([503, 503, 200, 200]);
    expect(log.map((entry) => entry.fault?.kind)).toEqual(['status', 'status', undefined, undefined]);
  });

  test('times: Infinity keeps hitting until reset', async () => {
    await service().injectFault({ endpoint: 'img', kind: 'status', status: 502, times: Infinity });
    for (let index = 0; index < 5; index++) expect((await fetch(url('img'))).status).toBe(502);
    await service().reset();
    expect((await fetch(url('img'))).status).toBe(200);
  });

  test('match: only requests whose path and query contain the text', async () => {
    await service().injectFault({ endpoint: 'search', kind: 'status', status: 500, match: 'q=salt' });
    expect((await fetch(`${service().url}api/search?q=pancakes`)).status).toBe(200);
    expect((await fetch(`${service().url}api/search?q=salt`)).status).toBe(500);
    await service().injectFault({ endpoint: 'frames', kind: 'status', status: 500, match: '/S01E02/' });
    expect((await fetch(`${service().url}api/frames/S01E01/0/0/0`)).status).toBe(200);
    expect((await fetch(`${service().url}api/frames/S01E02/0/0/0`)).status).toBe(500);
  });

  test("'*' hits any endpoint, unknown paths included", async () => {
    await service().injectFault({ endpoint: '*', kind: 'status', status: 418, times: 2 });
    expect((await fetch(url('meme'))).status).toBe(418);
    expect((await fetch(`${service().url}no/such/path`)).status).toBe(418);
    expect((await fetch(`${service().url}no/such/path`)).status).toBe(404);
  });

  test('faults are used in the order they were injected', async () => {
    await service().injectFault({ endpoint: 'nearby', kind: 'status', status: 500 });
    await service().injectFault({ endpoint: '*', kind: 'status', status: 502 });
    expect((await fetch(url('nearby'))).status).toBe(500);
    expect((await fetch(url('nearby'))).status).toBe(502);
    expect((await fetch(url('nearby'))).status).toBe(200);
  });

  test('the log records the fault as injected', async () => {
    await service().clearRequests();
    const fault: Fault = { endpoint: 'search', kind: 'status', status: 429, retryAfter: 1, match: 'pancakes' };
    await service().injectFault(fault);
    await fetch(url('search'));
    expect(await service().requests()).toEqual([
      { method: 'GET', path: '/api/search', query: 'q=pancakes', endpoint: 'search', params: { q: 'pancakes' }, fault, status: 429 },
    ]);
  });

  test('an invalid fault is rejected', async () => {
    await expect(service().injectFault({ endpoint: 'search', kind: 'status', status: 42 })).rejects.toThrow(InvalidFaultError);
    await expect(service().injectFault({ endpoint: 'search', kind: 'delay' } as unknown as Fault)).rejects.toThrow(/delayMs/);
  });
});

describe('close() with hung connections', () => {
  test.each(['no-headers', 'stall-mid-body', 'slow-body'] as const)('destroys a connection hung by %s and resolves', async (kind) => {
    const service = await startFakeService({ mode: 'classic' });
    await service.injectFault(kind === 'slow-body' ? { endpoint: 'random', kind, chunkDelayMs: 60_000 } : { endpoint: 'random', kind });
    const pending = rawGet(`${service.url}api/random`, 60_000);
    await firstRequest(service);
    await service.close();
    const outcome = await pending;
    expect(outcome.ending).toBe('error');
    await service.close(); // idempotent
  });

  test('drops a pending delay', async () => {
    const service = await startFakeService({ mode: 'classic' });
    await service.injectFault({ endpoint: 'random', kind: 'delay', delayMs: 60_000 });
    const pending = rawGet(`${service.url}api/random`, 60_000);
    await firstRequest(service);
    await service.close();
    expect((await pending).ending).toBe('error');
  });
});
