// renderGif / renderMp4 (2026 service) against a real loopback server scripted
// request by request: frames, check_only, then the progress stream. No nock
// here (see test/support/loopback-server.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { InvalidResponseError, NoFramesFound, RenderError } from '@screencap/core/internal';
import type { ServerResponse } from 'node:http';
import { ScreencapClient } from '../src/client.js';
import { AsyncScreencap } from '../src/screencap.js';
import { type Handler, LoopbackServer, json } from './support/loopback-server.js';
import { framesJson, screencapJson } from './support/payloads.js';

let server: LoopbackServer;
const clients: ScreencapClient[] = [];
/** The bodies of the requests received since the last reset, in order. */
let bodies: string[] = [];

beforeAll(async () => {
  server = await LoopbackServer.start();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  server.reset();
  bodies = [];
});
afterAll(async () => {
  await server.close();
});

function makeClient(options: ConstructorParameters<typeof ScreencapClient>[2] = {}): ScreencapClient {
  const client = new ScreencapClient(server.base, 'Loopback', { maxRetryDelay: 0.01, ...options });
  clients.push(client);
  return client;
}

/** Reads the whole request body into `bodies`, then hands over to `handler`. */
function reading(handler: Handler): Handler {
  return (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      handler(request, response);
    });
  };
}

