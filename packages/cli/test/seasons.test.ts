import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, catalogue, findEpisode, startFakeServiceProcess } from '@screencap/fake-service';
import { frameAt } from './support/catalogue.js';
import { runScreencap, USAGE_ERROR_OUTPUT, type ScreencapRun } from './support/run-screencap.js';

// --season-min and --season-max on `random` and `search`, against the fake
// service in its 2026 mode (whose catalogue has one episode of season 2, S02E01).

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
});

beforeEach(async () => {
  await service.reset();
});

afterAll(async () => {
  await service.close();
});

async function screencapJson(...args: string[]): Promise<any> {
  const run = await runScreencap(['--url', service.url, ...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

function seasonOf(key: string): number {
  return findEpisode(catalogue, key)!.episode.Season;
}

/** The frames a pancakes search finds in a range of seasons, in catalogue order. */
function pancakesIn(min: number, max: number): { key: string; timestamp: number }[] {
  return catalogue.subtitles
    .filter((line) => /\bpancakes/i.test(line.Content) && seasonOf(line.Episode) >= min && seasonOf(line.Episode) <= max)
    .map((line) => frameAt(line.Episode, line.RepresentativeTimestamp))
    .map((frame) => ({ key: frame.Episode, timestamp: frame.Timestamp }));
}

describe('search', () => {
  test('--season-min 2 finds only the results of season 2, and sends smin', async () => {
    const results = await screencapJson('search', 'pancakes', '--season-min', '2');
    expect(pancakesIn(2, 99)).toHaveLength(2);
    expect(results.map((frame: any) => ({ key: frame.key, timestamp: frame.timestamp }))).toEqual(pancakesIn(2, 99));
    expect(results.every((frame: any) => frame.key === 'S02E01')).toBe(true);
    const [request] = await service.requests();
    expect(request?.params).toEqual({ q: 'pancakes', smin: 2 });
  });

  test('--season-max 1 leaves season 2 out; both bounds together', async () => {
    const seasonOne = await screencapJson('search', 'pancakes', '--season-max', '1');
    expect(seasonOne.map((frame: { key: string }) => frame.key)).toEqual(pancakesIn(1, 1).map((frame) => frame.key));
    expect(seasonOne.some((frame: any) => frame.key === 'S02E01')).toBe(false);
    const both = await screencapJson('search', '--season-min=1', '--season-max=2', 'pancakes');
    expect(both).toHaveLength(7);
    expect((await service.requests()).map((request) => request.query)).toEqual([
      'q=pancakes&smax=1',
      'q=pancakes&smin=1&smax=2',
    ]);
  });

  test('nothing in the range: exit 3', async () => {
    const run = await runScreencap(['--url', service.url, 'search', 'pancakes', '--season-min', '3']);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe('screencap: No search results for "pancakes"\n');
  });
});

describe('random', () => {
  test('--season-min 2 picks from season 2', async () => {
    for (let run = 0; run < 3; run++) {
      const screencap = await screencapJson('random', '--season-min', '2');
      expect(screencap.key).toBe('S02E01');
      expect(screencap.season).toBe(2);
    }
    expect((await service.requests()).map((request) => request.query)).toEqual(['smin=2', 'smin=2', 'smin=2']);
  });

  test('--season-max 1 picks from season 1; human output too', async () => {
    for (let run = 0; run < 3; run++) expect((await screencapJson('random', '--season-max', '1')).season).toBe(1);
    const human = await runScreencap(['--url', service.url, 'random', '--season-min', '2', '--season-max', '2']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Episode +S02E01 \(Season 2, episode 1\)$/m);
  });
});

describe('usage errors: exit 2 before any request', () => {
  test.each([
    [['random', '--season-min', 'two'], /--season-min must be a whole number \(0 or more\), got "two" \(see screencap random --help\)/],
    [['search', 'x', '--season-max', '1.5'], /--season-max must be a whole number \(0 or more\), got "1\.5"/],
    [['search', 'x', '--season-max', '-1'], /--season-max must not be negative, got -1/],
    [['random', '--season-min', '3', '--season-max', '2'], /--season-min \(3\) must not be above --season-max \(2\)/],
    [['search', 'x', '--season-min'], /--season-min needs a value/],
    [['caption', 'S01E01', '1000', '--season-min', '2'], /caption takes no option --season-min/],
  ])('screencap %j', async (args, message) => {
    const run: ScreencapRun = await runScreencap(['--url', service.url, ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(USAGE_ERROR_OUTPUT);
    expect(run.stderr).toMatch(message);
    expect(await service.requests()).toEqual([]);
  });
});
