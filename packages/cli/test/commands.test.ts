import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, catalogue, findEpisode, startFakeServiceProcess } from '@screencap/fake-service';
import { frameAt, frameJson, framesOf, lineSaying, mmss } from './support/catalogue.js';
import { captionOf, runScreencap, type ScreencapRun } from './support/run-screencap.js';

// Every command, in human and in --json mode, against the fake service, with
// expectations computed from its catalogue rather than from the SDK.

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: 'classic' });
});

afterAll(async () => {
  await service.close();
});

/** Runs `screencap --url <fake service> ...args` and expects success. */
async function screencap(...args: string[]): Promise<ScreencapRun> {
  const run = await runScreencap(['--url', service.url, ...args]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run;
}

async function screencapJson(...args: string[]): Promise<any> {
  return JSON.parse((await screencap(...args, '--json')).stdout);
}

/** The value printed after a label of the human output, such as `Title`. */
function field(output: string, label: string): string | undefined {
  return new RegExp(`^${label} +(.*)$`, 'm').exec(output)?.[1];
}

const pilot = findEpisode(catalogue, 'S01E01')!.episode;
const pancakes = lineSaying('Who wants pancakes?');
const pancakesFrame = frameAt(pancakes.Episode, pancakes.RepresentativeTimestamp);
const build = lineSaying('Did the build pass? It did! Hooray.');
const buildFrame = frameAt(build.Episode, build.RepresentativeTimestamp);

describe('random', () => {
  test('prints a screencap of the catalogue, the same in both modes from the same seed', async () => {
    await service.reset();
    const human = (await screencap('random')).stdout;
    await service.reset();
    const json = await screencapJson('random');

    const episode = findEpisode(catalogue, json.key)!.episode;
    expect(json.title).toBe(episode.Title);
    expect(framesOf(json.key).some((frame) => frame.Timestamp === json.timestamp)).toBe(true);
    expect(json.realTimestamp).toBe(mmss(json.timestamp));
    expect(field(human, 'Title')).toBe(episode.Title);
    expect(field(human, 'Episode')).toBe(`${json.key} (Season ${episode.Season}, episode ${episode.EpisodeNumber})`);
    expect(field(human, 'Time')).toBe(`${mmss(json.timestamp)} (${json.timestamp} ms)`);
    expect(field(human, 'Caption')).toBe(json.caption);
    expect(field(human, 'Meme')).toBe(json.memeUrl);
  });
});

describe('search', () => {
  const expected = catalogue.subtitles
    .filter((line) => /\bpancakes/i.test(line.Content))
    .map((line) => frameAt(line.Episode, line.RepresentativeTimestamp));

  test('--json prints the matching frames as {id, key, timestamp, imageUrl}', async () => {
    expect(expected).toHaveLength(7);
    expect(await screencapJson('search', 'pancakes')).toEqual(expected.map((frame) => frameJson(service.url, frame)));
  });

  test('prints a table with the key, timestamp, mm:ss and image of every result', async () => {
    const [heading, blank, header, ...rows] = (await screencap('search', 'pancakes')).stdout.trimEnd().split('\n');
    expect([heading, blank]).toEqual(['7 results for "pancakes"', '']);
    expect(header?.split(/ +/)).toEqual(['#', 'Key', 'Timestamp', 'Time', 'Image']);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((frame, index) => {
      expect(rows[index]?.split(/ +/).filter(Boolean)).toEqual([
        String(index + 1),
        frame.Episode,
        String(frame.Timestamp),
        mmss(frame.Timestamp),
        `${service.url}img/${frame.Episode}/${frame.Timestamp}.jpg`,
      ]);
    });
  });

  test('joins several words into one quote', async () => {
    const json = await screencapJson('search', 'Who', 'wants', 'pancakes');
    expect(json).toEqual([frameJson(service.url, pancakesFrame)]);
  });
});

describe('caption', () => {
  test('prints the title, both episode codes, mm:ss, caption, credits and URLs', async () => {
    const output = (await screencap('caption', 'S01E01', String(pancakes.RepresentativeTimestamp))).stdout;
    const timestamp = pancakesFrame.Timestamp;
    expect(field(output, 'Title')).toBe('The Flaky Test');
    expect(field(output, 'Episode')).toBe('S01E01 (Season 1, episode 1)');
    expect(field(output, 'Time')).toBe(`${mmss(timestamp)} (${timestamp} ms)`);
    expect(field(output, 'Caption')).toBe('Who wants pancakes?');
    expect(field(output, 'Director')).toBe(pilot.Director);
    expect(field(output, 'Writer')).toBe(pilot.Writer);
    expect(field(output, 'Aired')).toBe(pilot.OriginalAirDate);
    expect(field(output, 'Wiki')).toBe(pilot.WikiLink);
    expect(field(output, 'Image')).toBe(`${service.url}img/S01E01/${timestamp}.jpg`);
    expect(captionOf(field(output, 'Meme')!)).toBe('Who wants pancakes?');
    // No --title with --url: no show to name.
    expect(field(output, 'Show')).toBeUndefined();
  });

  test('names the show given with --title', async () => {
    const output = (await screencap('caption', 'S01E01', '20000', '--title', catalogue.title)).stdout;
    expect(field(output, 'Show')).toBe('The Testingtons');
  });

  test('--json prints the interface fields plus the image and meme URLs, the nearby frames, and null for the 2026 facts', async () => {
    const timestamp = pancakesFrame.Timestamp;
    const json = await screencapJson('caption', 'S01E01', String(pancakes.RepresentativeTimestamp));
    expect(json).toEqual({
      id: pilot.Id,
      key: 'S01E01',
      timestamp,
      realTimestamp: mmss(timestamp),
      season: 1,
      episode: 1,
      title: 'The Flaky Test',
      director: pilot.Director,
      writer: pilot.Writer,
      airDate: pilot.OriginalAirDate,
      wikiUrl: pilot.WikiLink,
      caption: 'Who wants pancakes?',
      gifUrl: `${service.url}gif/{key}/{start}/{end}.gif?b64lines={caption}`,
      mp4Url: `${service.url}mp4/{key}/{start}/{end}.mp4?b64lines={caption}`,
      frame: frameJson(service.url, pancakesFrame),
      nearby: expect.any(Array),
      imageUrl: `${service.url}img/S01E01/${timestamp}.jpg`,
      memeUrl: expect.stringMatching(new RegExp(`^${service.url}meme/S01E01/${timestamp}\\.jpg\\?b64lines=`)),
      // A classic instance sends none of these.
      minTimestamp: null,
      maxTimestamp: null,
      videoWidth: null,
      videoHeight: null,
    });
    expect(captionOf(json.memeUrl)).toBe('Who wants pancakes?');
    // The classic caption endpoint sends the nearby frames: each in the one frame shape.
    expect(json.nearby.length).toBeGreaterThan(0);
    for (const frame of json.nearby) expect(frame).toEqual(frameJson(service.url, frameAt('S01E01', frame.timestamp)));
  });
});

describe('frames', () => {
  const { Timestamp: timestamp } = pancakesFrame;
  const inWindow = (before: number, after: number) =>
    framesOf('S01E01').filter((frame) => frame.Timestamp >= timestamp - before && frame.Timestamp <= timestamp + after);

  test('--json lists the frames from 3000 ms before to 4000 ms after by default', async () => {
    expect(await screencapJson('frames', 'S01E01', String(timestamp))).toEqual(
      inWindow(3000, 4000).map((frame) => frameJson(service.url, frame)),
    );
  });

  test('--before and --after set the window', async () => {
    const expected = inWindow(500, 300);
    const output = (await screencap('frames', 'S01E01', String(timestamp), '--before', '500', '--after=300')).stdout;
    const first = expected[0]!;
    const last = expected.at(-1)!;
    expect(output.split('\n')[0]).toBe(
      `${expected.length} frames of S01E01 between ${first.Timestamp} and ${last.Timestamp} ms (${mmss(first.Timestamp)} to ${mmss(last.Timestamp)})`,
    );
    for (const frame of expected) expect(output).toContain(`${service.url}img/S01E01/${frame.Timestamp}.jpg`);
    expect(await screencapJson('frames', 'S01E01', String(timestamp), '--before', '500', '--after', '300')).toHaveLength(expected.length);
  });
});

describe('nearby', () => {
  const frames = framesOf('S01E01');
  const centre = frames.findIndex((frame) => frame.Timestamp === pancakesFrame.Timestamp);
  const expected = frames.slice(centre - 3, centre + 4);

  test('--json lists the seven frames around the timestamp', async () => {
    expect(await screencapJson('nearby', 'S01E01', String(pancakesFrame.Timestamp))).toEqual(
      expected.map((frame) => frameJson(service.url, frame)),
    );
  });

  test('prints them as a table', async () => {
    const output = (await screencap('nearby', 'S01E01', String(pancakesFrame.Timestamp))).stdout;
    expect(output.split('\n')[0]).toBe(`7 frames near S01E01 at ${mmss(pancakesFrame.Timestamp)}`);
    for (const frame of expected) expect(output).toMatch(new RegExp(`S01E01 +${frame.Timestamp} +${mmss(frame.Timestamp)} `));
  });
});

describe('episode', () => {
  const lines = findEpisode(catalogue, 'S01E01')!.subtitles.filter((line) => line.StartTimestamp <= 12_000 && line.EndTimestamp >= 0);

  test('prints the record and the subtitles of the range with their times', async () => {
    const output = (await screencap('episode', 'S01E01', '0', '12000')).stdout;
    expect(field(output, 'Title')).toBe('The Flaky Test');
    expect(field(output, 'Episode')).toBe('S01E01 (Season 1, episode 1)');
    expect(field(output, 'Director')).toBe(pilot.Director);
    expect(output).toContain(`${lines.length} subtitle lines:`);
    for (const line of lines) {
      expect(output).toContain(`${mmss(line.StartTimestamp)}-${mmss(line.EndTimestamp)}  ${line.Content}\n`);
    }
  });

  test('--json prints the record and the subtitles', async () => {
    expect(await screencapJson('episode', 'S01E01', '0', '12000')).toEqual({
      id: pilot.Id,
      key: 'S01E01',
      season: 1,
      episode: 1,
      title: 'The Flaky Test',
      director: pilot.Director,
      writer: pilot.Writer,
      airDate: pilot.OriginalAirDate,
      wikiUrl: pilot.WikiLink,
      subtitles: lines.map((line) => ({
        id: line.Id,
        startTimestamp: line.StartTimestamp,
        endTimestamp: line.EndTimestamp,
        content: line.Content,
      })),
    });
  });

  test('shows stray line breaks of the metadata as spaces', async () => {
    const json = await screencapJson('episode', 'S01E03', '0', '1000');
    const raw = findEpisode(catalogue, 'S01E03')!.episode;
    expect(raw.Director).toContain('\n');
    expect(json.director).toBe(raw.Director.replace(/\s*\n\s*/g, ' ').trim());
  });
});

describe('meme', () => {
  const timestamp = String(build.RepresentativeTimestamp);

  test("without --caption, writes the screencap's own caption, wrapped and shortened", async () => {
    const output = (await screencap('meme', 'S01E01', timestamp)).stdout;
    const memeUrl = field(output, 'Meme')!;
    expect(memeUrl.startsWith(`${service.url}meme/S01E01/${buildFrame.Timestamp}.jpg?b64lines=`)).toBe(true);
    expect(captionOf(memeUrl)).toBe('Did the build pass? It\ndid! Hooray.');
    // The wrapped caption continues under its first line.
    expect(output).toContain('Caption  Did the build pass? It\n         did! Hooray.\n');
    expect(field(output, 'Title')).toBe('The Flaky Test');
    expect(field(output, 'Time')).toBe(`${mmss(buildFrame.Timestamp)} (${buildFrame.Timestamp} ms)`);
  });

  test('--caption is written as given; --json prints the URL, the caption and the screencap', async () => {
    const json = await screencapJson('meme', 'S01E01', timestamp, '--caption', 'Hooray & such');
    expect(captionOf(json.memeUrl)).toBe('Hooray & such');
    expect(json.caption).toBe('Hooray & such');
    expect(json.screencap.key).toBe('S01E01');
    expect(json.screencap.timestamp).toBe(buildFrame.Timestamp);
    expect(json.screencap.caption).toBe('Did the build pass? It did! Hooray.');
  });
});

describe('gif', () => {
  const timestamp = buildFrame.Timestamp;
  /** The gif's path: from the first to the last frame of the window. */
  const gifPath = (before: number, after: number): string => {
    const window = framesOf('S01E01').filter((frame) => frame.Timestamp >= timestamp - before && frame.Timestamp <= timestamp + after);
    return `gif/S01E01/${window[0]!.Timestamp}/${window.at(-1)!.Timestamp}.gif`;
  };

  test('prints the gif URL over the frames of the default window, with the own caption', async () => {
    const output = (await screencap('gif', 'S01E01', String(timestamp))).stdout;
    const gifUrl = field(output, 'Gif')!;
    expect(gifUrl.startsWith(`${service.url}${gifPath(3000, 4000)}?b64lines=`)).toBe(true);
    expect(captionOf(gifUrl)).toBe('Did the build pass? It\ndid! Hooray.');
    expect(field(output, 'Window')).toBe('3000 ms before, 4000 ms after');
    expect(field(output, 'Rendered')).toBeUndefined();
  });

  test('--generate has the service render it and prints the direct URL', async () => {
    const output = (await screencap('gif', 'S01E01', String(timestamp), '--generate', '--caption', 'Yay!', '--after', '1000')).stdout;
    expect(captionOf(field(output, 'Gif')!)).toBe('Yay!');
    expect(field(output, 'Gif')!.startsWith(`${service.url}${gifPath(3000, 1000)}?`)).toBe(true);
    expect(field(output, 'Rendered')).toMatch(new RegExp(`^${service.url}video/S01E01/\\S+\\.gif$`));
  });

  test('--json prints the URLs, caption, window and screencap', async () => {
    const json = await screencapJson('gif', 'S01E01', String(timestamp), '--before', '1000', '--after', '2000', '--generate');
    expect(json).toEqual({
      gifUrl: expect.stringContaining(`${service.url}${gifPath(1000, 2000)}?b64lines=`),
      generatedUrl: expect.stringMatching(new RegExp(`^${service.url}video/S01E01/\\S+\\.gif$`)),
      caption: 'Did the build pass? It\ndid! Hooray.',
      before: 1000,
      after: 2000,
      screencap: expect.objectContaining({ key: 'S01E01', timestamp, title: 'The Flaky Test' }),
    });
    expect((await screencapJson('gif', 'S01E01', String(timestamp))).generatedUrl).toBeNull();
  });
});
