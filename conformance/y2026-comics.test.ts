/**
 * Comic stills of the 2026 service (`comic/img?b64=...[&layout=...]`) in both
 * flavours: `screencap.getComicUrl(options)` and `client.getComicUrl(panels,
 * options)`. The URLs are built locally (no request, a plain string in both
 * flavours); each test also GETs the built URL and checks that the fake
 * service accepts it and decodes the panels that were asked for. Bad panels,
 * styles and layouts fail before any request. Expected payloads are written
 * out literally, short: fields equal to the site's defaults (`x` 50, `y` 97,
 * `a` c, `b` 0, `d` 0, and `f` where the instance's own font is known) are
 * left out. `getMemeUrl`, strips and editor links: y2026-meme.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { LoggedRequest } from '@screencap/fake-service';
import { requestLog, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { ASYNC, type AnyScreencap, FLAVOURS, SYNC } from './support/flavours.js';
import { ALL_FONTS, type Client2026, client2026, comicOverlay, comicUrlParts, MODE_2026, preset2026, screencapFromJson } from './support/y2026.js';
import { fetchScreencapAt, type Place } from './support/screencap-at.js';
import { fetchAsBrowser } from './support/browser.js';

const fake = useFakeService(MODE_2026);

/** Where a few screencaps of the catalogue are, and what they show. */
const SALT = { key: 'S01E01', timestamp: 27_000 } as const; // frame 26 974: "Salt & pepper, please." + "Salt? On pancakes?"
const LONG_LINE = { key: 'S01E01', timestamp: 109_000 } as const; // a line of more than four wrapped lines
const SILENT = { key: 'S01E01', timestamp: 75_000 } as const; // no subtitle

