import { beforeEach, describe, expect, test } from '@jest/globals';
import { catalogue } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import { RENDER_PROGRESS, RENDER_PROGRESS_BEFORE_ERROR, renderUrl, type RenderJob } from '../../src/routes/render.js';
import { startFakeService } from '../../src/server.js';
import { ndjsonLines, postBody, rawGet } from '../support/http.js';
import { useService } from '../support/use-service.js';

const TOKEN = '[A-Za-z0-9_-]{27}=';
const GIF_PATH = 'api/render/gif/stream';
const MP4_PATH = 'api/render/mp4';
const LAST_FRAME_S01E01 = findEpisode(catalogue, 'S01E01')!.frames.at(-1)!.Timestamp;

const overlay = {
  text: 'Hooray.',
  font: 'impact',
  size: 0,
  color: [255, 255, 255, 255],
  x: 50,
  y: 97,
  text_align: 'c',
  all_caps: true,
  start: 0,
  end: 2700,
};
const job = { episode: 'S01E01', start: 7200, end: 9900, check_only: false, overlays: [overlay] };
const typedJob = job as unknown as RenderJob;

describe('POST api/render/gif/stream and api/render/mp4 (2026)', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  beforeEach(() => service().reset());
  const post = (path: string, body: unknown): ReturnType<typeof postBody> => postBody(`${service().url}${path}`, body);
  const check = async (path: string, body: object): Promise<unknown> => JSON.parse((await post(path, [{ ...body, check_only: true }])).text);

  test('streams NDJSON: progress lines, increasing, then the root-relative URL of the clip', async () => {
    const { status, headers, text } = await post(GIF_PATH, [job]);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/x-ndjson');
    const lines = ndjsonLines(text);
    expect(lines).toEqual([...RENDER_PROGRESS.map((progress) => ({ progress })), { url: renderUrl('gif', typedJob) }]);
    expect(lines).toHaveLength(6);
    const progress = lines.slice(0, -1).map((line) => line.progress as number);
    for (const [index, value] of progress.entries()) {
      expect(value).toBeGreaterThan(index === 0 ? 0 : progress[index - 1]!);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(progress[0]).toBe(0.0445);
    // Pinned, as in the README: tokens must not change between versions.
    expect(lines.at(-1)).toEqual({ url: '/video/S01E01/_6HdmiZjt74AVrBu_ReFkW1ltiY=.gif' });
    expect(lines.at(-1)).toEqual({ url: expect.stringMatching(new RegExp(`^/video/S01E01/${TOKEN}\\.gif$`)) });
  });

  test('the stream is chunked: no Content-Length', async () => {
    const outcome = await rawGet(`${service().url}${GIF_PATH}`, 2_000, 'POST', JSON.stringify([job]));
    expect(outcome.ending).toBe('complete');
    expect(outcome.headers['content-length']).toBeUndefined();
    expect(outcome.headers['transfer-encoding']).toBe('chunked');
    expect(ndjsonLines(outcome.body.toString('utf8')).at(-1)).toEqual({ url: renderUrl('gif', typedJob) });
  });

  test('the URL serves a GIF89a carrying the overlay texts (upper-cased with all_caps)', async () => {
    const second = { ...overlay, text: 'and again', all_caps: false };
    const { text } = await post(GIF_PATH, [{ ...job, overlays: [overlay, second] }]);
    const { url } = ndjsonLines(text).at(-1);
    const response = await fetch(new URL(url, service().url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(bytes.includes(Buffer.from('HOORAY.\nand again'))).toBe(true);
  });

  test('mp4: the same stream with a .mp4 URL, serving an MP4 whose duration is end - start', async () => {
    const { status, headers, text } = await post(MP4_PATH, [job]);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/x-ndjson');
    const lines = ndjsonLines(text);
    expect(lines.slice(0, -1)).toEqual(RENDER_PROGRESS.map((progress) => ({ progress })));
    const { url } = lines.at(-1);
    expect(url).toMatch(new RegExp(`^/video/S01E01/${TOKEN}\\.mp4$`));
    expect(url).toBe(renderUrl('mp4', typedJob));
    const response = await fetch(new URL(url, service().url));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    const moovOffset = bytes.readUInt32BE(0);
    expect(bytes.readUInt32BE(moovOffset + 8 + 24)).toBe(job.end - job.start);
  });

  test('the same job gives the same URL; another job, or the other format, another one', async () => {
    const url = async (path: string, body: object): Promise<string> => (ndjsonLines((await post(path, [body])).text).at(-1) as { url: string }).url;
    const first = await url(GIF_PATH, job);
    expect(await url(GIF_PATH, job)).toBe(first);
    await service().reset();
    expect(await url(GIF_PATH, job)).toBe(first);
    expect(await url(GIF_PATH, { ...job, end: 9901 })).not.toBe(first);
    expect(await url(GIF_PATH, { ...job, overlays: [{ ...overlay, color: [255, 255, 0, 255] }] })).not.toBe(first);
    expect(await url(GIF_PATH, { ...job, overlays: [] })).not.toBe(first);
    expect((await url(MP4_PATH, job)).replace(/\.mp4$/, '.gif')).not.toBe(first);
  });

  test('a cached render answers at once: only its URL line, no progress', async () => {
    expect(ndjsonLines((await post(GIF_PATH, [job])).text)).toHaveLength(RENDER_PROGRESS.length + 1);
    const again = await post(GIF_PATH, [job]);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/x-ndjson');
    expect(again.text).toBe(`${JSON.stringify({ url: renderUrl('gif', typedJob) })}\n`);
    // The other format of the same job is another clip, rendered in full.
    expect(ndjsonLines((await post(MP4_PATH, [job])).text)).toHaveLength(RENDER_PROGRESS.length + 1);
  });

  test('a render-error fault passes a cached render by (nothing is rendered)', async () => {
    await post(GIF_PATH, [job]);
    await service().injectFault({ endpoint: 'render-gif', kind: 'render-error' });
    expect(ndjsonLines((await post(GIF_PATH, [job])).text)).toEqual([{ url: renderUrl('gif', typedJob) }]);
    expect(ndjsonLines((await post(GIF_PATH, [{ ...job, end: 9901 }])).text).at(-1)).toEqual({ error: 'render failed' });
  });

  test('check_only: {"cached": false} before the render, {"cached": true, "url"} after it, forgotten on reset', async () => {
    const before = await post(GIF_PATH, [{ ...job, check_only: true }]);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(before.text)).toEqual({ cached: false });
    // Asking does not render.
    expect((await fetch(new URL(renderUrl('gif', typedJob), service().url))).status).toBe(404);

    await post(GIF_PATH, [job]);
    expect(await check(GIF_PATH, job)).toEqual({ cached: true, url: renderUrl('gif', typedJob) });
    expect(await check(MP4_PATH, job)).toEqual({ cached: false });
    expect(await check(GIF_PATH, { ...job, start: 7201 })).toEqual({ cached: false });

    await service().reset();
    expect(await check(GIF_PATH, job)).toEqual({ cached: false });
    expect((await fetch(new URL(renderUrl('gif', typedJob), service().url))).status).toBe(404);
  });

  test('check_only and overlays may be left out (false and none)', async () => {
    const minimal = { episode: 'S01E02', start: 0, end: 1000 };
    const lines = ndjsonLines((await post(MP4_PATH, [minimal])).text);
    expect(lines.at(-1)).toEqual({ url: renderUrl('mp4', { ...minimal, check_only: false, overlays: [] }) });
    expect(await check(MP4_PATH, minimal)).toEqual({ cached: true, url: lines.at(-1).url });
  });

  test('a clip may span the whole episode, from 0 to its last frame', async () => {
    const { status, text } = await post(GIF_PATH, [{ ...job, start: 0, end: LAST_FRAME_S01E01 }]);
    expect(status).toBe(200);
    expect(ndjsonLines(text).at(-1).url).toMatch(/\.gif$/);
  });

  test('logs the endpoint and the JSON body as received', async () => {
    await post(GIF_PATH, [job]);
    await post(MP4_PATH, '[{');
    expect(await service().requests()).toEqual([
      { method: 'POST', path: '/api/render/gif/stream', query: '', endpoint: 'render-gif', params: {}, render: [job], status: 200 },
      { method: 'POST', path: '/api/render/mp4', query: '', endpoint: 'render-mp4', params: {}, status: 400 },
    ]);
  });

  test.each<[string, unknown]>([
    ['a body that is not JSON', '[{"episode": "S01E01",'],
    ['an empty body', ''],
    ['an object instead of an array', job],
    ['an empty array', []],
    ['two jobs', [job, job]],
    ['an array of a string', ['S01E01']],
    ['an array of null', [null]],
    ['an unknown episode', [{ ...job, episode: 'S99E99' }]],
    ['a missing episode', [{ start: 0, end: 1000 }]],
    ['a missing end', [{ episode: 'S01E01', start: 0 }]],
    ['end < start', [{ ...job, start: 5000, end: 4000 }]],
    ['an end past the last frame', [{ ...job, end: LAST_FRAME_S01E01 + 1 }]],
    ['a start past the last frame', [{ ...job, start: LAST_FRAME_S01E01 + 1, end: LAST_FRAME_S01E01 + 2 }]],
    ['a negative start', [{ ...job, start: -1 }]],
    ['a fractional start', [{ ...job, start: 7200.5 }]],
    ['a start as a string', [{ ...job, start: '7200' }]],
    ['check_only as a string', [{ ...job, check_only: 'true' }]],
    ['overlays as an object', [{ ...job, overlays: overlay }]],
    ['an unknown field', [{ ...job, checkOnly: true }]],
    ['an overlay that is not an object', [{ ...job, overlays: ['Hooray.'] }]],
    ['an overlay without text', [{ ...job, overlays: [{ ...overlay, text: undefined }] }]],
    ['an unknown font', [{ ...job, overlays: [{ ...overlay, font: 'comicsans' }] }]],
    ['a font in capitals', [{ ...job, overlays: [{ ...overlay, font: 'Impact' }] }]],
    ['a size above 120', [{ ...job, overlays: [{ ...overlay, size: 121 }] }]],
    ['a negative size', [{ ...job, overlays: [{ ...overlay, size: -1 }] }]],
    ['a fractional size', [{ ...job, overlays: [{ ...overlay, size: 12.5 }] }]],
    ['a color of 3 values', [{ ...job, overlays: [{ ...overlay, color: [255, 255, 255] }] }]],
    ['a color value above 255', [{ ...job, overlays: [{ ...overlay, color: [256, 0, 0, 255] }] }]],
    ['a fractional color value', [{ ...job, overlays: [{ ...overlay, color: [0.5, 0, 0, 255] }] }]],
    ['a color as hex', [{ ...job, overlays: [{ ...overlay, color: 'ffffffff' }] }]],
    ['an unknown text_align', [{ ...job, overlays: [{ ...overlay, text_align: 'center' }] }]],
    ['all_caps as a number', [{ ...job, overlays: [{ ...overlay, all_caps: 1 }] }]],
    ['an x above 100', [{ ...job, overlays: [{ ...overlay, x: 101 }] }]],
    ['an overlay ending before it starts', [{ ...job, overlays: [{ ...overlay, start: 2000, end: 1000 }] }]],
    ['an unknown overlay field', [{ ...job, overlays: [{ ...overlay, bold: true }] }]],
  ])('%s is a 400 with a plain-text reason', async (_case, body) => {
    for (const path of [GIF_PATH, MP4_PATH]) {
      const { status, headers, text } = await post(path, body);
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(text).toMatch(/^400 Bad Request: .+\n$/);
    }
  });

  test('the 400 names the problem', async () => {
    expect((await post(GIF_PATH, [{ ...job, episode: 'S99E99' }])).text).toBe('400 Bad Request: unknown episode "S99E99"\n');
    expect((await post(GIF_PATH, [{ ...job, overlays: [{ ...overlay, font: 'comicsans' }] }])).text).toBe(
      '400 Bad Request: overlays[0]: font must be one of impact, comicneue, jost, pacifico, akbar, fr, got "comicsans"\n',
    );
    expect((await post(GIF_PATH, [job, job])).text).toBe('400 Bad Request: the body must be a JSON array of exactly one render job\n');
  });

  test('every known font is accepted, the site fonts akbar and fr included, and sizes 0 and 120', async () => {
    for (const font of ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr']) {
      for (const size of [0, 120]) {
        expect((await post(GIF_PATH, [{ ...job, check_only: true, overlays: [{ ...overlay, font, size }] }])).status).toBe(200);
      }
    }
  });

  describe('the site limits', () => {
    const texts = (count: number, text = 'x'): unknown[] => Array.from({ length: count }, () => ({ ...overlay, text }));

    test('32 overlays pass, 33 are a 400', async () => {
      expect((await post(GIF_PATH, [{ ...job, check_only: true, overlays: texts(32) }])).status).toBe(200);
      expect((await post(GIF_PATH, [{ ...job, overlays: texts(33) }])).text).toBe('400 Bad Request: job: 33 overlays, over the limit of 32\n');
    });

    test('1024 bytes of overlay text pass, 1025 are a 400 (bytes of UTF-8, not characters)', async () => {
      expect((await post(GIF_PATH, [{ ...job, check_only: true, overlays: texts(1, 'é'.repeat(512)) }])).status).toBe(200);
      expect((await post(GIF_PATH, [{ ...job, overlays: texts(1, `${'é'.repeat(512)}x`) }])).text).toBe(
        '400 Bad Request: overlays[0]: the text is 1025 bytes, over the limit of 1024\n',
      );
    });

    test('an episode key over 16 bytes is a 400', async () => {
      expect((await post(GIF_PATH, [{ ...job, episode: 'S01E01S01E01S01E0' }])).text).toBe(
        '400 Bad Request: job: the episode key is 17 bytes, over the limit of 16\n',
      );
    });

    test('a body over 64 KiB is a 400, logged without its body; 64 KiB pass the size check', async () => {
      const base = JSON.stringify([{ ...job, check_only: true, overlays: [] }]);
      // Padding with spaces keeps the JSON valid: exactly 65 536 bytes, then one more.
      const atLimit = `${base}${' '.repeat(64 * 1024 - base.length)}`;
      const rawPost = (body: string): Promise<Response> => fetch(`${service().url}${GIF_PATH}`, { method: 'POST', body });
      expect((await rawPost(atLimit)).status).toBe(200);
      const over = await rawPost(`${atLimit} `);
      expect(over.status).toBe(400);
      expect(await over.text()).toBe('400 Bad Request: the body is 65537 bytes, over the limit of 65536\n');
      expect((await service().requests()).at(-1)).toMatchObject({ endpoint: 'render-gif', status: 400 });
      expect((await service().requests()).at(-1)?.render).toBeUndefined();
    });
  });

  test('renders the film, keyed Movie', async () => {
    const movieJob = { episode: 'Movie', start: 4_000, end: 7_000, overlays: [{ ...overlay, text: 'Popcorn', start: 0, end: 3_000 }] };
    const { text } = await post(GIF_PATH, [movieJob]);
    const { url } = ndjsonLines(text).at(-1);
    expect(url).toMatch(new RegExp(`^/video/Movie/${TOKEN}\\.gif$`));
    expect((await fetch(new URL(url, service().url))).status).toBe(200);
  });

  test('GET is not allowed (405, Allow: POST)', async () => {
    const response = await fetch(`${service().url}${GIF_PATH}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  describe('the render-error fault', () => {
    test('progress lines, then {"error": message} instead of the URL; no clip is made', async () => {
      await service().injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'renderer on fire' });
      const { status, headers, text } = await post(GIF_PATH, [job]);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/x-ndjson');
      expect(ndjsonLines(text)).toEqual([
        ...RENDER_PROGRESS.slice(0, RENDER_PROGRESS_BEFORE_ERROR).map((progress) => ({ progress })),
        { error: 'renderer on fire' },
      ]);
      expect(await check(GIF_PATH, job)).toEqual({ cached: false });
      expect((await fetch(new URL(renderUrl('gif', typedJob), service().url))).status).toBe(404);
      // Spent: the next render works.
      expect(ndjsonLines((await post(GIF_PATH, [job])).text).at(-1)).toEqual({ url: renderUrl('gif', typedJob) });
    });

    test("without a message the error is 'render failed'", async () => {
      await service().injectFault({ endpoint: 'render-mp4', kind: 'render-error' });
      expect(ndjsonLines((await post(MP4_PATH, [job])).text).at(-1)).toEqual({ error: 'render failed' });
    });

    test('is logged as the fault of the render', async () => {
      await service().injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'nope' });
      await post(GIF_PATH, [job]);
      expect(await service().requests()).toEqual([
        {
          method: 'POST',
          path: '/api/render/gif/stream',
          query: '',
          endpoint: 'render-gif',
          params: {},
          render: [job],
          fault: { endpoint: 'render-gif', kind: 'render-error', message: 'nope' },
          status: 200,
        },
      ]);
    });

    test("passes by check_only requests, invalid jobs, other endpoints and the other format", async () => {
      await service().injectFault({ endpoint: '*', kind: 'render-error', message: 'late' });
      expect((await fetch(`${service().url}api/random`)).status).toBe(200);
      expect(await check(GIF_PATH, job)).toEqual({ cached: false });
      expect((await post(GIF_PATH, [{ ...job, episode: 'S99E99' }])).status).toBe(400);
      await service().injectFault({ endpoint: 'render-mp4', kind: 'render-error', message: 'mp4 only' });
      // The '*' fault queued first hits this render; the mp4 one waits for an mp4 render.
      expect(ndjsonLines((await post(GIF_PATH, [job])).text).at(-1)).toEqual({ error: 'late' });
      expect(ndjsonLines((await post(GIF_PATH, [job])).text).at(-1)).toEqual({ url: renderUrl('gif', typedJob) });
      expect(ndjsonLines((await post(MP4_PATH, [job])).text).at(-1)).toEqual({ error: 'mp4 only' });
      const log = await service().requests();
      expect(log.map((entry) => entry.fault?.kind)).toEqual([undefined, undefined, undefined, 'render-error', undefined, 'render-error']);
    });

    test('times: 2 fails two renders', async () => {
      await service().injectFault({ endpoint: 'render-gif', kind: 'render-error', times: 2 });
      const last = async (): Promise<unknown> => ndjsonLines((await post(GIF_PATH, [job])).text).at(-1);
      expect([await last(), await last(), await last()]).toEqual([{ error: 'render failed' }, { error: 'render failed' }, { url: renderUrl('gif', typedJob) }]);
    });
  });
});

describe('render endpoints in classic mode', () => {
  const service = useService({ mode: 'classic' });

  test('do not exist: 404, logged as unknown', async () => {
    expect((await postBody(`${service().url}${GIF_PATH}`, [job])).status).toBe(404);
    expect((await postBody(`${service().url}${MP4_PATH}`, [job])).status).toBe(404);
    expect((await service().requests()).map((entry) => entry.endpoint)).toEqual(['unknown', 'unknown']);
  });
});

describe('renderStepMs', () => {
  test('defaults to a small pause and still streams the same lines', async () => {
    const service = await startFakeService({ mode: '2026' });
    try {
      const lines = ndjsonLines((await postBody(`${service.url}${GIF_PATH}`, [job])).text);
      expect(lines.at(-1)).toEqual({ url: renderUrl('gif', typedJob) });
      expect(lines).toHaveLength(RENDER_PROGRESS.length + 1);
    } finally {
      await service.close();
    }
  });

  test('0 is allowed', async () => {
    const service = await startFakeService({ mode: '2026', renderStepMs: 0 });
    try {
      expect(ndjsonLines((await postBody(`${service.url}${MP4_PATH}`, [job])).text).at(-1)).toEqual({ url: renderUrl('mp4', typedJob) });
    } finally {
      await service.close();
    }
  });
});
