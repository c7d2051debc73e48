/**
 * Captioned stills on 2026 clients, in both flavours: `getMemeUrl` of frames
 * and screencaps is a one-panel `comic/img` link (never `meme/`, gone since
 * the rebuild) while classic clients keep `meme/`; the presets of the live
 * instances hand out comic links by default; the client's `captionStyle` is
 * the base style of every comic caption; a screencap stands for a panel;
 * comic strips and the site's editor links. Every URL is built without a
 * request; the comic ones are then fetched from the fake service, which must
 * serve them. Expected payloads are written out literally.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ScreencapJson } from '@screencap/core/internal';
import { requestLog, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { type AnyClient, type AnyScreencap, FLAVOURS } from './support/flavours.js';
import { type Client2026, client2026, comicOverlay, comicServed, comicUrlParts, entryOf, MODE_2026, preset2026, screencapFromJson } from './support/y2026.js';
import { fetchScreencapAt, type Place } from './support/screencap-at.js';

const fake = useFakeService(MODE_2026);

const SALT = { key: 'S01E01', timestamp: 27_000 } as const; // frame 26 974: "Salt & pepper, please." (from 25 500) + "Salt? On pancakes?" (from 26 000)
const SILENT = { key: 'S01E01', timestamp: 75_000 } as const; // no subtitle
const SALT_CAPTION = 'Salt & pepper, please.\nSalt? On pancakes?';
/** A caption of 4 lines of 24 characters: what formatCaption gives at most. */
const FULL_CAPTION = ['The quick brown fox jump', 'ed over the lazy dog and', 'then ran off into the fo', 'rest at 10:45 "quickly"!'].join('\n');

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;
  let classic: Client2026;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    client = client2026(flavour, base, { generation: '2026' });
    classic = client2026(flavour, base, { generation: 'classic' });
  });

  afterEach(() => {
    client.close();
    classic.close();
  });

  const screencapAt = (place: Place, owner: AnyClient = client): Promise<AnyScreencap> => fetchScreencapAt(flavour, owner, fake(), place);

  describe('getMemeUrl on a 2026 client: a one-panel comic, never meme/', () => {
    it('screencap.getMemeUrl(): its own caption, formatted, as the one overlay; served', async () => {
      const screencap = await screencapAt(SALT);
      const url = screencap.getMemeUrl();
      const parts = comicUrlParts(url);
      expect([parts.withoutQuery, parts.queryKeys]).toEqual([`${base}comic/img`, ['b64']]);
      const expected = [{ e: 'S01E01', ts: 26_974, o: [comicOverlay(SALT_CAPTION)] }];
      expect(parts.panels).toEqual(expected);
      expect(await requestLog(fake)).toEqual([]);
      expect((await comicServed(fake, url)).comic).toEqual(expected);
    });

    it('screencap.getMemeUrl(caption): the caption as given (not wrapped), an empty one as no overlay', async () => {
      const screencap = await screencapAt(SALT);
      const long = 'This caption is longer than twenty-four characters & has no line break';
      expect(comicUrlParts(screencap.getMemeUrl(long)).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay(long)] }]);
      expect((await comicServed(fake, screencap.getMemeUrl(long))).comic).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay(long)] }]);
      expect(comicUrlParts(screencap.getMemeUrl('')).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [] }]);
    });

    it('a silent screencap: a panel with no overlay', async () => {
      const silent = await screencapAt(SILENT);
      const url = silent.getMemeUrl();
      expect(comicUrlParts(url).panels).toEqual([{ e: 'S01E01', ts: silent.timestamp, o: [] }]);
      expect((await comicServed(fake, url)).comic).toEqual([{ e: 'S01E01', ts: silent.timestamp, o: [] }]);
    });

    it('frame.getMemeUrl(): no caption gives a panel with no overlay; a caption is used as given', async () => {
      const [frame] = await flavour.call(() => client.search('pancakes'));
      expect(frame).toBeDefined();
      const bare = frame!.getMemeUrl();
      expect(comicUrlParts(bare)).toMatchObject({ withoutQuery: `${base}comic/img`, panels: [{ e: frame!.key, ts: frame!.timestamp, o: [] }] });
      expect((await comicServed(fake, bare)).comic).toEqual([{ e: frame!.key, ts: frame!.timestamp, o: [] }]);
      const captioned = frame!.getMemeUrl('Pancakes!\n>>> 東京 👍🏽');
      expect(comicUrlParts(captioned).panels).toEqual([{ e: frame!.key, ts: frame!.timestamp, o: [comicOverlay('Pancakes!\n>>> 東京 👍🏽')] }]);
      expect((await comicServed(fake, captioned)).comic).toEqual([{ e: frame!.key, ts: frame!.timestamp, o: [comicOverlay('Pancakes!\n>>> 東京 👍🏽')] }]);
      // The screencap's frame too.
      const screencap = await screencapAt(SALT);
      expect(comicUrlParts(screencap.frame.getMemeUrl()).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [] }]);
    });

    it('refuses a caption that is not a string (TypeError) or over the service limit (RangeError), before any request', async () => {
      const screencap = await screencapAt(SALT);
      expect(thrownBy(() => screencap.getMemeUrl(42 as never))).toBeInstanceOf(TypeError);
      expect(thrownBy(() => screencap.frame.getMemeUrl(null as never))).toBeInstanceOf(TypeError);
      const tooLong = thrownBy(() => screencap.getMemeUrl('x'.repeat(1025)));
      expect(tooLong).toBeInstanceOf(RangeError);
      expect((tooLong as Error).message).toMatch(/at most 1024 bytes \(UTF-8\), got 1025/);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('a caption of 4 lines of 24 characters fits in 512 characters, on the live presets and here', async () => {
      const frinkiac = preset2026(flavour, 'Frinkiac');
      const morbotron = preset2026(flavour, 'Morbotron');
      try {
        const screencap = await screencapAt(SALT);
        for (const owner of [client, frinkiac, morbotron]) {
          const url = screencapFromJson(flavour, owner, screencap.json).getMemeUrl(FULL_CAPTION);
          expect(url.length).toBeLessThanOrEqual(512);
          expect(comicUrlParts(url).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [expect.objectContaining({ t: FULL_CAPTION })] }]);
        }
        const ownCaption = screencap.getMemeUrl();
        expect(ownCaption.length).toBeLessThanOrEqual(512);
        expect((await comicServed(fake, screencap.getMemeUrl(FULL_CAPTION))).comic).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay(FULL_CAPTION)] }]);
      } finally {
        frinkiac.close();
        morbotron.close();
      }
    });
  });

  describe('on a classic client nothing changes', () => {
    it('getMemeUrl is meme/<key>/<ts>.jpg, with b64lines for a caption', async () => {
      const screencap = await screencapAt(SALT, classic);
      const b64 = Buffer.from(SALT_CAPTION).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
      expect(screencap.getMemeUrl()).toBe(`${base}meme/S01E01/26974.jpg?b64lines=${encodeURIComponent(b64)}`);
      expect(screencap.frame.getMemeUrl()).toBe(`${base}meme/S01E01/26974.jpg`);
      expect(screencap.getMemeUrl('')).toBe(`${base}meme/S01E01/26974.jpg`);
    });
  });

  describe("the presets of the live instances: comic links by default, never meme/", () => {
    it.each(['Frinkiac', 'Morbotron', 'CapitalBeatUs'] as const)('new %s(): generation 2026; getMemeUrl of a screencap and of a frame are comic/img links on its host', async (name) => {
      const fetched = await screencapAt(SALT);
      const preset = preset2026(flavour, name);
      try {
        expect(preset.generation).toBe('2026');
        const screencap = screencapFromJson(flavour, preset, fetched.json);
        for (const url of [screencap.getMemeUrl(), screencap.getMemeUrl('Hi'), screencap.frame.getMemeUrl(), screencap.frame.getMemeUrl('Hi')]) {
          expect(url.startsWith(`${preset.url}comic/img?b64=`)).toBe(true);
          expect(url).not.toContain('meme/');
          expect(comicUrlParts(url).panels).toEqual([expect.objectContaining({ e: 'S01E01', ts: 26_974 })]);
        }
        // Frinkiac's and Morbotron's own fonts are the site defaults, left out; CapitalBeatUs's is not known, so impact is sent.
        const own = name === 'CapitalBeatUs' ? comicOverlay(SALT_CAPTION) : { t: SALT_CAPTION, s: 0, c: 'ffffffff', u: 0 };
        expect(comicUrlParts(screencap.getMemeUrl()).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [own] }]);
      } finally {
        preset.close();
      }
      expect(await requestLog(fake)).toEqual([]);
    });

    it("a preset told generation: 'classic' keeps meme/", async () => {
      const fetched = await screencapAt(SALT);
      const preset = new flavour.presets.Frinkiac({ generation: 'classic' });
      try {
        expect(screencapFromJson(flavour, preset, fetched.json).getMemeUrl('Hi')).toBe('https://frinkiac.com/meme/S01E01/26974.jpg?b64lines=SGk%3D');
      } finally {
        preset.close();
      }
    });
  });

  describe('captionStyle: the base style of every comic caption', () => {
    let styled: Client2026;

    beforeEach(() => {
      styled = client2026(flavour, base, { generation: '2026', captionStyle: { font: 'jost', allCaps: true, color: '#ffff00' } });
    });

    afterEach(() => {
      styled.close();
    });

    it('styles getMemeUrl, getComicUrl, client.getComicUrl and strips; a call style wins key by key', async () => {
      const screencap = await screencapAt(SALT, styled);
      const style = { f: 'jost', u: 1, c: 'ffff00ff' };
      expect(comicUrlParts(screencap.getMemeUrl()).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay(SALT_CAPTION, style)] }]);
      expect(comicUrlParts(screencap.frame.getMemeUrl('Hi')).panels).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay('Hi', style)] }]);
      expect(comicUrlParts(screencap.getComicUrl({ style: { allCaps: false } })).panels).toEqual([
        { e: 'S01E01', ts: 26_974, o: [comicOverlay(SALT_CAPTION, { ...style, u: 0 })] },
      ]);
      expect(comicUrlParts(styled.getComicUrl({ frame: screencap, overlays: [{ text: 'A', font: 'impact' }] })).panels).toEqual([
        { e: 'S01E01', ts: 26_974, o: [comicOverlay('A', { ...style, f: 'impact' })] },
      ]);
      const strip = comicUrlParts(screencap.getComicStripUrl()).panels as { o: unknown[] }[];
      expect(strip.map((panel) => panel.o)).toEqual([[comicOverlay('Salt & pepper, please.', style)], [comicOverlay('Salt? On pancakes?', style)]]);
      expect((await comicServed(fake, screencap.getMemeUrl())).comic).toEqual([{ e: 'S01E01', ts: 26_974, o: [comicOverlay(SALT_CAPTION, style)] }]);
    });

    it('a bad captionStyle fails at construction, an unknown font listing every font', () => {
      const error = thrownBy(() => client2026(flavour, base, { captionStyle: { font: 'arial' as never } }));
      expect(error).toBeInstanceOf(RangeError);
      expect((error as Error).message).toMatch(/impact, comicneue, jost, pacifico, akbar, fr$/);
    });
  });

  describe('a screencap where a panel is expected', () => {
    it('stands for its frame with its own caption, formatted (none when silent); served', async () => {
      const salt = await screencapAt(SALT);
      const silent = await screencapAt(SILENT);
      const url = client.getComicUrl([salt, { frame: silent, caption: 'Quiet.' }, silent]);
      const expected = [
        { e: 'S01E01', ts: 26_974, o: [comicOverlay(SALT_CAPTION)] },
        { e: 'S01E01', ts: silent.timestamp, o: [comicOverlay('Quiet.')] },
        { e: 'S01E01', ts: silent.timestamp, o: [] },
      ];
      expect(comicUrlParts(url)).toMatchObject({ panels: expected, layout: '1over2' });
      expect(client.getComicUrl(salt)).toBe(client.getComicUrl({ frame: salt.frame, caption: SALT_CAPTION }));
      expect(salt.toComicPanel()).toEqual({ frame: salt.frame, caption: SALT_CAPTION });
      expect((await comicServed(fake, url)).comic).toEqual(expected);
    });
  });

  describe('screencap.getComicStripUrl()', () => {
    /** The SALT screencap's JSON with explicit nearby frames and subtitles. */
    function saltJson(fetched: AnyScreencap, changes: Partial<ScreencapJson>): ScreencapJson {
      return { ...fetched.json, ...changes };
    }

    it('one panel per subtitle line, each the known frame nearest its start, the line as its caption; served', async () => {
      const fetched = await screencapAt(SALT);
      const frames = entryOf('S01E01').frames;
      const centre = frames.findIndex((frame) => frame.Timestamp === 26_974);
      // Seven frames, every third one around the screencap's, so the two lines' starts have different nearest frames.
      const nearby = [-9, -6, -3, 0, 3, 6, 9].map((step) => frames[centre + step]!).map((frame) => ({ Id: frame.Id, Episode: frame.Episode, Timestamp: frame.Timestamp }));
      const screencap = screencapFromJson(flavour, client, saltJson(fetched, { Nearby: nearby }));
      // The frame of the known ones (the screencap's and its nearby ones) nearest each line's start, from the catalogue.
      const nearestKnown = (start: number): number =>
        [...nearby.map((frame) => frame.Timestamp), 26_974].reduce((best, ts) => (Math.abs(ts - start) < Math.abs(best - start) ? ts : best));
      const expected = [
        { e: 'S01E01', ts: nearestKnown(25_500), o: [comicOverlay('Salt & pepper, please.')] },
        { e: 'S01E01', ts: nearestKnown(26_000), o: [comicOverlay('Salt? On pancakes?')] },
      ];
      expect(expected[0]!.ts).not.toBe(expected[1]!.ts);
      const url = screencap.getComicStripUrl();
      expect(comicUrlParts(url)).toMatchObject({ withoutQuery: `${base}comic/img`, panels: expected, layout: 'wide' });
      expect(comicUrlParts(screencap.getComicStripUrl({ layout: 'tall', style: { font: 'pacifico' } }))).toMatchObject({
        panels: expected.map((panel) => ({ ...panel, o: [comicOverlay(panel.o[0]!.t as string, { f: 'pacifico' })] })),
        layout: 'tall',
      });
      expect((await comicServed(fake, url)).comic).toEqual(expected);
    });

    it('the first 4 lines of more; a silent screencap gives one bare panel of its frame', async () => {
      const fetched = await screencapAt(SALT);
      const [line] = fetched.json.Subtitles;
      const lines = [1, 2, 3, 4, 5].map((index) => ({ ...line!, Id: index, StartTimestamp: 26_974, Content: `Line ${index}` }));
      const many = screencapFromJson(flavour, client, saltJson(fetched, { Subtitles: lines }));
      const parts = comicUrlParts(many.getComicStripUrl());
      expect(parts.panels).toEqual([1, 2, 3, 4].map((index) => ({ e: 'S01E01', ts: 26_974, o: [comicOverlay(`Line ${index}`)] })));
      expect(parts.layout).toBe('2x2');
      const silent = await screencapAt(SILENT);
      expect(comicUrlParts(silent.getComicStripUrl())).toMatchObject({ panels: [{ e: 'S01E01', ts: silent.timestamp, o: [] }], layout: null });
      expect((await comicServed(fake, many.getComicStripUrl())).comic).toHaveLength(4);
    });

    it('refuses bad options before any request', async () => {
      const screencap = await screencapAt(SALT);
      expect(thrownBy(() => screencap.getComicStripUrl({ layuot: 'wide' } as never))).toBeInstanceOf(TypeError);
      expect(thrownBy(() => screencap.getComicStripUrl({ layout: 'grid' } as never))).toBeInstanceOf(RangeError);
      expect(thrownBy(() => screencap.getComicStripUrl({ style: { font: 'arial' as never } }))).toBeInstanceOf(RangeError);
      expect(await requestLog(fake)).toEqual([]);
    });
  });

  describe('editor links', () => {
    it('getComicEditorUrl: comicmaker/<key>/<ts> on the client base', async () => {
      const screencap = await screencapAt(SALT);
      expect(screencap.getComicEditorUrl()).toBe(`${base}comicmaker/S01E01/26974`);
    });

    it('getGifEditorUrl: bettermaker/<key>/<start>/<end>, 3000 before and 4000 after by default, kept within the episode', async () => {
      const fetched = await screencapAt(SALT);
      expect(fetched.getGifEditorUrl()).toBe(`${base}bettermaker/S01E01/23974/30974`);
      expect(fetched.getGifEditorUrl({ before: 1000, after: 0 })).toBe(`${base}bettermaker/S01E01/25974/26974`);
      const bounded = screencapFromJson(flavour, client, { ...fetched.json, MinTimestamp: 25_000, MaxTimestamp: 28_000 });
      expect(bounded.getGifEditorUrl()).toBe(`${base}bettermaker/S01E01/25000/28000`);
      // Kept within the episode: from its first frame (the response's MinTimestamp), or 0 when that is not known.
      expect(fetched.minTimestamp).toBe(entryOf('S01E01').frames[0]!.Timestamp);
      expect(fetched.getGifEditorUrl({ before: 100_000 })).toBe(`${base}bettermaker/S01E01/${fetched.minTimestamp}/30974`);
      const { MinTimestamp: _min, MaxTimestamp: _max, ...unbounded } = fetched.json;
      expect(screencapFromJson(flavour, client, unbounded).getGifEditorUrl({ before: 100_000 })).toBe(`${base}bettermaker/S01E01/0/30974`);
      expect(thrownBy(() => fetched.getGifEditorUrl({ before: -1 }))).toBeInstanceOf(RangeError);
      expect(thrownBy(() => fetched.getGifEditorUrl({ befor: 1 } as never))).toBeInstanceOf(TypeError);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('on a classic client: a TypeError that names the generation, as the classic sites have no editor pages', async () => {
      const screencap = await screencapAt(SALT, classic);
      for (const invoke of [() => screencap.getComicEditorUrl(), () => screencap.getGifEditorUrl()]) {
        const error = thrownBy(invoke);
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toMatch(/^get(Comic|Gif)EditorUrl needs the 2026 generation of the service; this client is set to 'classic' \(give it generation: '2026' or 'auto'/);
      }
      expect(await requestLog(fake)).toEqual([]);
    });

    it('on the live presets: links on their own site', async () => {
      const fetched = await screencapAt(SALT);
      const morbotron = preset2026(flavour, 'Morbotron');
      try {
        const screencap = screencapFromJson(flavour, morbotron, fetched.json);
        expect(screencap.getComicEditorUrl()).toBe('https://morbotron.com/comicmaker/S01E01/26974');
        expect(screencap.getGifEditorUrl({ before: 0, after: 7000 })).toBe('https://morbotron.com/bettermaker/S01E01/26974/33974');
      } finally {
        morbotron.close();
      }
    });
  });
});
