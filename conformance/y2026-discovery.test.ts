/**
 * The 2026 service, read side, in both flavours: `discover()`, `navigator()`,
 * `getTranscript()`, season filters on `search` and `getRandomScreencap`,
 * `content`/`title` on search results, and every classic operation against
 * the rebuilt service (only `generateGif` fails: the old gif URLs answer
 * `410 Gone`). A second fake in classic mode shows what the same calls do on
 * the old service. The clients are made on 127.0.0.1 without a generation,
 * so `'auto'`: classic until an answer shows the 2026 generation; the classic
 * operations are also run by a client told `'classic'`. Expected values come
 * from the fake service's catalogue and helpers, never from the SDK under test.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import {
  catalogue2026 as catalogue,
  DISCOVER_COUNT,
  landmarks,
  NAVIGATOR_FRAME_COUNT,
  type RawDiscoverEntry,
  rebuiltEpisode,
  rebuiltFrame,
  UNKNOWN_EPISODE_2026,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from '@screencap/fake-service';
import { callFailure, expectedFrame, expectedScreencapFields, linesOverlapping, linesShownAt, requestLog, errorFieldsWithoutClock } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { ASYNC, FLAVOURS, SYNC } from './support/flavours.js';
import {
  type Client2026,
  client2026,
  entryOf,
  expectedDiscoverEntry,
  expectedNavigatorEpisode,
  expectedSearchFrame,
  expectedTranscript,
  framesWithin,
  lineWithContent,
  MODE_2026,
  nearest,
  requestLines,
} from './support/y2026.js';
import { fetchAsBrowser } from './support/browser.js';

const fake = useFakeService(MODE_2026);

/** "Salt & pepper, please." and "Salt? On pancakes?" on screen at once (frame 26 974). */
const SALT = { key: 'S01E01', timestamp: 27_000 } as const;

/** The catalogue's "pancakes" lines, in catalogue order, with the season of their episode. */
const PANCAKE_LINES = catalogue.subtitles
  .filter((line) => /pancakes/i.test(line.Content))
  .map((line) => ({ line, season: entryOf(line.Episode).episode.Season }));

