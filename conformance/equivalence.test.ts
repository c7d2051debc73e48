/**
 * The same calls through both flavours give deep-equal results, and the same
 * failures give the same error class, message and fields. Sync methods return
 * plain values, async methods promises.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { landmarks } from '@screencap/fake-service';
import { useFakeService } from './support/fake-service.js';
import { callFailure, errorJsonWithoutClock, isThenable, requestLog, errorFieldsWithoutClock } from './support/expectations.js';
import { ASYNC, type AnyClient, type AnyScreencap, SYNC } from './support/flavours.js';
import { TITLE } from './support/faults.js';

const fake = useFakeService({ mode: 'classic' });

let asyncClient: AnyClient;
let syncClient: AnyClient;

beforeEach(() => {
  asyncClient = new ASYNC.ScreencapClient(fake().url, TITLE);
  syncClient = new SYNC.ScreencapClient(fake().url, TITLE);
});

afterEach(() => {
  asyncClient.close();
  syncClient.close();
});

/** Makes the same call through both clients (async first) and returns both results. */
async function both<T>(invoke: (client: AnyClient) => T | Promise<T>): Promise<{ fromAsync: T; fromSync: T }> {
  const fromAsync = await ASYNC.call(() => invoke(asyncClient));
  const fromSync = await SYNC.call(() => invoke(syncClient));
  return { fromAsync, fromSync };
}

/** Makes the same failing call through both clients and returns both errors. */
async function bothFail(invoke: (client: AnyClient) => unknown): Promise<{ fromAsync: Error; fromSync: Error }> {
  const fromAsync = (await callFailure(ASYNC, () => invoke(asyncClient))) as Error;
  const fromSync = (await callFailure(SYNC, () => invoke(syncClient))) as Error;
  expect(fromAsync).toBeInstanceOf(Error);
  expect(fromSync).toBeInstanceOf(Error);
  return { fromAsync, fromSync };
}

/** Same class, name, message and fields. */
function expectSameError(fromAsync: Error, fromSync: Error): void {
  expect(fromSync.constructor).toBe(fromAsync.constructor);
  expect(fromSync.name).toBe(fromAsync.name);
  expect(fromSync.message).toBe(fromAsync.message);
  // Equal but for the Date header an APIPageStatusError carries: the two answers came a moment apart.
  expect(errorFieldsWithoutClock(fromSync)).toEqual(errorFieldsWithoutClock(fromAsync));
  if (fromAsync instanceof core.ScreencapError && fromSync instanceof core.ScreencapError) {
    expect(errorJsonWithoutClock(fromSync)).toEqual(errorJsonWithoutClock(fromAsync));
  }
}

/** A screencap from each flavour, at the same place. */
async function screencaps(key: string, timestamp: number): Promise<{ fromAsync: AnyScreencap; fromSync: AnyScreencap }> {
  const pair = await both((client) => client.getScreencap(key, timestamp));
  await fake().clearRequests();
  return pair;
}

