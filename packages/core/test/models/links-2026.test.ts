/**
 * Links of frames and screencaps on 2026 instances: getMemeUrl as a one-panel
 * comic (never meme/), the client's captionStyle, toComicPanel, strips and
 * the site's editors; and what stays as it was on classic instances.
 */
import { describe, expect, it } from '@jest/globals';
import { BaseScreencapClient } from '../../src/client/base-client.js';
import type { ClientOptions } from '../../src/client/options.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import { Frame } from '../../src/models/frame.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import { caption2026, searchResults2026 } from '../support/payloads.js';

class TestScreencap extends BaseScreencap {}

class TestClient extends BaseScreencapClient<TestScreencap> {
  constructor(url: string, options?: ClientOptions) {
    super(url, 'Test', options);
  }

  protected createScreencap(json: ScreencapJson): TestScreencap {
    return new TestScreencap(this, json);
  }
}

const OWN_CAPTION = 'I am so smart! I am so\nsmart! S-M-R-T!';

/** The payload of a comic URL on `base`, checked to be `comic/img?b64=`. */
function panelsOf(url: string, base = 'https://frinkiac.com/'): unknown {
  expect(url.startsWith(`${base}comic/img?b64=`)).toBe(true);
  expect(url).not.toContain('meme/');
  return JSON.parse(Buffer.from(new URL(url).searchParams.get('b64') ?? '', 'base64url').toString('utf8'));
}

function screencapOf(client: TestClient, json: ScreencapJson = caption2026()): TestScreencap {
  return new TestScreencap(client, json);
}

