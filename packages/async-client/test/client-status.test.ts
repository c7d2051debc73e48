// ScreencapClient over a real loopback server (no nock here: see
// test/support/loopback-server.ts for why): statuses other than 200 and
// generateGif's redirects, where the client lets go of the response body.
import { describe, expect, it } from '@jest/globals';
import { APIError, APIPageStatusError, ScreencapError } from '@screencap/core/internal';
import type { ScreencapClient } from '../src/client.js';
import { json, redirect, status, text } from './support/loopback-server.js';
import { DEFAULT_USER_AGENT, screencapJson } from './support/payloads.js';
import { useLoopback } from './support/use-loopback.js';

const { server, makeClient } = useLoopback();

describe('a status other than 200', () => {
  const operations: [string, (client: ScreencapClient) => Promise<unknown>, string][] = [
    ['getRandomScreencap', (client) => client.getRandomScreencap(), 'api/random'],
    ['getScreencap', (client) => client.getScreencap('S05E01', 200160), 'api/caption?e=S05E01&t=200160'],
    ['search', (client) => client.search('a & b'), 'api/search?q=a%20%26%20b'],
    ['searchForScreencap', (client) => client.searchForScreencap('a & b'), 'api/search?q=a%20%26%20b'],
    ['getFrames', (client) => client.getFrames('S05E01', 200160, 3000, 4000), 'api/frames/S05E01/200160/3000/4000'],
    ['getNearbyFrames', (client) => client.getNearbyFrames('NOPE', 1), 'api/nearby?e=NOPE&t=1'],
    ['viewEpisode', (client) => client.viewEpisode('S05E01', 0, 1000), 'api/episode/S05E01/0/1000'],
  ];

  it.each(operations)('%s rejects with APIPageStatusError naming the URL that failed', async (_name, call, path) => {
    server.enqueue(status(404, 'Not here'));
    // Told classic: an 'auto' client would follow the 404 of api/nearby with a caption request.
    const error = await call(makeClient({ generation: 'classic' })).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toMatchObject({ pageStatus: 404, statusText: 'Not Found', url: `${server.base}${path}`, method: 'GET', attempts: 1 });
    expect(server.requests.map((request) => request.url)).toEqual([`/${path}`]);
  });

  it('is retried when worth it, and then succeeds', async () => {
    server.enqueue(status(503), json(screencapJson()));
    const screencap = await makeClient().getRandomScreencap();
    expect(screencap.key).toBe('S05E01');
    expect(server.requests).toHaveLength(2);
  });

  it('searchForScreencap stops at a failed search', async () => {
    server.enqueue(status(400), json(screencapJson()));
    await expect(makeClient().searchForScreencap('x')).rejects.toMatchObject({ pageStatus: 400 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('generateGif', () => {
  const gifPath = 'gif/S05E01/197160/204160.gif?b64lines=SGkgJiBieWUgIzEgKyU%3D';

  it('follows the redirect and resolves to the URL of the rendered file', async () => {
    server.enqueue(redirect('/video/S05E01/AbCdEfGhIjKlMnOpQrStUvWxYz01.gif'), text(200, 'GIF89a...', { 'content-type': 'image/gif' }));
    const url = await makeClient().generateGif(`${server.base}${gifPath}`);
    expect(url).toBe(`${server.base}video/S05E01/AbCdEfGhIjKlMnOpQrStUvWxYz01.gif`);
    expect(server.requests.map((request) => request.url)).toEqual([
      `/${gifPath}`,
      '/video/S05E01/AbCdEfGhIjKlMnOpQrStUvWxYz01.gif',
    ]);
    expect(server.requests[0]?.headers.accept).toBe('*/*');
    expect(server.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('follows several redirects', async () => {
    server.enqueue(redirect('/render/1', 301), redirect('/video/S05E01/token.gif', 307), text(200, 'GIF89a'));
    await expect(makeClient().generateGif(`${server.base}${gifPath}`)).resolves.toBe(`${server.base}video/S05E01/token.gif`);
    expect(server.requests).toHaveLength(3);
  });

  it('resolves to the gif URL itself when the service answers 200 at once', async () => {
    server.enqueue(text(200, 'GIF89a', { 'content-type': 'image/gif' }));
    await expect(makeClient().generateGif(`${server.base}${gifPath}`)).resolves.toBe(`${server.base}${gifPath}`);
  });

  it("rejects a 410 Gone (the 2026 service) with APIPageStatusError on a client told 'classic', without retrying", async () => {
    server.enqueue(status(410, 'Gone'), text(200, 'GIF89a'));
    const call = makeClient({ generation: 'classic' }).generateGif(`${server.base}${gifPath}`);
    await expect(call).rejects.toBeInstanceOf(APIPageStatusError);
    await expect(call).rejects.toMatchObject({ pageStatus: 410, statusText: 'Gone', url: `${server.base}${gifPath}`, attempts: 1 });
    await expect(call).rejects.toThrow(/answered 410 Gone: \S+ looks like it runs the 2026 generation of the service/);
    expect(server.requests).toHaveLength(1);
  });

  it('names the URL that failed, the redirect target, when the final status is 410', async () => {
    server.enqueue(redirect('/video/S05E01/gone.gif'), status(410, 'Gone'));
    await expect(makeClient().generateGif(`${server.base}${gifPath}`)).rejects.toMatchObject({
      name: 'APIPageStatusError',
      pageStatus: 410,
      url: `${server.base}video/S05E01/gone.gif`,
    });
  });

  it('ends a redirect loop as a status error after 20 redirects, without retrying it', async () => {
    const loop = Array.from({ length: 21 }, () => redirect('/gif/loop.gif'));
    server.enqueue(...loop);
    await expect(makeClient().generateGif(`${server.base}${gifPath}`)).rejects.toMatchObject({
      name: 'APIPageStatusError',
      pageStatus: 302,
      attempts: 1,
      url: `${server.base}gif/loop.gif`,
    });
    expect(server.requests).toHaveLength(21);
  });

  it('bounds each redirect hop by timeout, not the whole chain', async () => {
    // Two hops of 300 ms each: together above the 0.5 s timeout, each well below it.
    server.enqueue(server.delayed(300, redirect('/video/S05E01/slow.gif')), server.delayed(300, status(200, 'OK')));
    const client = makeClient({ timeout: 0.5, maxRetries: 0 });
    await expect(client.generateGif(`${server.base}${gifPath}`)).resolves.toBe(`${server.base}video/S05E01/slow.gif`);
  });

  it.each([42, undefined, '', 'not a url', '/gif/S05E01/1/2.gif', 'ftp://frinkiac.com/gif/a.gif', 'data:image/gif;base64,R0lG'])(
    'rejects the gifUrl %p with a TypeError, sending nothing',
    async (gifUrl) => {
      const call = makeClient().generateGif(gifUrl as string);
      expect(call).toBeInstanceOf(Promise);
      await expect(call).rejects.toThrow(TypeError);
      expect(server.requests).toHaveLength(0);
    },
  );
});
