import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import type { RawSubtitle } from '../../src/catalogue/types.js';
import { startFakeService } from '../../src/server.js';
import { getJson } from '../support/http.js';
import { useService } from '../support/use-service.js';

const linesOf = (key: string): readonly RawSubtitle[] => findEpisode(catalogue, key)!.subtitles;

describe('api/transcript (2026)', () => {
  const service = useService({ mode: '2026', renderStepMs: 1 });
  const transcript = (query: string): ReturnType<typeof getJson> => getJson(`${service().url}api/transcript?${query}`);

  test('the full subtitle objects starting from 30 s before t to 30 s after it, by start time', async () => {
    const { status, headers, json } = await transcript('e=S01E01&t=40000');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    const expected = linesOf('S01E01').filter((line) => line.StartTimestamp >= 10_000 && line.StartTimestamp <= 70_000);
    expect(expected.length).toBeGreaterThan(5);
    expect(json).toEqual(expected);
    expect(Object.keys(json[0])).toEqual(['Id', 'RepresentativeTimestamp', 'Episode', 'StartTimestamp', 'EndTimestamp', 'Content', 'Language']);
    expect(json.map((line: RawSubtitle) => line.Content)).toContain('Salt & pepper, please.');
  });

  test('both ends of the window are included', async () => {
    const line = linesOf('S01E01').find((candidate) => candidate.Content === 'Take the bus and/or the train.')!;
    expect(line.StartTimestamp).toBeGreaterThan(30_001);
    const contents = async (t: number): Promise<string[]> => ((await transcript(`e=S01E01&t=${t}`)).json as RawSubtitle[]).map((entry) => entry.Content);
    expect(await contents(line.StartTimestamp + 30_000)).toContain(line.Content);
    expect(await contents(line.StartTimestamp + 30_001)).not.toContain(line.Content);
    expect(await contents(line.StartTimestamp - 30_000)).toContain(line.Content);
    expect(await contents(line.StartTimestamp - 30_001)).not.toContain(line.Content);
  });

  test('lines past the hour mark, unicode and embedded newlines come as they are', async () => {
    expect((await transcript(`e=${landmarks.keys.overAnHour}&t=3702072`)).json).toContainEqual(
      linesOf('S02E01').find((line) => line.Content === 'An hour and a bit, and still testing.'),
    );
    expect((await transcript(`e=${landmarks.keys.emptyMetadata}&t=10000`)).json.map((line: RawSubtitle) => line.Content)).toContain('Roses are red,\nviolets are blue.');
  });

  test('a time far past the end of the episode gives []', async () => {
    expect(await transcript('e=S01E01&t=99999999')).toMatchObject({ status: 200, json: [] });
  });

  test('an unknown or missing key is a 404', async () => {
    expect((await fetch(`${service().url}api/transcript?e=${landmarks.keys.unknown}&t=1000`)).status).toBe(404);
    expect((await fetch(`${service().url}api/transcript?t=1000`)).status).toBe(404);
  });

  test.each(['t=-1', 't=1.5', 't=abc', 't=', ''])('a bad timestamp (%s) is a 400', async (timestamp) => {
    const response = await fetch(`${service().url}api/transcript?e=S01E01&${timestamp}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  test('logs e and t, t as a number', async () => {
    await service().clearRequests();
    await fetch(`${service().url}api/transcript?e=S01E02&t=9274`);
    expect(await service().requests()).toEqual([
      { method: 'GET', path: '/api/transcript', query: 'e=S01E02&t=9274', endpoint: 'transcript', params: { e: 'S01E02', t: 9274 }, status: 200 },
    ]);
  });
});

describe('api/transcript in classic mode', () => {
  test('does not exist: 404', async () => {
    const service = await startFakeService({ mode: 'classic' });
    try {
      expect((await fetch(`${service.url}api/transcript?e=S01E01&t=1000`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
