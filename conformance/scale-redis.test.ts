/**
 * Bots at scale through Redis: with `redis`, the cache, the memoized renders,
 * the rate limit and a received Retry-After belong to every client naming the
 * same Redis, in this process or another. Against a real redis-server the
 * test starts itself (support/redis-server.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { APIPageStatusError } from '@screencap/core/internal';
import { useFakeService } from './support/fake-service.js';
import { TITLE, failureOf, requestsTo } from './support/faults.js';
import { FAST_OPTIONS, FLAVOURS } from './support/flavours.js';
import { useRecordingServer } from './support/recording-server.js';
import { useRedisServer } from './support/redis-server.js';
import { MODE_2026 } from './support/y2026.js';

const fake = useFakeService(MODE_2026);
const recorder = useRecordingServer();
const redis = useRedisServer();

const BOT = fileURLToPath(new URL('./support/redis-bot-process.mjs', import.meta.url));

/** Runs one bot process to its end; rejects with its stderr when it fails. */
async function runBot(...args: string[]): Promise<void> {
  const child = spawn(process.execPath, [BOT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0 || !output.includes('ok')) throw new Error(`bot ${args.join(' ')} exited with ${String(code)}: ${output}`);
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  const client = (base = fake().url, overrides = {}) => new flavour.ScreencapClient(base, TITLE, { ...FAST_OPTIONS, redis: redis(), ...overrides });

  it('two clients naming one Redis share the cache: one request', async () => {
    const [first, second] = [client(), client()];
    try {
      await flavour.call(() => first.search('pancakes'));
      await flavour.call(() => second.search('pancakes'));
      expect(await requestsTo(fake(), 'search')).toHaveLength(1);
    } finally {
      first.close();
      second.close();
    }
  });

  it('share the memoized renders', async () => {
    const range = { key: 'S01E01', start: 7_200, end: 9_900 };
    const [first, second] = [client(), client()];
    try {
      const url = await flavour.call(() => first.renderGif(range, { caption: 'Hooray.' }));
      const before = (await fake().requests()).length;
      expect(await flavour.call(() => second.renderGif(range, { caption: 'Hooray.' }))).toBe(url);
      expect((await fake().requests()).length).toBe(before);
    } finally {
      first.close();
      second.close();
    }
  });

  it('share a received Retry-After: the other client fails at once without a request', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 120 });
    const [first, second] = [client(fake().url, { maxRetryDelay: 1 }), client(fake().url, { maxRetryDelay: 1 })];
    try {
      await expect(flavour.call(() => first.search('pancakes'))).rejects.toMatchObject({ pageStatus: 429, retryAfter: 120 });
      const held = await failureOf(flavour.call(() => second.getFrames('S01E01', 1000, 0, 0)));
      expect(held).toBeInstanceOf(APIPageStatusError);
      expect(held.pageStatus).toBe(429);
      expect(held.retryAfter).toBeGreaterThan(100);
      expect(await fake().requests()).toHaveLength(1);
    } finally {
      first.close();
      second.close();
    }
  });

  it('a Redis that cannot be reached does not fail the call: it goes to the service, as without redis', async () => {
    const unreachable = client(fake().url, { redis: 'redis://127.0.0.1:1' });
    try {
      expect(await flavour.call(() => unreachable.search('pancakes'))).toHaveLength(7);
      expect(await requestsTo(fake(), 'search')).toHaveLength(1);
    } finally {
      unreachable.close();
    }
  });

  it('never caches an error answer in Redis', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 500 });
    const [first, second] = [client(fake().url, { maxRetries: 0 }), client(fake().url, { maxRetries: 0 })];
    try {
      await expect(flavour.call(() => first.search('pancakes'))).rejects.toMatchObject({ pageStatus: 500 });
      await flavour.call(() => second.search('pancakes'));
      expect((await requestsTo(fake(), 'search')).map((request) => request.status)).toEqual([500, 200]);
    } finally {
      first.close();
      second.close();
    }
  });
});

describe('two OS processes, one of each flavour, sharing Redis', () => {
  it('never exceed the rate limit together (2 a second)', async () => {
    await Promise.all([runBot('async', redis(), recorder().url, 'frames', '1000'), runBot('sync', redis(), recorder().url, 'frames', '10000')]);
    const times = (await recorder().requests()).map((request) => request.time).sort((a, b) => a - b);
    expect(times).toHaveLength(8);
    // Any three requests leave the two processes at least a second apart: no
    // second holds more than two. What the recorder sees is their arrival,
    // which a busy 2-core machine delays unevenly (by up to half a second in
    // runs of this suite), so the bound is half the second; a shared limit
    // that did not hold would let both processes send at once, three or four
    // requests within a few milliseconds.
    for (let index = 2; index < times.length; index++) {
      expect(times[index]! - times[index - 2]!).toBeGreaterThan(500);
    }
  });

  it('share one cache: the second process finds the first one answer', async () => {
    await runBot('async', redis(), fake().url, 'search');
    await runBot('sync', redis(), fake().url, 'search');
    expect(await requestsTo(fake(), 'search')).toHaveLength(1);
  });
});
