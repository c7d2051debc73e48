import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, catalogue2026, renamedFrames, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap } from './support/run-screencap.js';

// `screencap unfurl` and `--download`, against the fake service in 2026 mode
// (renamed frames, the CDN's 403 imitated) and a second service standing for
// another host, which must never be sent a request.

let service: FakeServiceHandle;
let elsewhere: FakeServiceHandle;
let folder: string;

beforeAll(async () => {
  [service, elsewhere] = await Promise.all([startFakeServiceProcess({ mode: '2026', renamed: true, cdn: true }), startFakeServiceProcess({ mode: '2026' })]);
});

afterAll(async () => {
  await Promise.all([service.close(), elsewhere.close()]);
});

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'screencap-download-'));
  await Promise.all([service.clearRequests(), elsewhere.clearRequests()]);
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const screencap = (...args: string[]) => runScreencap(['--url', service.url, '--generation', '2026', ...args]);
const [gone] = renamedFrames(catalogue2026);
const kept = catalogue2026.episodes[0]!.frames[0]!;

describe('unfurl', () => {
  test('a frame link: its screencap, a working link, not moved', async () => {
    const run = await screencap('unfurl', `${service.url}caption/${kept.Episode}/${kept.Timestamp}`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Kind +frame$/m);
    expect(run.stdout).toMatch(new RegExp(`^Episode +${kept.Episode} `, 'm'));
    expect(run.stdout).toMatch(/^Moved +no$/m);
    expect(run.stdout).toMatch(new RegExp(`^Link +${service.url}caption/${kept.Episode}/${kept.Timestamp}$`, 'm'));
  });

  test('a classic meme/ link: a comic/img link with its caption (the 2026 service has no meme/), --json', async () => {
    const caption = Buffer.from('Hi there').toString('base64url');
    const run = await screencap('unfurl', `${service.url}meme/${kept.Episode}/${kept.Timestamp}.jpg?b64lines=${caption}`, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json)).toEqual(['url', 'kind', 'link', 'moved', 'screencap']);
    expect(json).toMatchObject({ kind: 'frame', moved: false, screencap: { key: kept.Episode } });
    expect(new URL(json.link).pathname).toBe('/comic/img');
  });

  test('a frame that is gone: the nearest one of the episode, Moved yes', async () => {
    const run = await screencap('unfurl', `${service.url}caption/${gone!.Episode}/${gone!.Timestamp}`, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.moved).toBe(true);
    expect(json.screencap.key).toBe(gone!.Episode);
    expect(json.screencap.timestamp).not.toBe(gone!.Timestamp);
  });

  test.each([
    ['a link of another host', () => `${elsewhere.url}caption/S01E01/1000`, /is no screencap link/],
    ['a link of another known instance', () => 'https://frinkiac.com/caption/S01E01/1000', /is a link of https:\/\/frinkiac\.com\/, not of /],
    ['no link at all', () => 'pancakes', /"pancakes" is no screencap link/],
    ['a link with credentials of another host', () => `${service.url.replace('http://', 'http://user:pw@evil.example@')}caption/S01E01/1000`, /no screencap link/],
  ])('%s: a usage error (exit 2), and no request to any host', async (_, link, message) => {
    const run = await screencap('unfurl', link());
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(await elsewhere.requests()).toEqual([]);
    expect(await service.requests()).toEqual([]);
  });
});

describe('--download', () => {
  test('unfurl --download saves the image the working link points at, as the CDN lets a browser', async () => {
    const file = join(folder, 'frame.jpg');
    const run = await screencap('unfurl', `${service.url}img/${kept.Episode}/${kept.Timestamp}.jpg`, '--download', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Saved +${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(image/jpeg, \\d+ bytes\\)$`, 'm'));
    expect(readFileSync(file).subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  test('meme --download saves the captioned image; the JSON output gains a download field', async () => {
    const file = join(folder, 'meme.jpg');
    const json = JSON.parse((await screencap('meme', kept.Episode, String(kept.Timestamp), '--download', file, '--json')).stdout);
    expect(json.download).toEqual({ file, url: json.memeUrl, contentType: 'image/jpeg', size: readFileSync(file).length });
  });

  test('never overwrites a file: exit 2 before any request, the file untouched', async () => {
    const file = join(folder, 'mine.jpg');
    writeFileSync(file, 'my own file');
    const run = await screencap('meme', kept.Episode, String(kept.Timestamp), '--download', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--download: .*mine\.jpg exists; give a new file name/);
    expect(readFileSync(file, 'utf8')).toBe('my own file');
    expect(await service.requests()).toEqual([]);
  });

  test('a file over --max-bytes: the service error of the SDK (exit 4), nothing written', async () => {
    const file = join(folder, 'big.jpg');
    const run = await screencap('meme', kept.Episode, String(kept.Timestamp), '--download', file, '--max-bytes', '10');
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/10 bytes/);
    expect(existsSync(file)).toBe(false);
  });

  test.each([
    [['--download', '/no/such/dir/x.jpg'], /--download: no directory \/no\/such\/dir/],
    [['--download', 'x.jpg', '--max-bytes', '0'], /--max-bytes must be a whole number \(1 or more\), got "0"/],
    [['--max-bytes', '5'], /--max-bytes goes with --download/],
  ])('%j: a usage error', async (options, message) => {
    const run = await screencap('meme', kept.Episode, String(kept.Timestamp), ...options);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
