/**
 * An error never repeats a secret it was given: a URL a caller passes (the
 * base URL, the `redis` option, `generateGif`, `download`, `get`) and an
 * argument check refuses is named without its credentials, and without its
 * query and fragment, where a key or a token may ride. Both flavours, with
 * nothing sent: the whole error (message, stack, fields, cause) is searched.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inspect } from 'node:util';
import { callFailure, expectNoRequest, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { type LinksClient, linksClient } from './support/links.js';
import { TITLE } from './support/y2026.js';

const fake = useFakeService();

const SECRET = 'SECRETKEY';

/** Everything an error shows or carries, as a log or a debugger would print it. */
function everythingOf(error: unknown): string {
  return `${String(error)}\n${inspect(error, { depth: 10, showHidden: true })}\n${JSON.stringify(error)}`;
}

function expectNoSecret(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  expect(everythingOf(error)).not.toContain(SECRET);
}

/** Base URLs a client refuses, each with the secret in a part that must not be repeated. */
const BASE_URLS = [
  `https://frinkiac.example/?key=${SECRET}`,
  `https://frinkiac.example/?${SECRET}`,
  `https://frinkiac.example/#access_token=${SECRET}`,
  `https://bot:${SECRET}@frinkiac.example/`,
  `https://bot:${SECRET}@frinkiac.example/?key=${SECRET}#${SECRET}`,
  `ftp://bot:${SECRET}@frinkiac.example/?key=${SECRET}`,
  `https://frinkiac.example\\@evil.example/?key=${SECRET}`,
  `https://bot:${SECRET}@[frinkiac/?key=${SECRET}`,
  `frinkiac.example/?key=${SECRET}`,
];

/** `redis` options refused, the password and a query in them. */
const REDIS_URLS = [`http://:${SECRET}@127.0.0.1:6379/?password=${SECRET}`, `redis://:${SECRET}@[127.0.0.1:6379/?password=${SECRET}`];

/**
 * Links refused by generateGif, given the instance's base URL and the
 * client's generation: a classic client sends any link of its instance as
 * it is (the request's own errors name the URL it sent), a 2026 client
 * reads a gif link and takes nothing else.
 */
function gifUrls(base: string, generation: '2026' | 'classic'): string[] {
  const own = new URL(base);
  const everywhere = [`https://evil.example/gif/S01E01/1000/2000.gif?key=${SECRET}`, `http://bot:${SECRET}@${own.host}/gif/S01E01/1000/2000.gif`, `not a url?key=${SECRET}`];
  if (generation === 'classic') return everywhere;
  return [
    ...everywhere,
    `${base}gif/S01E01/1000/2000.gif?key=${SECRET}`,
    `${base}gif/S01E01/1000/2000.gif?b64lines=${SECRET}!!`,
    `${base}mp4/S01E01/1000/2000.mp4?key=${SECRET}`,
    `${base}gif/S01E01/1000/2000.gif#${SECRET}`,
    `${base}not-a-gif?key=${SECRET}`,
  ];
}

/** Links refused by download, given the instance's base URL. */
function downloadUrls(base: string): string[] {
  const own = new URL(base);
  return [`https://evil.example/img/S01E01/1000.jpg?key=${SECRET}`, `http://bot:${SECRET}@${own.host}/img/S01E01/1000.jpg?key=${SECRET}`, `//evil.example/img/S01E01/1000.jpg?key=${SECRET}`];
}

/** Paths refused by get. */
const GET_PATHS = [`api/detect-loop?key=${SECRET}`, `api/detect-loop#${SECRET}`, `https://evil.example/api/x?key=${SECRET}`, `//evil.example/api/x?key=${SECRET}`, `https://bot:${SECRET}@evil.example/api/x`, `../x?key=${SECRET}`];

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  it.each(BASE_URLS)('new ScreencapClient(%j) is refused without repeating the secret', async (url) => {
    expectNoSecret(thrownBy(() => new flavour.ScreencapClient(url, TITLE)));
    await expectNoRequest(fake);
  });

  it('a refused base URL with a query is named with the query cut', () => {
    expect((thrownBy(() => new flavour.ScreencapClient(`https://frinkiac.example/?key=${SECRET}`, TITLE)) as Error).message).toBe(
      'url must be a plain base address without query, fragment or credentials, got "https://frinkiac.example/?…"',
    );
  });

  it.each(REDIS_URLS)('the redis option %j is refused without repeating the secret', async (redis) => {
    expectNoSecret(thrownBy(() => new flavour.ScreencapClient(fake().url, TITLE, { redis })));
    await expectNoRequest(fake);
  });

  describe.each(['2026', 'classic'] as const)("on a '%s' client", (generation) => {
    let client: LinksClient;

    beforeAll(() => {
      client = linksClient(flavour, fake().url, { generation });
    });

    afterAll(() => {
      client.close();
    });

    it('generateGif refuses every hostile link without repeating the secret', async () => {
      for (const url of gifUrls(fake().url, generation)) expectNoSecret(await callFailure(flavour, () => client.generateGif(url)));
      await expectNoRequest(fake);
    });

    it('download refuses every hostile link without repeating the secret', async () => {
      for (const url of downloadUrls(fake().url)) expectNoSecret(await callFailure(flavour, () => client.download(url)));
      await expectNoRequest(fake);
    });

    it('get refuses every hostile path without repeating the secret', async () => {
      for (const path of GET_PATHS) expectNoSecret(await callFailure(flavour, () => client.get(path)));
      await expectNoRequest(fake);
    });
  });
});
