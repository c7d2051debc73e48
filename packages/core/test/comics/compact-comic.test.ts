/**
 * Short comic links: overlay fields equal to the site's known defaults are
 * left out (only `t` is required), the client's `captionStyle` is the base of
 * every caption, any layout takes any count, and the service's limits are
 * checked before a URL is built.
 */
import { describe, expect, it } from '@jest/globals';
import { type ComicPanelInput, comicUrl, comicUrlOf, resolveCaptionOverlays, resolveComicPanels } from '../../src/comics/comic-url.js';
import { COMIC_SITE_DEFAULTS } from '../../src/comics/payload.js';
import { fontProfileFor } from '../../src/instances/instances.js';

const FRINKIAC = 'https://frinkiac.com/';
const MORBOTRON = 'https://morbotron.com/';
const LOCAL = 'http://127.0.0.1:8080/';
const FRAME = { key: 'S05E01', timestamp: 200160 };

/** The decoded payload of a comic URL (URL-safe base64 only). */
function payloadOf(url: string): unknown {
  const b64 = new URL(url).searchParams.get('b64') ?? '';
  expect(b64).toMatch(/^[A-Za-z0-9_-]+=*$/);
  return JSON.parse(Buffer.from(b64, 'base64url').toString('utf8'));
}

describe('compact payloads', () => {
  it('leaves out f where it is the site default (akbar on Frinkiac, fr on Morbotron), and x, y, a, b, d everywhere', () => {
    expect(payloadOf(comicUrl(FRINKIAC, { frame: FRAME, caption: 'Hi' }))).toEqual([{ e: 'S05E01', ts: 200160, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] }]);
    expect(payloadOf(comicUrl(MORBOTRON, { frame: FRAME, caption: 'Hi' }))).toEqual([{ e: 'S05E01', ts: 200160, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] }]);
    expect(payloadOf(comicUrl('https://www.frinkiac.com/', { frame: FRAME, caption: 'Hi' }))).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
  });

  it('sends f when it is not the site default, or when the site default is not known', () => {
    expect(payloadOf(comicUrl(FRINKIAC, { frame: FRAME, caption: 'Hi', style: { font: 'fr' } }))).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: 'Hi', f: 'fr', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
    expect(payloadOf(comicUrl(MORBOTRON, { frame: FRAME, caption: 'Hi', style: { font: 'akbar' } }))).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: 'Hi', f: 'akbar', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
    expect(payloadOf(comicUrl(LOCAL, { frame: FRAME, caption: 'Hi' }))).toEqual([{ e: 'S05E01', ts: 200160, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] }]);
    expect(payloadOf(comicUrl('https://capitalbeat.us/', { frame: FRAME, caption: 'Hi' }))).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
  });

  it('always sends s, c and u, whose site defaults the facts do not give (the reference client sends u: 1 by choice)', () => {
    expect(COMIC_SITE_DEFAULTS).toEqual({ x: 50, y: 97, a: 'c', b: 0, d: 0 });
    const [overlay] = (payloadOf(comicUrl(FRINKIAC, { frame: FRAME, caption: 'Hi', style: { allCaps: true, size: 40, color: '#000000' } })) as { o: unknown[] }[])[0]!.o;
    expect(overlay).toEqual({ t: 'Hi', s: 40, c: '000000ff', u: 1 });
  });

  it('fits a one-panel comic of 4 lines of 24 characters in a 512-character URL, on every preset and a local instance', () => {
    const lines = ['The quick brown fox jump', 'ed over the lazy dog and', 'then ran off into the fo', 'rest at 10:45 "quickly"!'];
    const caption = lines.join('\n');
    expect(lines.every((line) => line.length === 24)).toBe(true);
    for (const base of [FRINKIAC, MORBOTRON, 'https://capitalbeat.us/', 'https://masterofallscience.com/', LOCAL]) {
      for (const frame of [FRAME, { key: 'S12E22', timestamp: 9_999_999 }]) {
        const url = comicUrl(base, { frame, caption, style: { font: 'comicneue', allCaps: true } });
        expect(url.length).toBeLessThanOrEqual(512);
        expect(payloadOf(url)).toEqual([{ e: frame.key, ts: frame.timestamp, o: [expect.objectContaining({ t: caption })] }]);
      }
    }
    // Even a caption of nothing but quotes (each escaped in the JSON) fits.
    const quotes = Array.from({ length: 4 }, () => '"'.repeat(24)).join('\n');
    expect(comicUrl(FRINKIAC, { frame: FRAME, caption: quotes }).length).toBeLessThanOrEqual(512);
  });
});

describe('the stand-alone comicUrl', () => {
  it('normalizes its base address as a client does, and refuses one that is not a URL', () => {
    expect(comicUrl('https://frinkiac.com', { frame: FRAME })).toBe(comicUrl(FRINKIAC, { frame: FRAME }));
    expect(comicUrl('http://127.0.0.1:8080/mirror', { frame: FRAME }).startsWith('http://127.0.0.1:8080/mirror/comic/img?b64=')).toBe(true);
    expect(() => comicUrl(42 as never, { frame: FRAME })).toThrow(TypeError);
    expect(() => comicUrl('frinkiac.com', { frame: FRAME })).toThrow(TypeError);
    expect(() => comicUrl(FRINKIAC, { frame: FRAME }, 'wide' as never)).toThrow(new TypeError('comic options must be an object, got "wide"'));
  });
});

