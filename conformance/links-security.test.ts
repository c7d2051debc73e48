/**
 * download, get and unfurl never send a request to a host other than the
 * client's instance, whatever link a user pastes and wherever the instance
 * redirects: a second server stands for "anywhere else" and must see no
 * request at all. And download never reads past maxBytes, whatever
 * Content-Length says or leaves out. Both flavours.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { callFailure } from './support/expectations.js';
import { FAST_OPTIONS, FLAVOURS } from './support/flavours.js';
import { type LinksClient, linksClient } from './support/links.js';
import { useRecordingServer } from './support/recording-server.js';

const instance = useRecordingServer();
const elsewhere = useRecordingServer();

const MIB = 1024 * 1024;

/** Ways to write the other server's address: as given, scheme-relative, decimal and IPv6 spellings of its IP. */
function elsewhereSpellings(): string[] {
  const port = new URL(elsewhere().url).port;
  return [
    `${elsewhere().url}img/S01E01/1000.jpg`,
    `//127.0.0.1:${port}/img/S01E01/1000.jpg`,
    `http://2130706433:${port}/img/S01E01/1000.jpg`,
    `http://0x7f000001:${port}/img/S01E01/1000.jpg`,
    `http://[::ffff:127.0.0.1]:${port}/img/S01E01/1000.jpg`,
    `http://127.1:${port}/img/S01E01/1000.jpg`,
  ];
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: LinksClient;

  beforeEach(() => {
    client = linksClient(flavour, instance().url, { maxRetries: 0 });
  });

  afterEach(() => {
    client.close();
  });

  async function expectNothingReachedElsewhere(): Promise<void> {
    expect(await elsewhere().requests()).toEqual([]);
  }

  describe('download', () => {
    it('a link to another host, however spelt: TypeError, no request anywhere', async () => {
      for (const url of elsewhereSpellings()) {
        expect(await callFailure(flavour, () => client.download(url))).toBeInstanceOf(TypeError);
      }
      await expectNothingReachedElsewhere();
      expect(await instance().requests()).toEqual([]);
    });

    it('credentials in the URL: TypeError that does not repeat them, no request', async () => {
      const own = new URL('img/S01E01/1000.jpg', instance().url);
      own.username = 'homer';
      own.password = 'donut-secret';
      const error = await callFailure(flavour, () => client.download(own.href));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).not.toContain('donut-secret');
      expect(await instance().requests()).toEqual([]);
    });

    it.each([
      ['another host', () => `${elsewhere().url}stolen.gif`],
      ['another host, IPv6 spelling', () => `http://[::ffff:127.0.0.1]:${new URL(elsewhere().url).port}/stolen.gif`],
      ['the same host with credentials', () => `${instance().url.replace('http://', 'http://homer:donut-secret@')}x.gif`],
    ])('a redirect to %s: not followed, APIPageStatusError with location', async (_name, target) => {
      await instance().script({ status: 302, headers: { location: target() } });
      const error = await callFailure(flavour, () => client.download(`${instance().url}video/S01E01/abc.gif`));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 302 });
      expect((error as core.APIPageStatusError).location).toBeDefined();
      expect((error as Error).message).not.toContain('donut-secret');
      await expectNothingReachedElsewhere();
      expect(await instance().requests()).toHaveLength(1);
    });

    it('a redirect within the instance is followed; url says where it ended', async () => {
      await instance().script(
        { status: 302, headers: { location: '/video/S01E01/final.gif' } },
        { status: 200, headers: { 'content-type': 'image/gif' }, body: 'GIF89a' },
      );
      const file = await flavour.call(() => client.download(`${instance().url}gif/S01E01/1/2.gif`));
      expect(file).toMatchObject({ contentType: 'image/gif', size: 6, url: `${instance().url}video/S01E01/final.gif` });
    });

    it("sends the site as Referer and a browser's User-Agent (mediaUserAgent overrides it)", async () => {
      await instance().script({ status: 200, headers: { 'content-type': 'image/jpeg' }, body: 'x' });
      await flavour.call(() => client.download(`${instance().url}img/S01E01/1000.jpg`));
      const other = linksClient(flavour, instance().url, { mediaUserAgent: 'Mozilla/5.0 (my bot)' });
      try {
        await instance().script({ status: 200, headers: { 'content-type': 'image/jpeg' }, body: 'x' });
        await flavour.call(() => other.download(`${instance().url}img/S01E01/1000.jpg`));
      } finally {
        other.close();
      }
      const [first, second] = await instance().requests();
      expect(first?.headers).toMatchObject({ referer: instance().url, 'user-agent': core.DEFAULT_MEDIA_USER_AGENT });
      expect(second?.headers['user-agent']).toBe('Mozilla/5.0 (my bot)');
    });

    it.each([
      ['no Content-Length', {}],
      ['a Content-Length over the limit', { 'content-length': String(64 * MIB) }],
    ])('a 64 MiB answer with %s and maxBytes 1 MiB: MediaTooLargeError, the rest never read', async (_name, headers) => {
      await instance().script({ status: 200, headers: { 'content-type': 'video/mp4', ...headers }, stream: { chunkBytes: 64 * 1024, chunks: 1024 } });
      const error = await callFailure(flavour, () => client.download(`${instance().url}video/S01E01/big.mp4`, { maxBytes: MIB }));
      expect(error).toBeInstanceOf(core.MediaTooLargeError);
      expect(error).toMatchObject({ limit: MIB, size: 'content-length' in headers ? 64 * MIB : undefined });
      // What the server got out before the client stopped: the limit, a chunk, and what socket buffers hold; never the file.
      let sent = Number.POSITIVE_INFINITY;
      for (let tries = 0; tries < 100; tries++) {
        sent = (await instance().requests())[0]?.sent ?? Number.POSITIVE_INFINITY;
        if (sent < 64 * MIB) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(sent).toBeLessThan(16 * MIB);
    });

    it('a text answer: InvalidResponseError (content-type), whatever its size', async () => {
      await instance().script({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' });
      const error = await callFailure(flavour, () => client.download(`${instance().url}img/S01E01/1000.jpg`));
      expect(error).toBeInstanceOf(core.InvalidResponseError);
      expect(error).toMatchObject({ reason: 'content-type', contentType: 'text/html' });
    });
  });

  describe('get', () => {
    it('a path that leaves the instance: TypeError, no request anywhere', async () => {
      const port = new URL(elsewhere().url).port;
      for (const path of [`${elsewhere().url}api/x`, `//127.0.0.1:${port}/api/x`, '../api/x', '%2e%2e/api', 'api/../../x', `http://2130706433:${port}/api/x`, '\\\\evil/api']) {
        expect(await callFailure(flavour, () => client.get(path))).toBeInstanceOf(TypeError);
      }
      await expectNothingReachedElsewhere();
      expect(await instance().requests()).toEqual([]);
    });

    it('a redirect to another host: not followed', async () => {
      await instance().script({ status: 301, headers: { location: `${elsewhere().url}api/x` } });
      const error = await callFailure(flavour, () => client.get('api/detect-loop', { query: { episode: 'S01E01', start: 1, end: 2 } }));
      expect(error).toMatchObject({ pageStatus: 301, location: `${elsewhere().url}api/x` });
      await expectNothingReachedElsewhere();
    });

    it('the query is encoded, the answer handed back as JSON', async () => {
      await instance().script({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"loop":true}' });
      expect(await flavour.call(() => client.get('api/detect-loop', { query: { q: 'a&b=c', n: 3 } }))).toEqual({ loop: true });
      expect((await instance().requests()).map((request) => request.url)).toEqual(['/api/detect-loop?q=a%26b%3Dc&n=3']);
    });
  });

  it('unfurl: a link to another host is no link of this instance: undefined, no request anywhere', async () => {
    const port = new URL(elsewhere().url).port;
    for (const url of [`${elsewhere().url}caption/S01E01/1000`, `http://2130706433:${port}/caption/S01E01/1000`, `//127.0.0.1:${port}/caption/S01E01/1000`]) {
      expect(await flavour.call(() => client.unfurl(url))).toBeUndefined();
    }
    await expectNothingReachedElsewhere();
    expect(await instance().requests()).toEqual([]);
  });

  it.each(['classic', 'auto', '2026'] as const)('generateGif on a %s client: a gif URL of another host, however spelt, or with credentials: TypeError, no request anywhere', async (generation) => {
    const gifClient = new flavour.ScreencapClient(instance().url, 'The Testingtons', { ...FAST_OPTIONS, maxRetries: 0, generation });
    try {
      const credentials = new URL('gif/S01E01/1000/2000.gif', elsewhere().url);
      credentials.username = 'homer';
      credentials.password = 'donut-secret';
      for (const url of [...elsewhereSpellings().map((each) => each.replace('img/S01E01/1000.jpg', 'gif/S01E01/1000/2000.gif')), credentials.href]) {
        const error = await callFailure(flavour, () => gifClient.generateGif(url));
        expect(error).toBeInstanceOf(TypeError);
        expect((error as TypeError).message).not.toContain('donut-secret');
      }
    } finally {
      gifClient.close();
    }
    await expectNothingReachedElsewhere();
    expect(await instance().requests()).toEqual([]);
  });
});
