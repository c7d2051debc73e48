/**
 * What a new user of `new Frinkiac()` gets today: every link the preset hands
 * out by default is a `comic/img` or `video/` link of frinkiac.com, never the
 * `meme/`, `gif/` or `mp4/` links the live service answers `410 Gone`.
 *
 * The preset's requests are routed to the fake service in 2026 mode (the
 * tests reach no network); the routing needs the `fetch` option, which only
 * the async flavour has. The sync flavour's identical behaviour on a 2026
 * client is proven by the other `y2026-*` suites.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { type FetchLike, Frinkiac, type ScreencapClient } from '@screencap/async';
import { type EndpointName, landmarks } from '@screencap/fake-service';
import { requestLog } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { MODE_2026 } from './support/y2026.js';
import { fetchAsBrowser } from './support/browser.js';

const fake = useFakeService(MODE_2026);
const LIVE = 'https://frinkiac.com/';

/** node's fetch, sending what the SDK addresses to frinkiac.com to the fake service instead. */
const routedToFake: FetchLike = async (url, init) => {
  const routed = url.replace(LIVE, fake().url);
  const response = await fetch(routed, init);
  return response;
};

let preset: ScreencapClient | undefined;
afterEach(() => {
  preset?.close();
});

describe('new Frinkiac(): the default links work on the live (2026) service', () => {
  it('searchForScreencap gives comic/img and video/ links of frinkiac.com, never meme/, gif/ or mp4/', async () => {
    preset = new Frinkiac({ fetch: routedToFake, rateLimit: false });
    expect(preset.generation).toBe('2026');
    const screencap = await preset.searchForScreencap(landmarks.searches.several);
    const links = [
      screencap.getMemeUrl(),
      screencap.getMemeUrl('A caption of my own'),
      screencap.getComicStripUrl(),
      await screencap.getGifUrl(),
      await screencap.getMp4Url(),
      await preset.generateGif(await screencap.getGifUrl({ before: 1000, after: 1000 })),
      ...(await preset.search(landmarks.searches.several)).slice(0, 2).map((frame) => frame.getMemeUrl()),
    ];
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/frinkiac\.com\/(comic\/img\?b64=|video\/)/);
      expect(new URL(link).pathname).not.toMatch(/^\/(meme|gif|mp4)\//);
    }
    // Every request went to the rebuilt endpoints: no gif/, mp4/ or meme/ was ever asked for.
    const endpoints = new Set((await requestLog(fake)).map((request) => request.endpoint));
    for (const gone of ['meme', 'gif', 'mp4', 'nearby'] as const satisfies readonly EndpointName[]) expect(endpoints.has(gone)).toBe(false);
  });

  it('each of those links answers on the instance it came from', async () => {
    preset = new Frinkiac({ fetch: routedToFake, rateLimit: false });
    const screencap = await preset.searchForScreencap(landmarks.searches.several);
    for (const link of [screencap.getMemeUrl(), screencap.getComicStripUrl(), await screencap.getGifUrl()]) {
      const response = await fetchAsBrowser(link.replace(LIVE, fake().url));
      await response.arrayBuffer();
      expect([link, response.status]).toEqual([link, 200]);
    }
  });
});
