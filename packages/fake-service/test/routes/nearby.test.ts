import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

const frames = findEpisode(catalogue, 'S01E03')!.frames;

describe('api/nearby', () => {
  const service = useService({ mode: 'classic' });
  const nearby = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/nearby?${query}`);

  test('answers exactly seven frames in time order, the nearest in the middle', async () => {
    const centre = frames[200]!;
    const { status, headers, json } = await nearby(`e=S01E03&t=${centre.Timestamp + 2}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual(frames.slice(197, 204));
    expect(json[3]).toEqual(centre);
  });

  test('is shifted at the start and at the end of the episode', async () => {
    expect((await nearby('e=S01E03&t=0')).json).toEqual(frames.slice(0, 7));
    expect((await nearby(`e=S01E03&t=${frames[1]!.Timestamp}`)).json).toEqual(frames.slice(0, 7));
    expect((await nearby('e=S01E03&t=999999999')).json).toEqual(frames.slice(-7));
    expect((await nearby(`e=S01E03&t=${frames.at(-2)!.Timestamp}`)).json).toEqual(frames.slice(-7));
  });

  test('an unknown or missing key is a 404', async () => {
    expect((await fetch(`${service().url}api/nearby?e=${landmarks.keys.unknown}&t=1000`)).status).toBe(404);
    expect((await fetch(`${service().url}api/nearby?t=1000`)).status).toBe(404);
  });

  test.each(['t=-3', 't=2.5', 't=x', ''])('a bad timestamp (%s) is a 400', async (timestamp) => {
    expect((await fetch(`${service().url}api/nearby?e=S01E03&${timestamp}`)).status).toBe(400);
  });

  test('logs e and t', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/nearby?e=S01E03&t=5000`);
    expect((await service().requests())[0]).toMatchObject({ endpoint: 'nearby', params: { e: 'S01E03', t: 5000 }, status: 200 });
  });
});

describe('api/nearby in 2026 mode', () => {
  test('is gone: 404 as an unknown path, logged as unknown', async () => {
    const service = await startFakeService({ mode: '2026', renderStepMs: 1 });
    try {
      const response = await fetch(`${service.url}api/nearby?e=S01E01&t=10000`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('404 page not found\n');
      expect(await service.requests()).toEqual([
        { method: 'GET', path: '/api/nearby', query: 'e=S01E01&t=10000', endpoint: 'unknown', params: { e: 'S01E01', t: '10000' }, status: 404 },
      ]);
    } finally {
      await service.close();
    }
  });
});
