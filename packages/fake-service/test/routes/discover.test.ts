import { beforeEach, describe, expect, test } from '@jest/globals';
import { catalogue2026 as catalogue } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import { createRandom } from '../../src/random.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

/**
 * The n-th discover answers of a service with this seed, computed here on
 * their own: 12 distinct lines by a partial Fisher-Yates shuffle of the
 * 2026 catalogue's lines (the film's included), drawn from a generator
 * seeded like api/random's.
 */
function expectedDiscoveries(seed: number, calls: number): unknown[][] {
  const random = createRandom(seed);
  return Array.from({ length: calls }, () => {
    const order = catalogue.subtitles.map((_line, index) => index);
    for (let position = 0; position < 12; position++) {
      const chosen = position + random.nextInt(order.length - position);
      const kept = order[position]!;
      order[position] = order[chosen]!;
      order[chosen] = kept;
    }
    return order.slice(0, 12).map((index) => {
      const line = catalogue.subtitles[index]!;
      const title = findEpisode(catalogue, line.Episode)!.episode.Title;
      return { Episode: line.Episode, Timestamp: line.RepresentativeTimestamp, Content: line.Content, Title: title, VideoWidth: 1920, VideoHeight: 1080 };
    });
  });
}

describe('api/discover (2026)', () => {
  const service = useService({ mode: '2026', seed: 9, renderStepMs: 1 });
  beforeEach(() => service().reset());
  const discover = (): ReturnType<typeof getJson> => getJson(`${service().url}api/discover`);

  test('answers 12 entries {Episode, Timestamp, Content, Title, VideoWidth, VideoHeight}, each a real line at its representative frame', async () => {
    const { status, headers, json } = await discover();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toHaveLength(12);
    for (const entry of json) {
      expect(Object.keys(entry)).toEqual(['Episode', 'Timestamp', 'Content', 'Title', 'VideoWidth', 'VideoHeight']);
      expect([entry.VideoWidth, entry.VideoHeight]).toEqual([1920, 1080]);
      const line = catalogue.subtitles.find((candidate) => candidate.Episode === entry.Episode && candidate.Content === entry.Content)!;
      expect(line).toBeDefined();
      expect(entry.Timestamp).toBe(line.RepresentativeTimestamp);
      expect(entry.Title).toBe(findEpisode(catalogue, line.Episode)!.episode.Title);
      expect(findEpisode(catalogue, entry.Episode)!.frames.some((frame) => frame.Timestamp === entry.Timestamp)).toBe(true);
    }
    expect(new Set(json.map((entry: { Episode: string; Content: string }) => `${entry.Episode} ${entry.Content}`)).size).toBe(12);
  });

  test('follows the seeded sequence: each call another selection, from the start again after reset', async () => {
    const expected = expectedDiscoveries(9, 3);
    const answers = [(await discover()).json, (await discover()).json, (await discover()).json];
    expect(answers).toEqual(expected);
    expect(answers[1]).not.toEqual(answers[0]);
    await service().reset();
    expect((await discover()).json).toEqual(expected[0]);
  });

  test('another seed gives another selection', async () => {
    const other = await startFakeService({ mode: '2026', seed: 10 });
    try {
      const answer = (await getJson(`${other.url}api/discover`)).json;
      expect(answer).toEqual(expectedDiscoveries(10, 1)[0]);
      expect(answer).not.toEqual(expectedDiscoveries(9, 1)[0]);
    } finally {
      await other.close();
    }
  });

  test('does not shift the api/random sequence', async () => {
    const first = (await getJson(`${service().url}api/random`)).json;
    await service().reset();
    await discover();
    await discover();
    expect((await getJson(`${service().url}api/random`)).json).toEqual(first);
  });

  test('is logged as discover with empty params', async () => {
    await discover();
    expect(await service().requests()).toEqual([{ method: 'GET', path: '/api/discover', query: '', endpoint: 'discover', params: {}, status: 200 }]);
  });
});

describe('api/discover in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${service.url}api/discover`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
