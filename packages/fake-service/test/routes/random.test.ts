import { describe, expect, test } from '@jest/globals';
import { catalogue, catalogue2026 } from '../../src/catalogue/catalogue.js';
import { findEpisode, nearbyFrames, nearestFrameIndex, subtitlesAt } from '../../src/catalogue/lookup.js';
import type { RawSubtitle } from '../../src/catalogue/types.js';
import { createRandom } from '../../src/random.js';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle } from '../../src/types.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

/** The screencap a service with this seed answers on its n-th random request, computed from the catalogue. */
function expectedRandomSequence(seed: number, count: number): unknown[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const line = catalogue.subtitles[random.nextInt(catalogue.subtitles.length)]!;
    const entry = findEpisode(catalogue, line.Episode)!;
    const index = nearestFrameIndex(entry.frames, line.RepresentativeTimestamp);
    const frame = entry.frames[index]!;
    return { Episode: entry.episode, Frame: frame, Subtitles: subtitlesAt(entry.subtitles, frame.Timestamp), Nearby: nearbyFrames(entry.frames, index) };
  });
}

async function randomSequence(service: FakeServiceHandle, count: number): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (let index = 0; index < count; index++) answers.push((await getJson(`${service.url}api/random`)).json);
  return answers;
}

describe('api/random', () => {
  const service = useService({ mode: 'classic', seed: 5 });

  test('answers a screencap in the caption shape, JSON content type', async () => {
    const { status, headers, json } = await getJson(`${service().url}api/random`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(json)).toEqual(['Episode', 'Frame', 'Subtitles', 'Nearby']);
    expect(json.Subtitles.length).toBeGreaterThan(0);
    expect(json.Nearby).toHaveLength(7);
    expect(json.Nearby).toContainEqual(json.Frame);
  });

  test('follows the seeded sequence, from its start again after reset', async () => {
    await service().reset();
    const expected = expectedRandomSequence(5, 6);
    expect(await randomSequence(service(), 6)).toEqual(expected);
    await service().reset();
    expect(await randomSequence(service(), 3)).toEqual(expected.slice(0, 3));
  });

  test('another seed gives another sequence; the default seed is 1', async () => {
    const defaultSeed = await startFakeService({ mode: 'classic' });
    try {
      const answers = await randomSequence(defaultSeed, 6);
      expect(answers).toEqual(expectedRandomSequence(1, 6));
      expect(answers).not.toEqual(expectedRandomSequence(5, 6));
    } finally {
      await defaultSeed.close();
    }
  });

  test('is logged with empty params', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/random`);
    expect(await service().requests()).toEqual([{ method: 'GET', path: '/api/random', query: '', endpoint: 'random', params: {}, status: 200 }]);
  });
});

/** The lines a 2026 service with this seed picks, in a season range, computed from the 2026 catalogue (with the film). */
function expectedLines(seed: number, count: number, keep: (line: RawSubtitle) => boolean = () => true): RawSubtitle[] {
  const random = createRandom(seed);
  const lines = catalogue2026.subtitles.filter(keep);
  return Array.from({ length: count }, () => lines[random.nextInt(lines.length)]!);
}

const seasonOf = (key: string): number => findEpisode(catalogue2026, key)!.episode.Season;

describe('api/random in 2026 mode', () => {
  const service = useService({ mode: '2026', seed: 5, renderStepMs: 1 });
  const random = (query = ''): ReturnType<typeof getJson> => getJson(`${service().url}api/random${query === '' ? '' : `?${query}`}`);

  test('answers the rebuilt caption shape, Nearby included unasked, following the seeded sequence over the 2026 catalogue', async () => {
    await service().reset();
    for (const line of expectedLines(5, 8)) {
      const { status, json } = await random();
      expect(status).toBe(200);
      expect(Object.keys(json)).toEqual(['Episode', 'Frame', 'Subtitles', 'Nearby', 'MinTimestamp', 'MaxTimestamp']);
      const entry = findEpisode(catalogue2026, line.Episode)!;
      const index = nearestFrameIndex(entry.frames, line.RepresentativeTimestamp);
      expect(json.Episode).toEqual({ ...entry.episode, OriginalAirDate: json.Episode.OriginalAirDate, VideoWidth: 1920, VideoHeight: 1080 });
      expect(json.Episode.OriginalAirDate).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
      expect(json.Frame).toEqual(entry.frames[index]);
      expect(json.Subtitles).toContainEqual(line);
      expect(json.Nearby).toEqual(nearbyFrames(entry.frames, index));
      expect([json.MinTimestamp, json.MaxTimestamp]).toEqual([entry.frames[0]!.Timestamp, entry.frames.at(-1)!.Timestamp]);
    }
  });

  test('Nearby is there with nearby=1, and with any other value', async () => {
    for (const query of ['nearby=1', 'nearby=0']) expect((await random(query)).json.Nearby).toHaveLength(7);
  });

  test('picks the film (Season 0) too: smax=0 keeps only it', async () => {
    for (let index = 0; index < 3; index++) expect((await random('smax=0')).json.Episode.Key).toBe('Movie');
  });

  test('smin and smax restrict the picks to the seasons in range, following the seeded sequence over those lines', async () => {
    await service().reset();
    const seasonTwo = expectedLines(5, 4, (line) => seasonOf(line.Episode) === 2);
    for (const line of seasonTwo) {
      const { json } = await random('smin=2');
      expect(json.Episode.Season).toBe(2);
      expect(json.Subtitles).toContainEqual(line);
    }
    await service().reset();
    const seasonOne = expectedLines(5, 4, (line) => seasonOf(line.Episode) === 1);
    for (const line of seasonOne) {
      const { json } = await random('smin=1&smax=1');
      expect(json.Episode.Season).toBe(1);
      expect(json.Subtitles).toContainEqual(line);
    }
    for (let index = 0; index < 5; index++) expect((await random('smax=1')).json.Episode.Season).toBe(1);
  });

  test('a filter that matches no season is a 404', async () => {
    for (const filter of ['smin=3', 'smin=2&smax=1', 'smin=1&smax=0']) {
      const response = await fetch(`${service().url}api/random?${filter}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  test.each(['smin=-1', 'smin=1.5', 'smax=two', 'smax=', 'smin=%201'])('a bad season filter (%s) is a 400', async (filter) => {
    expect((await fetch(`${service().url}api/random?${filter}`)).status).toBe(400);
  });

  test('logs the season filters as numbers', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/random?smin=1&smax=2`);
    expect(await service().requests()).toEqual([
      { method: 'GET', path: '/api/random', query: 'smin=1&smax=2', endpoint: 'random', params: { smin: 1, smax: 2 }, status: 200 },
    ]);
  });
});

describe('api/random in classic mode ignores smin, smax and nearby', () => {
  test('the same sequence with or without filters, even invalid ones', async () => {
    const service = await startFakeService({ mode: 'classic', seed: 5 });
    try {
      const expected = expectedRandomSequence(5, 4);
      const answers: unknown[] = [];
      for (const query of ['smin=3', 'smin=abc&smax=-1', 'smax=0', 'nearby=0']) {
        const { status, json } = await getJson(`${service.url}api/random?${query}`);
        expect(status).toBe(200);
        answers.push(json);
      }
      expect(answers).toEqual(expected);
    } finally {
      await service.close();
    }
  });
});
