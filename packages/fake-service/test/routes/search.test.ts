import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import type { RawFrame } from '../../src/catalogue/types.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

/** The representative frames of the lines whose content is listed. */
const framesOf = (...contents: string[]): RawFrame[] =>
  contents.map((content) => {
    const line = catalogue.subtitles.find((candidate) => candidate.Content === content)!;
    return findEpisode(catalogue, line.Episode)!.frames.find((frame) => frame.Timestamp === line.RepresentativeTimestamp)!;
  });

describe('api/search', () => {
  const service = useService({ mode: 'classic' });
  const search = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/search?q=${encodeURIComponent(query)}`);

  test('answers the frames of every matching line, cacheable, as JSON', async () => {
    const { status, headers, json } = await search(landmarks.searches.several);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=1800');
    expect(json).toEqual(
      framesOf(
        'Who wants pancakes?',
        'Pancakes for breakfast, pancakes for lunch!',
        'Salt? On pancakes?',
        `Thumbs up \u{1F44D}\u{1F3FD} for pancakes.`,
        'Pancakes, anyone?',
        'Cold pancakes again?',
        'Cold pancakes forever!',
      ),
    );
    expect(Object.keys(json[0])).toEqual(['Id', 'Episode', 'Timestamp']);
  });

  test('no match, an empty query and no query all answer 200 []', async () => {
    for (const url of [`api/search?q=${landmarks.searches.none}`, 'api/search?q=', 'api/search']) {
      const response = await fetch(`${service().url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=1800');
      expect(await response.json()).toEqual([]);
    }
  });

  test('matches word prefixes, case-insensitively, ignoring punctuation', async () => {
    expect((await search('HOORAY')).json).toEqual(framesOf('Did the build pass? It did! Hooray.'));
    expect((await search('hoor')).json).toEqual(framesOf('Did the build pass? It did! Hooray.'));
    expect((await search('SAID "hi!"')).json).toEqual(framesOf('She said "Hi!" and walked out.'));
    // "hi" is also the start of "high".
    expect((await search('"hi!"')).json).toEqual(framesOf('She said "Hi!" and walked out.', '"Hi!"', 'and the coverage is high ♪'));
    expect((await search('3.14')).json).toEqual(framesOf('Pi is exactly 3.14 and not a digit more'));
    expect((await search('hyperconfab')).json).toEqual(framesOf('That is hyperconfabulatingtestingtonificationism!'));
  });

  test.each([
    ['ampersand', 'Salt & pepper, please.'],
    ['hash', 'Channel #5 has the weather.'],
    ['plus', 'Mock only speaks C++ and C.'],
    ['percent', "I'm 100% sure."],
    ['slash', 'Take the bus and/or the train.'],
  ] as const)('finds the %s line only when the symbol arrives intact', async (name, content) => {
    const query = landmarks.searches[name];
    expect((await search(query)).json).toEqual(framesOf(content));
    await service().clearRequests();
    await search(query);
    expect((await service().requests())[0]?.params).toEqual({ q: query });
  });

  test('a raw + in the query string is a space, as on the real service', async () => {
    const { json } = await getJson(`${service().url}api/search?q=c++`);
    expect(json.length).toBeGreaterThan(1);
    expect((await service().requests()).at(-1)?.params).toEqual({ q: 'c  ' });
  });

  test('an unescaped & cuts the query short, which the log shows', async () => {
    await service().clearRequests();
    const { json } = await getJson(`${service().url}api/search?q=salt & pepper`.replace(' & ', '%20&%20'));
    expect(json).toHaveLength(2);
    expect((await service().requests())[0]?.params).toEqual({ q: 'salt ', ' pepper': '' });
  });

  test('finds combining-mark, precomposed and CJK text', async () => {
    const cafés = framesOf('Café au lait, s’il vous plaît.', 'Cafe\u0301 with a combining accent, Zoe\u0308!');
    expect((await search('café')).json).toEqual(cafés);
    expect((await search('Cafe\u0301')).json).toEqual(cafés);
    expect((await search(landmarks.searches.cjk)).json).toEqual(framesOf('東京タワーでテストしよう。', '♪ 東京 ♪'));
  });
});

