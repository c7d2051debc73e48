// renderGif / renderMp4 (2026 service) against a real loopback server scripted
// request by request: the progress stream, with the check_only probe first
// only when asked for. No nock here (see test/support/loopback-server.ts).
import { describe, expect, it } from '@jest/globals';
import { InvalidResponseError, RenderError } from '@screencap/core/internal';
import type { ServerResponse } from 'node:http';
import { ScreencapClient } from '../src/client.js';
import { AsyncScreencap } from '../src/screencap.js';
import { type Handler, json } from './support/loopback-server.js';
import { screencapJson } from './support/payloads.js';
import { failure, useLoopback } from './support/use-loopback.js';

const { server, bodies, makeClient, reading, pause } = useLoopback();

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

function screencapOf(client: ScreencapClient): AsyncScreencap {
  return new AsyncScreencap(client, screencapJson());
}

/** An onProgress that records each value in `seen`, then throws `thrown`. */
function recordThenThrow(seen: number[], thrown: Error): (value: number) => never {
  return (value) => {
    seen.push(value);
    throw thrown;
  };
}

/**
 * The job the service gets for the screencap of `screencapJson()` (frame at
 * 200 160 ms, no MinTimestamp/MaxTimestamp at the top level): the default
 * window 197 160 to 204 160 ms, and its three subtitle lines, each timed.
 */
function screencapJob(checkOnly: boolean) {
  const line = (text: string, start: number, end: number) => ({
    text, font: 'impact', size: 0, color: [255, 255, 255, 255], x: 50, y: 97, text_align: 'c', all_caps: false, start, end,
  });
  return [
    {
      episode: 'S05E01',
      start: 197160,
      end: 204160,
      check_only: checkOnly,
      overlays: [line('Me fail English?', 1140, 2240), line("That's unpossible!", 2340, 3740), line('Maybe', 3840, 4240)],
    },
  ];
}

const PROGRESS = ['{"progress":0.0445}', '{"progress":0.31}', '{"progress":0.7}', '{"progress":1}'];

const requestLines = (): string[] => server.requests.map((request) => `${request.method} ${request.url}`);

