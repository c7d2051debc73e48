import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_COMIC_LAYOUTS,
  MAX_COMIC_PANELS,
  type ResolvedComicPanel,
  comicUrlOf,
  defaultCaptionOf,
  resolveCaptionOverlays,
  resolveComicPanels,
} from '../../src/comics/comic-url.js';
import { fontProfileFor } from '../../src/instances/instances.js';
import { Frame } from '../../src/models/frame.js';
import { frinkiacOverlay } from '../support/overlays.js';

const BASE = 'https://frinkiac.com/';
const FRINKIAC = fontProfileFor(BASE);
const MORBOTRON = fontProfileFor('https://morbotron.com/');
const GENERIC = fontProfileFor('http://127.0.0.1:8080/');

const FRAME = { key: 'S05E01', timestamp: 200160 };

/** The URL of resolved panels, on an instance whose site default font is not known (so `f` is always sent). */
function comicUrl(base: string, panels: readonly ResolvedComicPanel[], options?: unknown): string {
  return comicUrlOf(base, panels, options, GENERIC);
}

/** A resolved panel with no caption. */
function bare(key: string, timestamp: number): ResolvedComicPanel {
  return { key, timestamp, overlays: [] };
}

/** The query of a comic URL, checked to be `{base}comic/img?...`. */
function queryOf(url: string, base = BASE): URLSearchParams {
  expect(url.startsWith(`${base}comic/img?b64=`)).toBe(true);
  return new URL(url).searchParams;
}

/** The comic's payload, decoded from its URL-safe base64. */
function payloadOf(url: string, base = BASE): unknown {
  const b64 = queryOf(url, base).get('b64') ?? '';
  expect(b64).toMatch(/^[A-Za-z0-9_-]+=*$/);
  return JSON.parse(Buffer.from(b64, 'base64url').toString('utf8'));
}

describe('constants', () => {
  it('picks single, wide, 1over2 and 2x2 for 1 to 4 panels, at most 4', () => {
    expect(DEFAULT_COMIC_LAYOUTS).toEqual({ 1: 'single', 2: 'wide', 3: '1over2', 4: '2x2' });
    expect(MAX_COMIC_PANELS).toBe(4);
  });
});

