import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnServiceChild, stopChild, type StartedChild } from '../src/process.js';

// These tests run the built bin: `pnpm exec tsc -b packages/fake-service` first.
const SHIM = fileURLToPath(new URL('../bin/screencap-fake-service.js', import.meta.url));
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const env = (): NodeJS.ProcessEnv => {
  const copy = { ...process.env };
  delete copy.NODE_OPTIONS;
  return copy;
};

/** Starts the bin; `--exit-with-stdin` makes sure a failed test cannot leave it running. */
async function startBin(args: readonly string[], script = SHIM): Promise<StartedChild> {
  const started = await spawnServiceChild({
    command: process.execPath,
    args: [script, ...args, '--exit-with-stdin'],
    env: env(),
    startTimeoutMs: 10_000,
  });
  started.child.stdout.resume();
  started.child.stderr.resume();
  return started;
}

describe('screencap-fake-service', () => {
  test('the shim is executable and starts with a shebang', () => {
    expect(statSync(SHIM).mode & 0o111).not.toBe(0);
  });

  test('prints its base URL on the first line and serves until SIGTERM, then exits 0', async () => {
    const started = await startBin(['--port', '0', '--host', '127.0.0.1', '--seed', '4']);
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const response = await fetch(`${started.url}api/search?q=${encodeURIComponent('3.14')}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(1);
    } finally {
      started.child.kill('SIGTERM');
      await started.closed;
    }
    expect(started.child.exitCode).toBe(0);
  });

  test('exits 0 on SIGINT too', async () => {
    const started = await startBin([], BIN);
    started.child.kill('SIGINT');
    await started.closed;
    expect(started.child.exitCode).toBe(0);
  });

  test('--seed makes api/random reproducible across processes', async () => {
    const first = await startBin(['--seed', '11']);
    const second = await startBin(['--seed=11']);
    try {
      for (let index = 0; index < 3; index++) {
        const [a, b] = await Promise.all([fetch(`${first.url}api/random`), fetch(`${second.url}api/random`)]);
        expect(await a.json()).toEqual(await b.json());
      }
    } finally {
      await Promise.all([stopChild(first), stopChild(second)]);
    }
  });

  test('a usage error prints one line and exits 64', () => {
    const result = spawnSync(process.execPath, [SHIM, '--bogus'], { env: env(), encoding: 'utf8' });
    expect(result.status).toBe(64);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^screencap-fake-service: unknown argument "--bogus"; usage: .*\n$/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  test('--help prints the usage and exits 0', () => {
    const result = spawnSync(process.execPath, [SHIM, '--help'], { env: env(), encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: screencap-fake-service \[--port N\]/);
  });
});
