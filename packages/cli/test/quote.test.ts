import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, landmarks, startFakeServiceProcess } from '@screencap/fake-service';
import { fetchAsBrowser } from './support/browser.js';
import { lineSaying } from './support/catalogue.js';
import { comicPanelsOf, runScreencap } from './support/run-screencap.js';

// `screencap quote` against the fake service in both generations, the lines
// read from its catalogue rather than from the SDK.

let classic: FakeServiceHandle;
let service2026: FakeServiceHandle;

beforeAll(async () => {
  [classic, service2026] = await Promise.all([startFakeServiceProcess({ mode: 'classic' }), startFakeServiceProcess({ mode: '2026' })]);
});

afterAll(async () => {
  await Promise.all([classic.close(), service2026.close()]);
});

const SENTENCE = ['I told the release manager', 'the nightly build is green--', 'and she believed me.'];

async function quote2026(...args: string[]) {
  return runScreencap(['--url', service2026.url, '--generation', '2026', 'quote', ...args]);
}

describe('2026 service', () => {
  test('prints the whole sentence, each line with its time, the clip and the links, which the service serves', async () => {
    const run = await quote2026(landmarks.quotes.acrossLines);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Episode +S01E01 /m);
    expect(run.stdout).toMatch(/^Clip +02:00\.0 to 02:07\.0 \(120000 to 127000 ms\)$/m);
    expect(run.stdout).toContain('3 lines:\n\n02:00.0-02:06.0  I told the release manager\n02:00.5-02:06.5  the nightly build is green--\n02:01.0-02:07.0  and she believed me.\n');
    for (const label of ['Comic', 'Strip', 'Editor', 'Thumbnail']) expect(run.stdout).toMatch(new RegExp(`^${label} +http://`, 'm'));
    expect(run.stdout).not.toMatch(/^Gif /m);
    const link = (label: string): string => new RegExp(`^${label} +(\\S+)$`, 'm').exec(run.stdout)?.[1] ?? '';
    expect(comicPanelsOf(link('Strip')).map((panel) => panel.o[0]?.t)).toEqual(['I told the release\nmanager', 'the nightly build is\ngreen--', 'and she believed me.']);
    for (const label of ['Comic', 'Strip', 'Thumbnail']) expect((await fetchAsBrowser(link(label))).status).toBe(200);
    expect(new URL(link('Editor')).pathname).toMatch(/^\/comicmaker\/S01E01\/\d+$/);
  });

  test('--json: the lines, the clip, the links and the screencap, in one stable shape', async () => {
    const run = await quote2026(landmarks.quotes.acrossLines, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json)).toEqual(['quote', 'text', 'score', 'key', 'start', 'end', 'lines', 'links', 'clipUrl', 'format', 'screencap']);
    expect(json.lines.map((line: { text: string }) => line.text)).toEqual(SENTENCE);
    expect(json.text).toBe(SENTENCE.join(' '));
    expect(json).toMatchObject({ quote: landmarks.quotes.acrossLines, score: 1, key: 'S01E01', start: 120_000, end: 127_000, clipUrl: null, format: null });
    expect(Object.keys(json.links)).toEqual(['comicUrl', 'stripUrl', 'editorUrl', 'memeUrl', 'thumbnailUrl']);
    expect(json.links.memeUrl).toBeNull();
  });

  test('--gif renders the clip with each line timed, and --download saves it', async () => {
    const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const folder = mkdtempSync(join(tmpdir(), 'screencap-quote-'));
    try {
      const file = join(folder, 'sentence.gif');
      const run = await quote2026(landmarks.quotes.acrossLines, '--gif', '--download', file, '--json');
      expect(run.code).toBe(0);
      const json = JSON.parse(run.stdout);
      expect(json.format).toBe('gif');
      expect(new URL(json.clipUrl).pathname).toMatch(/^\/video\/S01E01\/.+\.gif$/);
      expect(json.download).toMatchObject({ file, contentType: 'image/gif' });
      expect(readFileSync(file).subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect(json.download.size).toBe(readFileSync(file).length);
      // The render request carried one overlay a line, each timed to it (relative to the clip's start).
      const render = (await service2026.requests()).find((request) => request.endpoint === 'render-gif');
      const job = (render?.render as { start: number; overlays: { text: string; start: number; end: number }[] }[] | undefined)?.[0];
      expect(job?.overlays.map((overlay) => overlay.text)).toEqual(SENTENCE);
      expect(job?.overlays.map((overlay) => overlay.start)).toEqual([0, 500, 1000]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('--episode keeps hits of that episode; --max-lines shortens the run', async () => {
    const json = JSON.parse((await quote2026(landmarks.quotes.repeated, '--episode', 'S02E01', '--json')).stdout);
    expect(json.key).toBe('S02E01');
    expect(json.lines.map((line: { text: string }) => line.text)).toEqual(['Never deploy on Friday.']);
    const short = JSON.parse((await quote2026(landmarks.quotes.acrossLines, '--max-lines', '1', '--json')).stdout);
    expect(short.lines.map((line: { text: string }) => line.text)).toEqual(['the nightly build is green--']);
  });
});

describe('classic service', () => {
  test('the meme of the lines, the thumbnail, and with --gif the gif/ URL of the clip, built without a render', async () => {
    const pancakes = lineSaying('Who wants pancakes?');
    const run = await runScreencap(['--url', classic.url, 'quote', 'Who wants pancakes?', '--gif']);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/^(Comic|Strip|Editor) /m);
    expect(run.stdout).toMatch(/^Meme +\S+\/meme\/S01E01\//m);
    expect(run.stdout).toMatch(new RegExp(`^Gif +\\S+/gif/S01E01/${pancakes.StartTimestamp}/${pancakes.EndTimestamp}\\.gif\\?b64lines=`, 'm'));
  });
});

describe('failures', () => {
  test.each([
    [['quote'], 2, /missing argument <quote>/],
    [['quote', ' '], 2, /quote must not be empty/],
    [['quote', 'x', '--max-lines', '9'], 2, /--max-lines must be a whole number from 1 to 8, got "9"/],
    [['quote', 'x', '--max-lines', '0'], 2, /--max-lines must be a whole number from 1 to 8, got "0"/],
    [['quote', 'x', '--gif', '--mp4'], 2, /--gif and --mp4 cannot be used together/],
    [['quote', 'x', '--max-bytes', '10'], 2, /--max-bytes goes with --download/],
    [['quote', 'zyzzyva'], 3, /No search results for "zyzzyva"/],
  ] as const)('screencap %j exits %i', async (args, code, message) => {
    const run = await runScreencap(['--url', classic.url, ...args]);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
  });
});