describe('async and sync give equal results', () => {
  it('getRandomScreencap, each from a freshly reset service', async () => {
    const fromAsync = await ASYNC.call(() => asyncClient.getRandomScreencap());
    await fake().reset();
    const fromSync = await SYNC.call(() => syncClient.getRandomScreencap());
    expect(fromSync).toEqual(fromAsync);
    expect(fromSync.caption).toBe(fromAsync.caption);
  });

  it('getScreencap(key, timestamp): every field, frame, raw JSON', async () => {
    const { fromAsync, fromSync } = await both((client) => client.getScreencap('S01E01', 27_000));
    expect(fromSync).toEqual(fromAsync);
    expect(fromSync.frame).toEqual(fromAsync.frame);
    expect(fromSync.json).toEqual(fromAsync.json);
    expect(fromAsync).toBeInstanceOf(ASYNC.ScreencapClass);
    expect(fromSync).toBeInstanceOf(SYNC.ScreencapClass);
  });

  it('getScreencap on the empty-metadata and unicode episodes', async () => {
    for (const [key, timestamp] of [
      [landmarks.keys.emptyMetadata, 10_500],
      [landmarks.keys.unicodeMetadata, 18_000],
      [landmarks.keys.overAnHour, 3_722_450],
    ] as const) {
      const { fromAsync, fromSync } = await both((client) => client.getScreencap(key, timestamp));
      expect(fromSync).toEqual(fromAsync);
    }
  });

  it('getScreencap(frame) of a search result', async () => {
    const [asyncFrame] = await ASYNC.call(() => asyncClient.search(landmarks.searches.cjk));
    const [syncFrame] = await SYNC.call(() => syncClient.search(landmarks.searches.cjk));
    expect(syncFrame).toEqual(asyncFrame);
    const fromAsync = await ASYNC.call(() => asyncClient.getScreencap(asyncFrame));
    const fromSync = await SYNC.call(() => syncClient.getScreencap(syncFrame));
    expect(fromSync).toEqual(fromAsync);
  });

  it('search, hostile queries included', async () => {
    // The film is in the 2026 catalogue only; this service is classic.
    const classicQueries = Object.values(landmarks.searches).filter((text) => text !== landmarks.searches.none && text !== landmarks.searches.movie);
    for (const query of classicQueries) {
      const { fromAsync, fromSync } = await both((client) => client.search(query));
      expect(fromSync).toEqual(fromAsync);
      expect(fromSync.length).toBeGreaterThan(0);
    }
  });

  it('searchForScreencap', async () => {
    const { fromAsync, fromSync } = await both((client) => client.searchForScreencap(landmarks.searches.ampersand));
    expect(fromSync).toEqual(fromAsync);
  });

  it('getFrames, a window and before = after = 0', async () => {
    const window = await both((client) => client.getFrames('S01E01', 91_500, 3000, 4000));
    expect(window.fromSync).toEqual(window.fromAsync);
    const single = await both((client) => client.getFrames('S01E01', 91_500, 0, 0));
    expect(single.fromSync).toEqual(single.fromAsync);
    expect(single.fromSync).toHaveLength(1);
  });

  it('getNearbyFrames, in the middle and at the edges', async () => {
    for (const [key, timestamp] of [
      ['S01E01', 27_000],
      ['S01E02', 0],
      ['S02E01', 9_999_999],
    ] as const) {
      const { fromAsync, fromSync } = await both((client) => client.getNearbyFrames(key, timestamp));
      expect(fromSync).toEqual(fromAsync);
      expect(fromSync).toHaveLength(7);
    }
  });

  it('viewEpisode: a range, end < start, an unknown key', async () => {
    for (const [key, start, end] of [
      ['S01E01', 25_000, 30_000],
      ['S01E01', 30_000, 25_000],
      [landmarks.keys.unknown, 0, 1000],
    ] as const) {
      const { fromAsync, fromSync } = await both((client) => client.viewEpisode(key, start, end));
      expect(fromSync).toEqual(fromAsync);
    }
  });

  it('getImageUrl, getMemeUrl(), getMemeUrl(caption), getRealTimestamp and frame helpers', async () => {
    const { fromAsync, fromSync } = await screencaps('S01E01', 91_500);
    expect(fromSync.getImageUrl()).toBe(fromAsync.getImageUrl());
    expect(fromSync.getMemeUrl()).toBe(fromAsync.getMemeUrl());
    expect(fromSync.getMemeUrl('Hi!\nThere')).toBe(fromAsync.getMemeUrl('Hi!\nThere'));
    expect(fromSync.getRealTimestamp()).toBe(fromAsync.getRealTimestamp());
    expect(fromSync.frame.getMemeUrl()).toBe(fromAsync.frame.getMemeUrl());
    expect(fromSync.frame.getRealTimestamp()).toBe(fromAsync.frame.getRealTimestamp());
  });

  it('getGifUrl and getMp4Url: defaults and custom options', async () => {
    const { fromAsync, fromSync } = await screencaps('S01E01', 91_500);
    const options = { caption: 'Wait!\nStop!', before: 1000, after: 2000 };
    for (const invoke of [
      (screencap: AnyScreencap) => screencap.getGifUrl(),
      (screencap: AnyScreencap) => screencap.getMp4Url(),
      (screencap: AnyScreencap) => screencap.getGifUrl(options),
      (screencap: AnyScreencap) => screencap.getMp4Url(options),
      (screencap: AnyScreencap) => screencap.getGifUrl({ before: 0, after: 0 }),
    ]) {
      const fromAsyncUrl = await ASYNC.call(() => invoke(fromAsync));
      const fromSyncUrl = await SYNC.call(() => invoke(fromSync));
      expect(fromSyncUrl).toBe(fromAsyncUrl);
    }
    // Each URL took one frames request per flavour.
    const log = await requestLog(fake);
    expect(log.map((request) => request.endpoint)).toEqual(new Array<string>(10).fill('frames'));
  });

  it('generateGif', async () => {
    const { fromAsync } = await screencaps('S01E01', 91_500);
    const gifUrl = await ASYNC.call(() => fromAsync.getGifUrl());
    const { fromAsync: asyncResult, fromSync: syncResult } = await both((client) => client.generateGif(gifUrl));
    expect(syncResult).toBe(asyncResult);
  });

  it('the endpoint attributes and static caption helpers', () => {
    for (const name of ['url', 'title', 'randomUrl', 'captionUrl', 'searchUrl', 'framesUrl', 'nearbyUrl', 'episodeUrl'] as const) {
      expect(syncClient[name]).toBe(asyncClient[name]);
    }
    for (const name of ['jsonToCaption', 'formatCaption', 'shortenCaption', 'encodeCaption'] as const) {
      expect((SYNC.ScreencapClient as unknown as Record<string, unknown>)[name]).toBe(
        (ASYNC.ScreencapClient as unknown as Record<string, unknown>)[name],
      );
    }
  });

  it('the presets: same names, URLs and titles', () => {
    for (const name of Object.keys(ASYNC.presets) as (keyof typeof ASYNC.presets)[]) {
      const fromAsync = new ASYNC.presets[name]();
      const fromSync = new SYNC.presets[name]();
      expect(SYNC.presets[name].name).toBe(ASYNC.presets[name].name);
      expect([fromSync.url, fromSync.title]).toEqual([fromAsync.url, fromAsync.title]);
      fromAsync.close();
      fromSync.close();
    }
    expect(Object.keys(SYNC.presets).sort()).toEqual(Object.keys(ASYNC.presets).sort());
  });
});