/** Four panels of different kinds, and the payload each must give. */
const PANELS = [
  { frame: { key: 'S01E01', timestamp: 26_974 }, caption: 'One' },
  { frame: { key: 'S01E02', timestamp: 18_197 }, caption: 'Two', style: { font: 'comicneue' } },
  { frame: { key: 'S01E03', timestamp: 10_466 } },
  { frame: { key: 'S02E01', timestamp: 3_702_072 }, overlays: [{ text: 'Four', allCaps: true }] },
] as const;
const PANEL_PAYLOADS = [
  { e: 'S01E01', ts: 26_974, o: [{ t: 'One', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
  { e: 'S01E02', ts: 18_197, o: [{ t: 'Two', f: 'comicneue', s: 0, c: 'ffffffff', u: 0 }] },
  { e: 'S01E03', ts: 10_466, o: [] },
  { e: 'S02E01', ts: 3_702_072, o: [{ t: 'Four', f: 'impact', s: 0, c: 'ffffffff', u: 1 }] },
];

/** One panel for the error cases. */
const ONE = { key: 'S01E01', timestamp: 26_974 } as const;

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    client = client2026(flavour, base, { generation: '2026' });
  });

  afterEach(() => {
    client.close();
  });

  const screencapAt = (place: Place): Promise<AnyScreencap> => fetchScreencapAt(flavour, client, fake(), place);

  /** Builds a URL (which must send nothing), then GETs it: 200 `image/jpeg`; returns the service's log entry. */
  async function serviceAccepts(url: string): Promise<LoggedRequest> {
    expect(typeof url).toBe('string');
    expect(await requestLog(fake)).toEqual([]);
    const response = await fetchAsBrowser(url);
    const body = Buffer.from(await response.arrayBuffer());
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const log = await requestLog(fake);
    expect(log.map((request) => [request.method, request.endpoint, request.status])).toEqual([['GET', 'comic', 200]]);
    return log[0]!;
  }

  /** The payload is compact JSON (no white space outside strings). */
  function expectCompact(text: string): void {
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
  }

  describe('screencap.getComicUrl', () => {
    it('no options: its own caption, formatted, with the default style; no layout; the service decodes the same panel', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getComicUrl();
      const parts = comicUrlParts(url);
      expect(parts.withoutQuery).toBe(`${base}comic/img`);
      expect(parts.queryKeys).toEqual(['b64']);
      expectCompact(parts.text);
      const expected = [
        {
          e: 'S01E01',
          ts: 26_974,
          o: [{ t: 'Salt & pepper, please.\nSalt? On pancakes?', f: 'impact', s: 0, c: 'ffffffff', u: 0 }],
        },
      ];
      expect(parts.panels).toEqual(expected);
      const logged = await serviceAccepts(url);
      expect(logged.comic).toEqual(expected);
    });

    it('a long caption is wrapped and shortened as for getMemeUrl (four lines of at most 24)', async () => {
      const screencap = await screencapAt(LONG_LINE);
      const url = screencap.getComicUrl();
      const expected = [
        { e: 'S01E01', ts: screencap.timestamp, o: [comicOverlay('This is a rather long\nline of dialogue that\nwill certainly need more\nthan four lines of')] },
      ];
      expect(comicUrlParts(url).panels).toEqual(expected);
      expect((await serviceAccepts(url)).comic).toEqual(expected);
    });

    it('a silent screencap, or an empty caption: a panel without overlays', async () => {
      const silent = await screencapAt(SILENT);
      const url = silent.getComicUrl();
      expect(comicUrlParts(url).panels).toEqual([{ e: 'S01E01', ts: silent.timestamp, o: [] }]);
      expect((await serviceAccepts(url)).comic).toEqual([{ e: 'S01E01', ts: silent.timestamp, o: [] }]);
      const salt = await screencapAt(SALT);
      expect(comicUrlParts(salt.getComicUrl({ caption: '' })).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [] }]);
    });

    it('a caption and a style: the caption as given, every style field that is not a site default in the payload', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getComicUrl({
        caption: 'Woo-hoo!\n>>>? 東京 👍🏽',
        style: { font: 'pacifico', size: 64, color: '#ff000080', x: 25, y: 10.5, align: 'right', allCaps: true },
      });
      const expected = [
        { e: 'S01E01', ts: 26_974, o: [{ t: 'Woo-hoo!\n>>>? 東京 👍🏽', f: 'pacifico', s: 64, c: 'ff000080', x: 25, y: 10.5, a: 'r', u: 1 }] },
      ];
      const parts = comicUrlParts(url);
      expectCompact(parts.text);
      expect(parts.panels).toEqual(expected);
      expect((await serviceAccepts(url)).comic).toEqual(expected);
    });

    it('a style without a caption styles its own caption', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getComicUrl({ style: { font: 'jost', color: [0, 0, 255] } });
      const expected = [{ e: 'S01E01', ts: 26_974, o: [comicOverlay('Salt & pepper, please.\nSalt? On pancakes?', { f: 'jost', c: '0000ffff' })] }];
      expect(comicUrlParts(url).panels).toEqual(expected);
      expect((await serviceAccepts(url)).comic).toEqual(expected);
    });

    it('overlays: each with its own style, colours in every form, the limits of size and position', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getComicUrl({
        overlays: [
          { text: 'Top', y: 10, color: [0, 0, 0] },
          { text: 'Bottom', font: 'jost', size: 120, color: [1, 2, 3, 4], align: 'left' },
          { text: 'Corner', font: 'comicneue', x: 0, y: 100, color: '#abcdef', allCaps: true },
          { text: 'Auto', size: 0, x: 100, y: 0, color: '#0a0b0c0d', align: 'center' },
        ],
      });
      const expected = [
        {
          e: 'S01E01',
          ts: 26_974,
          o: [
            { t: 'Top', f: 'impact', s: 0, c: '000000ff', y: 10, u: 0 },
            { t: 'Bottom', f: 'jost', s: 120, c: '01020304', a: 'l', u: 0 },
            { t: 'Corner', f: 'comicneue', s: 0, c: 'abcdefff', x: 0, y: 100, u: 1 },
            { t: 'Auto', f: 'impact', s: 0, c: '0a0b0c0d', x: 100, y: 0, u: 0 },
          ],
        },
      ];
      expect(comicUrlParts(url).panels).toEqual(expected);
      expect((await serviceAccepts(url)).comic).toEqual(expected);
    });

    it('layout "single", given: sent, and accepted', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getComicUrl({ caption: 'Hi', layout: 'single' });
      const parts = comicUrlParts(url);
      expect([parts.queryKeys, parts.layout]).toEqual([['b64', 'layout'], 'single']);
      expect((await serviceAccepts(url)).params.layout).toBe('single');
    });
  });

  describe('client.getComicUrl', () => {
    it.each([
      [1, null],
      [2, 'wide'],
      [3, '1over2'],
      [4, '2x2'],
    ] as const)('%i panel(s): default layout %s; the service decodes the same panels', async (count, layout) => {
      const url = client.getComicUrl(PANELS.slice(0, count));
      const parts = comicUrlParts(url);
      expect(parts.withoutQuery).toBe(`${base}comic/img`);
      expect(parts.queryKeys).toEqual(layout === null ? ['b64'] : ['b64', 'layout']);
      expect(parts.layout).toBe(layout);
      expectCompact(parts.text);
      expect(parts.panels).toEqual(PANEL_PAYLOADS.slice(0, count));
      const logged = await serviceAccepts(url);
      expect(logged.comic).toEqual(PANEL_PAYLOADS.slice(0, count));
      expect(logged.params.layout).toBe(layout ?? undefined);
    });

    it.each(
      ([1, 2, 3, 4] as const).flatMap((count) => (['single', 'wide', 'tall', '1over2', '2x2'] as const).map((layout) => [count, layout] as const)),
    )('%i panel(s), layout %s given: any layout with any count, sent, and accepted', async (count, layout) => {
      const url = client.getComicUrl(PANELS.slice(0, count), { layout });
      const parts = comicUrlParts(url);
      expect(parts.layout).toBe(layout);
      expect(parts.panels).toEqual(PANEL_PAYLOADS.slice(0, count));
      const logged = await serviceAccepts(url);
      expect([logged.params.layout, logged.comic]).toEqual([layout, PANEL_PAYLOADS.slice(0, count)]);
    });

    it('one panel given without an array: the same URL', () => {
      expect(client.getComicUrl(PANELS[0])).toBe(client.getComicUrl([PANELS[0]]));
    });

    it('panels of a Frame from search results and of a screencap: their key and timestamp', async () => {
      const [frame] = await flavour.call(() => client.search('c++'));
      const screencap = await screencapAt(SALT);
      const url = client.getComicUrl([
        { frame: frame!, caption: 'C++?' },
        { frame: screencap, caption: 'Salt!' },
      ]);
      const expected = [
        { e: 'S01E01', ts: frame!.timestamp, o: [comicOverlay('C++?')] },
        { e: 'S01E01', ts: 26_974, o: [comicOverlay('Salt!')] },
      ];
      expect(comicUrlParts(url).panels).toEqual(expected);
      expect((await serviceAccepts(url)).comic).toEqual(expected);
    });
  });

  describe('bad panels, styles and layouts: TypeError or RangeError, before any request', () => {
    const withStyle = (style: unknown): unknown => [{ frame: ONE, caption: 'Hi', style }];
    const cases: [string, () => unknown, typeof TypeError | typeof RangeError, RegExp][] = [
      ['no panel', () => client.getComicUrl([]), RangeError, /at least 1 panel, got 0/],
      ['five panels', () => client.getComicUrl([...PANELS, PANELS[0]]), RangeError, /at most 4 panels.*got 5/],
      ['a font outside the known set (arial), listing them all', () => client.getComicUrl(withStyle({ font: 'arial' })), RangeError, new RegExp(`arial.*${ALL_FONTS}$`)],
      ['a font in the wrong case (Impact)', () => client.getComicUrl(withStyle({ font: 'Impact' })), RangeError, new RegExp(ALL_FONTS)],
      ['a 33rd overlay on a panel', () => client.getComicUrl([{ frame: ONE, overlays: Array.from({ length: 33 }, () => ({ text: 'x' })) }]), RangeError, /at most 32 overlays, got 33/],
      ['an overlay of 1025 bytes of text', () => client.getComicUrl([{ frame: ONE, caption: 'x'.repeat(1025) }]), RangeError, /at most 1024 bytes \(UTF-8\), got 1025/],
      ['an overlay of 342 three-byte characters (1026 bytes)', () => client.getComicUrl([{ frame: ONE, caption: '東'.repeat(342) }]), RangeError, /at most 1024 bytes \(UTF-8\), got 1026/],
      ['an episode key of 17 bytes', () => client.getComicUrl([{ frame: { key: 'S01E01-directorcut', timestamp: 1 } }]), RangeError, /at most 16 bytes \(UTF-8\), got 18/],
      [
        'a payload over 64 KiB',
        () => client.getComicUrl([1, 2, 3].map(() => ({ frame: ONE, overlays: Array.from({ length: 32 }, () => ({ text: 'x'.repeat(1000) })) }))),
        RangeError,
        /at most 65536 bytes \(64 KiB\) of JSON, got \d+/,
      ],
      ['size 121', () => client.getComicUrl(withStyle({ size: 121 })), RangeError, /size.*121/],
      ['size -1', () => client.getComicUrl(withStyle({ size: -1 })), RangeError, /size.*-1/],
      ['size 1.5', () => client.getComicUrl(withStyle({ size: 1.5 })), RangeError, /size.*1\.5/],
      ['colour "#fff"', () => client.getComicUrl(withStyle({ color: '#fff' })), RangeError, /color/],
      ['colour "red"', () => client.getComicUrl(withStyle({ color: 'red' })), RangeError, /color/],
      ['colour [256, 0, 0]', () => client.getComicUrl(withStyle({ color: [256, 0, 0] })), RangeError, /color/],
      ['colour [0, 0]', () => client.getComicUrl(withStyle({ color: [0, 0] })), RangeError, /color/],
      ['x 101', () => client.getComicUrl(withStyle({ x: 101 })), RangeError, /x.*101/],
      ['y -1', () => client.getComicUrl(withStyle({ y: -1 })), RangeError, /y.*-1/],
      ['align "middle"', () => client.getComicUrl(withStyle({ align: 'middle' })), RangeError, /align.*middle/],
      ['allCaps "yes"', () => client.getComicUrl(withStyle({ allCaps: 'yes' })), TypeError, /allCaps/],
      ['an unknown style key', () => client.getComicUrl(withStyle({ bold: true })), TypeError, /bold/],
      ['an unknown overlay key', () => client.getComicUrl([{ frame: ONE, overlays: [{ text: 'Hi', colour: 'red' }] }]), TypeError, /colour/],
      ['a caption and overlays together', () => client.getComicUrl([{ frame: ONE, caption: 'Hi', overlays: [{ text: 'Ho' }] }]), TypeError, /caption or overlays/],
      ['overlays that are not an array', () => client.getComicUrl([{ frame: ONE, overlays: { text: 'Hi' } }]), TypeError, /overlays/],
      ['an overlay without text', () => client.getComicUrl([{ frame: ONE, overlays: [{ font: 'jost' }] }]), TypeError, /text/],
      ['a caption that is not a string', () => client.getComicUrl([{ frame: ONE, caption: 42 }]), TypeError, /caption/],
      ['a panel without a frame', () => client.getComicUrl([{ caption: 'Hi' }]), TypeError, /frame/],
      ['a frame with a negative timestamp', () => client.getComicUrl([{ frame: { key: 'S01E01', timestamp: -1 } }]), RangeError, /timestamp/],
      ['a frame with an empty key', () => client.getComicUrl([{ frame: { key: '', timestamp: 1 } }]), TypeError, /key/],
      ['an unknown layout', () => client.getComicUrl(PANELS.slice(0, 2), { layout: 'grid' }), RangeError, /grid/],
      ['options that are not an object', () => client.getComicUrl(PANELS.slice(0, 2), 'wide'), TypeError, /options/],
    ];

    it.each(cases)('client.getComicUrl: %s', (_label, invoke, ErrorClass, message) => {
      const error = thrownBy(invoke);
      expect(error).toBeInstanceOf(ErrorClass);
      expect((error as Error).message).toMatch(message);
    });

    it('client.getComicUrl sends nothing, whether it succeeds or fails', async () => {
      client.getComicUrl(PANELS);
      for (const [, invoke] of cases) thrownBy(invoke);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('screencap.getComicUrl: an unknown layout, an unknown font, an unknown style key, caption with overlays, bad options', async () => {
      const screencap = await screencapAt(SALT);
      const expectations: [() => unknown, typeof TypeError | typeof RangeError][] = [
        [() => screencap.getComicUrl({ layout: 'grid' } as never), RangeError],
        [() => screencap.getComicUrl({ style: { font: 'arial' as never } }), RangeError],
        [() => screencap.getComicUrl({ caption: 'x'.repeat(1025) }), RangeError],
        [() => screencap.getComicUrl({ style: { size: 121 } }), RangeError],
        [() => screencap.getComicUrl({ style: { italic: true } } as never), TypeError],
        [() => screencap.getComicUrl({ caption: 'Hi', overlays: [{ text: 'Ho' }] }), TypeError],
        [() => screencap.getComicUrl('Hi' as never), TypeError],
      ];
      for (const [invoke, ErrorClass] of expectations) expect(thrownBy(invoke)).toBeInstanceOf(ErrorClass);
      const arial = thrownBy(() => screencap.getComicUrl({ style: { font: 'arial' as never } }));
      expect((arial as Error).message).toMatch(new RegExp(`${ALL_FONTS}$`));
      expect(await requestLog(fake)).toEqual([]);
    });

    it('misspelt comic option keys are refused (TypeError), not silently ignored', async () => {
      const screencap = await screencapAt(SALT);
      expect(thrownBy(() => screencap.getComicUrl({ captoin: 'Hi' } as never))).toBeInstanceOf(TypeError);
      expect(thrownBy(() => client.getComicUrl(PANELS.slice(0, 2), { layuot: 'tall' }))).toBeInstanceOf(TypeError);
      expect(thrownBy(() => client.getComicUrl([{ frame: ONE, captoin: 'Hi' }]))).toBeInstanceOf(TypeError);
    });
  });

  describe('fonts per instance (presets constructed only, no request)', () => {
    const ANY = { key: 'S05E01', timestamp: 1000 } as const;

    it('Frinkiac: akbar by default, left out of the payload as the site default; every known font accepted', () => {
      const frinkiac = preset2026(flavour, 'Frinkiac');
      try {
        expect(frinkiac.fonts).toMatchObject({ fonts: ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'], defaultFont: 'akbar' });
        const byDefault = comicUrlParts(frinkiac.getComicUrl([{ frame: ANY, caption: 'Hi' }]));
        expect(byDefault.withoutQuery).toBe('https://frinkiac.com/comic/img');
        expect(byDefault.panels).toEqual([{ e: 'S05E01', ts: 1000, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] }]);
        const asked = comicUrlParts(frinkiac.getComicUrl([{ frame: ANY, caption: 'Hi', style: { font: 'akbar' } }]));
        expect(asked.panels).toEqual(byDefault.panels);
        for (const font of ['impact', 'comicneue', 'jost', 'pacifico', 'fr'] as const) {
          expect(comicUrlParts(frinkiac.getComicUrl([{ frame: ANY, caption: 'Hi', style: { font } }])).panels).toEqual([
            { e: 'S05E01', ts: 1000, o: [comicOverlay('Hi', { f: font })] },
          ]);
        }
        const error = thrownBy(() => frinkiac.getComicUrl([{ frame: ANY, caption: 'Hi', style: { font: 'arial' as never } }]));
        expect(error).toBeInstanceOf(RangeError);
        expect((error as Error).message).toMatch(new RegExp(`${ALL_FONTS}$`));
      } finally {
        frinkiac.close();
      }
    });

    it('Morbotron: fr by default, left out; akbar accepted (the service renders it there)', () => {
      const morbotron = preset2026(flavour, 'Morbotron');
      try {
        expect(morbotron.fonts).toMatchObject({ fonts: ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'], defaultFont: 'fr' });
        const parts = comicUrlParts(morbotron.getComicUrl([{ frame: { key: 'S01E01', timestamp: 5000 }, caption: 'Bite my shiny metal' }]));
        expect(parts.withoutQuery).toBe('https://morbotron.com/comic/img');
        expect(parts.panels).toEqual([{ e: 'S01E01', ts: 5000, o: [{ t: 'Bite my shiny metal', s: 0, c: 'ffffffff', u: 0 }] }]);
        expect(comicUrlParts(morbotron.getComicUrl([{ frame: ONE, caption: 'Hi', style: { font: 'akbar' } }])).panels).toEqual([
          { e: 'S01E01', ts: 26_974, o: [comicOverlay('Hi', { f: 'akbar' })] },
        ]);
      } finally {
        morbotron.close();
      }
    });

    it('a generic client and a preset whose site font is not known (CapitalBeatUs): impact by default, always sent; akbar and fr accepted', async () => {
      const capital = preset2026(flavour, 'CapitalBeatUs');
      try {
        for (const instance of [client, capital]) {
          expect(instance.fonts).toMatchObject({ fonts: ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'], defaultFont: 'impact' });
          expect(comicUrlParts(instance.getComicUrl([{ frame: ONE, caption: 'Hi' }])).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay('Hi')] }]);
          for (const font of ['akbar', 'fr'] as const) {
            expect(comicUrlParts(instance.getComicUrl([{ frame: ONE, caption: 'Hi', style: { font } }])).panels).toEqual([
              { e: 'S01E01', ts: 26_974, o: [comicOverlay('Hi', { f: font })] },
            ]);
          }
        }
        expect((await serviceAccepts(client.getComicUrl([{ frame: ONE, caption: 'Hi', style: { font: 'akbar' } }]))).comic).toEqual([
          { e: 'S01E01', ts: 26_974, o: [comicOverlay('Hi', { f: 'akbar' })] },
        ]);
      } finally {
        capital.close();
      }
    });

    it("a screencap owned by a Frinkiac client takes Frinkiac's default font", async () => {
      const fetched = await screencapAt(SALT);
      const frinkiac = preset2026(flavour, 'Frinkiac');
      try {
        const screencap = screencapFromJson(flavour, frinkiac, fetched.json);
        const parts = comicUrlParts(screencap.getComicUrl());
        expect(parts.withoutQuery).toBe('https://frinkiac.com/comic/img');
        expect(parts.panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [{ t: 'Salt & pepper, please.\nSalt? On pancakes?', s: 0, c: 'ffffffff', u: 0 }] }]);
        expect(comicUrlParts(fetched.getComicUrl()).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay('Salt & pepper, please.\nSalt? On pancakes?')] }]);
      } finally {
        frinkiac.close();
      }
    });
  });
});

