import { beforeEach, describe, expect, test } from '@jest/globals';
import { type IncomingHttpHeaders, request } from 'node:http';
import { renderUrl } from '../src/routes/render.js';
import { startFakeService } from '../src/server.js';
import { ENDPOINT_NAMES, type EndpointName } from '../src/types.js';
import { encodeCaption, encodeComic, ndjsonLines, rawGet, type RawOutcome } from './support/http.js';
import { firstRequest, useService } from './support/use-service.js';

const JOB = { episode: 'S01E01', start: 7200, end: 9900, check_only: false, overlays: [] };
const CHECK = { ...JOB, check_only: true };
const COMIC = [{ e: 'S01E01', ts: 11656, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffffffff', x: 50, y: 97, a: 'c', u: 1, b: 0, d: 0 }] }];

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

/** A request that each endpoint of a 2026 service answers normally. */
const CALLS: Record<EndpointName, Call> = {
  random: { method: 'GET', path: 'api/random?smin=1' },
  caption: { method: 'GET', path: 'api/caption?e=S01E01&t=10300&nearby=1' },
  search: { method: 'GET', path: 'api/search?q=pancakes&smax=2' },
  frames: { method: 'GET', path: 'api/frames/S01E01/10000/1000/1000' },
  nearby: { method: 'GET', path: 'api/nearby?e=S01E01&t=10000' },
  episode: { method: 'GET', path: 'api/episode/S01E01/0/20000' },
  img: { method: 'GET', path: 'img/S01E01/10000.jpg' },
  meme: { method: 'GET', path: `meme/S01E01/10000.jpg?b64lines=${encodeCaption('Hi')}` },
  gif: { method: 'GET', path: 'gif/S01E01/7000/14000.gif' },
  mp4: { method: 'GET', path: 'mp4/S01E01/7000/14000.mp4' },
  video: { method: 'GET', path: renderUrl('gif', JOB).slice(1) }, // rendered in beforeEach
  discover: { method: 'GET', path: 'api/discover' },
  navigator: { method: 'GET', path: 'api/navigator' },
  transcript: { method: 'GET', path: 'api/transcript?e=S01E01&t=30000' },
  'render-gif': { method: 'POST', path: 'api/render/gif/stream', body: JSON.stringify([JOB]) },
  'render-mp4': { method: 'POST', path: 'api/render/mp4', body: JSON.stringify([JOB]) },
  comic: { method: 'GET', path: `comic/img?b64=${encodeComic(COMIC)}` },
  'comic-editor': { method: 'GET', path: `comicmaker/S01E01/10000?b64=${encodeComic(COMIC)}&layout=single` },
};

/** What each endpoint answers without a fault: the old media URLs are gone. */
const NORMAL_STATUS = (endpoint: EndpointName): number => (endpoint === 'gif' || endpoint === 'mp4' || endpoint === 'meme' ? 410 : 200);

/** The endpoints a 2026 service serves: api/nearby is gone (an unknown path, logged as 'unknown'). */
const SERVED_2026 = ENDPOINT_NAMES.filter((name) => name !== 'nearby');

describe('faults on a 2026 service', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  // Each test starts clean, with the gif of CALLS.video rendered so that its video exists.
  beforeEach(async () => {
    await service().reset();
    await call('render-gif');
    await service().clearRequests();
  });
  const call = (endpoint: EndpointName, idleTimeoutMs = 2_000): Promise<RawOutcome> => {
    const { method, path, body } = CALLS[endpoint];
    return rawGet(`${service().url}${path}`, idleTimeoutMs, method, body);
  };
  const post = (path: string, body: unknown, idleTimeoutMs = 2_000): Promise<RawOutcome> =>
    rawGet(`${service().url}${path}`, idleTimeoutMs, 'POST', JSON.stringify(body));
  const cached = async (path = 'api/render/gif/stream'): Promise<boolean> => (JSON.parse((await post(path, [CHECK])).body.toString()) as { cached: boolean }).cached;
  const forgetRenders = async (): Promise<void> => {
    await service().reset();
    expect(await cached()).toBe(false);
  };

  test.each(SERVED_2026)('a status fault hits %s and only it', async (endpoint) => {
    await service().injectFault({ endpoint, kind: 'status', status: 503, retryAfter: 2 });
    for (const other of SERVED_2026.filter((name) => name !== endpoint)) expect((await call(other)).status).toBe(NORMAL_STATUS(other));
    const faulted = await call(endpoint);
    expect(faulted.status).toBe(503);
    expect(faulted.headers['retry-after']).toBe('2');
    expect(faulted.body.toString()).toBe('503 Service Unavailable\n');
    expect((await call(endpoint)).status).toBe(NORMAL_STATUS(endpoint));
  });

  test('a status fault on a render: nothing is rendered', async () => {
    await forgetRenders();
    await service().injectFault({ endpoint: 'render-gif', kind: 'status', status: 429, retryAfter: 1 });
    expect((await call('render-gif')).status).toBe(429);
    expect(await cached()).toBe(false);
  });

  test('slow-body on a render stream: the whole stream, in many small chunks; the clip then exists', async () => {
    // The beforeEach render made this clip cached (answered with its URL line only): forget it to see a full stream.
    await forgetRenders();
    const normal = (await call('render-gif')).body;
    await forgetRenders();
    await service().injectFault({ endpoint: 'render-gif', kind: 'slow-body', chunkSize: 16, chunkDelayMs: 1 });
    const outcome = await call('render-gif');
    expect(outcome.ending).toBe('complete');
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-type']).toBe('application/x-ndjson');
    expect(outcome.headers['content-length']).toBeUndefined();
    expect(outcome.body).toEqual(normal);
    expect(outcome.chunkCount).toBeGreaterThan(1);
    expect(ndjsonLines(outcome.body.toString()).at(-1)).toEqual({ url: renderUrl('gif', JOB) });
    expect(await cached()).toBe(true);
  });

  test('reset-mid-body on a render stream: headers and part of the stream, then a reset; no clip', async () => {
    // The beforeEach render made this clip cached (answered with its URL line only): forget it to see a full stream.
    await forgetRenders();
    const normal = (await call('render-gif')).body;
    await forgetRenders();
    await service().injectFault({ endpoint: 'render-gif', kind: 'reset-mid-body' });
    const outcome = await call('render-gif');
    expect(outcome.gotHeaders).toBe(true);
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-type']).toBe('application/x-ndjson');
    expect(outcome.ending).toBe('error');
    expect(outcome.body.length).toBeLessThan(normal.length);
    expect(normal.subarray(0, outcome.body.length)).toEqual(outcome.body);
    expect(outcome.body.toString()).not.toContain('"url"');
    expect(await cached()).toBe(false);
  });

  test('stall-mid-body on a render stream: half the stream, then silence', async () => {
    const normal = (await call('render-mp4')).body;
    await service().reset();
    await service().injectFault({ endpoint: 'render-mp4', kind: 'stall-mid-body' });
    const outcome = await call('render-mp4', 300);
    expect(outcome.gotHeaders).toBe(true);
    expect(outcome.body).toEqual(normal.subarray(0, Math.floor(normal.length / 2)));
    expect(outcome.ending).toBe('idle-timeout');
    expect(await cached('api/render/mp4')).toBe(false);
  });

  test('truncated-json on a render stream: the first half, with its Content-Length; no clip', async () => {
    // The beforeEach render made this clip cached (answered with its URL line only): forget it to see a full stream.
    await forgetRenders();
    const normal = (await call('render-gif')).body;
    await forgetRenders();
    await service().injectFault({ endpoint: 'render-gif', kind: 'truncated-json' });
    const outcome = await call('render-gif');
    expect(outcome.ending).toBe('complete');
    expect(outcome.headers['content-length']).toBe(String(Math.floor(normal.length / 2)));
    expect(outcome.body).toEqual(normal.subarray(0, Math.floor(normal.length / 2)));
    expect(await cached()).toBe(false);
  });

  test('delay on a render stream: then the whole stream', async () => {
    // The beforeEach render made this clip cached (answered with its URL line only): forget it to see a full stream.
    await forgetRenders();
    const normal = (await call('render-gif')).body;
    await forgetRenders();
    await service().injectFault({ endpoint: 'render-gif', kind: 'delay', delayMs: 10 });
    const outcome = await call('render-gif');
    expect(outcome.body).toEqual(normal);
    expect(await cached()).toBe(true);
  });

  test('no-headers on a render: nothing comes, the log shows no status, nothing is rendered', async () => {
    await forgetRenders();
    await service().clearRequests();
    await service().injectFault({ endpoint: 'render-gif', kind: 'no-headers' });
    const outcome = await call('render-gif', 300);
    expect(outcome.gotHeaders).toBe(false);
    expect((await service().requests())[0]).toMatchObject({ endpoint: 'render-gif', status: null, fault: { kind: 'no-headers' } });
    expect(await cached()).toBe(false);
  });

  test('wrong-shape: a list where the check_only object is expected, an object for a stream or a list', async () => {
    await service().injectFault({ endpoint: 'render-gif', kind: 'wrong-shape', times: 2 });
    expect(JSON.parse((await post('api/render/gif/stream', [CHECK])).body.toString())).toEqual([{ cached: true, url: renderUrl('gif', JOB) }]);
    expect(JSON.parse((await call('render-gif')).body.toString())).toEqual({ Unexpected: true });
    const navigator = JSON.parse((await call('navigator')).body.toString());
    await service().injectFault({ endpoint: 'navigator', kind: 'wrong-shape' });
    expect(JSON.parse((await call('navigator')).body.toString())).toEqual({ Results: navigator });
  });

  test('html, malformed-json, empty-body and reset on the new JSON endpoints', async () => {
    await service().injectFault({ endpoint: 'discover', kind: 'html' });
    const html = await call('discover');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    await service().injectFault({ endpoint: 'transcript', kind: 'malformed-json' });
    const malformed = (await call('transcript')).body.toString();
    expect(() => JSON.parse(malformed) as unknown).toThrow(SyntaxError);
    await service().injectFault({ endpoint: 'navigator', kind: 'empty-body' });
    expect((await call('navigator')).body).toHaveLength(0);
    await service().injectFault({ endpoint: 'comic', kind: 'reset' });
    expect(await call('comic')).toMatchObject({ ending: 'error', errorCode: 'ECONNRESET', gotHeaders: false });
    const log = await service().requests();
    expect(log.map((entry) => [entry.endpoint, entry.fault?.kind])).toEqual([
      ['discover', 'html'],
      ['transcript', 'malformed-json'],
      ['navigator', 'empty-body'],
      ['comic', 'reset'],
    ]);
  });

  test('a fault can match a render by its path', async () => {
    await service().injectFault({ endpoint: '*', kind: 'status', status: 500, match: '/api/render/mp4' });
    expect((await call('render-gif')).status).toBe(200);
    expect((await call('render-mp4')).status).toBe(500);
  });
});

describe('close() during a render stream', () => {
  test('destroys a stream still in progress and resolves', async () => {
    const service = await startFakeService({ mode: '2026', renderStepMs: 60_000 });
    const pending = rawGet(`${service.url}api/render/gif/stream`, 60_000, 'POST', JSON.stringify([JOB]));
    await firstRequest(service);
    await service.close();
    const outcome = await pending;
    expect(outcome.ending).toBe('error');
    expect(outcome.body.toString()).not.toContain('"url"');
  });

  test('destroys a slow render stream and resolves', async () => {
    const service = await startFakeService({ mode: '2026', renderStepMs: 1 });
    await service.injectFault({ endpoint: 'render-mp4', kind: 'slow-body', chunkDelayMs: 60_000 });
    const pending = rawGet(`${service.url}api/render/mp4`, 60_000, 'POST', JSON.stringify([JOB]));
    await firstRequest(service);
    await service.close();
    expect((await pending).ending).toBe('error');
  });
});

describe('never-ending answers', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  /** Starts the render and reads until `bytes` have arrived, then hangs up: the answer itself never ends. */
  const readUntil = (bytes: number): Promise<{ headers: IncomingHttpHeaders; body: string }> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const outgoing = request(`${service().url}api/render/gif/stream`, { method: 'POST', agent: false }, (response) => {
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < bytes) return;
          outgoing.destroy();
          resolve({ headers: response.headers, body: Buffer.concat(chunks).toString() });
        });
        response.on('end', () => { reject(new Error('the answer ended')); });
      });
      outgoing.on('error', (error) => {
        if (size < bytes) reject(error);
      });
      outgoing.end(JSON.stringify([JOB]));
    });

  test('repeat-progress: a stream without Content-Length repeating the same progress line', async () => {
    await service().injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'repeat-progress', intervalMs: 5 });
    const { headers, body } = await readUntil(100);
    expect(headers['content-length']).toBeUndefined();
    expect(headers['content-type']).toBe('application/x-ndjson');
    const lines = body.split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(new Set(lines.slice(0, -1))).toEqual(new Set(['{"progress":0.5}']));
  });

  test('byte-trickle: a stream of single bytes that never completes a line', async () => {
    await service().injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'byte-trickle', intervalMs: 5 });
    const { headers, body } = await readUntil(20);
    expect(headers['content-length']).toBeUndefined();
    expect(body).toMatch(/^\{ {19,}$/);
  });

  test('trickle-within-length: 1 MiB announced, then progress lines a byte at a time', async () => {
    await service().injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'trickle-within-length', intervalMs: 2 });
    const { headers, body } = await readUntil(40);
    expect(headers['content-length']).toBe(String(1024 * 1024));
    expect('{"progress":0.5}\n'.repeat(3).startsWith(body)).toBe(true);
  });

  test('an unknown pattern is refused', async () => {
    await expect(service().injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'sometimes' as 'byte-trickle' })).rejects.toThrow(
      'pattern must be one of repeat-progress, byte-trickle, trickle-within-length',
    );
  });
});