describe('async and sync fail the same way', () => {
  it('NoSearchResultsFound for no match: same class, message, query and url', async () => {
    const { fromAsync, fromSync } = await bothFail((client) => client.search(landmarks.searches.none));
    expectSameError(fromAsync, fromSync);
    expect(fromSync).toBeInstanceOf(core.NoSearchResultsFound);
    expect(fromSync).toMatchObject({ query: landmarks.searches.none, url: `${fake().url}api/search?q=${landmarks.searches.none}` });
  });

  it('NoSearchResultsFound for an empty query, also from searchForScreencap', async () => {
    const search = await bothFail((client) => client.search(''));
    expectSameError(search.fromAsync, search.fromSync);
    const first = await bothFail((client) => client.searchForScreencap(''));
    expectSameError(first.fromAsync, first.fromSync);
    expect(first.fromSync).toBeInstanceOf(core.NoSearchResultsFound);
  });

  it('APIPageStatusError 404 from getNearbyFrames with an unknown key: same class, message, pageStatus, url', async () => {
    const { fromAsync, fromSync } = await bothFail((client) => client.getNearbyFrames(landmarks.keys.unknown, 1000));
    expectSameError(fromAsync, fromSync);
    expect(fromSync).toBeInstanceOf(core.APIPageStatusError);
    expect(fromSync).toBeInstanceOf(core.APIError);
    expect(fromSync).toBeInstanceOf(core.ScreencapError);
    // An 'auto' client (the default here) follows the 404 of api/nearby with the
    // caption request a 2026 instance answers; the unknown key's 404 is that one's.
    expect(fromSync).toMatchObject({
      pageStatus: 404,
      method: 'GET',
      url: `${fake().url}api/caption?e=${landmarks.keys.unknown}&t=1000&nearby=1`,
    });
  });

  it('APIPageStatusError 404 from getScreencap with an unknown key', async () => {
    const { fromAsync, fromSync } = await bothFail((client) => client.getScreencap(landmarks.keys.unknown, 1000));
    expectSameError(fromAsync, fromSync);
    expect(fromSync).toMatchObject({ pageStatus: 404, url: `${fake().url}api/caption?e=${landmarks.keys.unknown}&t=1000` });
  });

  it('NoFramesFound: same class, message and window', async () => {
    const { fromAsync: real } = await screencaps('S01E03', 10_500);
    const json: core.ScreencapJson = { ...real.json, Frame: { Id: 10_399_999, Episode: 'S01E03', Timestamp: 400_000 } };
    const AsyncScreencap = ASYNC.ScreencapClass as unknown as new (owner: AnyClient, raw: core.ScreencapJson) => AnyScreencap;
    const SyncScreencap = SYNC.ScreencapClass as unknown as new (owner: AnyClient, raw: core.ScreencapJson) => AnyScreencap;
    const fromAsync = (await callFailure(ASYNC, () => new AsyncScreencap(asyncClient, json).getGifUrl())) as Error;
    const fromSync = (await callFailure(SYNC, () => new SyncScreencap(syncClient, json).getGifUrl())) as Error;
    expectSameError(fromAsync, fromSync);
    expect(fromSync).toBeInstanceOf(core.NoFramesFound);
  });

  it.each([
    ['getFrames with a negative before', (client: AnyClient) => client.getFrames('S01E01', 1000, -1, 0)],
    ['getScreencap with no arguments', (client: AnyClient) => client.getScreencap()],
    ['search with a number', (client: AnyClient) => client.search(42)],
    ['viewEpisode with an empty key', (client: AnyClient) => client.viewEpisode('', 0, 1000)],
    ['generateGif with a non-URL', (client: AnyClient) => client.generateGif('not a url')],
    ['a call option timeout of 0', (client: AnyClient) => client.getNearbyFrames('S01E01', 1000, { timeout: 0 })],
  ])('a bad argument (%s): same class and message, no request', async (_label, invoke) => {
    const { fromAsync, fromSync } = await bothFail(invoke);
    expectSameError(fromAsync, fromSync);
    expect(['TypeError', 'RangeError']).toContain(fromSync.name);
    expect(await requestLog(fake)).toEqual([]);
  });

  it('a bad constructor argument: same class and message', () => {
    const failures = [ASYNC, SYNC].map((flavour) => {
      try {
        new flavour.ScreencapClient(fake().url, TITLE, { timeout: -1 });
      } catch (error) {
        return error as Error;
      }
      throw new Error(`the ${flavour.name} constructor accepted timeout -1`);
    });
    const [fromAsync, fromSync] = failures as [Error, Error];
    expectSameError(fromAsync, fromSync);
    expect(fromSync).toBeInstanceOf(RangeError);
  });
});

