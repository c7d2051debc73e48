import { describe, expect, test } from '@jest/globals';
import { catalogue, catalogue2026, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import type { CatalogueEpisode, RawSubtitle } from '../../src/catalogue/types.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

const episode = (key: string): CatalogueEpisode => findEpisode(catalogue, key)!;
const lineContaining = (text: string): RawSubtitle => catalogue.subtitles.find((line) => line.Content.includes(text))!;

describe('api/caption', () => {
  const service = useService({ mode: 'classic' });
  const caption = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/caption?${query}`);

  test('answers the exact screencap of a subtitle line', async () => {
    const line = lineContaining('3.14');
    const entry = episode(line.Episode);
    const index = entry.frames.findIndex((frame) => frame.Timestamp === line.RepresentativeTimestamp);
    const { status, headers, json } = await caption(`e=${line.Episode}&t=${line.RepresentativeTimestamp}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual({
      Episode: entry.episode,
      Frame: entry.frames[index],
      Subtitles: [line],
      Nearby: entry.frames.slice(index - 3, index + 4),
    });
    expect(JSON.stringify(json.Episode)).toBe(JSON.stringify(entry.episode));
  });

  test('uses the frame nearest to t', async () => {
    const frames = episode('S01E01').frames;
    const frame = frames[100]!;
    const next = frames[101]!;
    const justBeforeMiddle = frame.Timestamp + Math.floor((next.Timestamp - frame.Timestamp) / 2);
    expect((await caption(`e=S01E01&t=${frame.Timestamp + 1}`)).json.Frame).toEqual(frame);
    expect((await caption(`e=S01E01&t=${justBeforeMiddle}`)).json.Frame).toEqual(frame);
    expect((await caption(`e=S01E01&t=${next.Timestamp - 1}`)).json.Frame).toEqual(next);
  });

  test('holds every line on screen at that time', async () => {
    const { json } = await caption('e=S01E01&t=27000');
    expect(json.Subtitles.map((line: RawSubtitle) => line.Content)).toEqual(['Salt & pepper, please.', 'Salt? On pancakes?']);
  });

  test('holds no line in a silent scene', async () => {
    const { key, timestamp } = landmarks.silentTimestamp;
    const { status, json } = await caption(`e=${key}&t=${timestamp}`);
    expect(status).toBe(200);
    expect(json.Subtitles).toEqual([]);
  });

  test('sends unicode and empty metadata as they are', async () => {
    expect((await caption(`e=${landmarks.keys.unicodeMetadata}&t=18000`)).json.Episode).toEqual(episode('S01E02').episode);
    const empty = (await caption(`e=${landmarks.keys.emptyMetadata}&t=10000`)).json;
    expect(empty.Episode).toEqual({ ...episode('S01E03').episode, Title: '', Director: 'Sam Stray\n', Writer: '\nPat Newline' });
    expect(empty.Subtitles[0].Content).toBe('Roses are red,\nviolets are blue.');
  });

  test('Nearby is shifted at the start and the end of an episode', async () => {
    const first = episode('S01E01').frames;
    expect((await caption('e=S01E01&t=0')).json.Nearby).toEqual(first.slice(0, 7));
    const long = episode(landmarks.keys.overAnHour);
    const end = await caption(`e=${landmarks.keys.overAnHour}&t=99999999`);
    expect(end.json.Frame).toEqual(long.frames.at(-1));
    expect(end.json.Nearby).toEqual(long.frames.slice(-7));
  });

  test('an unknown or missing key is a 404', async () => {
    expect((await fetch(`${service().url}api/caption?e=${landmarks.keys.unknown}&t=1000`)).status).toBe(404);
    expect((await fetch(`${service().url}api/caption?t=1000`)).status).toBe(404);
  });

  test.each(['t=-1', 't=1.5', 't=abc', 't=', 't=1e3', 't=%201', ''])('a bad timestamp (%s) is a 400', async (timestamp) => {
    const response = await fetch(`${service().url}api/caption?e=S01E01&${timestamp}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^400 Bad Request: .*\bt\b/);
  });

  test('logs e and t decoded', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/caption?e=S01E01&t=1234`);
    await fetch(`${service().url}api/caption?e=S01E01&t=-5`);
    expect(await service().requests()).toEqual([
      { method: 'GET', path: '/api/caption', query: 'e=S01E01&t=1234', endpoint: 'caption', params: { e: 'S01E01', t: 1234 }, status: 200 },
      { method: 'GET', path: '/api/caption', query: 'e=S01E01&t=-5', endpoint: 'caption', params: { e: 'S01E01', t: '-5' }, status: 400 },
    ]);
  });
});

