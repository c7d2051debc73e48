// The cache kept on disk between runs of `screencap`, as real processes
// sharing one cache directory (SCREENCAP_CACHE_DIR), and `--no-cache`.
import { mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
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
  test('SCREENCAP_CACHE_DIR first, on every platform; an empty value counts as unset', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(cacheDirectory({ SCREENCAP_CACHE_DIR: '/srv/bot/cache', XDG_CACHE_HOME: '/x' }, platform, '/home/ada')).toBe('/srv/bot/cache');
    }
    expect(cacheDirectory({ SCREENCAP_CACHE_DIR: '' }, 'linux', '/home/ada')).toBe('/home/ada/.cache/screencap');
  });

  test('Linux and other Unix systems: XDG_CACHE_HOME, else ~/.cache', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '/var/cache/ada' }, 'linux', '/home/ada')).toBe('/var/cache/ada/screencap');
    expect(cacheDirectory({ XDG_CACHE_HOME: '' }, 'freebsd', '/home/ada')).toBe('/home/ada/.cache/screencap');
  });

  test('macOS: ~/Library/Caches; Windows: LOCALAPPDATA, else the home folder\'s AppData\\Local', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '/x' }, 'darwin', '/Users/ada')).toBe('/Users/ada/Library/Caches/screencap');
    expect(cacheDirectory({ LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' }, 'win32', 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Local\\screencap\\Cache');
    expect(cacheDirectory({}, 'win32', 'C:\\Users\\ada')).toBe('C:\\Users\\ada\\AppData\\Local\\screencap\\Cache');
  });

  test('this machine: the directory of its user and environment', () => {
    expect(cacheDirectory(process.env)).toBe(cacheDirectory(process.env, process.platform, homedir()));
    if (process.platform === 'linux') expect(cacheDirectory({ ...process.env, SCREENCAP_CACHE_DIR: undefined, XDG_CACHE_HOME: undefined })).toBe(path.join(homedir(), '.cache', 'screencap'));
  });
});