/** The raw answer of `api/discover` right after a reset (the service's own answer, not the SDK's). */
async function rawDiscoverAfterReset(): Promise<RawDiscoverEntry[]> {
  await fake().reset();
  const response = await fetch(`${fake().url}api/discover`);
  expect(response.status).toBe(200);
  const raw = (await response.json()) as RawDiscoverEntry[];
  await fake().reset();
  return raw;
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    client = client2026(flavour, base);
  });

  afterEach(() => {
    client.close();
  });

  describe('discover', () => {
    it('twelve typed entries, equal to the service answer, each a catalogue line at its representative frame', async () => {
      const raw = await rawDiscoverAfterReset();
      const entries = await flavour.call(() => client.discover());
      expect(entries).toHaveLength(DISCOVER_COUNT);
      expect(entries).toEqual(raw.map((entry) => expectedDiscoverEntry(entry, base)));
      for (const entry of entries) {
        expect(entry.imageUrl).toBe(`${base}img/${entry.key}/${entry.timestamp}.jpg`);
        expect(entry.title).toBe(entryOf(entry.key).episode.Title);
        const line = catalogue.subtitles.find((candidate) => candidate.Episode === entry.key && candidate.RepresentativeTimestamp === entry.timestamp);
        expect(line?.Content).toBe(entry.content);
      }
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/discover', '']]);
    });

    it('each call another selection; after reset the same sequence again', async () => {
      const first = await flavour.call(() => client.discover());
      const second = await flavour.call(() => client.discover());
      expect(second).not.toEqual(first);
      await fake().reset();
      expect(await flavour.call(() => client.discover())).toEqual(first);
      expect(await flavour.call(() => client.discover())).toEqual(second);
    });

    it('does not shift api/random: the random screencap is the same with or without a discover before it', async () => {
      const alone = await flavour.call(() => client.getRandomScreencap());
      await fake().reset();
      await flavour.call(() => client.discover());
      const afterDiscover = await flavour.call(() => client.getRandomScreencap());
      expect(afterDiscover).toEqual(alone);
    });
  });

  describe('navigator', () => {
    it('one typed entry per catalogue episode, in key order, with ISO air dates and 20 real frames', async () => {
      const episodes = await flavour.call(() => client.navigator());
      expect(episodes).toEqual(catalogue.episodes.map((entry) => expectedNavigatorEpisode(entry)));
      expect(episodes.map((episode) => [episode.key, episode.season, episode.episode, episode.title, episode.airDate])).toEqual([
        ['S01E01', 1, 1, 'The Flaky Test', '2000-01-09'],
        ['S01E02', 1, 2, 'Café Ünïcode: 東京の夜 🌃', '2000-01-16'],
        ['S01E03', 1, 3, '', ''],
        ['S02E01', 2, 1, 'The Very Long Goodbye (Extended Cut)', '2001-09-03'],
        ['Movie', 0, 1, 'The Testingtons Movie', '2007-07-27'],
      ]);
      for (const episode of episodes) {
        const { frames } = entryOf(episode.key);
        expect(episode.frames).toHaveLength(NAVIGATOR_FRAME_COUNT);
        expect(episode.frames[0]).toBe(frames[0]?.Timestamp);
        expect(episode.frames.at(-1)).toBe(frames.at(-1)?.Timestamp);
        for (const timestamp of episode.frames) expect(frames.some((frame) => frame.Timestamp === timestamp)).toBe(true);
      }
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/navigator', '']]);
    });
  });

  describe('getTranscript', () => {
    it('the typed lines starting within 30 s of the time, by start time', async () => {
      const lines = await flavour.call(() => client.getTranscript(SALT.key, SALT.timestamp));
      expect(lines).toEqual(expectedTranscript(SALT.key, SALT.timestamp));
      expect(lines.map((line) => line.content)).toContain('Salt & pepper, please.');
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) {
        expect(line.startTimestamp).toBeGreaterThanOrEqual(SALT.timestamp - 30_000);
        expect(line.startTimestamp).toBeLessThanOrEqual(SALT.timestamp + 30_000);
      }
      const starts = lines.map((line) => line.startTimestamp);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.path, request.params])).toEqual([
        ['transcript', '/api/transcript', { e: 'S01E01', t: 27_000 }],
      ]);
    });

    it('past one hour, and where nothing is said: an empty list', async () => {
      const late = await flavour.call(() => client.getTranscript('S02E01', 3_702_072));
      expect(late).toEqual(expectedTranscript('S02E01', 3_702_072));
      expect(late.map((line) => line.content)).toContain('An hour and a bit, and still testing.');
      const silent = await flavour.call(() => client.getTranscript('S02E01', 2_500_000));
      expect(silent).toEqual(expectedTranscript('S02E01', 2_500_000));
    });

    it('unknown key -> APIPageStatusError 404 naming the request URL, not retried (an auto client not sure yet says both what it may mean)', async () => {
      const error = await callFailure(flavour, () => client.getTranscript(landmarks.keys.unknown, 1000));
      const url = `${base}api/transcript?e=S99E99&t=1000`;
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toBeInstanceOf(flavour.sdk.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, method: 'GET', url, attempts: 1 });
      expect((error as Error).message).toMatch(new RegExp(`^GET ${url.replace(/[.?]/g, '\\$&')} answered 404 Not Found: ${base.replace(/[.]/g, '\\.')} does not offer getTranscript .*, or it has no such episode\\)$`));
      expect((await requestLog(fake)).map((request) => [request.endpoint, request.status])).toEqual([['transcript', 404]]);
    });

    it('a key with "&" and "#" reaches the service as one value', async () => {
      const key = 'S01E01&t=5#x';
      const error = await callFailure(flavour, () => client.getTranscript(key, 1000));
      expect(error).toMatchObject({ pageStatus: 404 });
      expect((await requestLog(fake)).map((request) => request.params)).toEqual([{ e: key, t: 1000 }]);
    });

    it.each([
      ['a number as key', [42, 1000], TypeError],
      ['an empty key', ['', 1000], TypeError],
      ['a ".." key', ['..', 1000], RangeError],
      ['a string timestamp', ['S01E01', '1000'], RangeError],
      ['a negative timestamp', ['S01E01', -1], RangeError],
      ['a fractional timestamp', ['S01E01', 1.5], RangeError],
      ['an unknown call option', ['S01E01', 1000, { timeot: 1 }], TypeError],
    ] as const)('%s -> %p before any request', async (_label, args, ErrorClass) => {
      const [episode, timestamp, options] = args as readonly [unknown, unknown, unknown?];
      const error = await callFailure(flavour, () => client.getTranscript(episode, timestamp, options));
      expect(error).toBeInstanceOf(ErrorClass);
      expect(await requestLog(fake)).toEqual([]);
    });
  });

  describe('season filters', () => {
    it('search within season 2: only the season-2 lines, with smin and smax sent', async () => {
      const results = await flavour.call(() => client.search('pancakes', { seasonMin: 2, seasonMax: 2 }));
      const expected = PANCAKE_LINES.filter(({ season }) => season === 2).map(({ line }) => expectedSearchFrame(line, base));
      expect(expected).toHaveLength(2);
      expect(results).toEqual(expected);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.query, request.params])).toEqual([
        ['search', 'q=pancakes&smin=2&smax=2', { q: 'pancakes', smin: 2, smax: 2 }],
      ]);
    });

    it('search up to season 1: the five season-1 lines, only smax sent', async () => {
      const results = await flavour.call(() => client.search('pancakes', { seasonMax: 1 }));
      const expected = PANCAKE_LINES.filter(({ season }) => season === 1).map(({ line }) => expectedSearchFrame(line, base));
      expect(expected).toHaveLength(5);
      expect(results).toEqual(expected);
      expect((await requestLog(fake)).map((request) => request.query)).toEqual(['q=pancakes&smax=1']);
    });

    it('search with a filter that leaves nothing -> NoSearchResultsFound naming the filtered URL', async () => {
      const error = await callFailure(flavour, () => client.search('pancakes', { seasonMin: 3 }));
      expect(error).toBeInstanceOf(core.NoSearchResultsFound);
      expect(error).toMatchObject({ query: 'pancakes', url: `${base}api/search?q=pancakes&smin=3` });
    });

    it('searchForScreencap with a filter: the first season-2 line; the caption request carries no filter (and nearby=1: the search showed the 2026 generation)', async () => {
      const screencap = await flavour.call(() => client.searchForScreencap('pancakes', { seasonMin: 2 }));
      expect(screencap.caption).toBe('Cold pancakes again?');
      expect(screencap.season).toBe(2);
      const frame = nearest('S02E01', lineWithContent('Cold pancakes again?').RepresentativeTimestamp);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.query])).toEqual([
        ['search', 'q=pancakes&smin=2'],
        ['caption', `e=S02E01&t=${frame.Timestamp}&nearby=1`],
      ]);
    });

    it('random within season 2: every screencap from season 2, the filter sent each time', async () => {
      for (let index = 0; index < 4; index++) {
        const screencap = await flavour.call(() => client.getRandomScreencap({ seasonMin: 2, seasonMax: 2 }));
        expect(screencap).toBeInstanceOf(flavour.ScreencapClass);
        expect([screencap.season, screencap.key]).toEqual([2, 'S02E01']);
      }
      expect((await requestLog(fake)).map((request) => [request.endpoint, request.query])).toEqual(
        new Array<[string, string]>(4).fill(['random', 'smin=2&smax=2']),
      );
    });

    it('random up to season 1: every screencap from season 1 or the film (season 0 in the fake)', async () => {
      for (let index = 0; index < 4; index++) {
        const screencap = await flavour.call(() => client.getRandomScreencap({ seasonMax: 1 }));
        expect(screencap.season).toBeLessThanOrEqual(1);
      }
      expect((await requestLog(fake)).map((request) => request.query)).toEqual(new Array<string>(4).fill('smax=1'));
    });

    it('random with no season left -> APIPageStatusError 404 (the service answers 404)', async () => {
      const error = await callFailure(flavour, () => client.getRandomScreencap({ seasonMin: 3 }));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, url: `${base}api/random?smin=3`, attempts: 1 });
    });

    const badFilters: [string, unknown, typeof TypeError | typeof RangeError][] = [
      ['a negative seasonMin', { seasonMin: -1 }, RangeError],
      ['a fractional seasonMax', { seasonMax: 1.5 }, RangeError],
      ['seasonMin above seasonMax', { seasonMin: 2, seasonMax: 1 }, RangeError],
      ['a NaN seasonMin', { seasonMin: Number.NaN }, RangeError],
      ['a string seasonMin', { seasonMin: '1' }, TypeError],
      ['an unknown option key', { season: 1 }, TypeError],
      ['a misspelt option key', { seasonmin: 1 }, TypeError],
    ];

    it.each(badFilters)('search with %s -> %p before any request', async (_label, options, ErrorClass) => {
      const error = await callFailure(flavour, () => client.search('pancakes', options));
      expect(error).toBeInstanceOf(ErrorClass);
      expect(await requestLog(fake)).toEqual([]);
    });

    it.each(badFilters)('getRandomScreencap with %s -> %p before any request', async (_label, options, ErrorClass) => {
      const error = await callFailure(flavour, () => client.getRandomScreencap(options));
      expect(error).toBeInstanceOf(ErrorClass);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('the errors name the option and the value', async () => {
      const negative = await callFailure(flavour, () => client.search('pancakes', { seasonMin: -1 }));
      expect((negative as Error).message).toMatch(/seasonMin/);
      expect((negative as Error).message).toMatch(/-1/);
      const inverted = await callFailure(flavour, () => client.getRandomScreencap({ seasonMin: 2, seasonMax: 1 }));
      expect((inverted as Error).message).toMatch(/seasonMin/);
      expect((inverted as Error).message).toMatch(/seasonMax/);
      const unknown = await callFailure(flavour, () => client.search('pancakes', { season: 1 }));
      expect((unknown as Error).message).toMatch(/season/);
    });
  });

  describe('search results carry content and title', () => {
    it('"pancakes": seven Frames, each with its matched line and episode title', async () => {
      const results = await flavour.call(() => client.search(landmarks.searches.several));
      expect(results).toEqual(PANCAKE_LINES.map(({ line }) => expectedSearchFrame(line, base)));
      for (const frame of results) expect(frame).toBeInstanceOf(core.Frame);
      expect(results.map((frame) => [frame.content, frame.title])).toEqual([
        ['Who wants pancakes?', 'The Flaky Test'],
        ['Pancakes for breakfast, pancakes for lunch!', 'The Flaky Test'],
        ['Salt? On pancakes?', 'The Flaky Test'],
        ['Thumbs up \u{1F44D}\u{1F3FD} for pancakes.', 'Café Ünïcode: 東京の夜 🌃'],
        ['Pancakes, anyone?', ''],
        ['Cold pancakes again?', 'The Very Long Goodbye (Extended Cut)'],
        ['Cold pancakes forever!', 'The Very Long Goodbye (Extended Cut)'],
      ]);
    });

    it('a hostile query: the one line, its content exactly', async () => {
      const results = await flavour.call(() => client.search(landmarks.searches.plus));
      expect(results).toEqual([expectedSearchFrame(lineWithContent('Mock only speaks C++ and C.'), base)]);
      expect(results[0]?.content).toBe('Mock only speaks C++ and C.');
    });
  });

  describe('screencaps on the 2026 service, from a classic client', () => {
    it('getScreencap: every field, ISO air date, raw JSON with the 2026 extras; nearby is empty (no nearby=1 sent)', async () => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      const frame = nearest(SALT.key, SALT.timestamp);
      const frames = entryOf('S01E01').frames;
      expect(screencap).toBeInstanceOf(flavour.ScreencapClass);
      expect(screencap).toMatchObject({ ...expectedScreencapFields(SALT.key, SALT.timestamp, base), airDate: '2000-01-09' });
      expect(screencap.caption).toBe('Salt & pepper, please. Salt? On pancakes?');
      expect(screencap.frame).toEqual({ ...expectedFrame(frame, base), json: rebuiltFrame(frame), content: undefined, title: undefined });
      expect(screencap.json).toMatchObject({
        Episode: rebuiltEpisode(entryOf('S01E01')),
        Frame: rebuiltFrame(frame),
        Subtitles: linesShownAt('S01E01', frame.Timestamp),
      });
      expect(screencap.nearby).toEqual([]);
      expect(screencap.json.Nearby).toBeUndefined();
      // The episode's first and last frame are read where the service puts them, at the top level, in both generations.
      expect([screencap.minTimestamp, screencap.maxTimestamp]).toEqual([frames[0]!.Timestamp, frames.at(-1)!.Timestamp]);
      expect([screencap.videoWidth, screencap.videoHeight]).toEqual([VIDEO_WIDTH, VIDEO_HEIGHT]);
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/caption', 'e=S01E01&t=27000']]);
    });

    it('getRandomScreencap: a catalogue screencap with an ISO air date; nearby as random always sends it', async () => {
      const screencap = await flavour.call(() => client.getRandomScreencap());
      expect(screencap).toMatchObject({
        ...expectedScreencapFields(screencap.key, screencap.timestamp, base),
        airDate: rebuiltEpisode(entryOf(screencap.key)).OriginalAirDate,
      });
      expect(screencap.json.Episode).toEqual(rebuiltEpisode(entryOf(screencap.key)));
      expect(screencap.nearby.length).toBeGreaterThan(0);
      for (const frame of screencap.nearby) expect(frame.key).toBe(screencap.key);
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/random', '']]);
    });

    it('the empty-metadata episode keeps "" for its air date', async () => {
      const screencap = await flavour.call(() => client.getScreencap('S01E03', 10_500));
      expect(screencap).toMatchObject({ title: '', airDate: '', director: 'Sam Stray', writer: 'Pat Newline', caption: 'Roses are red,\nviolets are blue.' });
    });
  });

  describe("a client whose generation is '2026'", () => {
    let modern: Client2026;

    beforeEach(() => {
      modern = client2026(flavour, base, { generation: '2026' });
    });

    afterEach(() => {
      modern.close();
    });

    /** The seven catalogue frames around S01E01's frame at 26 974 ms, as Frames. */
    function sevenAroundSalt(): Record<string, unknown>[] {
      const all = entryOf('S01E01').frames;
      const centre = all.findIndex((frame) => frame.Timestamp === 26_974);
      return all.slice(centre - 3, centre + 4).map((frame) => expectedFrame(frame, base));
    }

    it('getScreencap: the caption request carries nearby=1; screencap.nearby holds the Nearby frames', async () => {
      const screencap = await flavour.call(() => modern.getScreencap(SALT.key, SALT.timestamp));
      const frames = entryOf('S01E01').frames;
      expect(screencap).toMatchObject({ ...expectedScreencapFields(SALT.key, SALT.timestamp, base), airDate: '2000-01-09' });
      expect(screencap.nearby).toEqual(sevenAroundSalt());
      expect(screencap.json.Nearby).toHaveLength(7);
      expect(screencap).toMatchObject({
        minTimestamp: frames[0]!.Timestamp,
        maxTimestamp: frames.at(-1)!.Timestamp,
        videoWidth: VIDEO_WIDTH,
        videoHeight: VIDEO_HEIGHT,
      });
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/caption', 'e=S01E01&t=27000&nearby=1']]);
    });

    it('getScreencap(frame) and searchForScreencap: nearby=1 on the caption request', async () => {
      const [frame] = await flavour.call(() => modern.search(landmarks.searches.hash));
      expect((await flavour.call(() => modern.getScreencap(frame))).nearby).toHaveLength(7);
      const screencap = await flavour.call(() => modern.searchForScreencap(landmarks.searches.percent));
      expect(screencap.caption).toBe("I'm 100% sure.");
      expect(screencap.nearby).toHaveLength(7);
      const log = await requestLog(fake);
      expect(log.map((request) => request.endpoint)).toEqual(['search', 'caption', 'search', 'caption']);
      for (const request of log.filter((each) => each.endpoint === 'caption')) expect(request.query).toMatch(/^e=[^&]+&t=\d+&nearby=1$/);
    });

    it('getNearbyFrames: the Nearby frames of api/caption?e&t&nearby=1, one request; api/nearby is never asked', async () => {
      const frames = await flavour.call(() => modern.getNearbyFrames(SALT.key, SALT.timestamp));
      expect(frames).toEqual(sevenAroundSalt());
      for (const frame of frames) expect(frame).toBeInstanceOf(core.Frame);
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/caption', 'e=S01E01&t=27000&nearby=1']]);
    });

    it('getNearbyFrames at the start and past the end of an episode: its first and last seven frames', async () => {
      const all = entryOf('S01E03').frames;
      expect(await flavour.call(() => modern.getNearbyFrames('S01E03', 0))).toEqual(all.slice(0, 7).map((frame) => expectedFrame(frame, base)));
      expect(await flavour.call(() => modern.getNearbyFrames('S01E03', 999_999_999))).toEqual(all.slice(-7).map((frame) => expectedFrame(frame, base)));
      expect((await requestLog(fake)).map((request) => request.endpoint)).toEqual(['caption', 'caption']);
    });

    it('getNearbyFrames of an unknown key -> APIPageStatusError 404 naming the caption URL', async () => {
      const error = await callFailure(flavour, () => modern.getNearbyFrames(landmarks.keys.unknown, 0));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, method: 'GET', url: `${base}api/caption?e=${encodeURIComponent(landmarks.keys.unknown)}&t=0&nearby=1` });
    });

    it('getNearbyFrames: a key with "&" and "#" reaches the service as one value', async () => {
      await callFailure(flavour, () => modern.getNearbyFrames('S01&E01#x', 5));
      expect((await requestLog(fake)).map((request) => request.query)).toEqual(['e=S01%26E01%23x&t=5&nearby=1']);
    });

    it('getNearbyFrames: a caption answer without Nearby -> InvalidResponseError naming the URL', async () => {
      await fake().injectFault({ endpoint: 'caption', kind: 'wrong-shape', body: { Episode: {}, Frame: {} } });
      const error = await callFailure(flavour, () => modern.getNearbyFrames(SALT.key, SALT.timestamp));
      expect(error).toBeInstanceOf(core.InvalidResponseError);
      expect(error).toMatchObject({ reason: 'schema', url: `${base}api/caption?e=S01E01&t=27000&nearby=1` });
    });

    it.each([
      ['an empty key', '', 0, TypeError],
      ['a negative timestamp', 'S01E01', -1, RangeError],
    ])('getNearbyFrames with %s -> %p before any request', async (_label, key, timestamp, ErrorClass) => {
      expect(await callFailure(flavour, () => modern.getNearbyFrames(key, timestamp))).toBeInstanceOf(ErrorClass);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('getRandomScreencap: api/random, no nearby parameter; the top-level timestamps read', async () => {
      const screencap = await flavour.call(() => modern.getRandomScreencap());
      const frames = entryOf(screencap.key).frames;
      expect([screencap.minTimestamp, screencap.maxTimestamp]).toEqual([frames[0]!.Timestamp, frames.at(-1)!.Timestamp]);
      expect(requestLines(await requestLog(fake))).toEqual([['GET', '/api/random', '']]);
    });
  });

  describe("classic operations against the 2026 service, by a client told 'classic'", () => {
    let client: Client2026;

    beforeEach(() => {
      client = client2026(flavour, base, { generation: 'classic' });
    });

    afterEach(() => {
      client.close();
    });

    it('searchForScreencap: the screencap of the first result', async () => {
      const screencap = await flavour.call(() => client.searchForScreencap(landmarks.searches.percent));
      expect(screencap.caption).toBe("I'm 100% sure.");
      expect((await requestLog(fake)).map((request) => request.endpoint)).toEqual(['search', 'caption']);
    });

    it('getScreencap(frame) of a search result (a frame with content and title)', async () => {
      const [frame] = await flavour.call(() => client.search(landmarks.searches.hash));
      const screencap = await flavour.call(() => client.getScreencap(frame));
      expect(screencap.caption).toBe('Channel #5 has the weather.');
      expect(screencap.frame.id).toBe(frame?.id);
    });

    it('getFrames: a window of plain frames (no video size, no content)', async () => {
      const frames = await flavour.call(() => client.getFrames('S01E01', 10_000, 1000, 2000));
      expect(frames).toEqual(framesWithin('S01E01', 9_000, 12_000).map((frame) => expectedFrame(frame, base)));
      expect(frames.length).toBeGreaterThan(10);
    });

    it('getNearbyFrames of a classic client: api/nearby, which the 2026 service does not have -> APIPageStatusError 404', async () => {
      const error = await callFailure(flavour, () => client.getNearbyFrames(SALT.key, SALT.timestamp));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, url: `${base}api/nearby?e=S01E01&t=27000` });
    });

    it('viewEpisode: the 2026 Episode record and the overlapping lines; an unknown key gives the zeroed record', async () => {
      const view = await flavour.call(() => client.viewEpisode('S01E01', 25_000, 30_000));
      expect(view).toEqual({ Episode: rebuiltEpisode(entryOf('S01E01')), Subtitles: linesOverlapping('S01E01', 25_000, 30_000) });
      const unknown = await flavour.call(() => client.viewEpisode(landmarks.keys.unknown, 0, 10_000));
      expect(unknown).toEqual({ Episode: UNKNOWN_EPISODE_2026, Subtitles: [] });
    });

    it("getMemeUrl of a classic client: a meme/ link, which the 2026 service answers 410 Gone (why live hosts default to '2026')", async () => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      await fake().clearRequests();
      const url = screencap.getMemeUrl();
      expect(new URL(url).pathname.startsWith('/meme/')).toBe(true);
      const response = await fetchAsBrowser(url);
      expect(response.status).toBe(410);
      const [logged] = await requestLog(fake);
      expect(logged?.endpoint).toBe('meme');
    });

    it.each(['gif', 'mp4'] as const)(
      '%s URL still built from the frames endpoint; generateGif of it -> APIPageStatusError 410 naming that URL, not retried',
      async (format) => {
        const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
        await fake().clearRequests();
        const url = await flavour.call(() => (format === 'gif' ? screencap.getGifUrl() : screencap.getMp4Url()));
        const window = framesWithin('S01E01', 26_974 - 3000, 26_974 + 4000);
        expect(url.startsWith(`${base}${format}/S01E01/${window[0]?.Timestamp}/${window.at(-1)?.Timestamp}.${format}?b64lines=`)).toBe(true);
        const error = await callFailure(flavour, () => client.generateGif(url));
        expect(error).toBeInstanceOf(core.APIPageStatusError);
        expect(error).toBeInstanceOf(core.ScreencapError);
        expect(error).toMatchObject({ name: 'APIPageStatusError', pageStatus: 410, statusText: 'Gone', method: 'GET', url, attempts: 1 });
        expect((error as Error).message).toBe(
          `GET ${url} answered 410 Gone: ${base} looks like it runs the 2026 generation of the service, where classic gif/, mp4/ and meme/ links are gone; this client is set to 'classic' (give it generation: '2026' or 'auto')`,
        );
        expect((await requestLog(fake)).map((request) => [request.endpoint, request.status])).toEqual([
          ['frames', 200],
          [format, 410],
        ]);
      },
    );
  });
});

