import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import type { CatalogueEpisode, RawSubtitle } from '../../src/catalogue/types.js';
import { startFakeService } from '../../src/server.js';
import type { FakeServiceHandle } from '../../src/types.js';
import { getJson } from '../support/http.js';

const episode = (key: string): CatalogueEpisode => findEpisode(catalogue, key)!;
const lineContaining = (text: string): RawSubtitle => catalogue.subtitles.find((line) => line.Content.includes(text))!;

describe('api/caption', () => {
  let service: FakeServiceHandle;
  beforeAll(async () => {
    service = await startFakeService();
  });
  afterAll(() => service.close());
  const caption = (query: string): ReturnType<typeof getJson> => getJson(`${service.url}api/caption?${query}`);

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
    expect((await fetch(`${service.url}api/caption?e=${landmarks.keys.unknown}&t=1000`)).status).toBe(404);
    expect((await fetch(`${service.url}api/caption?t=1000`)).status).toBe(404);
  });

  test.each(['t=-1', 't=1.5', 't=abc', 't=', 't=1e3', 't=%201', ''])('a bad timestamp (%s) is a 400', async (timestamp) => {
    const response = await fetch(`${service.url}api/caption?e=S01E01&${timestamp}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/^400 Bad Request: .*\bt\b/);
  });

  test('logs e and t decoded', async () => {
    await service.clearRequests();
    await fetch(`${service.url}api/caption?e=S01E01&t=1234`);
    await fetch(`${service.url}api/caption?e=S01E01&t=-5`);
    expect(await service.requests()).toEqual([
      { method: 'GET', path: '/api/caption', query: 'e=S01E01&t=1234', endpoint: 'caption', params: { e: 'S01E01', t: 1234 }, status: 200 },
      { method: 'GET', path: '/api/caption', query: 'e=S01E01&t=-5', endpoint: 'caption', params: { e: 'S01E01', t: '-5' }, status: 400 },
    ]);
  });
});
