import { describe, expect, it } from '@jest/globals';
import { BaseScreencapClient } from '../../src/client/base-client.js';
import { GENERIC_FONT_PROFILE } from '../../src/instances/instances.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import { Frame, type InstanceSource } from '../../src/models/frame.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import { caption2026, classicCaption, searchResults2026 } from '../support/payloads.js';

class TestScreencap extends BaseScreencap {}

class TestClient extends BaseScreencapClient<TestScreencap> {
  constructor(url: string, title = 'Test') {
    super(url, title, undefined);
  }

  protected createScreencap(json: ScreencapJson): TestScreencap {
    return new TestScreencap(this, json);
  }
}

const FRINKIAC = { url: 'https://frinkiac.com/' };
const OWN_CAPTION = 'I am so smart! I am so\nsmart! S-M-R-T!';

/** The decoded payload and the layout of a comic URL on `base`. */
function comicOf(url: string, base = 'https://frinkiac.com/'): { payload: unknown; layout: string | null } {
  expect(url.startsWith(`${base}comic/img?b64=`)).toBe(true);
  const query = new URL(url).searchParams;
  return { payload: JSON.parse(Buffer.from(query.get('b64') ?? '', 'base64url').toString('utf8')), layout: query.get('layout') };
}

/**
 * An overlay of the payload in the default style, `f` the font: left out when
 * it is the site's own (these tests draw akbar only on Frinkiac, fr only on Morbotron).
 */
function wire(text: string, f: string) {
  return f === 'akbar' || f === 'fr' ? { t: text, s: 0, c: 'ffffffff', u: 0 } : { t: text, f, s: 0, c: 'ffffffff', u: 0 };
}

function modern(source: InstanceSource = FRINKIAC): TestScreencap {
  return new TestScreencap(source, caption2026());
}