describe('async and sync build the same comic URLs', () => {
  let asyncClient: Client2026;
  let syncClient: Client2026;

  beforeEach(() => {
    asyncClient = client2026(ASYNC, fake().url, { generation: '2026' });
    syncClient = client2026(SYNC, fake().url, { generation: '2026' });
  });

  afterEach(() => {
    asyncClient.close();
    syncClient.close();
  });

  it('client.getComicUrl for 1 to 4 panels, default and given layouts; screencap.getComicUrl, getMemeUrl, strips and editor links', async () => {
    const fromAsync: string[] = [];
    const fromSync: string[] = [];
    for (const [client, urls] of [
      [asyncClient, fromAsync],
      [syncClient, fromSync],
    ] as const) {
      for (let count = 1; count <= 4; count++) urls.push(client.getComicUrl(PANELS.slice(0, count)));
      urls.push(client.getComicUrl(PANELS.slice(0, 3), { layout: 'tall' }));
    }
    const asyncScreencap = await ASYNC.call(() => asyncClient.getScreencap(SALT.key, SALT.timestamp));
    const syncScreencap = await SYNC.call(() => syncClient.getScreencap(SALT.key, SALT.timestamp));
    for (const [screencap, urls] of [
      [asyncScreencap, fromAsync],
      [syncScreencap, fromSync],
    ] as const) {
      urls.push(screencap.getComicUrl());
      urls.push(screencap.getComicUrl({ caption: 'Hi', style: { font: 'jost', color: '#11223344', align: 'left', allCaps: true } }));
      urls.push(screencap.getComicUrl({ overlays: [{ text: 'A' }, { text: 'B', y: 5 }], layout: 'single' }));
      urls.push(screencap.getMemeUrl(), screencap.getMemeUrl('Hi'), screencap.frame.getMemeUrl(), screencap.getComicStripUrl());
      urls.push(screencap.getComicEditorUrl(), screencap.getGifEditorUrl({ before: 500 }));
    }
    expect(fromSync).toEqual(fromAsync);
    expect(fromAsync).toHaveLength(14);
  });

  it('the same errors, with the same messages', () => {
    for (const [panels, options] of [
      [[], undefined],
      [[{ frame: ONE, caption: 'Hi', style: { font: 'arial' } }], undefined],
      [[{ frame: ONE, caption: 'Hi', style: { color: 'red' } }], undefined],
      [[{ frame: ONE, caption: 'x'.repeat(1025) }], undefined],
      [PANELS.slice(0, 2), { layout: 'grid' }],
    ] as const) {
      const fromAsync = thrownBy(() => asyncClient.getComicUrl(panels, options)) as Error;
      const fromSync = thrownBy(() => syncClient.getComicUrl(panels, options)) as Error;
      expect(fromSync.constructor).toBe(fromAsync.constructor);
      expect(fromSync.message).toBe(fromAsync.message);
    }
  });
});