describe('api/search in 2026 mode', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  const search = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/search?${query}`);
  const resultsOf = (...contents: string[]): unknown[] =>
    framesOf(...contents).map((frame, index) => ({
      ...frame,
      Content: contents[index],
      Title: findEpisode(catalogue, frame.Episode)!.episode.Title,
      VideoWidth: 1920,
      VideoHeight: 1080,
    }));
  const PANCAKE_LINES = [
    'Who wants pancakes?',
    'Pancakes for breakfast, pancakes for lunch!',
    'Salt? On pancakes?',
    `Thumbs up \u{1F44D}\u{1F3FD} for pancakes.`,
  ];

  test('each result is the representative frame with the line as Content, the episode title as Title, and the video size', async () => {
    const classic = await startFakeService({ mode: 'classic' });
    try {
      const { status, headers, json } = await search('q=pancakes');
      const classicFrames = (await getJson(`${classic.url}api/search?q=pancakes`)).json;
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=1800');
      expect(json).toHaveLength(7);
      expect(json.map(({ Id, Episode, Timestamp }: RawFrame) => ({ Id, Episode, Timestamp }))).toEqual(classicFrames);
      for (const result of json) {
        expect(Object.keys(result)).toEqual(['Id', 'Episode', 'Timestamp', 'Content', 'Title', 'VideoWidth', 'VideoHeight']);
        expect(result.Content.toLowerCase()).toContain('pancakes');
        expect(result.Title).toBe(findEpisode(catalogue, result.Episode)!.episode.Title);
      }
      expect(json.slice(0, 3)).toEqual(resultsOf(...PANCAKE_LINES.slice(0, 3)));
      expect(json.some((result: { Title: string }) => result.Title === '')).toBe(true); // S01E03 has an empty title
    } finally {
      await classic.close();
    }
  });

  test('smin and smax keep the lines of the seasons within the range', async () => {
    const seasonOf = (result: RawFrame): number => findEpisode(catalogue, result.Episode)!.episode.Season;
    const seasonTwo = (await search('q=pancakes&smin=2')).json;
    expect(seasonTwo.length).toBeGreaterThan(0);
    expect(seasonTwo.every((result: RawFrame) => seasonOf(result) === 2)).toBe(true);
    const seasonOne = (await search('q=pancakes&smax=1')).json;
    expect([...seasonOne, ...seasonTwo]).toHaveLength(7);
    expect(seasonOne.every((result: RawFrame) => seasonOf(result) === 1)).toBe(true);
    expect((await search('q=pancakes&smin=1&smax=2')).json).toHaveLength(7);
    expect((await search('q=pancakes&smin=1&smax=1')).json).toEqual(seasonOne);
    expect(await search('q=pancakes&smin=3')).toMatchObject({ status: 200, json: [] });
    expect(await search('q=pancakes&smin=2&smax=1')).toMatchObject({ status: 200, json: [] });
  });

  test.each(['smin=-1', 'smin=1.5', 'smax=two', 'smin=', 'smax=1e1'])('a bad season filter (%s) is a 400', async (filter) => {
    const response = await fetch(`${service().url}api/search?q=pancakes&${filter}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  test('logs the season filters as numbers', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/search?q=pancakes&smin=1&smax=2`);
    expect((await service().requests())[0]?.params).toEqual({ q: 'pancakes', smin: 1, smax: 2 });
  });

  test('finds the film, keyed Movie (Season 0)', async () => {
    const { json } = await search(`q=${landmarks.searches.movie}`);
    expect(json.map((result: { Episode: string; Content: string }) => [result.Episode, result.Content])).toEqual([
      ['Movie', 'Popcorn ready? Lights down.'],
      ['Movie', 'Intermission! More popcorn!'],
    ]);
    expect(json[0].Title).toBe('The Testingtons Movie');
    expect((await search(`q=${landmarks.searches.movie}&smin=1`)).json).toEqual([]);
    expect((await search(`q=${landmarks.searches.movie}&smax=0`)).json).toHaveLength(2);
  });

  test('no match or an empty query is still 200 []', async () => {
    expect((await search(`q=${landmarks.searches.none}`)).json).toEqual([]);
    expect((await search('q=')).json).toEqual([]);
  });
});

describe('api/search in classic mode ignores smin and smax', () => {
  test('same 7 frames whatever the filters, even invalid ones; no Content or Title', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      const plain = (await getJson(`${service.url}api/search?q=pancakes`)).json;
      expect(plain).toHaveLength(7);
      expect(Object.keys(plain[0])).toEqual(['Id', 'Episode', 'Timestamp']);
      for (const filter of ['smin=2', 'smax=1', 'smin=3', 'smin=abc']) {
        const { status, json } = await getJson(`${service.url}api/search?q=pancakes&${filter}`);
        expect(status).toBe(200);
        expect(json).toEqual(plain);
      }
      await service.clearRequests();
      await fetch(`${service.url}api/search?q=pancakes&smin=2`);
      expect((await service.requests())[0]?.params).toEqual({ q: 'pancakes', smin: '2' });
    } finally {
      await service.close();
    }
  });
});
