import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

const frames = findEpisode(catalogue, 'S01E01')!.frames;

describe('api/frames', () => {
  const service = useService({ mode: 'classic' });
  const framesAt = (path: string): ReturnType<typeof getJson> => getJson(`${service().url}api/frames/${path}`);

  test('answers every frame with a timestamp in [ts - before, ts + after]', async () => {
    const { status, headers, json } = await framesAt('S01E01/10000/3000/4000');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json).toEqual(frames.filter((frame) => frame.Timestamp >= 7_000 && frame.Timestamp <= 14_000));
    expect(json.length).toBeGreaterThan(25);
  });

  test('window ends are included', async () => {
    const frame = frames[50]!;
    const next = frames[51]!;
    expect((await framesAt(`S01E01/${frame.Timestamp}/0/${next.Timestamp - frame.Timestamp}`)).json).toEqual([frame, next]);
    expect((await framesAt(`S01E01/${next.Timestamp}/${next.Timestamp - frame.Timestamp}/0`)).json).toEqual([frame, next]);
  });

  test('before = after = 0 gives the one nearest frame', async () => {
    const frame = frames[80]!;
    expect((await framesAt(`S01E01/${frame.Timestamp}/0/0`)).json).toEqual([frame]);
    expect((await framesAt(`S01E01/${frame.Timestamp + 3}/0/0`)).json).toEqual([frame]);
    expect((await framesAt('S01E01/0/0/0')).json).toEqual([frames[0]]);
  });

  test('a window between two frames is empty', async () => {
    const frame = frames[10]!;
    expect((await framesAt(`S01E01/${frame.Timestamp + 1}/0/1`)).json).toEqual([]);
  });

  test('a huge window is accepted and gives the whole episode', async () => {
    const long = findEpisode(catalogue, landmarks.keys.overAnHour)!.frames;
    const { status, json } = await framesAt(`${landmarks.keys.overAnHour}/1000/999999999999/999999999999`);
    expect(status).toBe(200);
    expect(json).toEqual(long);
  });

  test('an unknown key answers 200 []', async () => {
    const { status, json } = await framesAt(`${landmarks.keys.unknown}/1000/3000/4000`);
    expect(status).toBe(200);
    expect(json).toEqual([]);
  });

  test.each(['S01E01/-1/0/0', 'S01E01/1000/-5/0', 'S01E01/1000/0/1.5', 'S01E01/abc/0/0', 'S01E01/1000/0/99999999999999999999'])(
    'a bad number (%s) is a 400',
    async (path) => {
      expect((await fetch(`${service().url}api/frames/${path}`)).status).toBe(400);
    },
  );

  test('a path with a missing segment is a 404', async () => {
    expect((await fetch(`${service().url}api/frames/S01E01/1000/0`)).status).toBe(404);
  });

  test('logs the path segments, numbers as numbers', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/frames/S01E01/1234/3000/4000`);
    expect(await service().requests()).toEqual([
      {
        method: 'GET',
        path: '/api/frames/S01E01/1234/3000/4000',
        query: '',
        endpoint: 'frames',
        params: { key: 'S01E01', timestamp: 1234, before: 3000, after: 4000 },
        status: 200,
      },
    ]);
  });

  test('a percent-encoded key is decoded, so an injected query stays inside the key', async () => {
    await service().clearRequests();
    const { json } = await framesAt(`${encodeURIComponent('S01E01?x=1&y=2')}/1000/0/0`);
    expect(json).toEqual([]);
    expect((await service().requests())[0]?.params).toEqual({ key: 'S01E01?x=1&y=2', timestamp: 1000, before: 0, after: 0 });
  });
});
