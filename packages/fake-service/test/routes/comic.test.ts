import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle } from '../../src/types.js';
import { encodeComic } from '../support/http.js';

const overlay = { t: 'Pi is exactly 3.14', f: 'impact', s: 0, c: 'ffffffff', x: 50, y: 97, a: 'c', u: 1, b: 0, d: 0 };
const panel = { e: 'S01E01', ts: 11656, o: [overlay] };
const panels = (count: number): unknown[] =>
  Array.from({ length: count }, (_unused, index) => ({ e: 'S01E02', ts: 1000 * (index + 1), o: [{ ...overlay, t: `panel ${index + 1}`, u: 0, f: 'jost' }] }));

/** The JPEG comment (COM segment) of the answer, or undefined. */
function jpegComment(bytes: Buffer): string | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xfe) return bytes.toString('utf8', offset + 4, offset + 2 + length);
    if (marker === 0xda) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

describe('comic/img (2026)', () => {
  let service: FakeServiceHandle;
  beforeAll(async () => {
    service = await startFakeService({ mode: '2026', renderStepMs: 1 });
  });
  afterAll(() => service.close());
  beforeEach(() => service.reset());
  const comic = (query: string): Promise<Response> => fetch(`${service.url}comic/img?${query}`);

  test('one panel, no layout: a JPEG whose comment holds the overlay text (upper-cased with u=1)', async () => {
    const response = await comic(`b64=${encodeComic([panel])}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(jpegComment(bytes)).toBe('PI IS EXACTLY 3.14');
  });

  test('a panel without overlays gives a JPEG without comment', async () => {
    const response = await comic(`b64=${encodeComic([{ ...panel, o: [] }])}`);
    expect(response.status).toBe(200);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBeUndefined();
  });

  test.each([
    [1, undefined],
    [2, undefined],
    [3, undefined],
    [4, undefined],
    [1, 'single'],
    [2, 'wide'],
    [2, 'tall'],
    [3, 'wide'],
    [4, 'tall'],
    [3, '1over2'],
    [4, '2x2'],
  ])('%i panel(s) with layout %s: 200, every panel text in order', async (count, layout) => {
    const response = await comic(`b64=${encodeComic(panels(count))}${layout === undefined ? '' : `&layout=${layout}`}`);
    expect(response.status).toBe(200);
    const texts = Array.from({ length: count }, (_unused, index) => `panel ${index + 1}`);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe(texts.join('\n'));
  });

  test('the padding is optional, and may be percent-encoded', async () => {
    const unpadded = encodeComic([panel]);
    const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '=');
    expect(padded).not.toBe(unpadded); // this payload needs padding, so all three forms differ
    for (const payload of [unpadded, padded, padded.replaceAll('=', '%3D')]) expect((await comic(`b64=${payload}`)).status).toBe(200);
  });

  test('b and d may be left out', async () => {
    const { b: _b, d: _d, ...withoutFlags } = overlay;
    expect((await comic(`b64=${encodeComic([{ ...panel, o: [withoutFlags] }])}`)).status).toBe(200);
  });

  test('logs the decoded panels in `comic`, and the raw parameters', async () => {
    const payload = encodeComic(panels(2));
    await (await comic(`b64=${payload}&layout=tall`)).arrayBuffer();
    expect(await service.requests()).toEqual([
      {
        method: 'GET',
        path: '/comic/img',
        query: `b64=${payload}&layout=tall`,
        endpoint: 'comic',
        params: { b64: payload, layout: 'tall' },
        comic: panels(2),
        status: 200,
      },
    ]);
  });

  test('logs the decoded panels of a refused payload too', async () => {
    const bad = [{ ...panel, o: [{ ...overlay, f: 'akbar' }] }];
    expect((await comic(`b64=${encodeComic(bad)}`)).status).toBe(400);
    expect(await service.requests()).toEqual([expect.objectContaining({ endpoint: 'comic', comic: bad, status: 400 })]);
  });

  const withOverlay = (change: Record<string, unknown>): string => encodeComic([{ ...panel, o: [{ ...overlay, ...change }] }]);
  test.each<[string, string]>([
    ['no b64', 'layout=single'],
    ['an empty b64', 'b64='],
    ['a character outside the URL-safe alphabet', `b64=${encodeComic([panel]).slice(0, -1)}*`],
    ['a + read as a space', `b64=${encodeComic([panel]).slice(0, -1)}+`],
    ['an impossible length (4n + 1 characters)', 'b64=W3siZ'],
    ['bytes that are not UTF-8', `b64=${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}`],
    ['base64 of text that is not JSON', `b64=${Buffer.from('[{"e": "S01E01"').toString('base64url')}`],
    ['an object instead of an array', `b64=${encodeComic(panel)}`],
    ['no panels', `b64=${encodeComic([])}`],
    ['5 panels', `b64=${encodeComic(panels(5))}`],
    ['a panel that is not an object', `b64=${encodeComic(['S01E01'])}`],
    ['an unknown episode', `b64=${encodeComic([{ ...panel, e: 'S99E99' }])}`],
    ['a panel without episode', `b64=${encodeComic([{ ts: 1000, o: [] }])}`],
    ['a negative ts', `b64=${encodeComic([{ ...panel, ts: -1 }])}`],
    ['a fractional ts', `b64=${encodeComic([{ ...panel, ts: 1.5 }])}`],
    ['a ts as a string', `b64=${encodeComic([{ ...panel, ts: '1000' }])}`],
    ['o that is not an array', `b64=${encodeComic([{ ...panel, o: overlay }])}`],
    ['an unknown panel field', `b64=${encodeComic([{ ...panel, layout: 'single' }])}`],
    ['a site font (akbar)', `b64=${withOverlay({ f: 'akbar' })}`],
    ['an unknown font', `b64=${withOverlay({ f: 'comic sans' })}`],
    ['a size above 120', `b64=${withOverlay({ s: 121 })}`],
    ['a colour of 6 digits', `b64=${withOverlay({ c: 'ffffff' })}`],
    ['a colour that is not hex', `b64=${withOverlay({ c: 'gggggggg' })}`],
    ['an unknown alignment', `b64=${withOverlay({ a: 'centre' })}`],
    ['u = 2', `b64=${withOverlay({ u: 2 })}`],
    ['u = true', `b64=${withOverlay({ u: true })}`],
    ['b = 2', `b64=${withOverlay({ b: 2 })}`],
    ['a y above 100', `b64=${withOverlay({ y: 101 })}`],
    ['an overlay without text', `b64=${withOverlay({ t: undefined })}`],
    ['an unknown overlay field', `b64=${withOverlay({ shadow: 1 })}`],
    ['an unknown layout', `b64=${encodeComic([panel])}&layout=grid`],
    ['single with 2 panels', `b64=${encodeComic(panels(2))}&layout=single`],
    ['wide with 1 panel', `b64=${encodeComic(panels(1))}&layout=wide`],
    ['1over2 with 4 panels', `b64=${encodeComic(panels(4))}&layout=1over2`],
    ['2x2 with 3 panels', `b64=${encodeComic(panels(3))}&layout=2x2`],
  ])('%s is a 400 with a plain-text reason', async (_case, query) => {
    const response = await comic(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^400 Bad Request: .+\n$/);
  });

  test('the 400 names the problem', async () => {
    expect(await (await comic(`b64=${encodeComic(panels(5))}`)).text()).toBe('400 Bad Request: a comic has 1 to 4 panels, got 5\n');
    expect(await (await comic(`b64=${encodeComic([{ ...panel, e: 'S99E99' }])}`)).text()).toBe('400 Bad Request: panel 0: unknown episode "S99E99"\n');
    expect(await (await comic(`b64=${withOverlay({ f: 'akbar' })}`)).text()).toBe(
      '400 Bad Request: panel 0, overlay 0: f must be one of impact, comicneue, jost, pacifico, got "akbar"\n',
    );
  });
});

describe('comic/img in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService();
    try {
      expect((await fetch(`${service.url}comic/img?b64=${encodeComic([panel])}`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