describe('getMemeUrl on a 2026 instance', () => {
  const frinkiac = new TestClient('https://frinkiac.com/');

  it('is the default of the live hosts, and of a bare source on them', () => {
    expect(frinkiac.generation).toBe('2026');
    const frame = new Frame({ url: 'https://morbotron.com/' }, searchResults2026()[0]!);
    expect(panelsOf(frame.getMemeUrl('Hi'), 'https://morbotron.com/')).toEqual([{ e: 'S05E01', ts: 200160, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] }]);
  });

  it('screencap: its own caption formatted, a caption as given, an empty one as no overlay', () => {
    const screencap = screencapOf(frinkiac);
    expect(panelsOf(screencap.getMemeUrl())).toEqual([{ e: 'S04E05', ts: 1023456, o: [{ t: OWN_CAPTION, s: 0, c: 'ffffffff', u: 0 }] }]);
    const long = 'Not wrapped, even though it is far longer than twenty-four characters';
    expect(panelsOf(screencap.getMemeUrl(long))).toEqual([{ e: 'S04E05', ts: 1023456, o: [{ t: long, s: 0, c: 'ffffffff', u: 0 }] }]);
    expect(panelsOf(screencap.getMemeUrl(''))).toEqual([{ e: 'S04E05', ts: 1023456, o: [] }]);
    expect(panelsOf(screencapOf(frinkiac, { ...caption2026(), Subtitles: [] }).getMemeUrl())).toEqual([{ e: 'S04E05', ts: 1023456, o: [] }]);
  });

  it('frame: no caption gives a panel without overlay', () => {
    const frame = screencapOf(frinkiac).frame;
    expect(panelsOf(frame.getMemeUrl())).toEqual([{ e: 'S04E05', ts: 1023456, o: [] }]);
    expect(panelsOf(frame.getMemeUrl('Hi'))).toEqual([{ e: 'S04E05', ts: 1023456, o: [{ t: 'Hi', s: 0, c: 'ffffffff', u: 0 }] }]);
  });

  it('refuses a caption that is not a string, or over the limits', () => {
    expect(() => screencapOf(frinkiac).getMemeUrl(null as never)).toThrow(new TypeError('caption must be a string, got null'));
    expect(() => screencapOf(frinkiac).frame.getMemeUrl(5 as never)).toThrow(TypeError);
    expect(() => screencapOf(frinkiac).getMemeUrl('x'.repeat(1025))).toThrow(/at most 1024 bytes \(UTF-8\), got 1025/);
  });

  it("draws in the client's captionStyle, on the frames of its screencaps too", () => {
    const styled = new TestClient('https://frinkiac.com/', { captionStyle: { font: 'impact', allCaps: true } });
    const screencap = screencapOf(styled);
    expect(panelsOf(screencap.getMemeUrl('Hi'))).toEqual([{ e: 'S04E05', ts: 1023456, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffffffff', u: 1 }] }]);
    expect(panelsOf(screencap.frame.getMemeUrl('Hi'))).toEqual(panelsOf(screencap.getMemeUrl('Hi')));
    expect(panelsOf(screencap.getComicUrl({ caption: 'Hi', style: { allCaps: false } }))).toEqual([
      { e: 'S04E05', ts: 1023456, o: [{ t: 'Hi', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
    ]);
    expect(panelsOf(styled.getComicUrl({ frame: screencap, overlays: [{ text: 'A' }] }))).toEqual([
      { e: 'S04E05', ts: 1023456, o: [{ t: 'A', f: 'impact', s: 0, c: 'ffffffff', u: 1 }] },
    ]);
  });
});

describe('on a classic instance', () => {
  const classic = new TestClient('https://frinkiac.com/', { generation: 'classic' });

  it('getMemeUrl stays meme/, for screencaps and their frames', () => {
    expect(screencapOf(classic).getMemeUrl('Hi')).toBe('https://frinkiac.com/meme/S04E05/1023456.jpg?b64lines=SGk%3D');
    expect(screencapOf(classic).frame.getMemeUrl()).toBe('https://frinkiac.com/meme/S04E05/1023456.jpg');
  });

  it('refuses the editor links with a TypeError naming the method and the generation', () => {
    expect(() => screencapOf(classic).getComicEditorUrl()).toThrow(
      new TypeError("getComicEditorUrl needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if https://frinkiac.com/ runs the 2026 one)"),
    );
    expect(() => screencapOf(classic).getGifEditorUrl()).toThrow(/^getGifEditorUrl needs the 2026 generation of the service; this client is set to 'classic'/);
  });

  it('refuses comics and strips too, whose comic/img the classic sites do not have', () => {
    expect(() => screencapOf(classic).getComicStripUrl()).toThrow(/^getComicStripUrl needs the 2026 generation of the service; this client is set to 'classic'/);
    expect(() => screencapOf(classic).getComicUrl()).toThrow(/^getComicUrl needs the 2026 generation of the service; this client is set to 'classic'/);
    expect(() => classic.getComicUrl([screencapOf(classic)])).toThrow(
      new TypeError("getComicUrl needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if https://frinkiac.com/ runs the 2026 one)"),
    );
  });
});

describe('toComicPanel, and a screencap as a panel', () => {
  const client = new TestClient('http://127.0.0.1:8080/', { generation: '2026' });

  it('is its frame with its own caption formatted, or its bare frame when silent', () => {
    const screencap = screencapOf(client);
    expect(screencap.toComicPanel()).toEqual({ frame: screencap.frame, caption: OWN_CAPTION });
    const silent = screencapOf(client, { ...caption2026(), Subtitles: [] });
    expect(silent.toComicPanel()).toEqual({ frame: silent.frame });
  });

  it('is what client.getComicUrl draws for a screencap', () => {
    const screencap = screencapOf(client);
    expect(client.getComicUrl([screencap, screencap])).toBe(client.getComicUrl([screencap.toComicPanel(), screencap.toComicPanel()]));
    expect(client.getComicUrl(screencap)).toBe(client.getComicUrl({ frame: screencap, caption: OWN_CAPTION }));
  });
});

describe('getComicStripUrl', () => {
  const client = new TestClient('http://127.0.0.1:8080/', { generation: '2026' });

  it('one panel per line (the first 4), each line formatted, the layout picked from the count', () => {
    const url = screencapOf(client).getComicStripUrl();
    expect(new URL(url).searchParams.get('layout')).toBe('2x2');
    expect(panelsOf(url, 'http://127.0.0.1:8080/')).toEqual(
      ['I am so smart!', 'I am so smart!', 'S-M-R-T!', 'I mean S-M-A-R-T'].map((t) => ({ e: 'S04E05', ts: 1023456, o: [{ t, f: 'impact', s: 0, c: 'ffffffff', u: 0 }] })),
    );
  });

  it('takes the known frame nearest each line start, a layout and a style', () => {
    const nearby = [1020000, 1022400, 1023456, 1024100, 1025500].map((Timestamp, index) => ({ Id: index, Episode: 'S04E05', Timestamp }));
    const url = screencapOf(client, { ...caption2026(), Nearby: nearby }).getComicStripUrl({ layout: 'tall', style: { font: 'fr' } });
    expect(new URL(url).searchParams.get('layout')).toBe('tall');
    expect((panelsOf(url, 'http://127.0.0.1:8080/') as { ts: number; o: { f: string }[] }[]).map((panel) => [panel.ts, panel.o[0]?.f])).toEqual([
      [1020000, 'fr'],
      [1022400, 'fr'],
      [1024100, 'fr'],
      [1025500, 'fr'],
    ]);
  });

  it('refuses unknown options', () => {
    expect(() => screencapOf(client).getComicStripUrl({ caption: 'x' } as never)).toThrow(
      new TypeError('Unknown comic strip option "caption"; the options are layout, style'),
    );
    expect(() => screencapOf(client).getComicStripUrl('tall' as never)).toThrow(TypeError);
  });
});

describe('editor links on a 2026 instance', () => {
  const client = new TestClient('https://frinkiac.com/');

  it('getComicEditorUrl is comicmaker/<key>/<ts>', () => {
    expect(screencapOf(client).getComicEditorUrl()).toBe('https://frinkiac.com/comicmaker/S04E05/1023456');
  });

  it('getGifEditorUrl is bettermaker/<key>/<start>/<end>, 3000 before and 4000 after, within the episode', () => {
    expect(screencapOf(client).getGifEditorUrl()).toBe('https://frinkiac.com/bettermaker/S04E05/1020456/1027456');
    expect(screencapOf(client).getGifEditorUrl({ before: 0, after: 1 })).toBe('https://frinkiac.com/bettermaker/S04E05/1023456/1023457');
    const bounded = screencapOf(client, { ...caption2026(), MinTimestamp: 1022000, MaxTimestamp: 1024000 });
    expect(bounded.getGifEditorUrl()).toBe('https://frinkiac.com/bettermaker/S04E05/1022000/1024000');
    expect(screencapOf(client).getGifEditorUrl({ before: 5_000_000 })).toBe('https://frinkiac.com/bettermaker/S04E05/0/1027456');
  });

  it('refuses bad options', () => {
    expect(() => screencapOf(client).getGifEditorUrl({ before: -1 })).toThrow(RangeError);
    expect(() => screencapOf(client).getGifEditorUrl({ after: 1.5 })).toThrow(RangeError);
    expect(() => screencapOf(client).getGifEditorUrl({ caption: 'x' } as never)).toThrow(TypeError);
  });
});

describe('getMemeUrl limits on a 2026 instance', () => {
  const client = new TestClient('https://frinkiac.com/');

  it('names the method in its messages', () => {
    expect(() => screencapOf(client).getMemeUrl('é'.repeat(513))).toThrow(
      new RangeError('getMemeUrl: the text of one overlay is at most 1024 bytes (UTF-8), got 1026 in overlay 0'),
    );
    const longKey = new Frame(client, { Id: 1, Episode: 'S01E01-extended-cut', Timestamp: 5 });
    expect(() => longKey.getMemeUrl()).toThrow(
      new RangeError('getMemeUrl: key "S01E01-extended-cut": an episode key is at most 16 bytes (UTF-8), got 19'),
    );
    // The classic service has no such limits: its meme links are built as before.
    expect(new Frame(new TestClient('https://frinkiac.com/', { generation: 'classic' }), { Id: 1, Episode: 'S01E01-extended-cut', Timestamp: 5 }).getMemeUrl()).toBe(
      'https://frinkiac.com/meme/S01E01-extended-cut/5.jpg',
    );
  });
});