describe('BaseScreencap.getComicUrl', () => {
  it('draws its own caption, formatted, in the instance default style, with no layout', () => {
    expect(comicOf(modern().getComicUrl())).toEqual({
      payload: [{ e: 'S04E05', ts: 1023456, o: [wire(OWN_CAPTION, 'akbar')] }],
      layout: null,
    });
    expect(modern().getComicUrl({})).toBe(modern().getComicUrl());
  });

  it('styles its own caption with the style given', () => {
    expect(comicOf(modern().getComicUrl({ style: { font: 'comicneue', color: '#ffff00', allCaps: true } })).payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [{ ...wire(OWN_CAPTION, 'comicneue'), c: 'ffff00ff', u: 1 }] },
    ]);
  });

  it('uses a caption given as given, and an empty one as none', () => {
    expect(comicOf(modern().getComicUrl({ caption: 'Me fail English? That is unpossible!' })).payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [wire('Me fail English? That is unpossible!', 'akbar')] },
    ]);
    expect(comicOf(modern().getComicUrl({ caption: '' })).payload).toEqual([{ e: 'S04E05', ts: 1023456, o: [] }]);
  });

  it('uses overlays given instead of its own caption', () => {
    const url = modern().getComicUrl({ overlays: [{ text: 'Top', y: 8, align: 'left' }, { text: 'Bottom', font: 'jost' }] });
    expect(comicOf(url).payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [{ ...wire('Top', 'akbar'), y: 8, a: 'l' }, wire('Bottom', 'jost')] },
    ]);
  });

  it('draws nothing when it has no subtitles', () => {
    const json = { ...classicCaption(), Subtitles: [] };
    expect(comicOf(new TestScreencap(FRINKIAC, json).getComicUrl()).payload).toEqual([{ e: 'S05E01', ts: 200160, o: [] }]);
  });

  it('takes any known layout for its one panel', () => {
    expect(comicOf(modern().getComicUrl({ layout: 'single' })).layout).toBe('single');
    expect(comicOf(modern().getComicUrl({ layout: 'wide' })).layout).toBe('wide');
    expect(() => modern().getComicUrl({ layout: 'mosaic' } as never)).toThrow(RangeError);
  });

  it('uses the fonts of the instance it comes from', () => {
    expect(comicOf(modern({ url: 'https://morbotron.com/' }).getComicUrl(), 'https://morbotron.com/').payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [wire(OWN_CAPTION, 'fr')] },
    ]);
    expect(comicOf(modern({ url: 'https://morbotron.com/' }).getComicUrl({ style: { font: 'akbar' } }), 'https://morbotron.com/').payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [{ t: OWN_CAPTION, f: 'akbar', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
    const custom = { url: 'http://127.0.0.1:8080', fonts: { fonts: ['jost'], defaultFont: 'jost' }, generation: '2026' } as const;
    expect(comicOf(modern(custom).getComicUrl(), 'http://127.0.0.1:8080/').payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [wire(OWN_CAPTION, 'jost')] },
    ]);
  });

  it('refuses, before reading its options, on a source whose generation is not 2026', () => {
    const local = { url: 'http://127.0.0.1:8080' };
    expect(() => modern(local).getComicUrl()).toThrow(/^getComicUrl needs the 2026 generation of the service; this client is set to 'auto'/);
    expect(() => modern({ ...local, generation: 'classic' }).getComicUrl('bad' as never)).toThrow(/^getComicUrl needs the 2026 generation/);
    expect(() => modern({ ...local, generation: 'classic' }).getComicStripUrl({ layout: 'grid' } as never)).toThrow(/^getComicStripUrl needs the 2026 generation/);
  });

  it('uses the fonts of the client that built it', () => {
    const client = new TestClient('https://morbotron.com');
    const screencap = new TestScreencap(client, caption2026());
    expect(comicOf(screencap.getComicUrl(), 'https://morbotron.com/').payload).toEqual([
      { e: 'S04E05', ts: 1023456, o: [wire(OWN_CAPTION, 'fr')] },
    ]);
  });

  it('refuses bad options', () => {
    expect(() => modern().getComicUrl('caption' as never)).toThrow(new TypeError('comic options must be an object, got "caption"'));
    expect(() => modern().getComicUrl(null as never)).toThrow(TypeError);
    expect(() => modern().getComicUrl({ caption: 'a', overlays: [] })).toThrow(new TypeError('panels[0] takes a caption or overlays, not both'));
    expect(() => modern().getComicUrl({ caption: 5 } as never)).toThrow(TypeError);
    expect(() => modern().getComicUrl({ style: { size: 200 } })).toThrow(RangeError);
    expect(() => modern().getComicUrl({ font: 'jost' } as never)).toThrow(
      new TypeError('Unknown panels[0] option "font"; the options are frame, caption, style, overlays'),
    );
    expect(() => modern().getComicUrl({ overlays: [{ text: 'a' }], style: { font: 'jost' } })).toThrow(TypeError);
  });
});

