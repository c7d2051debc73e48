/**
 * Renders on the 2026 service (`renderGif`, `renderMp4`) in both flavours:
 * of a screencap (its window from the frames endpoint, its own caption
 * formatted), of a frame, and of `{ key, start, end }` with captions; the
 * `check_only` request first, then the stream; the cache; progress (async);
 * the service's render failures and the transport faults on the render
 * endpoints; `NoFramesFound`; bad targets and options before any request.
 * Expected URLs come from the fake service's `renderUrl` helper and the
 * request bodies are written out from the catalogue, never from the SDK.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import type { ScreencapJson } from '@screencap/core/internal';
import { DEFAULT_RENDER_ERROR, RENDER_PROGRESS, type RenderJob } from '@screencap/fake-service';
import { callFailure, requestLog } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { ASYNC, type AnyScreencap, FLAVOURS, type Flavour, SYNC } from './support/flavours.js';
import {
  type Client2026,
  client2026,
  defaultWindow,
  expectedRenderUrl,
  faultOnStream,
  framesWithin,
  GENERIC_FONTS,
  MODE_2026,
  overlay,
  renderEndpoint,
  renderJob,
  renderRequests,
  renderRequestUrl,
  renderUrlPattern,
  requestLines,
  screencapFromJson,
} from './support/y2026.js';

const fake = useFakeService(MODE_2026);

type Format = 'gif' | 'mp4';
const FORMATS: readonly Format[] = ['gif', 'mp4'];

/** Where a few screencaps of the catalogue are, and what they show. */
const WAIT = { key: 'S01E01', timestamp: 91_500 } as const; // frame 91 492: "Wait. Stop. Hold on! Are you sure? Yes"
const SILENT = { key: 'S01E01', timestamp: 75_000 } as const; // no subtitle
const ROSES = { key: 'S01E03', timestamp: 10_500 } as const; // S01E03 is 300 000 ms long
/** A stretch of S01E01 given by start and end. */
const RANGE = { key: 'S01E01', start: 7_200, end: 9_900 } as const;

/** The media type the fake serves a rendered clip with. */
const CLIP_TYPES: Readonly<Record<Format, string>> = { gif: 'image/gif', mp4: 'video/mp4' };

/** `renderGif` or `renderMp4` of a client. */
function renderWith(client: Client2026, format: Format, target: unknown, options?: unknown, callOptions?: unknown): unknown {
  return format === 'gif' ? client.renderGif(target, options, callOptions) : client.renderMp4(target, options, callOptions);
}

