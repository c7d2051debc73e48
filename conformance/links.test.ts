/**
 * Links and media, both flavours, against the fake service in 2026 mode with
 * its CDN (media needs a browser's User-Agent and the site as Referer) and
 * its renamed frames: download, unfurl, thumbnails, get and withOptions.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { catalogue2026, renamedFrames } from '@screencap/fake-service';
import { callFailure, expectNoRequest, requestLog } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { type LinksClient, linksClient, magicOf } from './support/links.js';
import { GENERATION_2026, MODE_2026 } from './support/y2026.js';

const fake = useFakeService({ ...MODE_2026, renamed: true });
const [GONE] = renamedFrames(catalogue2026);
// A frame that is still there: the one right after the gone one.
const KEPT = catalogue2026.episodes[0]?.frames[3];

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: LinksClient;
  const made: LinksClient[] = [];
  const make = (overrides = {}): LinksClient => {
    const next = linksClient(flavour, fake().url, { ...GENERATION_2026, ...overrides });
    made.push(next);
    return next;
  };

  afterEach(() => {
    for (const one of made.splice(0)) one.close();
  });

  describe('download', () => {
    it('an image, through the CDN: bytes, type, size and URL', async () => {
      client = make();
      const url = `${fake().url}img/S01E01/1000/medium.jpg`;
      const file = await flavour.call(() => client.download(url));
      expect(file.data).toBeInstanceOf(Uint8Array);
      expect(magicOf(file.data)).toBe('jpeg');
      expect(file).toMatchObject({ contentType: 'image/jpeg', size: file.data.byteLength, url });
      expect((await requestLog(fake)).map((entry) => [entry.endpoint, entry.status])).toEqual([['img', 200]]);
    });

    it('a rendered gif', async () => {
      client = make();
      const gif = await flavour.call(() => client.renderGif({ key: 'S01E01', start: 1000, end: 3000 }, { caption: 'Woo!' }));
      const file = await flavour.call(() => client.download(gif));
      expect(magicOf(file.data)).toBe('GIF89a');
      expect(file.contentType).toBe('image/gif');
    });

    it('a mediaUserAgent the CDN does not take: its 403, once', async () => {
      client = make({ mediaUserAgent: 'curl/8.0' });
      const error = await callFailure(flavour, () => client.download(`${fake().url}img/S01E01/1000.jpg`));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 403, attempts: 1 });
    });

    it('over maxBytes: MediaTooLargeError with limit, size and URL', async () => {
      client = make();
      const url = `${fake().url}img/S01E01/1000.jpg`;
      const error = await callFailure(flavour, () => client.download(url, { maxBytes: 16 }));
      expect(error).toBeInstanceOf(core.MediaTooLargeError);
      expect(error).toBeInstanceOf(core.ScreencapError);
      expect(error).toMatchObject({ limit: 16, url, method: 'GET' });
      expect((error as core.MediaTooLargeError).size).toBeGreaterThan(16);
    });

    it('an answer that is not an image or video: InvalidResponseError (content-type)', async () => {
      client = make();
      const error = await callFailure(flavour, () => client.download(`${fake().url}api/caption?e=S01E01&t=1000`));
      expect(error).toBeInstanceOf(core.InvalidResponseError);
      expect(error).toMatchObject({ reason: 'content-type', contentType: expect.stringContaining('application/json') as unknown });
    });

    it.each([
      ['another host', 'https://example.com/img/S01E01/1000.jpg'],
      ['a bad maxBytes', 'OWN'],
    ])('%s: refused before any request', async (_name, url) => {
      client = make();
      const own = `${fake().url}img/S01E01/1000.jpg`;
      const error = await callFailure(flavour, () => (url === 'OWN' ? client.download(own, { maxBytes: 0 }) : client.download(url)));
      expect(error).toBeInstanceOf(url === 'OWN' ? RangeError : TypeError);
      await expectNoRequest(fake);
    });
  });

  describe('unfurl', () => {
    it('a frame link: its screencap, the link as given', async () => {
      client = make();
      const frame = KEPT ?? { Episode: 'S01E01', Timestamp: 0 };
      const url = `${fake().url}caption/${frame.Episode}/${frame.Timestamp}`;
      const unfurled = await flavour.call(() => client.unfurl(url));
      expect(unfurled).toMatchObject({ parsed: { kind: 'frame', key: frame.Episode, timestamp: frame.Timestamp }, link: url, moved: false });
      expect(unfurled?.screencap).toBeInstanceOf(flavour.ScreencapClass);
      expect(unfurled?.screencap?.timestamp).toBe(frame.Timestamp);
    });

    it('a frame that no longer exists: the nearest frame of the episode, moved, and a link to it', async () => {
      client = make();
      if (GONE === undefined) throw new Error('no renamed frame');
      const unfurled = await flavour.call(() => client.unfurl(`${fake().url}img/${GONE.Episode}/${GONE.Timestamp}/medium.jpg`));
      const episode = catalogue2026.episodes.find((entry) => entry.episode.Key === GONE.Episode);
      const left = (episode?.frames ?? []).filter((frame) => !renamedFrames(catalogue2026).includes(frame));
      const nearest = left.reduce((best, frame) => (Math.abs(frame.Timestamp - GONE.Timestamp) < Math.abs(best.Timestamp - GONE.Timestamp) ? frame : best));
      expect(unfurled?.moved).toBe(true);
      expect(unfurled?.screencap?.timestamp).toBe(nearest.Timestamp);
      expect(unfurled?.link).toBe(`${fake().url}img/${GONE.Episode}/${nearest.Timestamp}/medium.jpg`);
      expect((await requestLog(fake)).map((entry) => [entry.endpoint, entry.status])).toEqual([['caption', 404], ['frames', 200], ['caption', 200]]);
    });

    it('a classic meme: a comic link with the same caption', async () => {
      client = make();
      const unfurled = await flavour.call(() => client.unfurl(`${fake().url}meme/S01E01/1000.jpg?b64lines=${core.encodeCaption('Hello there')}`));
      expect(unfurled?.parsed).toMatchObject({ kind: 'frame', caption: 'Hello there' });
      const comic = core.parseScreencapUrl(unfurled?.link ?? '', fake().url);
      expect(comic).toMatchObject({ kind: 'comic', panels: [{ key: 'S01E01', timestamp: unfurled?.screencap?.timestamp, captions: ['Hello there'] }] });
    });

    it('a classic gif: rendered, one render request', async () => {
      client = make();
      const unfurled = await flavour.call(() => client.unfurl(`${fake().url}gif/S01E01/1000/3000.gif?b64lines=${core.encodeCaption('Woo!')}`));
      expect(core.parseScreencapUrl(unfurled?.link ?? '', fake().url)).toMatchObject({ kind: 'video', key: 'S01E01', format: 'gif' });
      expect(unfurled?.screencap?.key).toBe('S01E01');
      const log = await requestLog(fake);
      expect(log.filter((entry) => entry.endpoint === 'render-gif')).toHaveLength(1);
    });

    it('a video link: no screencap, no request', async () => {
      client = make();
      const url = `${fake().url}video/S01E01/abcdefghijklmnopqrstuvwxyz01.gif`;
      expect(await flavour.call(() => client.unfurl(url))).toEqual({ parsed: { kind: 'video', base: fake().url, key: 'S01E01', format: 'gif', url }, screencap: undefined, link: url, moved: false });
      await expectNoRequest(fake);
    });

    it('a comic: the first panel', async () => {
      client = make();
      const url = client.getComicUrl([{ frame: { key: 'S01E02', timestamp: 2000 }, caption: 'A' }, { frame: { key: 'S01E01', timestamp: 1000 } }]);
      const unfurled = await flavour.call(() => client.unfurl(url));
      expect(unfurled?.parsed.kind).toBe('comic');
      expect(unfurled?.screencap?.key).toBe('S01E02');
      expect(unfurled?.link).toBe(url);
    });

    it.each(['https://example.com/caption/S01E01/1000', 'https://frinkiac.com/caption/S01E01/1000', 'not a link', ''])('%j: undefined, no request', async (url) => {
      client = make();
      expect(await flavour.call(() => client.unfurl(url))).toBeUndefined();
      await expectNoRequest(fake);
    });
  });

  it('thumbnails: medium.jpg on 2026, the full image on classic', async () => {
    client = make();
    const [frame] = await flavour.call(() => client.search('pancakes'));
    expect(frame?.getThumbnailUrl()).toBe(`${fake().url}img/${frame?.key}/${frame?.timestamp}/medium.jpg`);
    const screencap = await flavour.call(() => client.getScreencap('S01E01', 1000));
    expect(screencap.getThumbnailUrl()).toBe(`${fake().url}img/S01E01/${screencap.timestamp}/medium.jpg`);
    const classic = make({ generation: 'classic' });
    expect(classic.withOptions({}).generation).toBe('classic');
    const classicScreencap = await flavour.call(() => classic.getScreencap('S01E01', 1000));
    expect(classicScreencap.getThumbnailUrl()).toBe(`${fake().url}img/S01E01/${classicScreencap.timestamp}.jpg`);
  });

  describe('get', () => {
    it('any endpoint, its JSON as it is, the query encoded', async () => {
      client = make();
      const json = await flavour.call(() => client.get('api/caption', { query: { e: 'S01E01', t: 1000 } }));
      expect(json).toMatchObject({ Frame: { Episode: 'S01E01' } });
      expect((await requestLog(fake)).map((entry) => `${entry.path}?${entry.query}`)).toEqual(['/api/caption?e=S01E01&t=1000']);
    });

    it('an answer that is not JSON: InvalidResponseError', async () => {
      client = make();
      const error = await callFailure(flavour, () => client.get('img/S01E01/1000.jpg'));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 403 });
      const page = await callFailure(flavour, () => client.get('caption/S01E01/1000'));
      expect(page).toBeInstanceOf(core.APIError);
    });

    it.each(['https://example.com/api/x', '//example.com/api/x', '../api/x', 'api/%2e%2e/x', 'api?x=1'])('%j: TypeError, no request', async (path) => {
      client = make();
      expect(await callFailure(flavour, () => client.get(path))).toBeInstanceOf(TypeError);
      await expectNoRequest(fake);
    });
  });

  describe('withOptions', () => {
    it('a client with other options, sharing the cache; the original unchanged', async () => {
      client = make();
      const derived = client.withOptions({ timeout: 1, captionStyle: { allCaps: true } });
      made.push(derived);
      expect(derived).toBeInstanceOf(flavour.ScreencapClient);
      expect(derived.options).toMatchObject({ timeout: 1, captionStyle: { allCaps: true } });
      expect(client.options).toMatchObject({ timeout: FAST_TIMEOUT });
      expect(client.options.captionStyle).toBeUndefined();
      await flavour.call(() => client.search('pancakes'));
      await flavour.call(() => derived.search('pancakes'));
      expect((await requestLog(fake)).filter((entry) => entry.endpoint === 'search')).toHaveLength(1);
    });

    it('what is shared cannot change: TypeError', () => {
      client = make();
      expect(() => client.withOptions({ cache: false })).toThrow(TypeError);
      expect(() => client.withOptions({ rateLimit: 5 })).toThrow(TypeError);
      expect(() => client.withOptions({ timeout: -1 })).toThrow(RangeError);
    });

    it('closing one leaves the other working', async () => {
      client = make();
      const derived = client.withOptions({ logLevel: 'off' });
      derived.close();
      expect((await flavour.call(() => client.getScreencap('S01E01', 1000))).key).toBe('S01E01');
      client.close();
      expect((await flavour.call(() => derived.getScreencap('S01E01', 2000))).key).toBe('S01E01');
      derived.close();
    });
  });
});

const FAST_TIMEOUT = 0.5;