describe('resolveCaptionOverlays', () => {
  it('turns a caption into one overlay with the instance defaults', () => {
    expect(resolveCaptionOverlays({ caption: 'Hi' }, FRINKIAC, 'panel')).toEqual([frinkiacOverlay('Hi')]);
    expect(resolveCaptionOverlays({ caption: 'Hi' }, MORBOTRON, 'panel')).toEqual([{ ...frinkiacOverlay('Hi'), font: 'fr' }]);
  });

  it('draws the caption with the style given', () => {
    expect(resolveCaptionOverlays({ caption: 'Hi', style: { font: 'jost', allCaps: true, align: 'left' } }, FRINKIAC, 'panel')).toEqual([
      { ...frinkiacOverlay('Hi'), font: 'jost', allCaps: true, align: 'left' },
    ]);
  });

  it('gives no overlay for no caption or an empty one, still checking the style', () => {
    expect(resolveCaptionOverlays({}, FRINKIAC, 'panel')).toEqual([]);
    expect(resolveCaptionOverlays({ caption: '' }, FRINKIAC, 'panel')).toEqual([]);
    expect(resolveCaptionOverlays({ caption: '', style: { font: 'jost' } }, FRINKIAC, 'panel')).toEqual([]);
    expect(() => resolveCaptionOverlays({ style: { font: 'arial' } }, FRINKIAC, 'panel')).toThrow(RangeError);
    expect(() => resolveCaptionOverlays({ caption: '', style: { weight: 1 } }, FRINKIAC, 'panel')).toThrow(
      new TypeError('Unknown panel.style option "weight"; the options are text, font, size, color, x, y, align, allCaps'),
    );
  });

  it('resolves several overlays in order, each with its own style', () => {
    const overlays = [{ text: 'Top', y: 10 }, { text: 'Bottom', font: 'pacifico' }];
    expect(resolveCaptionOverlays({ overlays }, FRINKIAC, 'panel')).toEqual([
      { ...frinkiacOverlay('Top'), y: 10 },
      { ...frinkiacOverlay('Bottom'), font: 'pacifico' },
    ]);
    expect(resolveCaptionOverlays({ overlays: [] }, FRINKIAC, 'panel')).toEqual([]);
  });

  it('names the overlay at fault', () => {
    expect(() => resolveCaptionOverlays({ overlays: [{ text: 'ok' }, { text: 'bad', wieght: 1 }] }, GENERIC, 'panels[2]')).toThrow(
      new TypeError('Unknown panels[2].overlays[1] option "wieght"; the options are text, font, size, color, x, y, align, allCaps'),
    );
    expect(() => resolveCaptionOverlays({ overlays: [{}] }, GENERIC, 'panels[0]')).toThrow(
      new TypeError('panels[0].overlays[0].text must be a string, got undefined'),
    );
  });

  it('refuses a caption with overlays, and overlays that are not an array', () => {
    expect(() => resolveCaptionOverlays({ caption: 'Hi', overlays: [] }, GENERIC, 'panel')).toThrow(
      new TypeError('panel takes a caption or overlays, not both'),
    );
    expect(() => resolveCaptionOverlays({ overlays: { text: 'Hi' } }, GENERIC, 'panel')).toThrow(
      new TypeError('panel.overlays must be an array, got an object'),
    );
  });

  it('refuses a style with overlays rather than ignore it', () => {
    expect(() => resolveCaptionOverlays({ overlays: [{ text: 'Hi' }], style: { font: 'jost' } }, GENERIC, 'panel')).toThrow(
      new TypeError('panel.style styles the caption; with overlays, give each overlay its own style'),
    );
  });

  it('refuses a caption that is not a string', () => {
    expect(() => resolveCaptionOverlays({ caption: 5 }, GENERIC, 'panel')).toThrow(new TypeError('panel.caption must be a string, got 5'));
    expect(() => resolveCaptionOverlays({ caption: null }, GENERIC, 'panel')).toThrow(TypeError);
  });

  it('refuses a style that is not a plain object, with a caption or without', () => {
    for (const style of [null, 'jost', 5, []]) {
      expect(() => resolveCaptionOverlays({ caption: 'Hi', style }, GENERIC, 'panel')).toThrow(TypeError);
      expect(() => resolveCaptionOverlays({ style }, GENERIC, 'panel')).toThrow(TypeError);
    }
    expect(() => resolveCaptionOverlays({ caption: 'Hi', style: null }, GENERIC, 'panel')).toThrow(
      new TypeError('panel.style must be an object, got null'),
    );
  });
});