describe('layouts', () => {
  it('takes any layout with any count from 1 to 4, and picks wide, 1over2, 2x2 by default', () => {
    const panels: ComicPanelInput[] = [1, 2, 3, 4].map((index) => ({ frame: { key: 'S01E01', timestamp: index } }));
    for (const layout of ['single', 'wide', 'tall', '1over2', '2x2'] as const) {
      for (let count = 1; count <= 4; count++) {
        expect(new URL(comicUrl(LOCAL, panels.slice(0, count), { layout })).searchParams.get('layout')).toBe(layout);
      }
    }
    expect([1, 2, 3, 4].map((count) => new URL(comicUrl(LOCAL, panels.slice(0, count))).searchParams.get('layout'))).toEqual([null, 'wide', '1over2', '2x2']);
  });
});

describe('captionStyle: the base style of every caption', () => {
  const profile = fontProfileFor(FRINKIAC);
  const base = { font: 'impact', allCaps: true, color: '#ffff00' } as const;

  it('styles a caption, a call style winning key by key (undefined keys keep the base)', () => {
    expect(resolveCaptionOverlays({ caption: 'Hi' }, profile, 'p', base)).toEqual([
      { text: 'Hi', font: 'impact', size: 0, color: [255, 255, 0, 255], x: 50, y: 97, align: 'center', allCaps: true },
    ]);
    expect(resolveCaptionOverlays({ caption: 'Hi', style: { font: 'jost', allCaps: undefined, y: 5 } }, profile, 'p', base)).toEqual([
      { text: 'Hi', font: 'jost', size: 0, color: [255, 255, 0, 255], x: 50, y: 5, align: 'center', allCaps: true },
    ]);
  });

  it('styles each overlay the same way', () => {
    expect(resolveCaptionOverlays({ overlays: [{ text: 'A' }, { text: 'B', allCaps: false }] }, profile, 'p', base).map((o) => [o.text, o.font, o.allCaps])).toEqual([
      ['A', 'impact', true],
      ['B', 'impact', false],
    ]);
  });

  it('draws nothing for no caption, and still refuses a bad call style', () => {
    expect(resolveCaptionOverlays({}, profile, 'p', base)).toEqual([]);
    expect(() => resolveCaptionOverlays({ caption: 'Hi', style: { size: 500 } }, profile, 'p', base)).toThrow(RangeError);
  });

  it('is an option of the stand-alone comicUrl, checked first', () => {
    expect(payloadOf(comicUrl(FRINKIAC, { frame: FRAME, caption: 'Hi' }, { captionStyle: base }))).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffff00ff', u: 1 }] },
    ]);
    expect(() => comicUrl(FRINKIAC, { frame: FRAME }, { captionStyle: { font: 'arial' as never } })).toThrow(
      new RangeError('font "arial" is not a font of the service; the fonts are impact, comicneue, jost, pacifico, akbar, fr'),
    );
  });
});

describe('a screencap as a panel', () => {
  it('stands for the panel its toComicPanel gives', () => {
    const screencapLike = { toComicPanel: () => ({ frame: FRAME, caption: 'Own caption' }), key: 'ignored', junk: 1 };
    const profile = fontProfileFor(LOCAL);
    expect(resolveComicPanels([screencapLike as never, { frame: FRAME }], profile)).toEqual(
      resolveComicPanels([{ frame: FRAME, caption: 'Own caption' }, { frame: FRAME }], profile),
    );
  });
});

describe('limits, before a URL is built', () => {
  const profile = fontProfileFor(LOCAL);

  it('refuses a 33rd overlay, a text over 1024 bytes, a key over 16 bytes, naming the limit', () => {
    const overlays = Array.from({ length: 33 }, (_, index) => ({ text: `${index}` }));
    expect(() => comicUrl(LOCAL, { frame: FRAME, overlays })).toThrow(new RangeError('panels[0]: one panel or render takes at most 32 overlays, got 33'));
    expect(comicUrl(LOCAL, { frame: FRAME, overlays: overlays.slice(0, 32) })).toMatch(/^http:\/\/127\.0\.0\.1:8080\/comic\/img\?b64=/);
    expect(() => comicUrl(LOCAL, [{ frame: FRAME }, { frame: FRAME, caption: '東'.repeat(342) }])).toThrow(
      new RangeError('panels[1]: the text of one overlay is at most 1024 bytes (UTF-8), got 1026 in overlay 0'),
    );
    expect(() => comicUrl(LOCAL, { frame: { key: 'S01E01-extended-cut', timestamp: 1 } })).toThrow(
      new RangeError('panels[0].frame.key "S01E01-extended-cut": an episode key is at most 16 bytes (UTF-8), got 19'),
    );
    expect(comicUrl(LOCAL, { frame: { key: 'S'.repeat(16), timestamp: 1 } })).toContain('comic/img');
  });

  it('refuses a payload over 64 KiB, within every other limit', () => {
    const overlays = Array.from({ length: 32 }, () => ({ text: 'x'.repeat(1000) }));
    const panels = [1, 2, 3].map(() => ({ frame: FRAME, overlays }));
    expect(() => comicUrl(LOCAL, panels)).toThrow(/^a comic payload is at most 65536 bytes \(64 KiB\) of JSON, got \d+$/);
    expect(() => comicUrlOf(LOCAL, resolveComicPanels(panels, profile), {}, profile)).toThrow(RangeError);
    expect(comicUrl(LOCAL, [{ frame: FRAME, overlays }, { frame: FRAME, overlays: overlays.slice(0, 28) }])).toContain('comic/img');
  });
});
