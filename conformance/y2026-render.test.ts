/**
 * Renders on the 2026 service in both flavours, on a client whose
 * `generation` is '2026': `renderGif`/`renderMp4` of a screencap (its window
 * from its timestamp, clamped to the episode's first and last frame, one
 * overlay per subtitle line timed with the speech), of a frame, and of
 * `{ key, start, end }`; `getGifUrl`/`getMp4Url` rendering through the same
 * endpoints; `generateGif` of a classic gif URL; one request per render, the
 * `check_only` probe only with `probe: true`; the client's `captionStyle`;
 * the service's limits checked before any request; progress (async); the
 * service's render failures and transport faults on the render endpoints.
 * Expected URLs come from the fake service's `renderUrl` helper and the
 * request bodies are written out from the catalogue, never from the SDK.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { DEFAULT_RENDER_ERROR, RENDER_PROGRESS, type RenderJob } from '@screencap/fake-service';
import { callFailure, requestLog, errorFieldsWithoutClock } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { ASYNC, type AnyScreencap, FLAVOURS, type Flavour, SYNC } from './support/flavours.js';
import {
  type Client2026,
  client2026,
  expectedRenderUrl,
  faultOnStream,
  GENERATION_2026,
  MODE_2026,
  overlay,
  renderEndpoint,
  renderJob,
  renderRequests,
  renderRequestUrl,
  renderUrlPattern,
  requestLines,
  screencapFromJson,
  screencapRenderJob,
  timedOverlay,
} from './support/y2026.js';
import { fetchScreencapAt, type Place } from './support/screencap-at.js';
import { fetchAsBrowser } from './support/browser.js';

const fake = useFakeService(MODE_2026);

type Format = 'gif' | 'mp4';
const FORMATS: readonly Format[] = ['gif', 'mp4'];

/** Where a few screencaps of the catalogue are, and what they show. */
const WAIT = { key: 'S01E01', timestamp: 91_500 } as const; // frame 91 492: "Wait. Stop. Hold on! Are you sure? Yes" (90 000-93 000)
const SALT = { key: 'S01E01', timestamp: 27_000 } as const; // frame 26 974: two lines on screen at once
const SILENT = { key: 'S01E01', timestamp: 75_000 } as const; // no subtitle
const OPENING = { key: 'S01E01', timestamp: 2_000 } as const; // 3000 ms before reaches past the episode's first frame (163)
const CLOSING = { key: 'S01E03', timestamp: 299_000 } as const; // 4000 ms after reaches past the last frame (299 895)
/** A stretch of S01E01 given by start and end. */
const RANGE = { key: 'S01E01', start: 7_200, end: 9_900 } as const;

/** The media type the fake serves a rendered clip with. */
const CLIP_TYPES: Readonly<Record<Format, string>> = { gif: 'image/gif', mp4: 'video/mp4' };

/** `renderGif` or `renderMp4` of a client. */
function renderWith(client: Client2026, format: Format, target: unknown, options?: unknown, callOptions?: unknown): unknown {
  return format === 'gif' ? client.renderGif(target, options, callOptions) : client.renderMp4(target, options, callOptions);
}