/** Resolves after `ms`, on a timer the server's reset clears. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    server.later(ms, resolve);
  });
}

/** A 200 ndjson stream of `lines`, a few ms apart. */
function stream(lines: readonly string[]): Handler {
  return reading((_request, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/x-ndjson' });
    void (async () => {
      for (const line of lines) {
        await pause(5);
        if (response.destroyed) return;
        response.write(`${line}\n`);
      }
      response.end();
    })();
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

function screencapOf(client: ScreencapClient): AsyncScreencap {
  return new AsyncScreencap(client, screencapJson());
}

/** The job the service gets for the screencap of `screencapJson()` and the frames of `framesJson()`. */
function screencapJob(checkOnly: boolean) {
  return [
    {
      episode: 'S05E01',
      start: 197160,
      end: 204160,
      check_only: checkOnly,
      overlays: [
        {
          text: "Me fail English? That's\nunpossible!", font: 'impact', size: 0, color: [255, 255, 255, 255], x: 50, y: 97,
          text_align: 'c', all_caps: false, start: 0, end: 7000,
        },
      ],
    },
  ];
}

const PROGRESS = ['{"progress":0.0445}', '{"progress":0.31}', '{"progress":0.7}', '{"progress":1}'];

describe('renderGif', () => {
  it('resolves a cached render at once: onProgress(1) once, no stream request', async () => {
    server.enqueue(reading(json(framesJson())), reading(json({ cached: true, url: '/video/S05E01/cached.gif' })));
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/cached.gif`);
    expect(progress).toEqual([1]);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/frames/S05E01/200160/3000/4000',
      'POST /api/render/gif/stream',
    ]);
    expect(JSON.parse(bodies[1] ?? '')).toEqual(screencapJob(true));
    expect(server.pendingHandlers).toBe(0);
  });

  it('streams an uncached render, reporting increasing progress, and resolves to its absolute URL', async () => {
    server.enqueue(
      reading(json(framesJson())),
      reading(json({ cached: false })),
      stream([...PROGRESS, '{"url":"/video/S05E01/fresh.gif"}']),
    );
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/fresh.gif`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
    for (let index = 1; index < progress.length; index++) expect(progress[index]).toBeGreaterThan(progress[index - 1]!);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/frames/S05E01/200160/3000/4000',
      'POST /api/render/gif/stream',
      'POST /api/render/gif/stream',
    ]);
    expect(JSON.parse(bodies[1] ?? '')).toEqual(screencapJob(true));
    expect(JSON.parse(bodies[2] ?? '')).toEqual(screencapJob(false));
    expect(server.requests[2]?.headers['content-type']).toBe('application/json');
    expect(server.requests[2]?.headers.accept).toBe('application/x-ndjson, application/json');
  });

  it('reports progress only forward when a stream cut mid-way is retried from its start', async () => {
    const cutAfterTwoLines = reading((_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write(`${PROGRESS[0]}\n${PROGRESS[1]}\n`);
      server.later(5, () => response.destroy());
    });
    server.enqueue(
      reading(json(framesJson())),
      reading(json({ cached: false })),
      cutAfterTwoLines,
      stream([...PROGRESS, '{"url":"/video/S05E01/again.gif"}']),
    );
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/again.gif`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
  });

  it('renders without onProgress', async () => {
    server.enqueue(json(framesJson()), json({ cached: false }), stream([...PROGRESS, '{"url":"/video/S05E01/quiet.gif"}']));
    await expect(makeClient().renderGif(screencapOf(makeClient()))).resolves.toBe(`${server.base}video/S05E01/quiet.gif`);
  });

  it('sends the caption, style and window asked for', async () => {
    server.enqueue(reading(json(framesJson())), reading(json({ cached: true, url: '/v.gif' })));
    const client = makeClient();
    await client.renderGif(screencapOf(client), { caption: 'Woo!', style: { font: 'pacifico', align: 'left' }, before: 1000, after: 2000 });
    expect(server.requests[0]?.url).toBe('/api/frames/S05E01/200160/1000/2000');
    expect(JSON.parse(bodies[1] ?? '')).toEqual([
      {
        episode: 'S05E01', start: 197160, end: 204160, check_only: true,
        overlays: [
          {
            text: 'Woo!', font: 'pacifico', size: 0, color: [255, 255, 255, 255], x: 50, y: 97,
            text_align: 'l', all_caps: false, start: 0, end: 7000,
          },
        ],
      },
    ]);
  });

  it('rejects with the error onProgress throws, the same object, and stops calling it', async () => {
    server.enqueue(json(framesJson()), json({ cached: false }), stream([...PROGRESS, '{"url":"/video/S05E01/x.gif"}']));
    const thrown = new Error('progress bar broke');
    const progress: number[] = [];
    const error = await failure(
      makeClient().renderGif(screencapOf(makeClient()), undefined, {
        onProgress: (value) => {
          progress.push(value);
          throw thrown;
        },
      }),
    );
    expect(error).toBe(thrown);
    expect(progress).toEqual([0.0445]);
  });

  it('rejects with the error onProgress threw even when the stream then fails', async () => {
    server.enqueue(json(framesJson()), json({ cached: false }), stream([PROGRESS[0]!, PROGRESS[1]!, '{"error":"out of disk"}']));
    const thrown = new RangeError('bad progress');
    const progress: number[] = [];
    const error = await failure(
      makeClient().renderGif(screencapOf(makeClient()), undefined, {
        onProgress: (value) => {
          progress.push(value);
          throw thrown;
        },
      }),
    );
    expect(error).toBe(thrown);
    expect(progress).toEqual([0.0445]);
  });

  it('rejects with the error onProgress(1) throws for a cached render', async () => {
    server.enqueue(json(framesJson()), json({ cached: true, url: '/v.gif' }));
    const thrown = new Error('no');
    const error = await failure(
      makeClient().renderGif(screencapOf(makeClient()), undefined, {
        onProgress: () => {
          throw thrown;
        },
      }),
    );
    expect(error).toBe(thrown);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects with RenderError for an error line, without retrying', async () => {
    server.enqueue(json(framesJson()), json({ cached: false }), stream([PROGRESS[0]!, '{"error":"ffmpeg exited with code 1"}']));
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) }));
    expect(error).toBeInstanceOf(RenderError);
    const render = error as RenderError;
    expect(render.serviceMessage).toBe('ffmpeg exited with code 1');
    expect(render.method).toBe('POST');
    expect(render.url).toBe(`${server.base}api/render/gif/stream`);
    expect(render.attempts).toBe(1);
    expect(progress).toEqual([0.0445]);
    expect(server.requests).toHaveLength(3);
  });

  it('rejects with InvalidResponseError (schema) for a stream that ends without a url line', async () => {
    server.enqueue(json(framesJson()), json({ cached: false }), stream(PROGRESS));
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).reason).toBe('schema');
    expect((error as InvalidResponseError).url).toBe(`${server.base}api/render/gif/stream`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
  });

  it('rejects with InvalidResponseError for a check answer of the wrong shape, before any stream', async () => {
    server.enqueue(json(framesJson()), json({ url: '/v.gif' }));
    const error = await failure(makeClient().renderGif(screencapOf(makeClient())));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects with NoFramesFound, and asks nothing more, when the window holds no frame', async () => {
    server.enqueue(json([]));
    const error = await failure(makeClient().renderGif(screencapOf(makeClient())));
    expect(error).toBeInstanceOf(NoFramesFound);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a bad onProgress with a TypeError, before any request', async () => {
    for (const onProgress of ['yes', 1, null, {}]) {
      const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress } as never));
      expect(error).toBeInstanceOf(TypeError);
    }
    await expect(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: 'yes' } as never)).rejects.toThrow(
      new TypeError('onProgress must be a function, got "yes"'),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('rejects bad targets, options and call options before any request', async () => {
    const client = makeClient();
    await expect(client.renderGif('S05E01' as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif({ key: 'S05E01', start: 5, end: 1 })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), { text: 'x' } as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif(screencapOf(client), { style: { font: 'arial' as never } })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), undefined, { retries: 2 } as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif(screencapOf(client), undefined, { timeout: -1 })).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('renderMp4', () => {
  it('renders a { key, start, end } range without asking for frames', async () => {
    server.enqueue(reading(json({ cached: false })), stream([PROGRESS[0]!, PROGRESS[3]!, '{"url":"/video/S05E01/clip.mp4"}']));
    const progress: number[] = [];
    const url = await makeClient().renderMp4(
      { key: 'S05E01', start: 1000, end: 2500 },
      { caption: 'Hi' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(url).toBe(`${server.base}video/S05E01/clip.mp4`);
    expect(progress).toEqual([0.0445, 1]);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/render/mp4', 'POST /api/render/mp4']);
    const job = (checkOnly: boolean) => [
      {
        episode: 'S05E01', start: 1000, end: 2500, check_only: checkOnly,
        overlays: [
          { text: 'Hi', font: 'impact', size: 0, color: [255, 255, 255, 255], x: 50, y: 97, text_align: 'c', all_caps: false, start: 0, end: 1500 },
        ],
      },
    ];
    expect(JSON.parse(bodies[0] ?? '')).toEqual(job(true));
    expect(JSON.parse(bodies[1] ?? '')).toEqual(job(false));
  });

  it('resolves a cached mp4 with onProgress(1) and no stream request', async () => {
    server.enqueue(json(framesJson()), json({ cached: true, url: '/video/S05E01/cached.mp4' }));
    const progress: number[] = [];
    const client = makeClient();
    const url = await client.renderMp4(screencapOf(client), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/cached.mp4`);
    expect(progress).toEqual([1]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/frames/S05E01/200160/3000/4000', '/api/render/mp4']);
  });

  it('rejects with RenderError for an error line', async () => {
    server.enqueue(json({ cached: false }), stream(['{"error":"mp4 rendering is disabled"}']));
    const error = await failure(makeClient().renderMp4({ key: 'S05E01', start: 0, end: 10 }));
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).serviceMessage).toBe('mp4 rendering is disabled');
    expect((error as RenderError).url).toBe(`${server.base}api/render/mp4`);
  });
});
