import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { catalogue } from '../../src/catalogue/catalogue.js';
import { findEpisode, nearbyFrames, nearestFrameIndex, subtitlesAt } from '../../src/catalogue/lookup.js';
import { createRandom } from '../../src/random.js';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle } from '../../src/types.js';
import { getJson } from '../support/http.js';

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
  let service: FakeServiceHandle;
  beforeAll(async () => {
    service = await startFakeService({ seed: 5 });
  });
  afterAll(() => service.close());

  test('answers a screencap in the caption shape, JSON content type', async () => {
    const { status, headers, json } = await getJson(`${service.url}api/random`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(json)).toEqual(['Episode', 'Frame', 'Subtitles', 'Nearby']);
    expect(json.Subtitles.length).toBeGreaterThan(0);
    expect(json.Nearby).toHaveLength(7);
    expect(json.Nearby).toContainEqual(json.Frame);
  });

  test('follows the seeded sequence, from its start again after reset', async () => {
    await service.reset();
    const expected = expectedRandomSequence(5, 6);
    expect(await randomSequence(service, 6)).toEqual(expected);
    await service.reset();
    expect(await randomSequence(service, 3)).toEqual(expected.slice(0, 3));
  });

  test('another seed gives another sequence; the default seed is 1', async () => {
    const defaultSeed = await startFakeService();
    try {
      const answers = await randomSequence(defaultSeed, 6);
      expect(answers).toEqual(expectedRandomSequence(1, 6));
      expect(answers).not.toEqual(expectedRandomSequence(5, 6));
    } finally {
      await defaultSeed.close();
    }
  });

  test('is logged with empty params', async () => {
    await service.clearRequests();
    await fetch(`${service.url}api/random`);
    expect(await service.requests()).toEqual([{ method: 'GET', path: '/api/random', query: '', endpoint: 'random', params: {}, status: 200 }]);
  });
});