describe('BaseScreencapClient', () => {
  it("exposes the instance's fonts", () => {
    const all = ['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr'];
    expect(new TestClient('https://frinkiac.com').fonts).toEqual({ fonts: all, defaultFont: 'akbar', siteDefaultFont: 'akbar' });
    expect(new TestClient('https://morbotron.com/').fonts).toEqual({ fonts: all, defaultFont: 'fr', siteDefaultFont: 'fr' });
    expect(new TestClient('http://127.0.0.1:9/').fonts).toEqual(GENERIC_FONT_PROFILE);
  });

  describe('getComicUrl', () => {
    const client = new TestClient('https://frinkiac.com/');
    const first = new Frame(FRINKIAC, searchResults2026()[0]!);
    const second = { key: 'S10E02', timestamp: 125000 };

    it('builds one panel from a single panel input, with no layout', () => {
      expect(comicOf(client.getComicUrl({ frame: first, caption: 'Hi!' }))).toEqual({
        payload: [{ e: 'S05E01', ts: 200160, o: [wire('Hi!', 'akbar')] }],
        layout: null,
      });
    });

    it('builds a strip with the layout picked from the count unless given', () => {
      const panels = [
        { frame: first, caption: 'Hi!' },
        { frame: second, caption: 'Bye!', style: { font: 'comicneue' as const } },
      ];
      expect(comicOf(client.getComicUrl(panels))).toEqual({
        payload: [
          { e: 'S05E01', ts: 200160, o: [wire('Hi!', 'akbar')] },
          { e: 'S10E02', ts: 125000, o: [wire('Bye!', 'comicneue')] },
        ],
        layout: 'wide',
      });
      expect(comicOf(client.getComicUrl(panels, { layout: 'tall' })).layout).toBe('tall');
      expect(comicOf(client.getComicUrl([...panels, { frame: first }])).layout).toBe('1over2');
      expect(comicOf(client.getComicUrl([...panels, ...panels])).layout).toBe('2x2');
    });

    it('draws no caption for a screencap panel without one (no default caption)', () => {
      expect(comicOf(client.getComicUrl({ frame: modern() })).payload).toEqual([{ e: 'S04E05', ts: 1023456, o: [] }]);
    });

    it('refuses bad panels, counts, layouts and fonts', () => {
      expect(() => client.getComicUrl([])).toThrow(new RangeError('a comic has at least 1 panel, got 0'));
      expect(() => client.getComicUrl(Array.from({ length: 5 }, () => ({ frame: first })))).toThrow(RangeError);
      expect(comicOf(client.getComicUrl([{ frame: first }, { frame: second }, { frame: first }], { layout: '2x2' })).layout).toBe('2x2');
      expect(() => client.getComicUrl({ frame: first, caption: 'x', style: { font: 'arial' as never } })).toThrow(RangeError);
      expect(() => client.getComicUrl({ frame: first, caption: 'x', style: { font: 'fr' } })).not.toThrow();
      expect(() => new TestClient('https://morbotron.com/').getComicUrl({ frame: first, caption: 'x', style: { font: 'fr' } })).not.toThrow();
      expect(() => client.getComicUrl({ frame: first }, { layout: 'wide', gap: 2 } as never)).toThrow(TypeError);
    });
  });
});

describe('Frame fields of 2026 search results', () => {
  it('keeps Content as content and Title (line breaks tidied) as title', () => {
    const frame = new Frame(FRINKIAC, { Id: 1, Episode: 'S04E05', Timestamp: 5, Content: ' I am so smart! ', Title: 'Lisa the\nBeauty Queen\n' });
    expect(frame.content).toBe(' I am so smart! ');
    expect(frame.title).toBe('Lisa the Beauty Queen');
    expect(frame.json.Title).toBe('Lisa the\nBeauty Queen\n');
  });

  it('maps every 2026 search result', () => {
    const frames = searchResults2026().map((json) => new Frame(FRINKIAC, json));
    expect(frames.map((frame) => [frame.key, frame.timestamp, frame.content, frame.title])).toEqual([
      ['S05E01', 200160, 'That is impossible!', "Homer's Barbershop Quartet"],
      ['S10E02', 125000, 'Impossible? Nothing is impossible.', 'The Wizard of Evergreen Terrace'],
      ['S01E01', 0, "It's impossible!", 'Simpsons Roasting on an Open Fire'],
    ]);
  });

  it('leaves content and title undefined on classic frames', () => {
    const frame = new Frame(FRINKIAC, { Id: 1, Episode: 'S05E01', Timestamp: 200160 });
    expect(frame.content).toBeUndefined();
    expect(frame.title).toBeUndefined();
  });

  it('ignores a Content or Title that is not a string', () => {
    const frame = new Frame(FRINKIAC, { Id: 1, Episode: 'S05E01', Timestamp: 1, Content: 5, Title: null } as never);
    expect(frame.content).toBeUndefined();
    expect(frame.title).toBeUndefined();
  });
});
