/**
 * Every duration the SDK takes is in seconds, unlike JavaScript's usual
 * milliseconds, so a value above an hour is refused: per client (the
 * constructor, the presets, `withOptions`) and per call (every I/O method's
 * `timeout`, the renders' `renderTimeout`), in both flavours, with a
 * `TypeError` that names the unit and what the value would mean, and no
 * request reaching the service.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { landmarks } from '@screencap/fake-service';
import { callFailure, expectNoRequest, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { type LinksClient, linksClient } from './support/links.js';
import { MODE_2026, TITLE } from './support/y2026.js';

const fake = useFakeService(MODE_2026);

/** Each seconds option of a client, a value in milliseconds by habit, and what the error must say. */
const CLIENT_CASES = [
  ['timeout', 5000, 'timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5'],
  ['attemptTimeout', 20_000, 'attemptTimeout is in seconds: 20000 would let one attempt run 5.5 hours; for 20 seconds pass 20'],
  ['renderTimeout', 300_000, 'renderTimeout is in seconds: 300000 would let a render run 3.4 days; for 300 seconds pass 300'],
  ['maxRetryDelay', 30_000, 'maxRetryDelay is in seconds: 30000 would let a retry wait 8.3 hours; for 30 seconds pass 30'],
] as const;

const TIMEOUT_MESSAGE = 'timeout is in seconds: 4000 would wait 66 minutes; for 4 seconds pass 4';
const RENDER_TIMEOUT_MESSAGE = 'renderTimeout is in seconds: 60000 would let a render run 16 hours; for 60 seconds pass 60';

const SALT = { key: 'S01E01', timestamp: 27_000 } as const;

/** The quote calls, which both flavours have beside the links calls. */
interface QuoteCalls {
  findQuotes(quote: string, options?: object): unknown;
  findQuote(quote: string, options?: object): unknown;
}

/** Every I/O method of a client with good arguments, the call options last. */
const CALLS: readonly (readonly [string, (client: LinksClient, options: object) => unknown])[] = [
  ['getRandomScreencap', (client, options) => client.getRandomScreencap(options)],
  ['getScreencap', (client, options) => client.getScreencap(SALT.key, SALT.timestamp, options)],
  ['search', (client, options) => client.search(landmarks.searches.several, options)],
  ['searchForScreencap', (client, options) => client.searchForScreencap(landmarks.searches.several, options)],
  ['getFrames', (client, options) => client.getFrames(SALT.key, SALT.timestamp, 1000, 1000, options)],
  ['getNearbyFrames', (client, options) => client.getNearbyFrames(SALT.key, SALT.timestamp, options)],
  ['viewEpisode', (client, options) => client.viewEpisode(SALT.key, 0, 30_000, options)],
  ['findQuotes', (client, options) => (client as unknown as QuoteCalls).findQuotes(landmarks.quotes.acrossLines, options)],
  ['findQuote', (client, options) => (client as unknown as QuoteCalls).findQuote(landmarks.quotes.acrossLines, options)],
  ['generateGif', (client, options) => client.generateGif(`${client.url}gif/S01E01/26974/30000.gif`, options)],
  ['discover', (client, options) => client.discover(options)],
  ['navigator', (client, options) => client.navigator(options)],
  ['getTranscript', (client, options) => client.getTranscript(SALT.key, SALT.timestamp, options)],
  ['renderGif', (client, options) => client.renderGif({ key: SALT.key, start: 26_000, end: 28_000 }, undefined, options)],
  ['renderMp4', (client, options) => client.renderMp4({ key: SALT.key, start: 26_000, end: 28_000 }, undefined, options)],
  ['unfurl', (client, options) => client.unfurl(`${client.url}caption/S01E01/27000`, options)],
  ['download', (client, options) => client.download(`${client.url}img/S01E01/27000.jpg`, options)],
  ['get', (client, options) => client.get('api/random', options)],
];

/** The calls that take a `renderTimeout` of their own. */
const RENDER_CALLS = CALLS.filter(([name]) => name === 'renderGif' || name === 'renderMp4');

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  describe('client options above an hour', () => {
    it.each(CLIENT_CASES)('new ScreencapClient(url, title, { %s: %p }) is a TypeError naming the unit; no request', async (name, value, message) => {
      const error = thrownBy(() => new flavour.ScreencapClient(fake().url, TITLE, { [name]: value }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(message);
      await expectNoRequest(fake);
    });

    it.each(CLIENT_CASES)('new Frinkiac({ %s: %p }) is the same TypeError', (name, value, message) => {
      const error = thrownBy(() => new flavour.presets.Frinkiac({ [name]: value }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(message);
    });

    it.each(CLIENT_CASES)('client.withOptions({ %s: %p }) is the same TypeError; no request', async (name, value, message) => {
      const client = linksClient(flavour, fake().url);
      try {
        const error = thrownBy(() => client.withOptions({ [name]: value }));
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toBe(message);
      } finally {
        client.close();
      }
      await expectNoRequest(fake);
    });

    it('an hour of each is taken', () => {
      const client = new flavour.ScreencapClient(fake().url, TITLE, { timeout: 3600, attemptTimeout: 3600, renderTimeout: 3600, maxRetryDelay: 3600 });
      client.close();
    });
  });

  describe('call options above an hour', () => {
    let client: LinksClient;

    beforeEach(() => {
      client = linksClient(flavour, fake().url, { generation: '2026' });
    });

    afterEach(() => {
      client.close();
    });

    it.each(CALLS)('%s({ timeout: 4000 }) is a TypeError naming the unit; no request', async (_name, invoke) => {
      const error = await callFailure(flavour, () => invoke(client, { timeout: 4000 }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
      await expectNoRequest(fake);
    });

    it.each(RENDER_CALLS)('%s({ renderTimeout: 60000 }) is a TypeError naming the unit; no request', async (_name, invoke) => {
      const error = await callFailure(flavour, () => invoke(client, { renderTimeout: 60_000 }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(RENDER_TIMEOUT_MESSAGE);
      await expectNoRequest(fake);
    });

    it.each(['getGifUrl', 'getMp4Url'] as const)("a screencap's %s(options, { timeout: 4000 }) is the same TypeError; no request", async (method) => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      await fake().clearRequests();
      const error = await callFailure(flavour, () => screencap[method](undefined, { timeout: 4000 }));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toBe(TIMEOUT_MESSAGE);
      await expectNoRequest(fake);
    });
  });
});