describe('resolveComicPanels', () => {
  it('takes one panel on its own or 1 to 4 in an array', () => {
    expect(resolveComicPanels({ frame: FRAME }, FRINKIAC)).toEqual([bare('S05E01', 200160)]);
    expect(resolveComicPanels([{ frame: FRAME }], FRINKIAC)).toEqual([bare('S05E01', 200160)]);
    const four = [0, 1, 2, 3].map((index) => ({ frame: { key: `S01E0${index + 1}`, timestamp: index * 1000 } }));
    expect(resolveComicPanels(four, FRINKIAC)).toEqual([bare('S01E01', 0), bare('S01E02', 1000), bare('S01E03', 2000), bare('S01E04', 3000)]);
  });

  it('reads the key and timestamp of a Frame, of a screencap-like object, or of { key, timestamp }', () => {
    const frame = new Frame({ url: BASE }, { Id: 1, Episode: 'S10E02', Timestamp: 125000 });
    const screencapLike = { key: 'S04E05', timestamp: 1023456, caption: 'not used by a comic panel', title: 'x' };
    expect(resolveComicPanels([{ frame }, { frame: screencapLike }], FRINKIAC)).toEqual([bare('S10E02', 125000), bare('S04E05', 1023456)]);
  });

  it('resolves the captions of each panel against the instance fonts', () => {
    const panels = resolveComicPanels(
      [
        { frame: FRAME, caption: 'One' },
        { frame: FRAME, caption: 'Two', style: { font: 'comicneue', size: 40 } },
        { frame: FRAME, overlays: [{ text: 'Three', color: '#ff0000' }] },
        { frame: FRAME },
      ],
      FRINKIAC,
    );
    expect(panels).toEqual([
      { key: 'S05E01', timestamp: 200160, overlays: [frinkiacOverlay('One')] },
      { key: 'S05E01', timestamp: 200160, overlays: [{ ...frinkiacOverlay('Two'), font: 'comicneue', size: 40 }] },
      { key: 'S05E01', timestamp: 200160, overlays: [{ ...frinkiacOverlay('Three'), color: [255, 0, 0, 255] }] },
      { key: 'S05E01', timestamp: 200160, overlays: [] },
    ]);
  });

  it('refuses no panel or more than four, naming the limit', () => {
    expect(() => resolveComicPanels([], GENERIC)).toThrow(new RangeError('a comic has at least 1 panel, got 0'));
    const five = Array.from({ length: 5 }, () => ({ frame: FRAME }));
    expect(() => resolveComicPanels(five, GENERIC)).toThrow(new RangeError("a comic has at most 4 panels (the service's limit), got 5"));
  });

  it('refuses a panel that is not an object, naming its index', () => {
    expect(() => resolveComicPanels(undefined, GENERIC)).toThrow(new TypeError('panels[0] must be an object with a frame, or a screencap, got undefined'));
    expect(() => resolveComicPanels([{ frame: FRAME }, null], GENERIC)).toThrow(new TypeError('panels[1] must be an object, got null'));
    expect(() => resolveComicPanels([{ frame: FRAME }, { frame: FRAME }, 'S05E01'], GENERIC)).toThrow(
      new TypeError('panels[2] must be an object, got "S05E01"'),
    );
  });

  it('refuses a missing or malformed frame', () => {
    expect(() => resolveComicPanels({ caption: 'Hi' }, GENERIC)).toThrow(
      new TypeError('panels[0].frame must be a Frame, a screencap or { key, timestamp }, got undefined'),
    );
    expect(() => resolveComicPanels({ frame: 'S05E01' }, GENERIC)).toThrow(TypeError);
    expect(() => resolveComicPanels({ frame: { timestamp: 1 } }, GENERIC)).toThrow(
      new TypeError('panels[0].frame.key must be a non-empty episode key string such as "S05E01", got undefined'),
    );
    expect(() => resolveComicPanels({ frame: { key: '..', timestamp: 1 } }, GENERIC)).toThrow(RangeError);
    expect(() => resolveComicPanels([{ frame: FRAME }, { frame: { key: 'S01E01', timestamp: -1 } }], GENERIC)).toThrow(
      new RangeError('panels[1].frame.timestamp must be a non-negative integer number of milliseconds, got -1'),
    );
    expect(() => resolveComicPanels({ frame: { key: 'S01E01', timestamp: '5' } }, GENERIC)).toThrow(RangeError);
    expect(() => resolveComicPanels({ frame: { key: 'S01E01', timestamp: 1.5 } }, GENERIC)).toThrow(RangeError);
  });

  it('refuses an unknown panel key rather than ignore it', () => {
    expect(() => resolveComicPanels([{ frame: FRAME }, { frame: FRAME, captoin: 'Hi' }], GENERIC)).toThrow(
      new TypeError('Unknown panels[1] option "captoin"; the options are frame, caption, style, overlays'),
    );
    expect(() => resolveComicPanels({ frame: FRAME, caption: 'Hi', font: 'jost' }, GENERIC)).toThrow(TypeError);
  });

  it('takes every known font on every instance, and refuses an unknown one listing them all', () => {
    for (const profile of [FRINKIAC, MORBOTRON, GENERIC]) {
      for (const font of ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'] as const) {
        expect(resolveComicPanels({ frame: FRAME, caption: 'Hi', style: { font } }, profile)[0]?.overlays[0]?.font).toBe(font);
      }
      expect(() => resolveComicPanels({ frame: FRAME, caption: 'Hi', style: { font: 'arial' as never } }, profile)).toThrow(
        new RangeError('font "arial" is not a font of the service; the fonts are impact, comicneue, jost, pacifico, akbar, fr'),
      );
    }
  });

  it('names the panel of a caption error', () => {
    expect(() => resolveComicPanels([{ frame: FRAME }, { frame: FRAME, caption: 'a', overlays: [] }], GENERIC)).toThrow(
      new TypeError('panels[1] takes a caption or overlays, not both'),
    );
  });
});