describe('async and sync give equal results on the 2026 service', () => {
  let asyncClient: Client2026;
  let syncClient: Client2026;

  beforeEach(() => {
    asyncClient = client2026(ASYNC, fake().url);
    syncClient = client2026(SYNC, fake().url);
  });

  afterEach(() => {
    asyncClient.close();
    syncClient.close();
  });

  it('discover (each from a freshly reset service), navigator, getTranscript', async () => {
    const fromAsync = await ASYNC.call(() => asyncClient.discover());
    await fake().reset();
    const fromSync = await SYNC.call(() => syncClient.discover());
    expect(fromSync).toEqual(fromAsync);
    expect(await SYNC.call(() => syncClient.navigator())).toEqual(await ASYNC.call(() => asyncClient.navigator()));
    expect(await SYNC.call(() => syncClient.getTranscript('S01E02', 10_000))).toEqual(await ASYNC.call(() => asyncClient.getTranscript('S01E02', 10_000)));
  });

  it('filtered search and random, screencaps without nearby', async () => {
    expect(await SYNC.call(() => syncClient.search('pancakes', { seasonMax: 1 }))).toEqual(
      await ASYNC.call(() => asyncClient.search('pancakes', { seasonMax: 1 })),
    );
    const randomAsync = await ASYNC.call(() => asyncClient.getRandomScreencap({ seasonMin: 1, seasonMax: 1 }));
    await fake().reset();
    const randomSync = await SYNC.call(() => syncClient.getRandomScreencap({ seasonMin: 1, seasonMax: 1 }));
    expect(randomSync).toEqual(randomAsync);
    expect(await SYNC.call(() => syncClient.getScreencap('S01E02', 18_000))).toEqual(await ASYNC.call(() => asyncClient.getScreencap('S01E02', 18_000)));
  });

  it("the same failures: unknown transcript key, bad filter, generateGif 410 (on clients told 'classic')", async () => {
    const gifUrl = `${fake().url}gif/S01E01/20661/27223.gif?b64lines=SGk%3D`;
    const classicAsync = client2026(ASYNC, fake().url, { generation: 'classic' });
    const classicSync = client2026(SYNC, fake().url, { generation: 'classic' });
    try {
      for (const [invoke, fromClassic] of [
        [(client: Client2026) => client.getTranscript(landmarks.keys.unknown, 0), false],
        [(client: Client2026) => client.search('pancakes', { seasonMin: 2, seasonMax: 1 }), false],
        [(client: Client2026) => client.generateGif(gifUrl), true],
      ] as const) {
        const fromAsync = (await callFailure(ASYNC, () => invoke(fromClassic ? classicAsync : asyncClient))) as Error;
        const fromSync = (await callFailure(SYNC, () => invoke(fromClassic ? classicSync : syncClient))) as Error;
        expect(fromSync.constructor).toBe(fromAsync.constructor);
        expect(fromSync.message).toBe(fromAsync.message);
        expect(errorFieldsWithoutClock(fromSync)).toEqual(errorFieldsWithoutClock(fromAsync));
      }
    } finally {
      classicAsync.close();
      classicSync.close();
    }
  });
});

