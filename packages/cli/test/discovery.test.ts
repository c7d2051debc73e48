import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import {
  DISCOVER_COUNT,
  type FakeServiceHandle,
  catalogue2026 as catalogue,
  findEpisode,
  navigatorEntry,
  startFakeServiceProcess,
  transcriptLines,
} from '@screencap/fake-service';
import { FRAME_JSON_KEYS, mmss } from './support/catalogue.js';
import { runScreencap, type ScreencapRun } from './support/run-screencap.js';

// discover, navigator and transcript against the fake service in its 2026
// mode, with expectations from its catalogue (the 2026 one, with the film).

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

async function screencap(...args: string[]): Promise<ScreencapRun> {
  const run = await runScreencap(['--url', service.url, ...args]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run;
}

async function screencapJson(...args: string[]): Promise<any> {
  return JSON.parse((await screencap(...args, '--json')).stdout);
}

describe('discover', () => {
  test('--json lists the moments: key, timestamp, the line spoken there, the title, the image', async () => {
    const moments = await screencapJson('discover');
    expect(moments).toHaveLength(DISCOVER_COUNT);
    for (const moment of moments) {
      const episode = findEpisode(catalogue, moment.key)!;
      const line = episode.subtitles.find((subtitle) => subtitle.RepresentativeTimestamp === moment.timestamp);
      // A frame like any other (no id: the service sends none), with its line and title.
      expect(Object.keys(moment)).toEqual(FRAME_JSON_KEYS);
      expect(moment.id).toBeNull();
      expect(moment.content).toBe(line?.Content);
      expect(moment.title).toBe(episode.episode.Title.replace(/\s*\n\s*/g, ' ').trim());
      expect(moment.imageUrl).toBe(`${service.url}img/${moment.key}/${moment.timestamp}.jpg`);
    }
  });

  test('prints them as a table, the same moments from the same seed', async () => {
    const moments = await screencapJson('discover');
    await service.reset();
    const [heading, blank, header, ...rows] = (await screencap('discover')).stdout.trimEnd().split('\n');
    expect([heading, blank]).toEqual([`${DISCOVER_COUNT} moments to discover`, '']);
    expect(header?.trim().split(/ +/)).toEqual(['#', 'Key', 'Timestamp', 'Time', 'Line']);
    expect(rows).toHaveLength(moments.length);
    moments.forEach((moment: any, index: number) => {
      expect(rows[index]).toMatch(new RegExp(`^ *${index + 1}  ${moment.key} +${moment.timestamp}  ${mmss(moment.timestamp)}  `));
      // A line of several lines is shown on one.
      expect(rows[index]?.endsWith(moment.content.replace(/\s*\n\s*/g, ' '))).toBe(true);
    });
  });
});

describe('navigator', () => {
  const expected = catalogue.episodes.map(navigatorEntry);

  test('--json lists every episode with its frames', async () => {
    expect(await screencapJson('navigator')).toEqual(
      expected.map((entry) => ({
        key: entry.Key,
        season: entry.Season,
        episode: entry.EpisodeNumber,
        title: entry.Title.replace(/\s*\n\s*/g, ' ').trim(),
        airDate: entry.OriginalAirDate,
        frames: entry.Frames,
      })),
    );
  });

  test('prints a table of key, season, episode, air date and title', async () => {
    const output = (await screencap('navigator', '--title', catalogue.title)).stdout;
    const [heading, blank, header, ...rows] = output.trimEnd().split('\n');
    expect([heading, blank]).toEqual([`${expected.length} episodes of The Testingtons`, '']);
    expect(header?.split(/ +/)).toEqual(['Key', 'Season', 'Episode', 'Aired', 'Title']);
    expected.forEach((entry, index) => {
      const title = entry.Title.trim() === '' ? '-' : entry.Title;
      expect(rows[index]).toMatch(new RegExp(`^${entry.Key} +${entry.Season} +${entry.EpisodeNumber}  ${entry.OriginalAirDate === '' ? '-' : entry.OriginalAirDate} +`));
      expect(rows[index]?.endsWith(title)).toBe(true);
    });
  });
});

describe('transcript', () => {
  const pilot = findEpisode(catalogue, 'S01E01')!;
  const lines = transcriptLines(pilot, 20661);

  test('--json lists the subtitle lines around the timestamp', async () => {
    expect(lines.length).toBeGreaterThan(1);
    expect(await screencapJson('transcript', 'S01E01', '20661')).toEqual(
      lines.map((line) => ({ id: line.Id, key: 'S01E01', startTimestamp: line.StartTimestamp, endTimestamp: line.EndTimestamp, content: line.Content })),
    );
    const [request] = await service.requests();
    expect(request?.params).toEqual({ e: 'S01E01', t: 20661 });
  });

  test('prints them with their times', async () => {
    const output = (await screencap('transcript', 'S01E01', '20661')).stdout;
    expect(output.split('\n')[0]).toBe(`${lines.length} subtitle lines of S01E01 near 00:20:`);
    for (const line of lines) expect(output).toContain(`${mmss(line.StartTimestamp)}-${mmss(line.EndTimestamp)}  ${line.Content}\n`);
  });

  test('no lines there, or an episode the service does not know (its 404): exit 3 both', async () => {
    const quiet = [...Array(20).keys()].map((step) => step * 30_000).find((timestamp) => transcriptLines(pilot, timestamp).length === 0);
    expect(quiet).toBeDefined();
    const empty = await runScreencap(['--url', service.url, 'transcript', 'S01E01', String(quiet)]);
    expect(empty.code).toBe(3);
    expect(empty.stderr).toBe(`screencap: No subtitles of S01E01 near ${quiet} ms\n`);
    const unknown = await runScreencap(['--url', service.url, '--generation', '2026', 'transcript', 'S99E99', '1000']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toBe(`screencap: No episode S99E99 on ${service.url}\n`);
  });

  test('usage errors exit with 2', async () => {
    const run = await runScreencap(['--url', service.url, 'transcript', 'S01E01']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/missing argument <timestamp> \(see screencap transcript --help\)/);
  });
});
