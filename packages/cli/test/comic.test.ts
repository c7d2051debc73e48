import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { frameAt, lineSaying } from './support/catalogue.js';
import { comicPanelsOf, runScreencap, USAGE_ERROR_OUTPUT, type ScreencapRun } from './support/run-screencap.js';
import { fetchAsBrowser } from './support/browser.js';

// `screencap comic` against the fake service in its 2026 mode: the panels
// are read back from the URL's payload, and the fake's request log shows
// which runs asked the service anything.

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

/** The URL a human-mode run printed: its whole stdout, one line. */
function printedUrl(run: ScreencapRun): string {
  expect(run.stdout.endsWith('\n')).toBe(true);
  const lines = run.stdout.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

/**
 * An overlay as the payload carries it: the fields equal to the site's own
 * defaults (position 50/97, centred) left out, the font always sent (the fake
 * is a generic instance, whose site default is not known: impact).
 */
function overlay(text: string, style: Record<string, unknown> = {}): Record<string, unknown> {
  return { t: text, f: 'impact', s: 0, c: 'ffffffff', u: 0, ...style };
}

/** Asks the fake for the comic: its strict parser refuses any payload the real service would not take. */
async function expectServed(comicUrl: string): Promise<void> {
  const response = await fetchAsBrowser(comicUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  await response.arrayBuffer();
}

const build = lineSaying('Did the build pass? It did! Hooray.');
const buildFrame = frameAt(build.Episode, build.RepresentativeTimestamp);
const pancakes = lineSaying('Who wants pancakes?');

describe('one panel', () => {
  test("without --caption: looks the screencap up and writes its own caption, wrapped and shortened", async () => {
    const comicUrl = printedUrl(await screencap('comic', 'S01E01', String(build.RepresentativeTimestamp)));
    expect(comicUrl.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
    // One panel: no layout.
    expect(new URL(comicUrl).searchParams.has('layout')).toBe(false);
    // The nearest frame's timestamp, as the service answered it.
    expect(comicPanelsOf(comicUrl)).toEqual([{ e: 'S01E01', ts: buildFrame.Timestamp, o: [overlay('Did the build pass? It\ndid! Hooray.')] }]);
    const requests = await service.requests();
    expect(requests.map((request) => request.endpoint)).toEqual(['caption']);
    expect(requests[0]?.params).toEqual({ e: 'S01E01', t: build.RepresentativeTimestamp });
    await expectServed(comicUrl);
  });

  test('with --caption, the generation told: written as given, with the style options, and no request at all', async () => {
    const comicUrl = printedUrl(
      await screencap('--generation', '2026', 'comic', 'S01E01', '20000', '--caption', 'Hooray & such', '--font', 'comicneue', '--size', '48', '--color', '#ffff00', '--align', 'left', '--caps'),
    );
    expect(comicPanelsOf(comicUrl)).toEqual([
      { e: 'S01E01', ts: 20000, o: [overlay('Hooray & such', { f: 'comicneue', s: 48, c: 'ffff00ff', a: 'l', u: 1 })] },
    ]);
    expect(await service.requests()).toEqual([]);
    await expectServed(comicUrl);
  });

  test('with --caption on an instance whose generation is not known (--url alone): one caption request of the first panel tells it', async () => {
    const comicUrl = printedUrl(await screencap('comic', 'S01E01', '20000', 'S01E02', '1000', '--caption', 'Hi'));
    expect(comicPanelsOf(comicUrl)[0]).toEqual({ e: 'S01E01', ts: 20000, o: [overlay('Hi')] });
    expect((await service.requests()).map((request) => [request.endpoint, request.params])).toEqual([['caption', { e: 'S01E01', t: 20000 }]]);
    await expectServed(comicUrl);
  });

  test('--json: the URL, the panel with its caption, no layout', async () => {
    const json = JSON.parse((await screencap('comic', 'S01E01', String(pancakes.RepresentativeTimestamp), '--json')).stdout);
    expect(json).toEqual({
      comicUrl: expect.stringMatching(new RegExp(`^${service.url}comic/img\\?b64=`)),
      panels: [{ key: 'S01E01', timestamp: frameAt('S01E01', pancakes.RepresentativeTimestamp).Timestamp, caption: 'Who wants pancakes?' }],
      layout: null,
    });
    expect(comicPanelsOf(json.comicUrl)[0]?.o).toEqual([overlay('Who wants pancakes?')]);
  });

  test('--layout is passed on even for one panel; a colour may leave out the #, and carry an alpha', async () => {
    const json = JSON.parse((await screencap('comic', 'S01E02', '1000', '--caption', 'Hi', '--layout', 'single', '--color', '11223344', '--json')).stdout);
    expect(json.layout).toBe('single');
    expect(new URL(json.comicUrl).searchParams.get('layout')).toBe('single');
    expect(comicPanelsOf(json.comicUrl)).toEqual([{ e: 'S01E02', ts: 1000, o: [overlay('Hi', { c: '11223344' })] }]);
    await expectServed(json.comicUrl);
  });
});

describe('strips', () => {
  test('two panels, the generation told: one caption each, in order, the style on both, layout wide; no request', async () => {
    const comicUrl = printedUrl(
      await screencap('--generation', '2026', 'comic', 'S01E01', '20661', 'S01E02', '15214', '--caption', 'First', '--caption', 'Second ☃', '--font', 'jost', '--color', '#ff0000'),
    );
    expect(new URL(comicUrl).searchParams.get('layout')).toBe('wide');
    expect(comicPanelsOf(comicUrl)).toEqual([
      { e: 'S01E01', ts: 20661, o: [overlay('First', { f: 'jost', c: 'ff0000ff' })] },
      { e: 'S01E02', ts: 15214, o: [overlay('Second ☃', { f: 'jost', c: 'ff0000ff' })] },
    ]);
    expect(await service.requests()).toEqual([]);
    await expectServed(comicUrl);
  });

  test('panels without a caption are captionless; 3 panels take 1over2', async () => {
    const json = JSON.parse((await screencap('--generation', '2026', 'comic', 'S01E01', '1000', 'S01E01', '2000', 'S02E01', '3000', '--caption', 'Only me', '--json')).stdout);
    expect(json).toEqual({
      comicUrl: expect.any(String),
      panels: [
        { key: 'S01E01', timestamp: 1000, caption: 'Only me' },
        { key: 'S01E01', timestamp: 2000, caption: null },
        { key: 'S02E01', timestamp: 3000, caption: null },
      ],
      layout: '1over2',
    });
    expect(comicPanelsOf(json.comicUrl)).toEqual([
      { e: 'S01E01', ts: 1000, o: [overlay('Only me')] },
      { e: 'S01E01', ts: 2000, o: [] },
      { e: 'S02E01', ts: 3000, o: [] },
    ]);
    expect(await service.requests()).toEqual([]);
    await expectServed(json.comicUrl);
  });

  test('four panels take 2x2; --layout chooses another', async () => {
    const panels = ['S01E01', '1000', 'S01E01', '2000', 'S01E02', '3000', 'S01E03', '4000'];
    const square = JSON.parse((await screencap('comic', ...panels, '--json')).stdout);
    expect(square.layout).toBe('2x2');
    expect(comicPanelsOf(square.comicUrl).map((panel) => [panel.e, panel.ts])).toEqual([
      ['S01E01', 1000],
      ['S01E01', 2000],
      ['S01E02', 3000],
      ['S01E03', 4000],
    ]);
    const tall = printedUrl(await screencap('comic', 'S01E01', '1000', 'S01E02', '2000', '--layout', 'tall', '--caps', '--caption', 'a', '--caption', 'b'));
    expect(new URL(tall).searchParams.get('layout')).toBe('tall');
    expect(comicPanelsOf(tall).map((panel) => panel.o[0]?.u)).toEqual([1, 1]);
    await expectServed(square.comicUrl);
    await expectServed(tall);
  });
});

describe('usage errors: exit 2, one line, before any request', () => {
  test.each([
    [['comic'], /missing argument <key> \(see screencap comic --help\)/],
    [['comic', 'S01E01'], /missing argument <timestamp> after key "S01E01"/],
    [['comic', 'S01E01', '1000', 'S01E02'], /missing argument <timestamp> after key "S01E02" \(comic takes pairs of <key> <timestamp>\)/],
    [['comic', 'S01E01', '1', 'S01E01', '2', 'S01E01', '3', 'S01E01', '4', 'S01E01', '5'], /a comic has at most 4 panels .*got 5/],
    [['comic', 'S01E01', '1', 'S01E01', '2', 'S01E01', '3', 'S01E01', '4', 'S01E01'], /a comic has at most 4 panels .*got 5/],
    [['comic', 'S01E01', 'abc'], /timestamp must be a whole number of milliseconds/],
    [['comic', 'S01E01', '1000', 'S01E02', '1.5'], /got "1\.5"/],
    [['comic', 'S01E01', '1000', '--caption', 'a', '--caption', 'b'], /2 captions for 1 panel: give at most one --caption per panel/],
    [['comic', 'S01E01', '1000', '--font', 'comic sans'], /--font "comic sans" is not available on http:\/\/127\.0\.0\.1:\d+\/; its fonts are impact, comicneue, jost, pacifico, akbar, fr \(see/],
    [['comic', 'S01E01', '1000', '--size', '121'], /--size must be a whole number from 0 \(automatic\) to 120, got "121"/],
    [['comic', 'S01E01', '1000', '--size', 'big'], /--size must be a whole number from 0 \(automatic\) to 120, got "big"/],
    [['comic', 'S01E01', '1000', '--size', '-1'], /--size must not be negative, got -1/],
    [['comic', 'S01E01', '1000', '--color', 'red'], /--color must be #rrggbb or #rrggbbaa \(hexadecimal\), got "red"/],
    [['comic', 'S01E01', '1000', '--color', '#12345'], /--color must be #rrggbb or #rrggbbaa/],
    [['comic', 'S01E01', '1000', '--align', 'middle'], /--align must be one of left, center, right, got "middle"/],
    [['comic', 'S01E01', '1000', '--layout', 'grid'], /--layout must be one of single, wide, tall, 1over2, 2x2, got "grid"/],
    [['comic', 'S01E01', '1000', '--before', '10'], /comic takes no option --before/],
    [['meme', 'S01E01', '1000', '--font', 'impact'], /meme takes no option --font/],
  ])('screencap comic %j', async (args, message) => {
    const run = await runScreencap(['--url', service.url, ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(USAGE_ERROR_OUTPUT);
    expect(run.stderr).toMatch(message);
    expect(await service.requests()).toEqual([]);
  });

  test('every font of the service is taken on every instance: akbar on morbotron', async () => {
    // With --caption, a comic needs no request, so morbotron.com is never asked.
    const run = await runScreencap(['--instance', 'morbotron', 'comic', 'S01E01', '1000', '--caption', 'x', '--font', 'akbar']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const comicUrl = printedUrl(run);
    expect(comicUrl.startsWith('https://morbotron.com/comic/img?b64=')).toBe(true);
    expect(comicPanelsOf(comicUrl)[0]?.o[0]?.f).toBe('akbar');
  });
});