describe('api/caption in 2026 mode', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  const caption = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/caption?${query}`);

  test('answers the rebuilt shape: richer Episode, plain Frame, top-level MinTimestamp and MaxTimestamp, no Nearby unless asked for', async () => {
    const line = lineContaining('3.14');
    const entry = episode(line.Episode);
    const index = entry.frames.findIndex((frame) => frame.Timestamp === line.RepresentativeTimestamp);
    const { status, headers, json } = await caption(`e=${line.Episode}&t=${line.RepresentativeTimestamp}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual({
      Episode: {
        Id: 101,
        Key: 'S01E01',
        Season: 1,
        EpisodeNumber: 1,
        Title: 'The Flaky Test',
        Director: 'Ada Pixelworth',
        Writer: 'Bram Quillfeather',
        OriginalAirDate: '2000-01-09',
        WikiLink: 'https://testingtons.example/wiki/The_Flaky_Test',
        VideoWidth: 1920,
        VideoHeight: 1080,
      },
      Frame: entry.frames[index]!,
      Subtitles: [line],
      MinTimestamp: entry.frames[0]!.Timestamp,
      MaxTimestamp: entry.frames.at(-1)!.Timestamp,
    });
    expect(Object.keys(json)).toEqual(['Episode', 'Frame', 'Subtitles', 'MinTimestamp', 'MaxTimestamp']);
    expect(Object.keys(json.Frame)).toEqual(['Id', 'Episode', 'Timestamp']);
    expect(Object.keys(json.Episode)).toEqual([
      'Id',
      'Key',
      'Season',
      'EpisodeNumber',
      'Title',
      'Director',
      'Writer',
      'OriginalAirDate',
      'WikiLink',
      'VideoWidth',
      'VideoHeight',
    ]);
  });

  test('nearby=1 adds the 7 plain Nearby frames; any other value does not', async () => {
    const entry = episode('S01E01');
    const index = 100;
    const t = entry.frames[index]!.Timestamp;
    const withNearby = (await caption(`e=S01E01&t=${t}&nearby=1`)).json;
    expect(Object.keys(withNearby)).toEqual(['Episode', 'Frame', 'Subtitles', 'Nearby', 'MinTimestamp', 'MaxTimestamp']);
    expect(withNearby.Nearby).toEqual(entry.frames.slice(index - 3, index + 4));
    for (const value of ['0', 'true', '']) expect((await caption(`e=S01E01&t=${t}&nearby=${value}`)).json).not.toHaveProperty('Nearby');
  });

  test('air dates are YYYY-MM-DD, the empty one stays empty; MinTimestamp and MaxTimestamp are the first and last frames', async () => {
    const dates: Record<string, string> = { S01E01: '2000-01-09', S01E02: '2000-01-16', S01E03: '', S02E01: '2001-09-03' };
    for (const [key, date] of Object.entries(dates)) {
      const { json } = await caption(`e=${key}&t=1000`);
      expect(json.Episode.OriginalAirDate).toBe(date);
      expect(json.MinTimestamp).toBe(episode(key).frames[0]!.Timestamp);
      expect(json.MaxTimestamp).toBe(episode(key).frames.at(-1)!.Timestamp);
      expect(json.Episode).not.toHaveProperty('MinTimestamp');
    }
    const empty = (await caption(`e=${landmarks.keys.emptyMetadata}&t=10000`)).json.Episode;
    expect([empty.Title, empty.WikiLink, empty.Director, empty.Writer]).toEqual(['', '', 'Sam Stray\n', '\nPat Newline']);
  });

  test('the film, keyed Movie, has captions', async () => {
    const movie = findEpisode(catalogue2026, landmarks.keys.movie)!;
    const line = movie.subtitles[0]!;
    const { status, json } = await caption(`e=Movie&t=${line.RepresentativeTimestamp}`);
    expect(status).toBe(200);
    expect(json.Episode).toMatchObject({ Key: 'Movie', Title: 'The Testingtons Movie', OriginalAirDate: '2007-07-27' });
    expect(json.Subtitles).toEqual([line]);
    expect(json.MaxTimestamp).toBe(movie.frames.at(-1)!.Timestamp);
  });

  test('errors are as in classic mode', async () => {
    expect((await fetch(`${service().url}api/caption?e=${landmarks.keys.unknown}&t=1000`)).status).toBe(404);
    expect((await fetch(`${service().url}api/caption?e=S01E01&t=1.5`)).status).toBe(400);
  });
});

describe('api/caption in classic mode ignores nearby', () => {
  test('Nearby is always there, and the Episode keeps its 9 classic fields', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      for (const query of ['e=S01E01&t=11656', 'e=S01E01&t=11656&nearby=1', 'e=S01E01&t=11656&nearby=0']) {
        const { json } = await getJson(`${service.url}api/caption?${query}`);
        expect(json.Nearby).toHaveLength(7);
        expect(json.Episode).toEqual(episode('S01E01').episode);
        expect(json.Frame).not.toHaveProperty('VideoWidth');
        expect(json).not.toHaveProperty('MinTimestamp');
      }
      // The film exists only in the 2026 catalogue.
      expect((await fetch(`${service.url}api/caption?e=Movie&t=5000`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
