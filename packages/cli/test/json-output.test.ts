import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ScreencapClient } from '@screencap/async';
import { type FakeServiceHandle, catalogue2026, startFakeServiceProcess } from '@screencap/fake-service';
import { frameToJson, optionalNumber } from '../src/output/frame-json.js';
import { screencapToJson } from '../src/output/json.js';
import { FRAME_JSON_KEYS } from './support/catalogue.js';
import { runScreencap } from './support/run-screencap.js';

// One JSON shape for a frame, whichever command prints it, with the 2026
// fields the SDK has: against the fake service in its 2026 mode.

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
});

afterAll(async () => {
  await service.close();
});

async function json(...args: string[]): Promise<any> {
  const run = await runScreencap(['--url', service.url, '--generation', '2026', '--json', ...args]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout);
}

const line = catalogue2026.subtitles.find((subtitle) => subtitle.Content === 'Who wants pancakes?')!;

describe('the same JSON for a frame everywhere', () => {
  test('search results carry the 2026 content and title', async () => {
    const results = await json('search', 'Who wants pancakes');
    const hit = results.find((frame: any) => frame.content === 'Who wants pancakes?');
    expect(hit).toMatchObject({ key: line.Episode, content: 'Who wants pancakes?', title: 'The Flaky Test' });
    for (const frame of results) expect(typeof frame.title).toBe('string');
  });

  // (`nearby` is left out here: the SDK still asks api/nearby, which the 2026 service no longer has;
  // commands.test.ts checks its frames on a classic instance, with the same frameJson shape.)
  test('search, frames, caption, random and discover print frames with the same fields', async () => {
    const timestamp = String(line.RepresentativeTimestamp);
    const caption = await json('caption', line.Episode, timestamp);
    const random = await json('random');
    const printed: any[] = [
      ...(await json('search', 'pancakes')),
      ...(await json('frames', line.Episode, timestamp)),
      caption.frame,
      ...caption.nearby,
      random.frame,
      ...random.nearby,
      ...(await json('discover')),
    ];
    expect(printed.length).toBeGreaterThan(10);
    for (const frame of printed) expect(Object.keys(frame)).toEqual(FRAME_JSON_KEYS);
    // Only search results and discover's moments have a line and a title: the others say null.
    expect(caption.frame.content).toBeNull();
    expect(caption.frame.title).toBeNull();
  });

  test('a screencap has the 2026 episode fields, null where the SDK does not report them', async () => {
    const screencap = await json('caption', line.Episode, String(line.RepresentativeTimestamp));
    for (const name of ['minTimestamp', 'maxTimestamp', 'videoWidth', 'videoHeight']) {
      expect(name in screencap).toBe(true);
      expect(screencap[name] === null || typeof screencap[name] === 'number').toBe(true);
    }
  });
});

describe('fields the models gain over time', () => {
  test('a screencap model with minTimestamp, maxTimestamp, videoWidth, videoHeight has them serialized', async () => {
    const client = new ScreencapClient(service.url, '', { generation: '2026' });
    try {
      const screencap = await client.getScreencap(line.Episode, line.RepresentativeTimestamp);
      // What the SDK's screencaps carry once they expose the 2026 episode facts.
      for (const [name, value] of Object.entries({ minTimestamp: 0, maxTimestamp: 1_300_000, videoWidth: 1280, videoHeight: 720 })) {
        Object.defineProperty(screencap, name, { value, configurable: true });
      }
      expect(screencapToJson(screencap)).toMatchObject({ minTimestamp: 0, maxTimestamp: 1_300_000, videoWidth: 1280, videoHeight: 720 });
    } finally {
      client.close();
    }
  });

  test('a frame with a video size has it serialized; one without says null', () => {
    const frame = { id: 1, key: 'S01E01', timestamp: 61_000, imageUrl: 'http://127.0.0.1/img/S01E01/61000.jpg' };
    expect(frameToJson({ ...frame, videoWidth: 640, videoHeight: 480 } as typeof frame)).toMatchObject({ videoWidth: 640, videoHeight: 480 });
    expect(frameToJson(frame)).toEqual({
      id: 1,
      key: 'S01E01',
      timestamp: 61_000,
      realTimestamp: '01:01',
      imageUrl: frame.imageUrl,
      content: null,
      title: null,
      videoWidth: null,
      videoHeight: null,
    });
  });

  test('only finite numbers are read', () => {
    expect(optionalNumber({ a: 3 }, 'a')).toBe(3);
    expect(optionalNumber({ a: '3' }, 'a')).toBeNull();
    expect(optionalNumber({ a: Number.NaN }, 'a')).toBeNull();
    expect(optionalNumber({}, 'a')).toBeNull();
  });
});