/** `getGifUrl` or `getMp4Url` of a screencap. */
function clipUrlOf(screencap: AnyScreencap, format: Format, options?: unknown, callOptions?: unknown): unknown {
  const method = format === 'gif' ? screencap.getGifUrl : screencap.getMp4Url;
  return method.call(screencap, options as never, callOptions as never);
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
    client = client2026(flavour, base, GENERATION_2026);
  });

  afterEach(() => {
    client.close();
  });

  const screencapAt = (place: Place): Promise<AnyScreencap> => fetchScreencapAt(flavour, client, fake(), place);

  it('the client speaks the 2026 generation', () => {
    expect((client as unknown as { generation: string }).generation).toBe('2026');
  });

  describe.each(FORMATS)('%s', (format) => {
    const render = (target: unknown, options?: unknown, callOptions?: unknown): Promise<string> =>
      flavour.call(() => renderWith(client, format, target, options, callOptions) as string | Promise<string>);
    const clipUrl = (screencap: AnyScreencap, options?: unknown, callOptions?: unknown): Promise<string> =>
      flavour.call(() => clipUrlOf(screencap, format, options, callOptions) as string | Promise<string>);
    const endpoint = renderEndpoint(format);
    const renderPath = format === 'gif' ? '/api/render/gif/stream' : '/api/render/mp4';

    describe('renders of a screencap: one request, the window from its timestamp, its subtitle lines timed', () => {
      it('the default window, 3000 ms before to 4000 ms after; the line while it is spoken; the fake\'s URL', async () => {
        const screencap = await screencapAt(WAIT);
        expect(screencap.timestamp).toBe(91_492);
        const job = screencapRenderJob(WAIT.key, WAIT.timestamp);
        // Written out once by hand, so the helper is checked too.
        expect(job).toEqual(renderJob('S01E01', 88_492, 95_492, [timedOverlay('Wait. Stop. Hold on! Are you sure? Yes', 1_508, 4_508)]));
        const url = await render(screencap);
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect(url).toMatch(renderUrlPattern(base, 'S01E01', format));
        const log = await requestLog(fake);
        expect(requestLines(log)).toEqual([['POST', renderPath, '']]);
        expect(log.map((request) => [request.endpoint, request.status, request.render])).toEqual([[endpoint, 200, body(job, false)]]);
        // The clip exists.
        const clip = await fetchAsBrowser(url);
        await clip.arrayBuffer();
        expect([clip.status, clip.headers.get('content-type')]).toEqual([200, CLIP_TYPES[format]]);
      });

      it('two lines on screen at once: two overlays, each with its own times', async () => {
        const screencap = await screencapAt(SALT);
        const job = screencapRenderJob(SALT.key, SALT.timestamp);
        expect(job.overlays.map((each) => each.text)).toEqual(['Salt & pepper, please.', 'Salt? On pancakes?']);
        expect(new Set(job.overlays.map((each) => `${each.start}-${each.end}`)).size).toBe(2);
        expect(await render(screencap)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it('a line longer than the clip is clamped to it', async () => {
        const screencap = await screencapAt(WAIT);
        const job = renderJob('S01E01', 91_492, 91_992, [timedOverlay('Wait. Stop. Hold on! Are you sure? Yes', 0, 500)]);
        expect(screencapRenderJob(WAIT.key, WAIT.timestamp, 0, 500)).toEqual(job);
        expect(await render(screencap, { before: 0, after: 500 })).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it("clamped to the episode's first frame (MinTimestamp)", async () => {
        const screencap = await screencapAt(OPENING);
        expect(screencap.minTimestamp).toBe(163);
        const job = screencapRenderJob(OPENING.key, OPENING.timestamp);
        expect(job.start).toBe(163);
        expect(job.overlays).toHaveLength(1);
        expect(await render(screencap)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it("clamped to the episode's last frame (MaxTimestamp): the service takes the clip", async () => {
        const screencap = await screencapAt(CLOSING);
        expect(screencap.maxTimestamp).toBe(299_895);
        const job = screencapRenderJob(CLOSING.key, CLOSING.timestamp);
        expect(job.end).toBe(299_895);
        expect(await render(screencap)).toBe(expectedRenderUrl(format, job, base));
        expect((await requestLog(fake)).map((request) => request.status)).toEqual([200]);
      });

      it('a screencap whose timestamp lies past MaxTimestamp: a clip at the last frame, never an end before the start', async () => {
        const real = await screencapAt(CLOSING);
        const beyond = screencapFromJson(flavour, client, { ...real.json, Frame: { Id: 10_399_999, Episode: 'S01E03', Timestamp: 400_000 } });
        const job = renderJob('S01E03', 299_895, 299_895);
        expect(await render(beyond)).toBe(expectedRenderUrl(format, job, base));
      });

      it('a silent screencap: no overlay', async () => {
        const screencap = await screencapAt(SILENT);
        const job = screencapRenderJob(SILENT.key, SILENT.timestamp);
        expect(job.overlays).toEqual([]);
        expect(await render(screencap)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it('before, after and a caption: that window, the caption as given over the whole clip', async () => {
        const screencap = await screencapAt(WAIT);
        const job = renderJob('S01E01', 90_492, 91_992, [overlay('Wait!\nStop!', 1_500)]);
        expect(await render(screencap, { caption: 'Wait!\nStop!', before: 1000, after: 500 })).toBe(expectedRenderUrl(format, job, base));
        expect((await requestLog(fake)).map((request) => [request.path, request.render])).toEqual([[renderPath, body(job, false)]]);
      });
    });

    describe('renders of a frame and of { key, start, end }', () => {
      it('a Frame from search results: its window (no MinTimestamp/MaxTimestamp to clamp to), no caption', async () => {
        const [frame] = await flavour.call(() => client.search('c++'));
        await fake().clearRequests();
        const job = renderJob('S01E01', frame!.timestamp - 3000, frame!.timestamp + 4000);
        expect(await render(frame)).toBe(expectedRenderUrl(format, job, base));
        expect((await requestLog(fake)).map((request) => [request.path, request.render])).toEqual([[renderPath, body(job, false)]]);
      });

      it('a plain { key, timestamp } near the start: clamped to 0', async () => {
        const job = renderJob('S01E01', 0, 5_000);
        expect(await render({ key: 'S01E01', timestamp: 1_000 })).toBe(expectedRenderUrl(format, job, base));
      });

      it('{ key, start, end } with a caption and a style: the overlay spans the clip', async () => {
        const caption = 'Did the build pass?\nIt did! 東京 👍🏽';
        const style = { font: 'comicneue', size: 48, color: '#ffff0080', x: 10, y: 20.5, align: 'left', allCaps: true };
        const job = renderJob('S01E01', 7_200, 9_900, [
          overlay(caption, 2_700, { font: 'comicneue', size: 48, color: [255, 255, 0, 128], x: 10, y: 20.5, text_align: 'l', all_caps: true }),
        ]);
        const url = await render(RANGE, { caption, style });
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect(url).toMatch(renderUrlPattern(base, 'S01E01', format));
        const log = await requestLog(fake);
        expect(log.map((request) => [request.method, request.endpoint, request.status, request.render])).toEqual([['POST', endpoint, 200, body(job, false)]]);
      });

      it('{ key, start, end } with overlays, each with its own style', async () => {
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
        expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it('{ key, start, end } without a caption: no overlay, no other request; start = end is a clip too', async () => {
        const job = renderJob('S01E01', 5_000, 5_000);
        expect(await render({ key: 'S01E01', start: 5_000, end: 5_000 })).toBe(expectedRenderUrl(format, job, base));
        expect((await requestLog(fake)).map((request) => request.render)).toEqual([body(job, false)]);
      });
    });

    describe("the client's captionStyle", () => {
      it('is the base style of every overlay; a call overrides it key by key', async () => {
        const styled = client2026(flavour, base, { ...GENERATION_2026, captionStyle: { font: 'jost', size: 40, allCaps: true } });
        try {
          const screencap = await flavour.call(() => styled.getScreencap(WAIT.key, WAIT.timestamp));
          await fake().clearRequests();
          await flavour.call(() => renderWith(styled, format, screencap) as string);
          await flavour.call(() => renderWith(styled, format, RANGE, { caption: 'Hooray.', style: { size: 12 } }) as string);
          await flavour.call(() => renderWith(styled, format, RANGE, { overlays: [{ text: 'A', allCaps: false }] }) as string);
          const style = { font: 'jost', size: 40, all_caps: true } as const;
          const [line] = screencapRenderJob(WAIT.key, WAIT.timestamp).overlays;
          expect((await renderRequests(fake(), endpoint)).map((request) => request.render)).toEqual([
            body(renderJob('S01E01', 88_492, 95_492, [{ ...line!, ...style }]), false),
            body(renderJob('S01E01', 7_200, 9_900, [overlay('Hooray.', 2_700, { ...style, size: 12 })]), false),
            body(renderJob('S01E01', 7_200, 9_900, [overlay('A', 2_700, { ...style, all_caps: false })]), false),
          ]);
        } finally {
          styled.close();
        }
      });
    });

    describe('the check_only probe, only when asked for', () => {
      // The service's own cache, seen through the probe: the SDK's memoized
      // renders are off here so that every call reaches the service
      // (conformance/scale.test.ts covers the memo).
      beforeEach(() => {
        client.close();
        client = client2026(flavour, base, { ...GENERATION_2026, cache: false });
      });

      it('probe: true on a new clip: check_only, then the stream', async () => {
        const job = renderJob('S01E01', 7_200, 9_900, [overlay('Hooray.', 2_700)]);
        expect(await render(RANGE, { caption: 'Hooray.', probe: true })).toBe(expectedRenderUrl(format, job, base));
        expect(await renderRequests(fake(), endpoint)).toEqual([
          { status: 200, render: body(job, true) },
          { status: 200, render: body(job, false) },
        ]);
      });

      it('probe: true on a rendered clip: the check_only request only, the same URL', async () => {
        const first = await render(RANGE, { caption: 'Hooray.' });
        await fake().clearRequests();
        expect(await render(RANGE, { caption: 'Hooray.', probe: true })).toBe(first);
        const job = renderJob('S01E01', 7_200, 9_900, [overlay('Hooray.', 2_700)]);
        expect(await renderRequests(fake(), endpoint)).toEqual([{ status: 200, render: body(job, true) }]);
        expect((await requestLog(fake)).length).toBe(1);
      });

      it('without probe, a rendered clip is asked for again: one stream request, the same URL', async () => {
        const first = await render(RANGE);
        await fake().clearRequests();
        expect(await render(RANGE, { probe: false })).toBe(first);
        expect((await renderRequests(fake(), endpoint)).map((request) => (request.render as { check_only: boolean }[])[0]?.check_only)).toEqual([false]);
      });

      it('another caption: another URL', async () => {
        const first = await render(RANGE, { caption: 'Hooray.' });
        const other = await render(RANGE, { caption: 'Hooray!' });
        expect(other).not.toBe(first);
        expect(other).toMatch(renderUrlPattern(base, 'S01E01', format));
      });
    });

    describe(`get${format === 'gif' ? 'Gif' : 'Mp4'}Url on the 2026 service: the rendered file, in one request`, () => {
      it('no options: the default window, the subtitle lines timed; the same URL as the render of the screencap', async () => {
        const screencap = await screencapAt(WAIT);
        const job = screencapRenderJob(WAIT.key, WAIT.timestamp);
        const url = await clipUrl(screencap);
        expect(url).toBe(expectedRenderUrl(format, job, base));
        expect(url).toMatch(renderUrlPattern(base, 'S01E01', format));
        expect((await requestLog(fake)).map((request) => [request.method, request.path, request.render])).toEqual([['POST', renderPath, body(job, false)]]);
        const clip = await fetchAsBrowser(url);
        await clip.arrayBuffer();
        expect([clip.status, clip.headers.get('content-type')]).toEqual([200, CLIP_TYPES[format]]);
      });

      it('a caption, before and after: the caption as given over the whole clip', async () => {
        const screencap = await screencapAt(SALT);
        const job = renderJob('S01E01', 25_974, 28_974, [overlay('Pass the salt', 3_000)]);
        expect(await clipUrl(screencap, { caption: 'Pass the salt', before: 1000, after: 2000 })).toBe(expectedRenderUrl(format, job, base));
        expect((await requestLog(fake)).map((request) => request.render)).toEqual([body(job, false)]);
      });

      it('an empty caption: no overlay', async () => {
        const screencap = await screencapAt(WAIT);
        const job = renderJob('S01E01', 88_492, 95_492);
        expect(await clipUrl(screencap, { caption: '' })).toBe(expectedRenderUrl(format, job, base));
      });

      it('clamped to MaxTimestamp: the clip the service takes', async () => {
        const screencap = await screencapAt(CLOSING);
        expect(await clipUrl(screencap)).toBe(expectedRenderUrl(format, screencapRenderJob(CLOSING.key, CLOSING.timestamp), base));
      });

      it('a failed render -> RenderError naming the render endpoint', async () => {
        const screencap = await screencapAt(WAIT);
        await fake().injectFault({ endpoint, kind: 'render-error', message: 'renderer on fire' });
        const error = await callFailure(flavour, () => clipUrlOf(screencap, format));
        expect(error).toBeInstanceOf(core.RenderError);
        expect(error).toMatchObject({ serviceMessage: 'renderer on fire', method: 'POST', url: renderRequestUrl(base, format) });
      });

      it.each([
        ['a negative before', { before: -1 }, undefined, RangeError],
        ['an unknown option', { probe: true }, undefined, TypeError],
        ['a caption that is not a string', { caption: 42 }, undefined, TypeError],
        ['a caption over 1024 bytes', { caption: 'é'.repeat(513) }, undefined, RangeError],
        ['an unknown call option', {}, { timeot: 1 }, TypeError],
      ])('%s: an error before any request', async (_label, options, callOptions, ErrorClass) => {
        const screencap = await screencapAt(WAIT);
        const error = await callFailure(flavour, () => clipUrlOf(screencap, format, options, callOptions));
        expect(error).toBeInstanceOf(ErrorClass);
        expect(await requestLog(fake)).toEqual([]);
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
        expect(await renderRequests(fake(), endpoint)).toEqual([{ status: 200, render: body(job, false) }]);
        // Nothing was made: a probe finds nothing, and the render then streams and succeeds.
        await fake().clearRequests();
        expect(await render(RANGE, { caption: 'Hooray.', probe: true })).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => (request.render as { check_only: boolean }[])[0]?.check_only)).toEqual([true, false]);
      });

      it("render-error fault without a message -> RenderError with the service's default message", async () => {
        await fake().injectFault({ endpoint: '*', kind: 'render-error' });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE));
        expect(error).toBeInstanceOf(core.RenderError);
        expect(error).toMatchObject({ serviceMessage: DEFAULT_RENDER_ERROR });
      });

      it('503 once on the check_only request of a probe -> retried; the render succeeds', async () => {
        await fake().injectFault({ endpoint, kind: 'status', status: 503, times: 1 });
        const job = renderJob('S01E01', 7_200, 9_900);
        expect(await render(RANGE, { probe: true })).toBe(expectedRenderUrl(format, job, base));
        expect(await renderRequests(fake(), endpoint)).toEqual([
          { status: 503, render: body(job, true) },
          { status: 200, render: body(job, true) },
          { status: 200, render: body(job, false) },
        ]);
      });

      it('503 once on the streaming request -> retried; the render succeeds', async () => {
        await fake().injectFault({ endpoint, kind: 'status', status: 503, times: 1 });
        const job = renderJob('S01E01', 7_200, 9_900);
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, job, base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.status)).toEqual([503, 200]);
      });

      it('probe: true, 503 once on the stream after the check_only answer -> retried; the render succeeds', async () => {
        await faultOnStream(fake(), endpoint, { kind: 'status', status: 503, times: 1 });
        const job = renderJob('S01E01', 7_200, 9_900);
        expect(await render(RANGE, { probe: true })).toBe(expectedRenderUrl(format, job, base));
        expect(await renderRequests(fake(), endpoint)).toEqual([
          { status: 200, render: body(job, true) },
          { status: 503, render: body(job, false) },
          { status: 200, render: body(job, false) },
        ]);
      });

      it('html instead of the check_only answer -> InvalidResponseError not-json', async () => {
        await fake().injectFault({ endpoint, kind: 'html', times: Infinity });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE, { probe: true }));
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

      it('html instead of the stream -> InvalidResponseError not-json naming the render endpoint, never a result', async () => {
        await fake().injectFault({ endpoint, kind: 'html', times: Infinity });
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE));
        const url = renderRequestUrl(base, format);
        expect(error).toBeInstanceOf(core.InvalidResponseError);
        expect(error).toMatchObject({ pageStatus: 200, contentType: 'text/html; charset=utf-8', method: 'POST', url, attempts: 1 });
        expect((error as Error).message).toContain(url);
        expect((error as core.InvalidResponseError).bodyExcerpt).toMatch(/^<!DOCTYPE html>/);
        expect((error as core.InvalidResponseError).reason).toBe('not-json');
        expect(await renderRequests(fake(), endpoint)).toHaveLength(1);
      });

      it('reset-mid-body on the stream -> APIConnectionError; nothing cached', async () => {
        await fake().injectFault({ endpoint, kind: 'reset-mid-body', times: Infinity });
        const quick = client2026(flavour, base, { ...GENERATION_2026, maxRetries: 0 });
        try {
          const error = await callFailure(flavour, () => renderWith(quick, format, RANGE));
          expect(error).toBeInstanceOf(core.APIConnectionError);
          // The code is whatever the socket reported (the stream is chunked: no Content-Length to fall short of).
          expect(error).toMatchObject({ code: expect.any(String), method: 'POST', url: renderRequestUrl(base, format), attempts: 1 });
        } finally {
          quick.close();
        }
        await fake().reset();
        await render(RANGE, { probe: true });
        expect((await renderRequests(fake(), endpoint)).map((request) => (request.render as { check_only: boolean }[])[0]?.check_only)).toEqual([true, false]);
      });

      it('reset-mid-body once on the stream -> retried; the render succeeds', async () => {
        await fake().injectFault({ endpoint, kind: 'reset-mid-body', times: 1 });
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, renderJob('S01E01', 7_200, 9_900), base));
        expect((await renderRequests(fake(), endpoint)).map((request) => request.status)).toEqual([200, 200]);
      });

      it('slow-body with gaps longer than the per-call timeout -> APITimeoutError body', async () => {
        await fake().injectFault({ endpoint, kind: 'slow-body', chunkDelayMs: 400, times: Infinity });
        const quick = client2026(flavour, base, { ...GENERATION_2026, maxRetries: 0 });
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
        expect(await renderRequests(fake(), endpoint)).toHaveLength(1);
      });

      it('slow-body with short gaps: the render succeeds', async () => {
        await fake().injectFault({ endpoint, kind: 'slow-body', chunkDelayMs: 10, chunkSize: 48 });
        expect(await render(RANGE)).toBe(expectedRenderUrl(format, renderJob('S01E01', 7_200, 9_900), base));
      });
    });

    describe("the service's limits: RangeError naming the limit and its number, before any request", () => {
      const cases: [string, unknown, unknown, RegExp][] = [
        ['33 overlays', RANGE, { overlays: Array.from({ length: 33 }, (_unused, index) => ({ text: `line ${index}` })) }, /at most 32 overlays, got 33/],
        ['1025 UTF-8 bytes of text in one overlay', RANGE, { caption: `${'a'.repeat(1022)}東` }, /at most 1024 bytes \(UTF-8\), got 1025/],
        ['a 17-byte episode key', { key: 'S01E01-S01E02-xyz', start: 0, end: 10 }, undefined, /at most 16 bytes \(UTF-8\), got 17/],
        ['a 64 KiB payload', RANGE, { overlays: Array.from({ length: 32 }, () => ({ text: '\u0001'.repeat(400) })) }, /at most 65536 bytes \(64 KiB\) of JSON, got \d+/],
        ['33 overlays with probe: true', RANGE, { overlays: Array.from({ length: 33 }, () => ({ text: 'x' })), probe: true }, /at most 32 overlays, got 33/],
      ];

      it.each(cases)('%s', async (_label, target, options, message) => {
        const error = await callFailure(flavour, () => renderWith(client, format, target, options));
        expect(error).toBeInstanceOf(RangeError);
        expect((error as Error).message).toMatch(message);
        expect(await requestLog(fake)).toEqual([]);
      });

      it('at the limits the render goes through: 32 overlays of 1024 bytes, a 16-byte key is sent', async () => {
        const overlays = Array.from({ length: 32 }, (_unused, index) => ({ text: `${String(index).padStart(2, '0')}${'é'.repeat(511)}` }));
        expect(await render(RANGE, { overlays })).toMatch(renderUrlPattern(base, 'S01E01', format));
        const sixteen = await callFailure(flavour, () => renderWith(client, format, { key: 'S01E01-S01E02-xy', start: 0, end: 10 }));
        // The fake knows no such episode: the service, not the SDK, refuses it.
        expect(sixteen).toMatchObject({ pageStatus: 400 });
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
        ['before with a range target', RANGE, { before: 100 }, undefined, TypeError],
        ['options that are not an object', RANGE, 'Hooray.', undefined, TypeError],
        ['an unknown render option', RANGE, { captions: 'Hooray.' }, undefined, TypeError],
        ['probe that is not a boolean', RANGE, { probe: 'yes' }, undefined, TypeError],
        ['a caption that is not a string', RANGE, { caption: 42 }, undefined, TypeError],
        ['a caption and overlays together', RANGE, { caption: 'A', overlays: [{ text: 'B' }] }, undefined, TypeError],
        ['a font no instance has', RANGE, { caption: 'A', style: { font: 'papyrus' } }, undefined, RangeError],
        ['size 121', RANGE, { caption: 'A', style: { size: 121 } }, undefined, RangeError],
        ['a bad colour', RANGE, { caption: 'A', style: { color: '#12345' } }, undefined, RangeError],
        ['x 101', RANGE, { caption: 'A', style: { x: 101 } }, undefined, RangeError],
        ['align "middle" in an overlay', RANGE, { overlays: [{ text: 'A', align: 'middle' }] }, undefined, RangeError],
        ['an unknown style key', RANGE, { caption: 'A', style: { bold: true } }, undefined, TypeError],
        ['a screencap-like target with a bad style', FRAME_LIKE, { style: { size: -1 } }, undefined, RangeError],
        ['a target whose subtitles are not lines', { ...FRAME_LIKE, subtitles: [{ Content: 'x' }] }, undefined, undefined, TypeError],
        ['an unknown call option', RANGE, {}, { timeot: 1 }, TypeError],
        ['a negative call timeout', RANGE, {}, { timeout: -1 }, RangeError],
        ['an unknown call option with a frame target', FRAME_LIKE, {}, { timeot: 1 }, TypeError],
        ['an unknown call option with probe: true', RANGE, { probe: true }, { timeot: 1 }, TypeError],
      ];

      it.each(cases)('%s', async (_label, target, options, callOptions, ErrorClass) => {
        const error = await callFailure(flavour, () => renderWith(client, format, target, options, callOptions));
        expect(error).toBeInstanceOf(ErrorClass);
        expect(await requestLog(fake)).toEqual([]);
      });

      it('a font no instance has: the message names it and lists fonts', async () => {
        const error = await callFailure(flavour, () => renderWith(client, format, RANGE, { caption: 'A', style: { font: 'papyrus' } }));
        expect((error as Error).message).toMatch(/papyrus.*impact, comicneue, jost, pacifico/);
      });
    });
  });

  describe('generateGif on the 2026 service', () => {
    it('a classic gif URL of this instance: its clip and b64lines caption rendered through the gif stream, in one request', async () => {
      const caption = 'Did the build pass?\nIt did! 👍🏽';
      const gifUrl = core.clipUrl(base, 'gif', 'S01E01', 7_200, 9_900, caption);
      const job = renderJob('S01E01', 7_200, 9_900, [overlay(caption, 2_700)]);
      const url = await flavour.call(() => client.generateGif(gifUrl));
      expect(url).toBe(expectedRenderUrl('gif', job, base));
      expect((await requestLog(fake)).map((request) => [request.method, request.path, request.render])).toEqual([
        ['POST', '/api/render/gif/stream', body(job, false)],
      ]);
    });

    it('a gif URL without b64lines: no overlay', async () => {
      const job = renderJob('S01E01', 7_200, 9_900);
      expect(await flavour.call(() => client.generateGif(`${base}gif/S01E01/7200/9900.gif`))).toBe(expectedRenderUrl('gif', job, base));
    });

    it("a classic screencap's gif URL (from a classic client of the same instance) renders its clip", async () => {
      const classicClient = client2026(flavour, base, { generation: 'classic' });
      try {
        const screencap = await flavour.call(() => classicClient.getScreencap(WAIT.key, WAIT.timestamp));
        const gifUrl = await flavour.call(() => screencap.getGifUrl({ caption: 'Wait!' }));
        await fake().clearRequests();
        const url = await flavour.call(() => client.generateGif(gifUrl));
        const [, start, end] = /\/(\d+)\/(\d+)\.gif/.exec(gifUrl)!.map(Number);
        expect(url).toBe(expectedRenderUrl('gif', renderJob('S01E01', start!, end!, [overlay('Wait!', end! - start!)]), base));
        expect((await requestLog(fake)).map((request) => request.endpoint)).toEqual(['render-gif']);
      } finally {
        classicClient.close();
      }
    });

    describe("a screencap's filled gifUrl template (the 2026 service answers the template's path 410: generateGif is how it is used)", () => {
      /** A screencap's template, filled with a clip around it (`{caption}` as given, already encoded). */
      async function filled(format: Format, encodedCaption: string): Promise<{ url: string; start: number; end: number }> {
        const screencap = await flavour.call(() => client.getScreencap(WAIT.key, WAIT.timestamp));
        const template = format === 'gif' ? screencap.gifUrl : screencap.mp4Url;
        expect(template).toBe(`${base}${format}/{key}/{start}/{end}.${format}?b64lines={caption}`);
        const start = screencap.timestamp - 1_000;
        const end = screencap.timestamp + 2_000;
        const url = template.replace('{key}', screencap.key).replace('{start}', String(start)).replace('{end}', String(end)).replace('{caption}', encodedCaption);
        await fake().clearRequests();
        return { url, start, end };
      }

      it('with a caption: that clip and caption rendered through the gif stream, one request', async () => {
        const { url, start, end } = await filled('gif', 'V2FpdCE%3D'); // base64url of "Wait!", its = percent-encoded
        const job = renderJob(WAIT.key, start, end, [overlay('Wait!', end - start)]);
        expect(await flavour.call(() => client.generateGif(url))).toBe(expectedRenderUrl('gif', job, base));
        expect((await requestLog(fake)).map((request) => [request.method, request.path, request.render])).toEqual([
          ['POST', '/api/render/gif/stream', body(job, false)],
        ]);
      });

      it('with an empty {caption}: the clip without overlay', async () => {
        const { url, start, end } = await filled('gif', '');
        expect(await flavour.call(() => client.generateGif(url))).toBe(expectedRenderUrl('gif', renderJob(WAIT.key, start, end), base));
        expect((await requestLog(fake)).map((request) => request.endpoint)).toEqual(['render-gif']);
      });

      it('the filled mp4Url template: TypeError before any request, naming renderMp4, which renders the same clip', async () => {
        const { url, start, end } = await filled('mp4', '');
        const error = await callFailure(flavour, () => client.generateGif(url));
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toContain('renderMp4({ key, start, end }, { caption })');
        expect(await requestLog(fake)).toEqual([]);
        const mp4 = await flavour.call(() => client.renderMp4({ key: WAIT.key, start, end }));
        expect(mp4).toBe(expectedRenderUrl('mp4', renderJob(WAIT.key, start, end), base));
      });
    });

    it('a video URL of this instance comes back unchanged, without a request', async () => {
      const rendered = await flavour.call(() => client.renderGif(RANGE));
      await fake().clearRequests();
      expect(await flavour.call(() => client.generateGif(rendered))).toBe(rendered);
      expect(await requestLog(fake)).toEqual([]);
    });

    it.each([
      ['another origin', 'https://frinkiac.com/gif/S01E01/7200/9900.gif'],
      ['an mp4 URL', 'mp4/S01E01/7200/9900.mp4'],
      ['a meme URL', 'meme/S01E01/7200.jpg'],
      ['a comic URL', 'comic/img?b64=W10%3D'],
      ['an end before the start', 'gif/S01E01/9900/7200.gif'],
      ['a caption that is not URL-safe base64', 'gif/S01E01/7200/9900.gif?b64lines=a%2Bb'],
      ['a relative URL', '/gif/S01E01/7200/9900.gif'],
      ['not a string', 42],
    ])('%s: TypeError before any request', async (_label, given) => {
      const url = typeof given === 'string' && !given.startsWith('http') && !given.startsWith('/') ? `${base}${given}` : given;
      const error = await callFailure(flavour, () => client.generateGif(url));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(/^generateGif/);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('a bad call option: TypeError before any request, for a video URL too', async () => {
      for (const url of [`${base}gif/S01E01/7200/9900.gif`, `${base}video/S01E01/AbCdEfGhIjKlMnOpQrStUvWxYz01.gif`]) {
        expect(await callFailure(flavour, () => client.generateGif(url, { timeot: 1 } as never))).toBeInstanceOf(TypeError);
      }
      expect(await requestLog(fake)).toEqual([]);
    });
  });
});

describe('async flavour: onProgress', () => {
  let client: Client2026;

  beforeEach(() => {
    client = client2026(ASYNC, fake().url, GENERATION_2026);
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

  it.each(FORMATS)('%s: a probed, already rendered clip reports 1 at once', async (format) => {
    await ASYNC.call(() => renderWith(client, format, RANGE) as Promise<string>);
    const values: number[] = [];
    await ASYNC.call(() => renderWith(client, format, RANGE, { probe: true }, { onProgress: (value: number) => values.push(value) }) as Promise<string>);
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

  it('a throwing onProgress on a probed, rendered clip: the render rejects with that error', async () => {
    await ASYNC.call(() => client.renderGif(RANGE) as Promise<string>);
    const thrown = new Error('progress bar broke');
    const error = await callFailure(ASYNC, () =>
      client.renderGif(RANGE, { probe: true }, {
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
    const client = client2026(SYNC, fake().url, GENERATION_2026);
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

describe("renders are of the 2026 service: a client told 'classic' refuses them before any request", () => {
  it.each(FLAVOURS)('$name: renderGif and renderMp4 -> a TypeError naming the method and the generation; nothing reaches the service', async (flavour) => {
    const client = client2026(flavour, fake().url, { generation: 'classic' });
    try {
      const screencap = await flavour.call(() => client.getScreencap(WAIT.key, WAIT.timestamp));
      await fake().clearRequests();
      for (const [name, invoke] of [
        ['renderGif', () => client.renderGif(screencap)],
        ['renderMp4', () => client.renderMp4(RANGE, {}, { probe: true })],
      ] as const) {
        const error = await callFailure(flavour, invoke);
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toBe(
          `${name} needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if ${fake().url} runs the 2026 one)`,
        );
      }
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
    asyncClient = client2026(ASYNC, fake().url, GENERATION_2026);
    syncClient = client2026(SYNC, fake().url, GENERATION_2026);
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

  it('renders of a screencap, getGifUrl/getMp4Url, a range with a styled caption and a range with overlays, gif and mp4', async () => {
    const screencaps = {
      async: await ASYNC.call(() => asyncClient.getScreencap(SALT.key, SALT.timestamp)),
      sync: await SYNC.call(() => syncClient.getScreencap(SALT.key, SALT.timestamp)),
    };
    for (const format of FORMATS) {
      const ofScreencap = await both((client, flavour) => renderWith(client, format, screencaps[flavour.name]));
      expect(ofScreencap.fromSync).toEqual(ofScreencap.fromAsync);
      const clipUrls = await both((_client, flavour) => clipUrlOf(screencaps[flavour.name], format));
      expect(clipUrls.fromSync).toEqual(clipUrls.fromAsync);
      expect(clipUrls.fromAsync).toBe(ofScreencap.fromAsync);
      const styled = await both((client) => renderWith(client, format, RANGE, { caption: 'Hooray.', style: { font: 'jost', color: [9, 8, 7] } }));
      expect(styled.fromSync).toEqual(styled.fromAsync);
      const layered = await both((client) => renderWith(client, format, RANGE, { overlays: [{ text: 'A' }, { text: 'B', align: 'left' }] }));
      expect(layered.fromSync).toEqual(layered.fromAsync);
      expect(new Set([ofScreencap.fromAsync, styled.fromAsync, layered.fromAsync]).size).toBe(3);
    }
    const generated = await both((client) => client.generateGif(`${fake().url}gif/S01E01/7200/9900.gif?b64lines=SGk%3D`));
    expect(generated.fromSync).toEqual(generated.fromAsync);
  });

  it('the same failures: RenderError, a bad option, a limit, a foreign generateGif URL', async () => {
    const failures: ((client: Client2026, flavour: Flavour) => unknown)[] = [
      async (client) => {
        await fake().injectFault({ endpoint: 'render-mp4', kind: 'render-error', message: 'renderer on fire' });
        return renderWith(client, 'mp4', RANGE);
      },
      (client) => renderWith(client, 'gif', RANGE, { caption: 'A', style: { font: 'papyrus' } }),
      (client) => renderWith(client, 'gif', RANGE, { overlays: Array.from({ length: 33 }, () => ({ text: 'x' })) }),
      (client) => client.generateGif('https://morbotron.com/gif/S01E01/7200/9900.gif'),
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
      expect(errorFieldsWithoutClock(fromSync)).toEqual(errorFieldsWithoutClock(fromAsync));
    }
  });
});