/** The render body the log must show for `job`, as `check_only` or streaming. */
function body(job: RenderJob, checkOnly: boolean): unknown {
  return [{ ...job, check_only: checkOnly }];
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    client = client2026(flavour, base);
  });

  afterEach(() => {
    client.close();
  });

  /** A screencap fetched from the service; the log is cleared afterwards. */
  async function screencapAt(place: { key: string; timestamp: number }): Promise<AnyScreencap> {
    const screencap = await flavour.call(() => client.getScreencap(place.key, place.timestamp));
    await fake().clearRequests();
    return screencap;
  }

  describe.each(FORMATS)('%s', (format) => {
    const render = (target: unknown, options?: unknown, callOptions?: unknown): Promise<string> =>
      flavour.call(() => renderWith(client, format, target, options, callOptions) as string | Promise<string>);
    const endpoint = renderEndpoint(format);
    const renderPath = format === 'gif' ? '/api/render/gif/stream' : '/api/render/mp4';

    describe('results', () => {
      it("of a screencap: frames of the default window, then check_only, then the stream; its own caption formatted; the fake's URL", async () => {
        const screencap = await screencapAt(WAIT);
        const ts = screencap.timestamp;
        expect(ts).toBe(91_492);
        const { start, end } = defaultWindow('S01E01', ts);
        const job = renderJob('S01E01', start, end, [overlay('Wait. Stop. Hold on! Are\nyou sure?', end - start)]);
        const url = await render(screencap);
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect(url).toMatch(renderUrlPattern(base, 'S01E01', format));
        const log = await requestLog(fake);
        expect(requestLines(log)).toEqual([
          ['GET', `/api/frames/S01E01/${ts}/3000/4000`, ''],
          ['POST', renderPath, ''],
          ['POST', renderPath, ''],
        ]);
        expect(log.map((request) => [request.endpoint, request.status, request.render])).toEqual([
          ['frames', 200, undefined],
          [endpoint, 200, body(job, true)],
          [endpoint, 200, body(job, false)],
        ]);
        // The clip exists.
        const clip = await fetch(url);
        await clip.arrayBuffer();
        expect([clip.status, clip.headers.get('content-type')]).toEqual([200, CLIP_TYPES[format]]);
      });

      it('of a screencap with before, after and a caption: that window, the caption as given', async () => {
        const screencap = await screencapAt(WAIT);
        const frames = framesWithin('S01E01', 91_492 - 1000, 91_492 + 500);
        const start = frames[0]!.Timestamp;
        const end = frames.at(-1)!.Timestamp;
        const job = renderJob('S01E01', start, end, [overlay('Wait!\nStop!', end - start)]);
        const url = await render(screencap, { caption: 'Wait!\nStop!', before: 1000, after: 500 });
        expect(url).toBe(expectedRenderUrl(format, job, base));
        const log = await requestLog(fake);
        expect(log.map((request) => [request.path, request.render])).toEqual([
          ['/api/frames/S01E01/91492/1000/500', undefined],
          [renderPath, body(job, true)],
          [renderPath, body(job, false)],
        ]);
      });

      it('of a silent screencap: no overlay (its caption is empty)', async () => {
        const screencap = await screencapAt(SILENT);
        const { start, end } = defaultWindow('S01E01', screencap.timestamp);
        const job = renderJob('S01E01', start, end);
        expect(await render(screencap)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, true), body(job, false)]);
      });

      it('of a Frame from search results: its window, no caption', async () => {
        const [frame] = await flavour.call(() => client.search('c++'));
        await fake().clearRequests();
        const { start, end } = defaultWindow('S01E01', frame!.timestamp);
        const job = renderJob('S01E01', start, end);
        expect(await render(frame)).toBe(expectedRenderUrl(format, job, base));
        const log = await requestLog(fake);
        expect(log.map((request) => [request.path, request.render])).toEqual([
          [`/api/frames/S01E01/${frame!.timestamp}/3000/4000`, undefined],
          [renderPath, body(job, true)],
          [renderPath, body(job, false)],
        ]);
      });

      it('of { key, start, end } with a caption and a style: no frames request; the overlay spans the clip', async () => {
        const caption = 'Did the build pass?\nIt did! 東京 👍🏽';
        const style = { font: 'comicneue', size: 48, color: '#ffff0080', x: 10, y: 20.5, align: 'left', allCaps: true };
        const job = renderJob('S01E01', 7_200, 9_900, [
          overlay(caption, 2_700, { font: 'comicneue', size: 48, color: [255, 255, 0, 128], x: 10, y: 20.5, text_align: 'l', all_caps: true }),
        ]);
        const url = await render(RANGE, { caption, style });
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect(url).toMatch(renderUrlPattern(base, 'S01E01', format));
        const log = await requestLog(fake);
        expect(log.map((request) => [request.method, request.endpoint, request.status, request.render])).toEqual([
          ['POST', endpoint, 200, body(job, true)],
          ['POST', endpoint, 200, body(job, false)],
        ]);
      });

      it('of { key, start, end } with overlays, each with its own style', async () => {
        const job = renderJob('S02E01', 3_700_000, 3_703_000, [
          overlay('Top', 3_000, { y: 5, color: [0, 0, 0, 255] }),
          overlay('Bottom', 3_000, { font: 'pacifico', size: 120, color: [1, 2, 3, 4], text_align: 'r' }),
          overlay('Jost', 3_000, { font: 'jost', x: 0, y: 100, all_caps: true }),
        ]);
        const url = await render(
          { key: 'S02E01', start: 3_700_000, end: 3_703_000 },
          {
            overlays: [
              { text: 'Top', y: 5, color: [0, 0, 0] },
              { text: 'Bottom', font: 'pacifico', size: 120, color: [1, 2, 3, 4], align: 'right' },
              { text: 'Jost', font: 'jost', x: 0, y: 100, allCaps: true },
            ],
          },
        );
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, true), body(job, false)]);
      });

      it('of { key, start, end } without a caption: no overlay; start = end is a clip too', async () => {
        const job = renderJob('S01E01', 5_000, 5_000);
        expect(await render({ key: 'S01E01', start: 5_000, end: 5_000 })).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, true), body(job, false)]);
      });
    });

    // The service's own cache, seen through the check_only probe: the SDK's
    // memoized renders (scale.test.ts) are turned off so every call reaches it.
    describe('the cache', () => {
      beforeEach(() => {
        client.close();
        client = client2026(flavour, base, { cache: false });
      });

      it('a second identical render is answered from the cache: only the check_only request', async () => {
        const first = await render(RANGE, { caption: 'Hooray.' });
        await fake().clearRequests();
        const second = await render(RANGE, { caption: 'Hooray.' });
        expect(second).toBe(first);
        const job = renderJob('S01E01', 7_200, 9_900, [overlay('Hooray.', 2_700)]);
        expect(await renderRequests(fake(), endpoint)).toEqual([{ status: 200, render: body(job, true) }]);
        expect((await requestLog(fake)).length).toBe(1);
      });

      it('a cached screencap render: the frames request and the check_only request only', async () => {
        const screencap = await screencapAt(WAIT);
        const first = await render(screencap);
        await fake().clearRequests();
        expect(await render(screencap)).toBe(first);
        expect((await requestLog(fake)).map((request) => [request.endpoint, request.render === undefined ? null : (request.render as { check_only: boolean }[])[0]?.check_only])).toEqual([
          ['frames', null],
          [endpoint, true],
        ]);
      });

      it('another caption: another URL; the same job after a reset: the same URL, streamed again', async () => {
        const first = await render(RANGE, { caption: 'Hooray.' });
        const other = await render(RANGE, { caption: 'Hooray!' });
        expect(other).not.toBe(first);
        expect(other).toMatch(renderUrlPattern(base, 'S01E01', format));
        await fake().reset();
        expect(await render(RANGE, { caption: 'Hooray.' })).toBe(first);
        expect((await renderRequests(fake(), endpoint)).map((request) => (request.render as { check_only: boolean }[])[0]?.check_only)).toEqual([true, false]);
      });
    });

    describe('failures', () => {
      it('render-error fault -> RenderError (an APIError) with serviceMessage, not retried; nothing cached', async () => {
        await fake().injectFault({ endpoint, kind: 'render-error', message: 'renderer on fire' });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE, { caption: 'Hooray.' }));
        const url = renderRequestUrl(base, format);
        expect(error).toBeInstanceOf(core.RenderError);
        expect(error).toBeInstanceOf(flavour.sdk.RenderError);
        expect(error).toBeInstanceOf(core.APIError);
        expect(error).toBeInstanceOf(core.ScreencapError);
        expect(error).toMatchObject({
          name: 'RenderError',
          serviceMessage: 'renderer on fire',
          method: 'POST',
          url,
          attempts: 1,
          message: `POST ${url} failed to render: renderer on fire`,
        });
        expect((error as core.RenderError).toJSON()).toMatchObject({ name: 'RenderError', serviceMessage: 'renderer on fire', url });
        const job = renderJob('S01E01', 7_200, 9_900, [overlay('Hooray.', 2_700)]);
        expect(await renderRequests(fake(), endpoint)).toEqual([
          { status: 200, render: body(job, true) },
          { status: 200, render: body(job, false) },
        ]);
        // Nothing was made: the next render streams again, and succeeds.
        await fake().clearRequests();
        expect(await render(RANGE, { caption: 'Hooray.' })).toBe(expectedRenderUrl(format, job, base));
        expect(await renderRequests(fake(), endpoint)).toHaveLength(2);
      });

      it("render-error fault without a message -> RenderError with the service's default message", async () => {
        await fake().injectFault({ endpoint: '*', kind: 'render-error' });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE));
        expect(error).toBeInstanceOf(core.RenderError);
        expect(error).toMatchObject({ serviceMessage: DEFAULT_RENDER_ERROR });
      });

      it('503 once on the check_only request -> retried; the render succeeds', async () => {
        await fake().injectFault({ endpoint, kind: 'status', status: 503, times: 1 });
        const job = renderJob('S01E01', 7_200, 9_900);
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, job, base));
        expect(await renderRequests(fake(), endpoint)).toEqual([
          { status: 503, render: body(job, true) },
          { status: 200, render: body(job, true) },
          { status: 200, render: body(job, false) },
        ]);
      });

      it('503 once on the streaming request -> retried; the render succeeds', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'status', status: 503, times: 1 });
        const job = renderJob('S01E01', 7_200, 9_900);
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.status)).toEqual([200, 503, 200]);
      });

      it('html instead of the check_only answer -> InvalidResponseError not-json', async () => {
        await fake().injectFault({ endpoint, kind: 'html', times: Infinity });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE));
        expect(error).toBeInstanceOf(core.InvalidResponseError);
        expect(error).toMatchObject({
          reason: 'not-json',
          pageStatus: 200,
          contentType: 'text/html; charset=utf-8',
          method: 'POST',
          url: renderRequestUrl(base, format),
          attempts: 1,
        });
        expect(await renderRequests(fake(), endpoint)).toHaveLength(1);
      });

      it('html instead of the stream -> InvalidResponseError not-json', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'html', times: Infinity });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE));
        expect(error).toBeInstanceOf(core.InvalidResponseError);
        expect(error).toMatchObject({ pageStatus: 200, contentType: 'text/html; charset=utf-8', method: 'POST', url: renderRequestUrl(base, format), attempts: 1 });
        expect((error as core.InvalidResponseError).bodyExcerpt).toMatch(/^<!DOCTYPE html>/);
        expect((error as core.InvalidResponseError).reason).toBe('not-json');
        expect(await renderRequests(fake(), endpoint)).toHaveLength(2);
      });

      it('reset-mid-body on the stream -> APIConnectionError; nothing cached', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'reset-mid-body', times: Infinity });
        const quick = client2026(flavour, base, { maxRetries: 0 });
        try {
          const error = await callFailure(flavour, () => renderWith(quick, format, RANGE));
          expect(error).toBeInstanceOf(core.APIConnectionError);
          // The code is whatever the socket reported (the stream is chunked: no Content-Length to fall short of).
          expect(error).toMatchObject({ code: expect.any(String), method: 'POST', url: renderRequestUrl(base, format), attempts: 1 });
        } finally {
          quick.close();
        }
        await fake().reset();
        await render(RANGE);
        expect((await renderRequests(fake(), endpoint)).map((request) => (request.render as { check_only: boolean }[])[0]?.check_only)).toEqual([true, false]);
      });

      it('reset-mid-body once on the stream -> retried; the render succeeds', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'reset-mid-body', times: 1 });
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, renderJob('S01E01', 7_200, 9_900), base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.status)).toEqual([200, 200, 200]);
      });

      it('slow-body with gaps longer than the per-call timeout -> APITimeoutError body', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'slow-body', chunkDelayMs: 400, times: Infinity });
        const quick = client2026(flavour, base, { maxRetries: 0 });
        try {
          const error = await callFailure(flavour, () => renderWith(quick, format, RANGE, {}, { timeout: 0.2 }));
          const url = renderRequestUrl(base, format);
          expect(error).toBeInstanceOf(core.APITimeoutError);
          expect(error).toMatchObject({
            phase: 'body',
            timeout: 0.2,
            method: 'POST',
            url,
            attempts: 1,
            message: `POST ${url} timed out after 0.2 s waiting for the rest of the body`,
          });
        } finally {
          quick.close();
        }
        expect(await renderRequests(fake(), endpoint)).toHaveLength(2);
      });

      it('slow-body with short gaps: the render succeeds', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'slow-body', chunkDelayMs: 10, chunkSize: 48 });
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, renderJob('S01E01', 7_200, 9_900), base));
      });

      it('NoFramesFound for a screencap whose window has no frames, after the one frames request', async () => {
        const real = await screencapAt(ROSES);
        const json: ScreencapJson = { ...real.json, Frame: { Id: 10_399_999, Episode: 'S01E03', Timestamp: 400_000 } };
        const beyond = screencapFromJson(flavour, client, json);
        const error = await callFailure(flavour, () => renderWith(client, format, beyond));
        expect(error).toBeInstanceOf(core.NoFramesFound);
        expect(error).toBeInstanceOf(flavour.sdk.NoFramesFound);
        expect(error).toMatchObject({ name: 'NoFramesFound', window: { key: 'S01E03', timestamp: 400_000, before: 3000, after: 4000 } });
        expect((await requestLog(fake)).map((request) => [request.path, request.status])).toEqual([['/api/frames/S01E03/400000/3000/4000', 200]]);
      });
    });

    describe('bad targets and options: TypeError or RangeError, before any request', () => {
      const FRAME_LIKE = { key: 'S01E01', timestamp: 91_492 };
      const cases: [string, unknown, unknown, unknown, typeof TypeError | typeof RangeError][] = [
        ['a null target', null, undefined, undefined, TypeError],
        ['a string target', 'S01E01', undefined, undefined, TypeError],
        ['a target without timestamp or start', { key: 'S01E01' }, undefined, undefined, RangeError],
        ['a target with a numeric key', { key: 42, start: 0, end: 1000 }, undefined, undefined, TypeError],
        ['a target with an empty key', { key: '', start: 0, end: 1000 }, undefined, undefined, TypeError],
        ['a negative start', { key: 'S01E01', start: -1, end: 1000 }, undefined, undefined, RangeError],
        ['a fractional end', { key: 'S01E01', start: 0, end: 1.5 }, undefined, undefined, RangeError],
        ['a string start', { key: 'S01E01', start: '0', end: 1000 }, undefined, undefined, RangeError],
        ['a start without an end', { key: 'S01E01', start: 0 }, undefined, undefined, RangeError],
        ['end before start', { key: 'S01E01', start: 5_000, end: 1_000 }, undefined, undefined, RangeError],
        ['a negative timestamp', { key: 'S01E01', timestamp: -5 }, undefined, undefined, RangeError],
        ['a negative before', FRAME_LIKE, { before: -1 }, undefined, RangeError],
        ['a fractional after', FRAME_LIKE, { after: 0.5 }, undefined, RangeError],
        ['options that are not an object', RANGE, 'Hooray.', undefined, TypeError],
        ['an unknown render option', RANGE, { captions: 'Hooray.' }, undefined, TypeError],
        ['a caption that is not a string', RANGE, { caption: 42 }, undefined, TypeError],
        ['a caption and overlays together', RANGE, { caption: 'A', overlays: [{ text: 'B' }] }, undefined, TypeError],
        ['a font the instance lacks', RANGE, { caption: 'A', style: { font: 'akbar' } }, undefined, RangeError],
        ['size 121', RANGE, { caption: 'A', style: { size: 121 } }, undefined, RangeError],
        ['a bad colour', RANGE, { caption: 'A', style: { color: '#12345' } }, undefined, RangeError],
        ['x 101', RANGE, { caption: 'A', style: { x: 101 } }, undefined, RangeError],
        ['align "middle" in an overlay', RANGE, { overlays: [{ text: 'A', align: 'middle' }] }, undefined, RangeError],
        ['an unknown style key', RANGE, { caption: 'A', style: { bold: true } }, undefined, TypeError],
        ['a screencap-like target with a bad style', FRAME_LIKE, { style: { size: -1 } }, undefined, RangeError],
        ['an unknown call option', RANGE, {}, { timeot: 1 }, TypeError],
        ['a negative call timeout', RANGE, {}, { timeout: -1 }, RangeError],
        ['an unknown call option with a frame target', FRAME_LIKE, {}, { timeot: 1 }, TypeError],
      ];

      it.each(cases)('%s', async (_label, target, options, callOptions, ErrorClass) => {
        const error = await callFailure(flavour, () => renderWith(client, format, target, options, callOptions));
        expect(error).toBeInstanceOf(ErrorClass);
        expect(await requestLog(fake)).toEqual([]);
      });

      it('a font the instance lacks: the message lists its fonts', async () => {
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE, { caption: 'A', style: { font: 'fr' } }));
        expect((error as Error).message).toMatch(new RegExp(`fr.*${GENERIC_FONTS}$`));
      });
    });
  });
});

