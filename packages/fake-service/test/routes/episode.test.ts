import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

const ordinary = findEpisode(catalogue, 'S01E01')!;

describe('api/episode', () => {
  const service = useService({ mode: 'classic' });
  const view = (path: string): ReturnType<typeof getJson> => getJson(`${service().url}api/episode/${path}`);

  test('answers the episode and the subtitles overlapping [start, end]', async () => {
    const { status, headers, json } = await view('S01E01/9000/16500');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(json)).toEqual(['Episode', 'Subtitles']);
    expect(json.Episode).toEqual(ordinary.episode);
    expect(Object.keys(json.Episode)).toHaveLength(9);
    expect(json.Subtitles).toEqual(ordinary.subtitles.filter((line) => line.EndTimestamp >= 9_000 && line.StartTimestamp <= 16_500));
    expect(json.Subtitles.map((line: { Content: string }) => line.Content)).toEqual([
      'Did the build pass? It did! Hooray.',
      'Pi is exactly 3.14 and not a digit more',
      'She said "Hi!" and walked out.',
      '"Hi!"',
    ]);
  });

  test('the whole episode with a wide range', async () => {
    expect((await view(`${landmarks.keys.overAnHour}/0/9999999`)).json.Subtitles).toEqual(findEpisode(catalogue, 'S02E01')!.subtitles);
  });

  test('end < start gives "Subtitles": []', async () => {
    const { status, json } = await view('S01E01/16500/9000');
    expect(status).toBe(200);
    expect(json).toEqual({ Episode: ordinary.episode, Subtitles: [] });
  });

  test('an unknown key answers 200 with every Episode field zeroed or empty', async () => {
    const { status, json } = await view(`${landmarks.keys.unknown}/0/10000`);
    expect(status).toBe(200);
    expect(json).toEqual({
      Episode: { Id: 0, Key: '', Season: 0, EpisodeNumber: 0, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' },
      Subtitles: [],
    });
  });

  test.each(['S01E01/-1/100', 'S01E01/0/1e4', 'S01E01/0/ten'])('a bad number (%s) is a 400', async (path) => {
    expect((await fetch(`${service().url}api/episode/${path}`)).status).toBe(400);
  });

  test('logs key, start and end', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/episode/S01E02/0/5000`);
    expect((await service().requests())[0]).toMatchObject({ endpoint: 'episode', params: { key: 'S01E02', start: 0, end: 5000 }, status: 200 });
  });
});

describe('api/episode in 2026 mode', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });

  test('the Episode has the rebuilt fields (ISO date, video size; no MinTimestamp, MaxTimestamp); the subtitles are as in classic mode', async () => {
    const { status, json } = await getJson(`${service().url}api/episode/S02E01/0/20000`);
    const entry = findEpisode(catalogue, 'S02E01')!;
    expect(status).toBe(200);
    expect(json).toEqual({
      Episode: {
        ...entry.episode,
        OriginalAirDate: '2001-09-03',
        VideoWidth: 1920,
        VideoHeight: 1080,
      },
      Subtitles: entry.subtitles.filter((line) => line.StartTimestamp <= 20_000),
    });
  });

  test('an unknown key: 200, every field zeroed or empty, the optional video size left out', async () => {
    const { status, json } = await getJson(`${service().url}api/episode/${landmarks.keys.unknown}/0/20000`);
    expect(status).toBe(200);
    expect(json).toEqual({
      Episode: { Id: 0, Key: '', Season: 0, EpisodeNumber: 0, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' },
      Subtitles: [],
    });
  });

  test('the film, keyed Movie', async () => {
    const { status, json } = await getJson(`${service().url}api/episode/Movie/0/10000`);
    expect(status).toBe(200);
    expect(json.Episode).toMatchObject({ Key: 'Movie', Season: 0, EpisodeNumber: 1, OriginalAirDate: '2007-07-27' });
    expect(json.Subtitles.map((line: { Content: string }) => line.Content)).toEqual(['Popcorn ready? Lights down.']);
  });

  test('end < start still gives "Subtitles": []', async () => {
    expect((await getJson(`${service().url}api/episode/S01E01/5000/4000`)).json.Subtitles).toEqual([]);
  });
});
