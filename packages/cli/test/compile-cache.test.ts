import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closedPort } from './support/closed-port.js';
import { runScreencap } from './support/run-screencap.js';

// The compiled code of the command, kept between runs by Node.js's own
// compile cache (src/bin.ts turns it on) in `compile-cache/` of the cache
// directory. What it holds is Node's business; what a user sees is that it
// is there, changes no output, and never makes a run fail.

let cacheDir: string;
let compileCacheDir: string;

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'screencap-compile-cache-'));
  compileCacheDir = path.join(cacheDir, 'compile-cache');
});

afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

const run = (args: readonly string[], env: Readonly<Record<string, string>> = {}) => runScreencap(args, { SCREENCAP_CACHE_DIR: cacheDir, ...env });

/** Every file under the compile cache's directory, with its size. */
function cacheFiles(): string[] {
  if (!existsSync(compileCacheDir)) return [];
  return readdirSync(compileCacheDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(path.join(compileCacheDir, entry)).isFile())
    .sort();
}

describe('the compile cache', () => {
  test('the first run writes it in the cache directory; the next run reads it and prints the same', async () => {
    const first = await run(['--help']);
    expect(first.code).toBe(0);
    expect(cacheFiles().length).toBeGreaterThan(0);
    expect(await run(['--help'])).toEqual(first);
  });

  test('a command that fails prints the same with a warm cache', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const cold = await run(['--url', url, '--no-cache', 'random']);
    expect(cold.code).toBe(5);
    expect(await run(['--url', url, '--no-cache', 'random'])).toEqual(cold);
  });

  test('NODE_DISABLE_COMPILE_CACHE turns it off: nothing is written, and the output is the same', async () => {
    const withCache = await run(['--help']);
    rmSync(compileCacheDir, { recursive: true, force: true });
    expect(await run(['--help'], { NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual(withCache);
    expect(existsSync(compileCacheDir)).toBe(false);
  });

  test('NODE_COMPILE_CACHE moves it, as for any Node.js program', async () => {
    const elsewhere = path.join(cacheDir, 'elsewhere');
    expect((await run(['--version'], { NODE_COMPILE_CACHE: elsewhere })).code).toBe(0);
    expect(existsSync(elsewhere)).toBe(true);
    expect(existsSync(compileCacheDir)).toBe(false);
  });

  test('a cache directory that cannot be made costs the run nothing: same output, nothing on stderr', async () => {
    const clean = await run(['--help']);
    rmSync(cacheDir, { recursive: true, force: true });
    // A file where the directory should be: mkdir fails beneath it.
    writeFileSync(cacheDir, 'not a directory');
    const blocked = await run(['--help']);
    expect(blocked).toEqual(clean);
    expect(blocked.stderr).toBe('');
    expect(statSync(cacheDir).isFile()).toBe(true);
  });
});