describe('async flavour: onProgress', () => {
  let client: Client2026;

  beforeEach(() => {
    client = client2026(ASYNC, fake().url);
  });

  afterEach(() => {
    client.close();
  });

  it.each(FORMATS)('%s: increasing values from the stream, ending at 1', async (format) => {
    const values: number[] = [];
    const url = await ASYNC.call(() => renderWith(client, format, RANGE, {}, { onProgress: (value: number) => values.push(value) }) as Promise<string>);
    expect(url).toMatch(renderUrlPattern(fake().url, 'S01E01', format));
    expect(values).toEqual([...RENDER_PROGRESS]);
    for (const [index, value] of values.entries()) {
      expect(value).toBeGreaterThan(index === 0 ? 0 : values[index - 1]!);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(values.at(-1)).toBe(1);
  });

  it.each(FORMATS)('%s: a cached render reports 1 at once', async (format) => {
    await ASYNC.call(() => renderWith(client, format, RANGE) as Promise<string>);
    const values: number[] = [];
    await ASYNC.call(() => renderWith(client, format, RANGE, {}, { onProgress: (value: number) => values.push(value) }) as Promise<string>);
    expect(values).toEqual([1]);
  });

  it.each(FORMATS)('%s: a throwing onProgress makes the render reject with that same error; it is not called again', async (format) => {
    const thrown = new Error('progress bar broke');
    let calls = 0;
    const onProgress = (): void => {
      calls++;
      throw thrown;
    };
    const error = await callFailure(ASYNC, () => renderWith(client, format, RANGE, {}, { onProgress }));
    expect(error).toBe(thrown);
    expect(calls).toBe(1);
  });

  it('a throwing onProgress on a cached render: the render rejects with that error', async () => {
    await ASYNC.call(() => client.renderGif(RANGE) as Promise<string>);
    const thrown = new Error('progress bar broke');
    const error = await callFailure(ASYNC, () =>
      client.renderGif(RANGE, {}, {
        onProgress: () => {
          throw thrown;
        },
      }),
    );
    expect(error).toBe(thrown);
  });

  it('a failing render: the progress before the error line, then RenderError', async () => {
    await fake().injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'out of GPUs' });
    const values: number[] = [];
    const error = await callFailure(ASYNC, () => client.renderGif(RANGE, {}, { onProgress: (value: number) => values.push(value) }));
    expect(error).toBeInstanceOf(core.RenderError);
    expect(error).toMatchObject({ serviceMessage: 'out of GPUs' });
    expect(values).toEqual(RENDER_PROGRESS.slice(0, 3));
  });

  it('onProgress that is not a function -> TypeError before any request', async () => {
    const error = await callFailure(ASYNC, () => client.renderGif(RANGE, {}, { onProgress: 'yes' }));
    expect(error).toBeInstanceOf(TypeError);
    expect(await requestLog(fake)).toEqual([]);
  });
});

