import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { spawnServiceChild, startFakeServiceProcess, stopChild } from '../src/process.js';
import { startFakeService } from '../src/server.js';
import type { FakeServiceHandle } from '../src/types.js';

// These tests run the built child: `pnpm exec tsc -b packages/fake-service` first.
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const withoutNodeOptions = (): NodeJS.ProcessEnv => {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
};

describe('startFakeServiceProcess in 2026 mode', () => {
  test('passes the mode and renderStepMs to the child', async () => {
    const service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
    try {
      expect((await fetch(`${service.url}api/navigator`)).status).toBe(200);
      const job = [{ episode: 'S01E01', start: 0, end: 1000 }];
      const response = await fetch(`${service.url}api/render/gif/stream`, { method: 'POST', body: JSON.stringify(job) });
      expect(response.headers.get('content-type')).toBe('application/x-ndjson');
      const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as { url?: string });
      expect(lines.at(-1)?.url).toMatch(/^\/video\/S01E01\/[A-Za-z0-9_-]{27}=\.gif$/);
      // Forget the clip: a cached job answers its URL at once, and no fault makes it fail.
      await service.reset();
      await service.injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'child says no' });
      const failed = await (await fetch(`${service.url}api/render/gif/stream`, { method: 'POST', body: JSON.stringify(job) })).text();
      expect(failed.trim().split('\n').at(-1)).toBe('{"error":"child says no"}');
      const log = await service.requests();
      expect(log.at(-1)).toMatchObject({ endpoint: 'render-gif', render: job, fault: { kind: 'render-error', message: 'child says no' }, status: 200 });
    } finally {
      await service.close();
    }
  });
});

describe('startFakeServiceProcess with movedTo', () => {
  test('passes movedTo to the child: every request is a 301 there', async () => {
    const service = await startFakeServiceProcess({ mode: '2026', movedTo: 'https://frinkiac.example/' });
    try {
      const response = await fetch(`${service.url}api/random?smin=1`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('https://frinkiac.example/api/random?smin=1');
    } finally {
      await service.close();
    }
  });
});

describe('startFakeServiceProcess', () => {
  let service: FakeServiceHandle;
  beforeAll(async () => {
    service = await startFakeServiceProcess({ mode: 'classic', seed: 9 });
  });
  afterAll(() => service.close());

  test('resolves to a handle with the base URL of a running service', async () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(`${service.url}api/search?q=pancakes`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(7);
  });

  test('the child honours the seed', async () => {
    await service.reset();
    const local = await startFakeService({ mode: 'classic', seed: 9 });
    try {
      for (let index = 0; index < 3; index++) {
        const fromChild = await (await fetch(`${service.url}api/random`)).json();
        expect(fromChild).toEqual(await (await fetch(`${local.url}api/random`)).json());
      }
    } finally {
      await local.close();
    }
  });

  test('injectFault, requests, clearRequests and reset act on the child', async () => {
    await service.reset();
    await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 1, times: 2 });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) statuses.push((await fetch(`${service.url}api/search?q=a%26b`)).status);
    expect(statuses).toEqual([429, 429, 200]);
    const log = await service.requests();
    expect(log).toHaveLength(3);
    expect(log[0]).toEqual({
      method: 'GET',
      path: '/api/search',
      query: 'q=a%26b',
      endpoint: 'search',
      params: { q: 'a&b' },
      fault: { endpoint: 'search', kind: 'status', status: 429, retryAfter: 1, times: 2 },
      status: 429,
    });
    await service.clearRequests();
    expect(await service.requests()).toEqual([]);
  });

  test('times: Infinity crosses the process boundary', async () => {
    await service.reset();
    await service.injectFault({ endpoint: 'img', kind: 'status', status: 503, times: Infinity });
    for (let index = 0; index < 3; index++) expect((await fetch(`${service.url}img/S01E01/1000.jpg`)).status).toBe(503);
    expect((await service.requests())[0]?.fault?.times).toBe(Infinity);
    await service.reset();
    expect((await fetch(`${service.url}img/S01E01/1000.jpg`)).status).toBe(200);
  });

  test('an invalid fault rejects with the reason', async () => {
    await expect(service.injectFault({ endpoint: 'search', kind: 'status', status: 99 })).rejects.toThrow(/400.*status must be an integer/);
  });

  test('close() stops the child; calling it again is harmless', async () => {
    const other = await startFakeServiceProcess();
    // With no mode the child imitates the 2026 generation, as the live instances do.
    expect((await fetch(`${other.url}api/navigator`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${other.url}api/random`)).rejects.toThrow('fetch failed');
    await other.close();
  });

  test('NODE_OPTIONS of the parent does not reach the child', async () => {
    const saved = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = '--require=/nonexistent/would-crash-the-child.cjs';
    let other: FakeServiceHandle | undefined;
    try {
      other = await startFakeServiceProcess();
      expect((await fetch(`${other.url}api/random`)).status).toBe(200);
    } finally {
      if (saved === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = saved;
      await other?.close();
    }
  });

  test('a child that dies early rejects with a clear error (port in use)', async () => {
    const port = Number(new URL(service.url).port);
    await expect(startFakeServiceProcess({ port })).rejects.toThrow(/exited \(code 1\) before printing its URL.*EADDRINUSE/);
  });
});

describe('spawnServiceChild', () => {
  const spawnNode = (script: string, startTimeoutMs = 10_000): ReturnType<typeof spawnServiceChild> =>
    spawnServiceChild({ command: process.execPath, args: ['-e', script], env: withoutNodeOptions(), startTimeoutMs });

  test('rejects when the child prints no URL in time, and kills it', async () => {
    await expect(spawnNode('setInterval(() => {}, 1000)', 200)).rejects.toThrow('fake service process did not print its URL within 200 ms');
  });

  test('rejects when the first line is not a URL', async () => {
    await expect(spawnNode('console.log("hello"); setInterval(() => {}, 1000)')).rejects.toThrow('printed "hello" instead of its URL');
  });

  test('rejects with the exit code and stderr of a child that exits', async () => {
    await expect(spawnNode('console.error("kaput"); process.exit(3)')).rejects.toThrow(/exited \(code 3\) before printing its URL; its stderr: kaput/);
  });

  test('a child started with --exit-with-stdin exits when its stdin closes', async () => {
    const started = await spawnServiceChild({ command: process.execPath, args: [BIN, '--exit-with-stdin'], env: withoutNodeOptions(), startTimeoutMs: 10_000 });
    started.child.stdout.resume();
    started.child.stdin.end();
    await started.closed;
    expect(started.child.exitCode).toBe(0);
    await stopChild(started);
  });
});