describe('the same calls on the classic service', () => {
  const classic = useFakeService({ mode: 'classic' });

  describe.each(FLAVOURS)('$name flavour', (flavour) => {
    let client: Client2026;
    let base: string;

    beforeEach(() => {
      base = classic().url;
      client = client2026(flavour, base);
    });

    afterEach(() => {
      client.close();
    });

    it('search results: content and title are undefined', async () => {
      const results = await flavour.call(() => client.search(landmarks.searches.several));
      expect(results).toHaveLength(7);
      for (const frame of results) {
        expect(frame.content).toBeUndefined();
        expect(frame.title).toBeUndefined();
      }
      expect(results).toEqual(PANCAKE_LINES.map(({ line }) => expectedFrame(nearest(line.Episode, line.RepresentativeTimestamp), base)));
    });

    it('a screencap has the seven nearby frames the classic service sends; no first or last timestamp, no video size', async () => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      const all = entryOf('S01E01').frames;
      const centre = all.findIndex((frame) => frame.Timestamp === 26_974);
      expect(screencap.nearby).toEqual(all.slice(centre - 3, centre + 4).map((frame) => expectedFrame(frame, base)));
      expect(screencap.airDate).toBe('9-Jan-00');
      expect(screencap).toMatchObject({ minTimestamp: undefined, maxTimestamp: undefined, videoWidth: undefined, videoHeight: undefined });
      expect((await requestLog(classic)).map((request) => request.query)).toEqual(['e=S01E01&t=27000']);
    });

    it('season filters are sent as given; the classic service ignores them', async () => {
      const results = await flavour.call(() => client.search('pancakes', { seasonMin: 2 }));
      expect(results).toHaveLength(7);
      expect((await requestLog(classic)).map((request) => request.query)).toEqual(['q=pancakes&smin=2']);
    });

    it('discover on the classic service -> APIPageStatusError 404', async () => {
      const error = await callFailure(flavour, () => client.discover());
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, url: `${base}api/discover` });
    });
  });
});
