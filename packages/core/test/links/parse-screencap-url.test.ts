import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { encodeCaption } from '../../src/caption/encode-caption.js';
import { comicUrl } from '../../src/comics/comic-url.js';
import { parseScreencapUrl, readScreencapUrl } from '../../src/links/parse-screencap-url.js';

const F = 'https://frinkiac.com/';
const LOCAL = 'http://127.0.0.1:8080/';

// A payload written by hand (URL-safe base64 of compact JSON), not by the SDK's comic builder.
function payload(json: unknown): string {
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

describe('parseScreencapUrl: frames', () => {
  it.each([
    ['caption page', `${F}caption/S05E01/200160`],
    ['episode page', `${F}episode/S05E01/200160`],
    ['full image', `${F}img/S05E01/200160.jpg`],
    ['thumbnail', `${F}img/S05E01/200160/medium.jpg`],
    ['comic editor', `${F}comicmaker/S05E01/200160`],
    ['www and http', 'http://www.frinkiac.com/caption/S05E01/200160'],
    ['no scheme, trailing slash, white space', '  frinkiac.com/caption/S05E01/200160/ \n'],
  ])('%s', (_name, url) => {
    expect(parseScreencapUrl(url)).toEqual({ kind: 'frame', base: F, key: 'S05E01', timestamp: 200160 });
  });

  it('a classic meme with its caption decoded', () => {
    const url = `${F}meme/S05E01/200160.jpg?b64lines=${encodeCaption('That is\nimpossible! 日本')}`;
    expect(parseScreencapUrl(url)).toEqual({ kind: 'frame', base: F, key: 'S05E01', timestamp: 200160, caption: 'That is\nimpossible! 日本' });
  });

  it('a meme whose caption does not decode still names its frame', () => {
    expect(parseScreencapUrl(`${F}meme/S05E01/200160.jpg?b64lines=%%%`)).toEqual({ kind: 'frame', base: F, key: 'S05E01', timestamp: 200160 });
  });

  it('a film key and an escaped key', () => {
    expect(parseScreencapUrl(`${F}caption/Movie/5000`)).toMatchObject({ key: 'Movie', timestamp: 5000 });
    expect(parseScreencapUrl(`${F}caption/A%20B/5000`)).toMatchObject({ key: 'A B' });
  });
});

describe('parseScreencapUrl: clips, comics, videos', () => {
  it('classic gif and mp4 links', () => {
    expect(parseScreencapUrl(`${F}gif/S05E01/1000/4000.gif?b64lines=${encodeCaption('Woo!')}`)).toEqual({
      kind: 'clip', base: F, key: 'S05E01', start: 1000, end: 4000, format: 'gif', caption: 'Woo!',
    });
    expect(parseScreencapUrl(`${F}mp4/S05E01/1000/4000.mp4`)).toEqual({ kind: 'clip', base: F, key: 'S05E01', start: 1000, end: 4000, format: 'mp4' });
  });

  it('the gif editor', () => {
    expect(parseScreencapUrl(`${F}bettermaker/S05E01/1000/4000?b64=xyz`)).toEqual({ kind: 'clip', base: F, key: 'S05E01', start: 1000, end: 4000, format: 'gif' });
  });

  it('a clip that ends before it starts is no link', () => {
    expect(parseScreencapUrl(`${F}gif/S05E01/4000/1000.gif`)).toBeUndefined();
  });

  it('a comic: its panels and layout', () => {
    const b64 = payload([{ e: 'S05E01', ts: 1000, o: [{ t: 'Hi!' }, { t: 'There', f: 'impact' }] }, { e: 'S05E02', ts: 2000 }]);
    expect(parseScreencapUrl(`${F}comic/img?b64=${b64}&layout=wide`)).toEqual({
      kind: 'comic', base: F, layout: 'wide',
      panels: [{ key: 'S05E01', timestamp: 1000, captions: ['Hi!', 'There'] }, { key: 'S05E02', timestamp: 2000, captions: [] }],
    });
  });

  it("reads the SDK's own comic links back", () => {
    const url = comicUrl(F, [{ frame: { key: 'S05E01', timestamp: 1000 }, caption: 'Hello' }]);
    expect(parseScreencapUrl(url)).toMatchObject({ kind: 'comic', panels: [{ key: 'S05E01', timestamp: 1000, captions: ['Hello'] }] });
  });

  it.each([
    ['not base64', '!!!'],
    ['base64 of text', Buffer.from('hello').toString('base64url')],
    ['an object', payload({ e: 'S01E01', ts: 1 })],
    ['no panels', payload([])],
    ['five panels', payload(Array.from({ length: 5 }, () => ({ e: 'S01E01', ts: 1 })))],
    ['a negative timestamp', payload([{ e: 'S01E01', ts: -1 }])],
    ['a dot key', payload([{ e: '..', ts: 1 }])],
    ['overlays not a list', payload([{ e: 'S01E01', ts: 1, o: 'x' }])],
  ])('a comic payload that is %s gives undefined', (_name, b64) => {
    expect(parseScreencapUrl(`${F}comic/img?b64=${b64}`)).toBeUndefined();
  });

  it('a rendered video', () => {
    const url = `${F}video/S05E01/abcdefghijklmnopqrstuvwxyz0=.gif`;
    expect(parseScreencapUrl(url)).toEqual({ kind: 'video', base: F, key: 'S05E01', format: 'gif', url });
  });
});

describe('parseScreencapUrl: which links count', () => {
  it.each([
    ['another host', 'https://example.com/caption/S05E01/1'],
    ['a look-alike host', 'https://frinkiac.com.evil.example/caption/S05E01/1'],
    ['credentials', 'https://user:pw@frinkiac.com/caption/S05E01/1'],
    ['another port', 'https://frinkiac.com:8443/caption/S05E01/1'],
    ['another scheme', 'ftp://frinkiac.com/caption/S05E01/1'],
    ['an unknown path', `${F}api/caption?e=S05E01&t=1`],
    ['a missing timestamp', `${F}caption/S05E01`],
    ['a timestamp that is not a number', `${F}caption/S05E01/12a`],
    ['a dot-segment key', `${F}caption/%2e%2e/1`],
    ['a malformed escape', `${F}caption/%E0%A4%A/1`],
  ])('%s: undefined', (_name, url) => {
    expect(parseScreencapUrl(url)).toBeUndefined();
  });

  it('with a base, only links under it count', () => {
    expect(parseScreencapUrl(`${LOCAL}caption/S01E01/1000`, LOCAL)).toEqual({ kind: 'frame', base: LOCAL, key: 'S01E01', timestamp: 1000 });
    expect(parseScreencapUrl(`${F}caption/S01E01/1000`, LOCAL)).toBeUndefined();
    expect(parseScreencapUrl('http://127.0.0.1:8081/caption/S01E01/1000', LOCAL)).toBeUndefined();
    expect(parseScreencapUrl('http://2130706433:8080/caption/S01E01/1000', 'http://10.0.0.1:8080/')).toBeUndefined();
    expect(parseScreencapUrl(`${LOCAL}sub/caption/S01E01/1000`, `${LOCAL}sub`)).toMatchObject({ base: `${LOCAL}sub/` });
    expect(parseScreencapUrl(`${LOCAL}caption/S01E01/1000`, `${LOCAL}sub/`)).toBeUndefined();
  });

  it('a bad base gives undefined, never an error', () => {
    expect(parseScreencapUrl(`${F}caption/S01E01/1000`, 'not a url')).toBeUndefined();
    expect(parseScreencapUrl(`${F}caption/S01E01/1000`, 42 as unknown as string)).toBeUndefined();
  });

  it('says which path a link took (for unfurl)', () => {
    expect(readScreencapUrl(`${F}img/S01E01/1/medium.jpg`)?.route).toBe('medium');
    expect(readScreencapUrl(`${F}meme/S01E01/1.jpg`)?.route).toBe('meme');
  });
});

describe('parseScreencapUrl never throws (fuzz)', () => {
  const RUNS = { numRuns: 2000 };
  const prefix = fc.constantFrom(F, 'http://www.morbotron.com/', 'frinkiac.com/', LOCAL, 'https://', '', 'javascript:');
  const route = fc.constantFrom('caption/', 'img/', 'meme/', 'gif/', 'mp4/', 'video/', 'comic/img?b64=', 'bettermaker/', 'episode/', '');
  const noise = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.webPath(), fc.webQueryParameters());
  const json = fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));
  const panels = fc
    .array(fc.record({ e: fc.oneof(fc.string(), fc.constant('S01E01'), fc.integer()), ts: fc.oneof(fc.integer(), fc.double(), fc.string()), o: fc.anything() }, { requiredKeys: [] }), { maxLength: 6 })
    .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'));

  it('arbitrary strings and values, with and without a base', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.anything()), fc.option(fc.oneof(fc.string(), fc.webUrl(), fc.anything())), (url, base) => {
        expect(() => parseScreencapUrl(url as string, (base ?? undefined) as string | undefined)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('link-shaped strings and malformed payloads', () => {
    fc.assert(
      fc.property(prefix, route, fc.array(noise, { maxLength: 4 }), fc.oneof(json, panels, noise), fc.boolean(), (head, path, parts, tail, withBase) => {
        const url = `${head}${path}${parts.join('/')}${tail}`;
        const parsed = parseScreencapUrl(url, withBase ? LOCAL : undefined);
        if (parsed !== undefined) expect(['frame', 'clip', 'comic', 'video']).toContain(parsed.kind);
      }),
      RUNS,
    );
  });
});
