import { beforeEach, describe, expect, test } from '@jest/globals';
import { startFakeService } from '../../src/server.js';
import { encodeComic } from '../support/http.js';
import { useService } from '../support/use-service.js';

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
  const service = useService({ mode: '2026', renderStepMs: 1 });
  beforeEach(() => service().reset());
  const comic = (query: string): Promise<Response> => fetch(`${service().url}comic/img?${query}`);

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
    expect(await service().requests()).toEqual([
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
    const bad = [{ ...panel, o: [{ ...overlay, f: 'comicsans' }] }];
    expect((await comic(`b64=${encodeComic(bad)}`)).status).toBe(400);
    expect(await service().requests()).toEqual([expect.objectContaining({ endpoint: 'comic', comic: bad, status: 400 })]);
  });

  test('refuses the standard base64 alphabet; the same payload URL-safe passes', async () => {
    const payload = [{ ...panel, o: [{ t: 'Type >>> at the prompt, then what??? Really???' }] }];
    const standard = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
    expect(standard).toMatch(/[+/]/); // otherwise the two alphabets would agree on this payload
    expect((await comic(`b64=${encodeURIComponent(standard)}`)).status).toBe(400);
    expect((await comic(`b64=${standard}`)).status).toBe(400); // a raw '+' is read as a space
    const response = await comic(`b64=${encodeComic(payload)}`);
    expect(response.status).toBe(200);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe('Type >>> at the prompt, then what??? Really???');
  });

  test('an overlay needs only t: the rest takes the defaults (u 0: the text as given)', async () => {
    const response = await comic(`b64=${encodeComic([{ e: 'S01E01', ts: 11656, o: [{ t: 'Only text' }] }])}`);
    expect(response.status).toBe(200);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe('Only text');
  });

  test('unknown keys are ignored, in panels and overlays', async () => {
    const response = await comic(`b64=${encodeComic([{ ...panel, layout: 'single', o: [{ ...overlay, shadow: 1, text: 'ignored' }] }])}`);
    expect(response.status).toBe(200);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe('PI IS EXACTLY 3.14');
  });

  test('every known font is accepted, the site fonts akbar and fr included', async () => {
    for (const f of ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr']) expect((await comic(`b64=${withOverlay({ f })}`)).status).toBe(200);
  });

  test('renders the film, keyed Movie', async () => {
    const response = await comic(`b64=${encodeComic([{ e: 'Movie', ts: 5_000, o: [{ t: 'Popcorn ready?' }] }])}`);
    expect(response.status).toBe(200);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe('Popcorn ready?');
  });

  test.each<[string, unknown]>([
    ['an object instead of an array', panel],
    ['a string', 'S01E01'],
    ['no panels', []],
    ['a panel that is not an object', ['S01E01']],
    ['a panel without episode', [{ ts: 1000, o: [overlay] }]],
    ['a negative ts', [{ ...panel, ts: -1 }]],
    ['a fractional ts', [{ ...panel, ts: 1.5 }]],
    ['a ts as a string', [{ ...panel, ts: '1000' }]],
    ['o that is not an array', [{ ...panel, o: overlay }]],
    ['overlays with long keys', [{ ...panel, o: [{ text: 'Hi', font: 'impact' }] }]],
    ['an overlay that is a string', [{ ...panel, o: ['Hi'] }]],
    ['an overlay whose t is a number', [{ ...panel, o: [{ ...overlay, t: 3.14 }] }]],
  ])('a payload in another shape (%s): 200, an image with no caption', async (_case, payload) => {
    const response = await comic(`b64=${encodeComic(payload)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBeUndefined();
  });

  test('an overlay of another shape is left out; the others are drawn', async () => {
    const response = await comic(`b64=${encodeComic([{ ...panel, o: [{ text: 'lost' }, overlay] }])}`);
    expect(jpegComment(Buffer.from(await response.arrayBuffer()))).toBe('PI IS EXACTLY 3.14');
  });

  test.each(['single', 'wide', 'tall', '1over2', '2x2'])('layout %s goes with any count of 1 to 4 panels', async (layout) => {
    for (let count = 1; count <= 4; count++) expect((await comic(`b64=${encodeComic(panels(count))}&layout=${layout}`)).status).toBe(200);
  });

  describe('the site limits', () => {
    const overlays = (count: number, t = 'x'): unknown[] => Array.from({ length: count }, () => ({ t }));

    test('32 overlays a panel pass, 33 are a 400', async () => {
      expect((await comic(`b64=${encodeComic([{ ...panel, o: overlays(32) }])}`)).status).toBe(200);
      const response = await comic(`b64=${encodeComic([panel, { ...panel, o: overlays(33) }])}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('400 Bad Request: panel 1: 33 overlays, over the limit of 32\n');
    });

    test('1024 bytes of overlay text pass, 1025 are a 400 (bytes of UTF-8, not characters)', async () => {
      expect((await comic(`b64=${encodeComic([{ ...panel, o: overlays(1, '東'.repeat(341) + 'x') }])}`)).status).toBe(200);
      const response = await comic(`b64=${encodeComic([{ ...panel, o: overlays(1, '東'.repeat(341) + 'xx') }])}`);
      expect(await response.text()).toBe('400 Bad Request: panel 0, overlay 0: the text is 1025 bytes, over the limit of 1024\n');
    });

    test('an episode key over 16 bytes is a 400', async () => {
      const response = await comic(`b64=${encodeComic([{ ...panel, e: 'S01E01S01E01S01E0' }])}`);
      expect(await response.text()).toBe('400 Bad Request: panel 0: the episode key is 17 bytes, over the limit of 16\n');
    });

    test('a payload over 64 KiB (its decoded JSON) is a 400; 64 KiB pass', async () => {
      const base = JSON.stringify([panel]);
      const atLimit = `${base}${' '.repeat(64 * 1024 - base.length)}`;
      const encode = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
      expect((await comic(`b64=${encode(atLimit)}`)).status).toBe(200);
      const response = await comic(`b64=${encode(`${atLimit} `)}`);
      expect(await response.text()).toBe('400 Bad Request: the b64 payload is 65537 bytes, over the limit of 65536\n');
    });

    test('5 panels are a 400', async () => {
      expect(await (await comic(`b64=${encodeComic(panels(5))}`)).text()).toBe('400 Bad Request: a comic has at most 4 panels, got 5\n');
    });
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
    ['5 panels', `b64=${encodeComic(panels(5))}`],
    ['an unknown episode', `b64=${encodeComic([{ ...panel, e: 'S99E99' }])}`],
    ['an unknown font', `b64=${withOverlay({ f: 'comic sans' })}`],
    ['a size above 120', `b64=${withOverlay({ s: 121 })}`],
    ['a colour of 6 digits', `b64=${withOverlay({ c: 'ffffff' })}`],
    ['a colour that is not hex', `b64=${withOverlay({ c: 'gggggggg' })}`],
    ['an unknown alignment', `b64=${withOverlay({ a: 'centre' })}`],
    ['u = 2', `b64=${withOverlay({ u: 2 })}`],
    ['u = true', `b64=${withOverlay({ u: true })}`],
    ['b = 2', `b64=${withOverlay({ b: 2 })}`],
    ['a y above 100', `b64=${withOverlay({ y: 101 })}`],
    ['an unknown layout', `b64=${encodeComic([panel])}&layout=grid`],
  ])('%s is a 400 with a plain-text reason', async (_case, query) => {
    const response = await comic(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^400 Bad Request: .+\n$/);
  });

  test('the 400 names the problem', async () => {
    expect(await (await comic(`b64=${encodeComic([{ ...panel, e: 'S99E99' }])}`)).text()).toBe('400 Bad Request: panel 0: unknown episode "S99E99"\n');
    expect(await (await comic(`b64=${withOverlay({ f: 'comicsans' })}`)).text()).toBe(
      '400 Bad Request: panel 0, overlay 0: f must be one of impact, comicneue, jost, pacifico, akbar, fr, got "comicsans"\n',
    );
  });
});

describe('comic/img in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${service.url}comic/img?b64=${encodeComic([panel])}`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