describe('sync flavour: no progress callback', () => {
  it('onProgress is not a call option of the sync client: TypeError before any request', async () => {
    const client = client2026(SYNC, fake().url);
    try {
      const error = await callFailure(SYNC, () => client.renderGif(RANGE, {}, { onProgress: () => undefined }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(/onProgress/);
      expect(await requestLog(fake)).toEqual([]);
    } finally {
      client.close();
    }
  });
});

describe('async and sync give equal results', () => {
  let asyncClient: Client2026;
  let syncClient: Client2026;

  beforeEach(() => {
    asyncClient = client2026(ASYNC, fake().url);
    syncClient = client2026(SYNC, fake().url);
  });

  afterEach(() => {
    asyncClient.close();
    syncClient.close();
  });

  /** The same render through both flavours, each streamed by a freshly reset service. */
  async function both(invoke: (client: Client2026, flavour: Flavour) => unknown): Promise<{ fromAsync: string; fromSync: string }> {
    const fromAsync = await ASYNC.call(() => invoke(asyncClient, ASYNC) as Promise<string>);
    await fake().reset();
    const fromSync = await SYNC.call(() => invoke(syncClient, SYNC) as string);
    return { fromAsync, fromSync };
  }

  it('renders of a screencap, a range with a styled caption and a range with overlays, gif and mp4', async () => {
    const screencaps = {
      async: await ASYNC.call(() => asyncClient.getScreencap(WAIT.key, WAIT.timestamp)),
      sync: await SYNC.call(() => syncClient.getScreencap(WAIT.key, WAIT.timestamp)),
    };
    for (const format of FORMATS) {
      const ofScreencap = await both((client, flavour) => renderWith(client, format, screencaps[flavour.name]));
      expect(ofScreencap.fromSync).toEqual(ofScreencap.fromAsync);
      const styled = await both((client) => renderWith(client, format, RANGE, { caption: 'Hooray.', style: { font: 'jost', color: [9, 8, 7] } }));
      expect(styled.fromSync).toEqual(styled.fromAsync);
      const layered = await both((client) => renderWith(client, format, RANGE, { overlays: [{ text: 'A' }, { text: 'B', align: 'left' }] }));
      expect(layered.fromSync).toEqual(layered.fromAsync);
      expect(new Set([ofScreencap.fromAsync, styled.fromAsync, layered.fromAsync]).size).toBe(3);
    }
  });

  it('the same failures: RenderError, NoFramesFound, a bad option', async () => {
    const failures: ((client: Client2026, flavour: Flavour) => unknown)[] = [
      async (client) => {
        await fake().injectFault({ endpoint: 'render-mp4', kind: 'render-error', message: 'renderer on fire' });
        return renderWith(client, 'mp4', RANGE);
      },
      async (client, flavour) => {
        const real = await flavour.call(() => client.getScreencap(ROSES.key, ROSES.timestamp));
        const beyond = screencapFromJson(flavour, client, { ...real.json, Frame: { Id: 10_399_999, Episode: 'S01E03', Timestamp: 400_000 } });
        return renderWith(client, 'gif', beyond);
      },
      (client) => renderWith(client, 'gif', RANGE, { caption: 'A', style: { font: 'akbar' } }),
    ];
    for (const prepare of failures) {
      // Each flavour's call is made after its set-up; the set-up itself is plain async code.
      const errorOf = async (flavour: Flavour, client: Client2026): Promise<Error> => {
        try {
          // An async set-up resolves to the render's promise (async flavour) or its result (sync).
          await (await (prepare(client, flavour) as Promise<unknown>));
        } catch (error) {
          return error as Error;
        }
        throw new Error(`the ${flavour.name} call did not fail`);
      };
      const fromAsync = await errorOf(ASYNC, asyncClient);
      await fake().reset();
      const fromSync = await errorOf(SYNC, syncClient);
      expect(fromSync.constructor).toBe(fromAsync.constructor);
      expect(fromSync.message).toBe(fromAsync.message);
      expect(Object.fromEntries(Object.entries(fromSync))).toEqual(Object.fromEntries(Object.entries(fromAsync)));
    }
  });
});