describe('sync methods return plain values, async methods promises', () => {
  /** Every I/O method, on a client and on a screencap, with good arguments. */
  const CALLS: readonly (readonly [string, (client: AnyClient, screencap: AnyScreencap) => unknown])[] = [
    ['getRandomScreencap', (client) => client.getRandomScreencap()],
    ['getScreencap(key, timestamp)', (client) => client.getScreencap('S01E01', 27_000)],
    ['getScreencap(frame)', (client, screencap) => client.getScreencap(screencap.frame)],
    ['search', (client) => client.search(landmarks.searches.several)],
    ['searchForScreencap', (client) => client.searchForScreencap(landmarks.searches.several)],
    ['getFrames', (client) => client.getFrames('S01E01', 27_000, 1000, 1000)],
    ['getNearbyFrames', (client) => client.getNearbyFrames('S01E01', 27_000)],
    ['viewEpisode', (client) => client.viewEpisode('S01E01', 0, 30_000)],
    ['generateGif', (client) => client.generateGif(`${client.url}gif/S01E01/26974/30000.gif?b64lines=SGkh`)],
    ['screencap.getGifUrl', (_client, screencap) => screencap.getGifUrl()],
    ['screencap.getMp4Url', (_client, screencap) => screencap.getMp4Url()],
  ];

  it.each(CALLS)('sync %s returns a plain value, not a thenable', async (_label, invoke) => {
    const screencap = await SYNC.call(() => syncClient.getScreencap('S01E01', 27_000));
    const result = invoke(syncClient, screencap);
    expect(isThenable(result)).toBe(false);
    expect(result).toBeDefined();
  });

  it.each(CALLS)('async %s returns a promise', async (_label, invoke) => {
    const screencap = await ASYNC.call(() => asyncClient.getScreencap('S01E01', 27_000));
    const result = invoke(asyncClient, screencap);
    expect(result).toBeInstanceOf(Promise);
    await result;
  });

  it('the helpers without I/O return plain values in both flavours', async () => {
    for (const [flavour, client] of [
      [ASYNC, asyncClient],
      [SYNC, syncClient],
    ] as const) {
      const screencap = await flavour.call(() => client.getScreencap('S01E01', 27_000));
      for (const value of [
        screencap.getImageUrl(),
        screencap.getMemeUrl(),
        screencap.getMemeUrl('Hi!'),
        screencap.getRealTimestamp(),
        screencap.frame.getMemeUrl(),
        screencap.frame.getRealTimestamp(),
      ]) {
        expect(typeof value).toBe('string');
      }
    }
  });
});