describe('comicUrl', () => {
  it('builds {base}comic/img?b64=<payload> for one panel, with no layout', () => {
    expect(comicUrl(BASE, [bare('S05E01', 200160)])).toBe(
      'https://frinkiac.com/comic/img?b64=W3siZSI6IlMwNUUwMSIsInRzIjoyMDAxNjAsIm8iOltdfV0%3D',
    );
    const [panel] = resolveComicPanels({ frame: FRAME, caption: 'Hi' }, GENERIC);
    // [{"e":"S05E01","ts":200160,"o":[{"t":"Hi","f":"impact","s":0,"c":"ffffffff","u":0}]}]
    expect(comicUrl(BASE, [panel!])).toBe(
      'https://frinkiac.com/comic/img?b64=' +
        'W3siZSI6IlMwNUUwMSIsInRzIjoyMDAxNjAsIm8iOlt7InQiOiJIaSIsImYiOiJpbXBhY3QiLCJzIjowLCJjIjoiZmZmZmZmZmYiLCJ1IjowfV19XQ%3D%3D',
    );
  });

  it('writes each overlay as t, f, s, c (rrggbbaa), x, y, a and u, leaving out x, y and a when they are the site defaults (50, 97, c)', () => {
    const panels = resolveComicPanels(
      {
        frame: FRAME,
        overlays: [
          { text: 'Left', font: 'jost', size: 24, color: [1, 2, 3, 4], x: 5, y: 10.5, align: 'left', allCaps: true },
          { text: 'Right', color: '#ABCDEF', align: 'right' },
          { text: 'Centre' },
        ],
      },
      FRINKIAC,
    );
    expect(payloadOf(comicUrl(BASE, panels))).toEqual([
      {
        e: 'S05E01',
        ts: 200160,
        o: [
          { t: 'Left', f: 'jost', s: 24, c: '01020304', x: 5, y: 10.5, a: 'l', u: 1 },
          { t: 'Right', f: 'akbar', s: 0, c: 'abcdefff', a: 'r', u: 0 },
          { t: 'Centre', f: 'akbar', s: 0, c: 'ffffffff', u: 0 },
        ],
      },
    ]);
  });

  it('writes the panel keys in the compact JSON order e, ts, o', () => {
    const b64 = queryOf(comicUrl(BASE, [bare('S01E01', 7)])).get('b64') ?? '';
    expect(Buffer.from(b64, 'base64url').toString('utf8')).toBe('[{"e":"S01E01","ts":7,"o":[]}]');
  });

  it('keeps captions whole through URL-safe base64: CJK, emoji, >>>, line breaks', () => {
    const text = 'ドーナツ 🍩 >>>?\n"quoted" & 100%';
    const panels = resolveComicPanels({ frame: FRAME, caption: text }, GENERIC);
    const url = comicUrl(BASE, panels);
    // Standard base64 of this payload would hold "+" or "/".
    const json = JSON.stringify(payloadOf(url));
    expect(Buffer.from(json).toString('base64')).toMatch(/[+/]/);
    expect(url.slice(url.indexOf('b64='))).not.toMatch(/[+/]|%2B|%2F/i);
    expect(payloadOf(url)).toEqual([
      { e: 'S05E01', ts: 200160, o: [{ t: text, f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
  });

  it('carries an episode key with URL syntax inside the payload only', () => {
    const url = comicUrl(BASE, [bare('S01E01&layout=2x2#x', 1)]);
    expect([...queryOf(url).keys()]).toEqual(['b64']);
    expect(payloadOf(url)).toEqual([{ e: 'S01E01&layout=2x2#x', ts: 1, o: [] }]);
  });

  it('picks the layout from the panel count: wide for 2, 1over2 for 3, 2x2 for 4', () => {
    const panels = [bare('S01E01', 1), bare('S01E02', 2), bare('S01E03', 3), bare('S01E04', 4)];
    expect(queryOf(comicUrl(BASE, panels.slice(0, 2))).get('layout')).toBe('wide');
    expect(queryOf(comicUrl(BASE, panels.slice(0, 3))).get('layout')).toBe('1over2');
    expect(queryOf(comicUrl(BASE, panels)).get('layout')).toBe('2x2');
    expect(queryOf(comicUrl(BASE, panels.slice(0, 1))).has('layout')).toBe(false);
    expect(payloadOf(comicUrl(BASE, panels.slice(0, 2)))).toEqual([
      { e: 'S01E01', ts: 1, o: [] },
      { e: 'S01E02', ts: 2, o: [] },
    ]);
    expect(comicUrl(BASE, panels.slice(0, 2)).endsWith('&layout=wide')).toBe(true);
  });

  it('takes a layout that fits the panel count', () => {
    const panels = [bare('S01E01', 1), bare('S01E02', 2), bare('S01E03', 3), bare('S01E04', 4)];
    const fits: [string, number][] = [
      ['single', 1],
      ['wide', 2], ['wide', 3], ['wide', 4],
      ['tall', 2], ['tall', 3], ['tall', 4],
      ['1over2', 3],
      ['2x2', 4],
    ];
    for (const [layout, count] of fits) {
      expect(queryOf(comicUrl(BASE, panels.slice(0, count), { layout })).get('layout')).toBe(layout);
    }
    expect(comicUrl(BASE, panels.slice(0, 1), { layout: 'single' }).endsWith('&layout=single')).toBe(true);
  });

  it('takes any known layout with any number of panels', () => {
    const panels = [bare('S01E01', 1), bare('S01E02', 2), bare('S01E03', 3), bare('S01E04', 4)];
    for (const layout of ['single', 'wide', 'tall', '1over2', '2x2']) {
      for (let count = 1; count <= 4; count++) {
        const url = comicUrl(BASE, panels.slice(0, count), { layout });
        expect(queryOf(url).get('layout')).toBe(layout);
        expect(payloadOf(url)).toHaveLength(count);
      }
    }
  });

  it('refuses a layout that does not exist (RangeError) or is not a string (TypeError)', () => {
    expect(() => comicUrl(BASE, [bare('S01E01', 1)], { layout: 'grid' })).toThrow(
      new RangeError('layout must be one of single, wide, tall, 1over2, 2x2, got "grid"'),
    );
    expect(() => comicUrl(BASE, [bare('S01E01', 1)], { layout: 1 })).toThrow(TypeError);
  });

  it('refuses options that are not an object, and unknown options', () => {
    expect(() => comicUrl(BASE, [bare('S01E01', 1)], 'wide')).toThrow(new TypeError('comic options must be an object, got "wide"'));
    expect(() => comicUrl(BASE, [bare('S01E01', 1)], null)).toThrow(TypeError);
    expect(() => comicUrl(BASE, [bare('S01E01', 1)], { layuot: 'wide' })).toThrow(
      new TypeError('Unknown comic option "layuot"; the options are layout'),
    );
    expect(comicUrl(BASE, [bare('S01E01', 1)], undefined)).toBe(comicUrl(BASE, [bare('S01E01', 1)]));
    expect(comicUrl(BASE, [bare('S01E01', 1)], { layout: undefined })).toBe(comicUrl(BASE, [bare('S01E01', 1)]));
  });

  it('refuses no panel or more than four', () => {
    expect(() => comicUrl(BASE, [])).toThrow(new RangeError('a comic has at least 1 panel, got 0'));
    expect(() => comicUrl(BASE, Array.from({ length: 5 }, (_, index) => bare('S01E01', index)))).toThrow(
      new RangeError("a comic has at most 4 panels (the service's limit), got 5"),
    );
  });

  it('builds on a base URL with a path', () => {
    const base = 'http://127.0.0.1:8080/mirror/';
    expect(payloadOf(comicUrl(base, [bare('S01E01', 1)]), base)).toEqual([{ e: 'S01E01', ts: 1, o: [] }]);
  });
});

describe('defaultCaptionOf', () => {
  it("formats a source's own caption", () => {
    expect(defaultCaptionOf({ caption: 'I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T' })).toBe('I am so smart! I am so\nsmart! S-M-R-T!');
    expect(defaultCaptionOf({ caption: 'That is impossible!' })).toBe('That is impossible!');
    expect(defaultCaptionOf({ caption: '' })).toBe('');
  });

  it('gives undefined for a source without a string caption (a Frame, a range)', () => {
    expect(defaultCaptionOf({})).toBeUndefined();
    expect(defaultCaptionOf({ caption: 5 })).toBeUndefined();
    expect(defaultCaptionOf(new Frame({ url: BASE }, { Id: 1, Episode: 'S01E01', Timestamp: 0 }) as { caption?: unknown })).toBeUndefined();
  });
});
