// The cache kept on disk between runs of `screencap`, as real processes
// sharing one cache directory (SCREENCAP_CACHE_DIR), and `--no-cache`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { cacheDirectory } from '../src/cache-directory.js';
import { runScreencap, type ScreencapRun } from './support/run-screencap.js';

let service: FakeServiceHandle;
let cacheDir: string;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
});

beforeEach(async () => {
  await service.reset();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'screencap-disk-cache-'));
});

afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

afterAll(async () => {
  await service.close();
});

async function screencap(...args: string[]): Promise<ScreencapRun> {
  const run = await runScreencap(['--url', service.url, ...args], { SCREENCAP_CACHE_DIR: cacheDir });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run;
}

const endpoints = async (): Promise<string[]> => (await service.requests()).map((request) => request.endpoint);

describe('the cache between runs', () => {
  test('a search asked again in a later run is answered from the disk', async () => {
    const first = await screencap('search', 'pancakes', '--json');
    const second = await screencap('search', 'pancakes', '--json');
    expect(second.stdout).toBe(first.stdout);
    expect(await endpoints()).toEqual(['search']);
  });

  test('a render asked again in a later run costs no render request', async () => {
    const first = await screencap('gif', 'S01E01', '7200', '--render');
    await service.clearRequests();
    const second = await screencap('gif', 'S01E01', '7200', '--render');
    expect(second.stdout).toBe(first.stdout);
    expect((await endpoints()).filter((endpoint) => endpoint.startsWith('render'))).toEqual([]);
  });

  test('--no-cache asks the service every time', async () => {
    await screencap('search', 'pancakes', '--no-cache');
    await screencap('search', 'pancakes', '--no-cache');
    expect(await endpoints()).toEqual(['search', 'search']);
  });
});

describe('cacheDirectory', () => {
  test('SCREENCAP_CACHE_DIR, else the user cache directory (XDG_CACHE_HOME on Linux)', () => {
    expect(cacheDirectory({ SCREENCAP_CACHE_DIR: '/srv/bot/cache' })).toBe('/srv/bot/cache');
    if (process.platform === 'linux') expect(cacheDirectory({})).toBe(path.join(process.env.XDG_CACHE_HOME ?? path.join(process.env.HOME ?? '', '.cache'), 'screencap'));
  });
});