describe('renderGif', () => {
  it('one request: streams the render, reporting increasing progress, and resolves to its absolute URL', async () => {
    server.enqueue(stream([...PROGRESS, '{"url":"/video/S05E01/fresh.gif"}']));
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/fresh.gif`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
    for (let index = 1; index < progress.length; index++) expect(progress[index]).toBeGreaterThan(progress[index - 1]!);
    expect(requestLines()).toEqual(['POST /api/render/gif/stream']);
    expect(JSON.parse(bodies[0] ?? '')).toEqual(screencapJob(false));
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.headers.accept).toBe('application/x-ndjson, application/json');
  });

  it('probe: true asks check_only first; a cached render resolves at once: onProgress(1) once, no stream request', async () => {
    server.enqueue(reading(json({ cached: true, url: '/video/S05E01/cached.gif' })));
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), { probe: true }, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/cached.gif`);
    expect(progress).toEqual([1]);
    expect(requestLines()).toEqual(['POST /api/render/gif/stream']);
    expect(JSON.parse(bodies[0] ?? '')).toEqual(screencapJob(true));
    expect(server.pendingHandlers).toBe(0);
  });

  it('probe: true on an uncached render: check_only, then the stream', async () => {
    server.enqueue(reading(json({ cached: false })), stream([...PROGRESS, '{"url":"/video/S05E01/fresh.gif"}']));
    const url = await makeClient().renderGif(screencapOf(makeClient()), { probe: true });
    expect(url).toBe(`${server.base}video/S05E01/fresh.gif`);
    expect(requestLines()).toEqual(['POST /api/render/gif/stream', 'POST /api/render/gif/stream']);
    expect(JSON.parse(bodies[0] ?? '')).toEqual(screencapJob(true));
    expect(JSON.parse(bodies[1] ?? '')).toEqual(screencapJob(false));
  });

  it('reports progress only forward when a stream cut mid-way is retried from its start', async () => {
    const cutAfterTwoLines = reading((_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write(`${PROGRESS[0]}\n${PROGRESS[1]}\n`);
      server.later(5, () => response.destroy());
    });
    server.enqueue(cutAfterTwoLines, stream([...PROGRESS, '{"url":"/video/S05E01/again.gif"}']));
    const progress: number[] = [];
    const url = await makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/again.gif`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
  });

  it('renders without onProgress', async () => {
    server.enqueue(stream([...PROGRESS, '{"url":"/video/S05E01/quiet.gif"}']));
    await expect(makeClient().renderGif(screencapOf(makeClient()))).resolves.toBe(`${server.base}video/S05E01/quiet.gif`);
  });

  it('sends the caption, style and window asked for: the caption over the whole clip', async () => {
    server.enqueue(stream(['{"url":"/v.gif"}']));
    const client = makeClient();
    await client.renderGif(screencapOf(client), { caption: 'Woo!', style: { font: 'pacifico', align: 'left' }, before: 1000, after: 2000 });
    expect(JSON.parse(bodies[0] ?? '')).toEqual([
      {
        episode: 'S05E01', start: 199160, end: 202160, check_only: false,
        overlays: [
          {
            text: 'Woo!', font: 'pacifico', size: 0, color: [255, 255, 255, 255], x: 50, y: 97,
            text_align: 'l', all_caps: false, start: 0, end: 3000,
          },
        ],
      },
    ]);
  });

  it("lays the client's captionStyle under the call's style", async () => {
    server.enqueue(stream(['{"url":"/v.gif"}']), stream(['{"url":"/w.gif"}']));
    const client = makeClient({ captionStyle: { font: 'jost', size: 40, color: '#ff0000' } });
    await client.renderGif({ key: 'S05E01', start: 0, end: 10 }, { caption: 'A' });
    await client.renderGif({ key: 'S05E01', start: 0, end: 10 }, { caption: 'B', style: { size: 12 } });
    const overlayOf = (body: string | undefined) => (JSON.parse(body ?? '') as [{ overlays: unknown[] }])[0].overlays[0];
    expect(overlayOf(bodies[0])).toMatchObject({ text: 'A', font: 'jost', size: 40, color: [255, 0, 0, 255] });
    expect(overlayOf(bodies[1])).toMatchObject({ text: 'B', font: 'jost', size: 12, color: [255, 0, 0, 255] });
  });

  it('rejects with the error onProgress throws, the same object, and stops calling it', async () => {
    server.enqueue(stream([...PROGRESS, '{"url":"/video/S05E01/x.gif"}']));
    const thrown = new Error('progress bar broke');
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: recordThenThrow(progress, thrown) }));
    expect(error).toBe(thrown);
    expect(progress).toEqual([0.0445]);
  });

  it('rejects with the error onProgress threw even when the stream then fails', async () => {
    server.enqueue(stream([PROGRESS[0]!, PROGRESS[1]!, '{"error":"out of disk"}']));
    const thrown = new RangeError('bad progress');
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: recordThenThrow(progress, thrown) }));
    expect(error).toBe(thrown);
    expect(progress).toEqual([0.0445]);
  });

  it('rejects with the error onProgress(1) throws for a cached render', async () => {
    server.enqueue(json({ cached: true, url: '/v.gif' }));
    const thrown = new Error('no');
    const error = await failure(
      makeClient().renderGif(screencapOf(makeClient()), { probe: true }, {
        onProgress: () => {
          throw thrown;
        },
      }),
    );
    expect(error).toBe(thrown);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with RenderError for an error line, without retrying', async () => {
    server.enqueue(stream([PROGRESS[0]!, '{"error":"ffmpeg exited with code 1"}']));
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) }));
    expect(error).toBeInstanceOf(RenderError);
    const render = error as RenderError;
    expect(render.serviceMessage).toBe('ffmpeg exited with code 1');
    expect(render.method).toBe('POST');
    expect(render.url).toBe(`${server.base}api/render/gif/stream`);
    expect(render.attempts).toBe(1);
    expect(progress).toEqual([0.0445]);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with InvalidResponseError (schema) for a stream that ends without a url line', async () => {
    server.enqueue(stream(PROGRESS));
    const progress: number[] = [];
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), undefined, { onProgress: (value) => progress.push(value) }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).reason).toBe('schema');
    expect((error as InvalidResponseError).url).toBe(`${server.base}api/render/gif/stream`);
    expect(progress).toEqual([0.0445, 0.31, 0.7, 1]);
  });

  it('rejects with InvalidResponseError for a check answer of the wrong shape, before any stream', async () => {
    server.enqueue(json({ url: '/v.gif' }));
    const error = await failure(makeClient().renderGif(screencapOf(makeClient()), { probe: true }));
    expect(error).toBeInstanceOf(InvalidResponseError);
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

  it('rejects bad targets, options, call options and captions over the limits before any request', async () => {
    const client = makeClient();
    await expect(client.renderGif('S05E01' as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif({ key: 'S05E01', start: 5, end: 1 })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), { text: 'x' } as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif(screencapOf(client), { style: { font: 'papyrus' as never } })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), { probe: 1 } as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif(screencapOf(client), undefined, { retries: 2 } as never)).rejects.toThrow(TypeError);
    await expect(client.renderGif(screencapOf(client), undefined, { timeout: -1 })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), { probe: true }, { timeout: -1 })).rejects.toThrow(RangeError);
    await expect(client.renderGif(screencapOf(client), { overlays: Array.from({ length: 33 }, () => ({ text: 'x' })) })).rejects.toThrow(
      /at most 32 overlays, got 33/,
    );
    await expect(client.renderGif(screencapOf(client), { caption: 'x'.repeat(1025), probe: true })).rejects.toThrow(/at most 1024 bytes \(UTF-8\), got 1025/);
    await expect(client.renderGif({ key: 'S05E01S05E01S05E01', start: 0, end: 1 })).rejects.toThrow(/at most 16 bytes \(UTF-8\), got 18/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('renderMp4', () => {
  it('renders a { key, start, end } range in one request: no frames, no probe', async () => {
    server.enqueue(stream([PROGRESS[0]!, PROGRESS[3]!, '{"url":"/video/S05E01/clip.mp4"}']));
    const progress: number[] = [];
    const url = await makeClient().renderMp4(
      { key: 'S05E01', start: 1000, end: 2500 },
      { caption: 'Hi' },
      { onProgress: (value) => progress.push(value) },
    );
    expect(url).toBe(`${server.base}video/S05E01/clip.mp4`);
    expect(progress).toEqual([0.0445, 1]);
    expect(requestLines()).toEqual(['POST /api/render/mp4']);
    expect(JSON.parse(bodies[0] ?? '')).toEqual([
      {
        episode: 'S05E01', start: 1000, end: 2500, check_only: false,
        overlays: [
          { text: 'Hi', font: 'impact', size: 0, color: [255, 255, 255, 255], x: 50, y: 97, text_align: 'c', all_caps: false, start: 0, end: 1500 },
        ],
      },
    ]);
  });

  it('resolves a cached mp4 with onProgress(1) and no stream request, when probed', async () => {
    server.enqueue(json({ cached: true, url: '/video/S05E01/cached.mp4' }));
    const progress: number[] = [];
    const client = makeClient();
    const url = await client.renderMp4(screencapOf(client), { probe: true }, { onProgress: (value) => progress.push(value) });
    expect(url).toBe(`${server.base}video/S05E01/cached.mp4`);
    expect(progress).toEqual([1]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/render/mp4']);
  });

  it('rejects with RenderError for an error line', async () => {
    server.enqueue(stream(['{"error":"mp4 rendering is disabled"}']));
    const error = await failure(makeClient().renderMp4({ key: 'S05E01', start: 0, end: 10 }));
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).serviceMessage).toBe('mp4 rendering is disabled');
    expect((error as RenderError).url).toBe(`${server.base}api/render/mp4`);
  });

  it('an answer that is not the stream (the file itself, say) -> InvalidResponseError naming api/render/mp4, never a wrong URL', async () => {
    server.enqueue((_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      response.end(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]));
    });
    const error = await failure(makeClient().renderMp4({ key: 'S05E01', start: 0, end: 10 }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ method: 'POST', url: `${server.base}api/render/mp4` });
    expect((error as Error).message).toContain(`${server.base}api/render/mp4`);
  });
});
