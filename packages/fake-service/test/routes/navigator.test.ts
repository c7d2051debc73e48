import { describe, expect, test } from '@jest/globals';
import { catalogue2026 as catalogue } from '../../src/catalogue/catalogue.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

describe('api/navigator (2026)', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });

  test('one entry per episode of the 2026 catalogue (the film last), in catalogue order, with the exact identity fields and a YYYY-MM-DD air date', async () => {
    const { status, headers, json } = await getJson(`${service().url}api/navigator`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    const withoutFrames = json.map(({ Frames: _frames, ...rest }: { Frames: number[] }) => rest);
    expect(withoutFrames).toEqual([
      { Key: 'S01E01', Season: 1, EpisodeNumber: 1, Title: 'The Flaky Test', OriginalAirDate: '2000-01-09' },
      { Key: 'S01E02', Season: 1, EpisodeNumber: 2, Title: 'Café Ünïcode: 東京の夜 🌃', OriginalAirDate: '2000-01-16' },
      { Key: 'S01E03', Season: 1, EpisodeNumber: 3, Title: '', OriginalAirDate: '' },
      { Key: 'S02E01', Season: 2, EpisodeNumber: 1, Title: 'The Very Long Goodbye (Extended Cut)', OriginalAirDate: '2001-09-03' },
      { Key: 'Movie', Season: 0, EpisodeNumber: 1, Title: 'The Testingtons Movie', OriginalAirDate: '2007-07-27' },
    ]);
    for (const entry of json) expect(Object.keys(entry)).toEqual(['Key', 'Season', 'EpisodeNumber', 'Title', 'OriginalAirDate', 'Frames']);
  });

  test('Frames: 20 real frame timestamps, increasing, from the first frame to the last, evenly spread', async () => {
    const { json } = await getJson(`${service().url}api/navigator`);
    for (const [index, entry] of catalogue.episodes.entries()) {
      const frames: number[] = json[index].Frames;
      const timestamps = entry.frames.map((frame) => frame.Timestamp);
      expect(frames).toHaveLength(20);
      expect(frames[0]).toBe(timestamps[0]);
      expect(frames.at(-1)).toBe(timestamps.at(-1));
      const last = timestamps.length - 1;
      expect(frames).toEqual(Array.from({ length: 20 }, (_unused, position) => timestamps[Math.round((position * last) / 19)]));
      for (const [position, timestamp] of frames.entries()) {
        expect(Number.isInteger(timestamp)).toBe(true);
        if (position > 0) expect(timestamp).toBeGreaterThan(frames[position - 1]!);
      }
    }
  });

  test('is logged as navigator', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/navigator`);
    expect(await service().requests()).toEqual([{ method: 'GET', path: '/api/navigator', query: '', endpoint: 'navigator', params: {}, status: 200 }]);
  });
});

describe('api/navigator in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${service.url}api/navigator`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
