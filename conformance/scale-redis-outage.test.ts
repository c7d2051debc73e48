/**
 * Redis is an optimisation, never a dependency of a call (typescript-api.md,
 * "Bots at scale"): with Redis unreachable at start or lost mid-run, calls
 * work as a client without `redis` would (its own cache, limit and
 * Retry-After), an outage is logged once when it starts and once when it
 * ends, and sharing resumes when Redis returns; in one process and across
 * two (support/redis-peer.ts). Against a real redis-server the test stops
 * and starts again, or freezes and thaws (support/redis-server.ts): a frozen
 * Redis still accepts connections but answers nothing, which must not hold
 * a call past the client's `timeout` (each use of Redis is bounded by it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import type { ClientOptions } from '@screencap/core/internal';
import { useFakeService } from './support/fake-service.js';
import { TITLE, requestsTo } from './support/faults.js';
import { type AnyClient, FAST_OPTIONS, FLAVOURS, type Flavour } from './support/flavours.js';
import { createClient } from '@keyv/redis';
import { type Peer, startPeer } from './support/redis-peer.js';
import { useRedisServer } from './support/redis-server.js';

const fake = useFakeService({ mode: 'classic' });
const redis = useRedisServer();

/** The same search under a different URL each time (the service ignores case), so each is a request of its own. */
function query(index: number): string {
  return Array.from('pancakes', (letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter)).join('');
}

/** How many requests reached the service for exactly this query. */
async function requestsFor(text: string): Promise<number> {
  return (await requestsTo(fake(), 'search')).filter((request) => request.query.includes(`q=${text}&`) || request.query.endsWith(`q=${text}`)).length;
}

/**
 * An async logger that keeps its warnings. The sync flavour's worker writes
 * its own to this process's standard error, out of the test's reach: the
 * two-process test below reads them from its sync process instead.
 */
function warnings(flavour: Flavour): { options: ClientOptions; lines: string[] } {
  const lines: string[] = [];
  if (flavour.name === 'sync') return { options: {}, lines };
  const ignore = (): void => undefined;
  const logger = { warn: (line: string) => lines.push(line), error: ignore, info: ignore, debug: ignore };
  return { options: { logger, logLevel: 'warn' } as ClientOptions, lines };
}

/** The line each client logs when Redis goes away, and the one when it is back. */
const OUTAGE_LINE = /^\[screencap\] the Redis at redis:\/\/127\.0\.0\.1:\d+ cannot be reached \(.+\): calls go on with this client's own cache, rate limit and Retry-After until it is back$/;
const RECOVERY_LINE = /^\[screencap\] the Redis at redis:\/\/127\.0\.0\.1:\d+ is back: the cache, the rate limit and Retry-After are shared again$/;

/**
 * The async flavour logged exactly one outage and then one recovery, the
 * outage line holding `detail` when given (the sync flavour's lines are out
 * of reach here: see `warnings`).
 */
function expectOneOutageThenRecovery(flavour: Flavour, lines: readonly string[], detail?: string): void {
  if (flavour.name !== 'async') return;
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(OUTAGE_LINE);
  if (detail !== undefined) expect(lines[0]).toContain(detail);
  expect(lines[1]).toMatch(RECOVERY_LINE);
}

/**
 * Searches with `first` until a fresh client finds the answer in Redis:
 * sharing has resumed. The link is tried again as calls come (at most once a
 * second), so it takes a few calls; gives up after 20.
 */
async function sharingResumes(flavour: Flavour, make: () => AnyClient, first: AnyClient): Promise<boolean> {
  return sharedWithin20Tries(100, async (text) => {
    await flavour.call(() => first.search(text));
    const second = make();
    try {
      await flavour.call(() => second.search(text));
    } finally {
      second.close();
    }
  });
}

/**
 * Has `writeThenRead` search a new query (numbered from `firstQuery`), with
 * a writer then a reader, until the service saw that query once (the reader
 * was served from Redis); gives up after 20 tries, 300 ms apart (a link tries
 * Redis again as calls come, at most once a second).
 */
async function sharedWithin20Tries(firstQuery: number, writeThenRead: (text: string) => Promise<void>): Promise<boolean> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = query(firstQuery + attempt);
    await writeThenRead(text);
    if ((await requestsFor(text)) === 1) return true;
    await sleep(300);
  }
  return false;
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  const client = (overrides: ClientOptions = {}): AnyClient =>
    new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, redis: redis(), rateLimit: 50, ...overrides });

  it('Redis lost mid-run: calls go on with the in-process cache and limit, and sharing resumes when it returns', async () => {
    const log = warnings(flavour);
    const first = client(log.options);
    try {
      await flavour.call(() => first.search(query(1)));
      await redis.stop();
      // Uncached and cached calls alike: none fails, and the cache is the client's own meanwhile.
      expect(await flavour.call(() => first.search(query(2)))).toHaveLength(7);
      expect(await flavour.call(() => first.search(query(2)))).toHaveLength(7);
      expect(await requestsFor(query(2))).toBe(1);
      expect(await flavour.call(() => first.getRandomScreencap())).toBeInstanceOf(flavour.ScreencapClass);
      await redis.start();
      expect(await sharingResumes(flavour, () => client(), first)).toBe(true);
    } finally {
      first.close();
    }
    expectOneOutageThenRecovery(flavour, log.lines);
  });

  it('keeps its entries under the documented keys: screencap:http:*, screencap:rate:*', async () => {
    const first = client();
    try {
      await flavour.call(() => first.search(query(5)));
    } finally {
      first.close();
    }
    const reader = createClient({ url: redis() });
    await reader.connect();
    try {
      const keys = await reader.keys('*');
      expect(keys.filter((key) => key.startsWith('screencap:http:v1:'))).toHaveLength(1);
      expect(keys.every((key) => /^screencap:(http|rate):/.test(key))).toBe(true);
    } finally {
      await reader.close();
    }
  });

  it('Redis unreachable at start: calls work as without redis, one warning, and sharing begins when it comes up', async () => {
    await redis.stop();
    const log = warnings(flavour);
    const first = client(log.options);
    try {
      expect(await flavour.call(() => first.search(query(3)))).toHaveLength(7);
      expect(await flavour.call(() => first.search(query(3)))).toHaveLength(7);
      expect(await flavour.call(() => first.search(query(4)))).toHaveLength(7);
      expect(await requestsFor(query(3))).toBe(1);
      await redis.start();
      expect(await sharingResumes(flavour, () => client(), first)).toBe(true);
    } finally {
      first.close();
    }
    if (flavour.name === 'async') {
      expect(log.lines.filter((line) => line.includes('cannot be reached'))).toHaveLength(1);
      expect(log.lines.filter((line) => line.includes('is back:'))).toHaveLength(1);
    }
  });
});

/** Long enough, on a busy machine, for any of the frozen-Redis tests; it only turns a hang into a failure. */
const FROZEN_TEST_LIMIT_MS = 120_000;

describe.each(FLAVOURS)('$name flavour, with a Redis that stops answering (SIGSTOP) but keeps its connections', (flavour) => {
  const client = (overrides: ClientOptions = {}): AnyClient =>
    new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, redis: redis(), rateLimit: 50, ...overrides });

  it(
    'frozen mid-run: calls are answered by the service and the in-process cache, one warning, and sharing resumes once it is thawed',
    async () => {
      const log = warnings(flavour);
      const first = client(log.options);
      try {
        await flavour.call(() => first.search(query(6)));
        expect(await requestsFor(query(6))).toBe(1);
        redis.freeze();
        // Uncached, cached, a render-free random and a Retry-After path: none waits for Redis for ever, none fails.
        expect(await flavour.call(() => first.search(query(7)))).toHaveLength(7);
        expect(await flavour.call(() => first.search(query(7)))).toHaveLength(7);
        expect(await requestsFor(query(7))).toBe(1);
        expect(await flavour.call(() => first.search(query(8)))).toHaveLength(7);
        expect(await flavour.call(() => first.getRandomScreencap())).toBeInstanceOf(flavour.ScreencapClass);
        // A second client of the same process, made while Redis is frozen, is not held at its connection either.
        const second = client();
        try {
          expect(await flavour.call(() => second.search(query(8)))).toHaveLength(7);
        } finally {
          second.close();
        }
        redis.thaw();
        expect(await sharingResumes(flavour, () => client(), first)).toBe(true);
      } finally {
        first.close();
      }
      expectOneOutageThenRecovery(flavour, log.lines, '(no answer in 0.5 s)');
    },
    FROZEN_TEST_LIMIT_MS,
  );

  it(
    'frozen at start: the client is not held at its connection, calls work as without redis, and sharing begins once it is thawed',
    async () => {
      redis.freeze();
      const log = warnings(flavour);
      const first = client(log.options);
      try {
        expect(await flavour.call(() => first.search(query(9)))).toHaveLength(7);
        expect(await flavour.call(() => first.search(query(9)))).toHaveLength(7);
        expect(await flavour.call(() => first.search(query(10)))).toHaveLength(7);
        expect(await requestsFor(query(9))).toBe(1);
        redis.thaw();
        expect(await sharingResumes(flavour, () => client(), first)).toBe(true);
      } finally {
        first.close();
      }
      expectOneOutageThenRecovery(flavour, log.lines);
    },
    FROZEN_TEST_LIMIT_MS,
  );
});

/**
 * Searches with `writer` then `reader` until the reader finds the writer's
 * answer in Redis: both are linked to it again (each tries the link again as
 * calls come, at most once a second); gives up after 20 tries.
 */
async function sharingResumesAcross(writer: Peer, reader: Peer): Promise<boolean> {
  return sharedWithin20Tries(200, async (text) => {
    expect(await writer.call('search', text)).toEqual({ ok: true, length: 7 });
    expect(await reader.call('search', text)).toEqual({ ok: true, length: 7 });
  });
}

describe('two OS processes, one of each flavour, sharing a Redis that goes away and comes back', () => {
  it('share while it is up; both go on alone while it is down, each logging it once; share again once it is back', async () => {
    const asyncPeer = startPeer('async', redis(), fake().url);
    const syncPeer = startPeer('sync', redis(), fake().url);
    const peers = [asyncPeer, syncPeer];

    // Up: the second process finds the first one's answer.
    expect(await asyncPeer.call('search', query(1))).toEqual({ ok: true, length: 7 });
    expect(await syncPeer.call('search', query(1))).toEqual({ ok: true, length: 7 });
    expect(await requestsFor(query(1))).toBe(1);

    await redis.stop();
    // Down: no call fails; each process answers from its own cache, so each asks once.
    for (const peer of peers) {
      for (const text of [query(2), query(2), query(3), query(2), query(3), query(4), query(4)]) {
        expect(await peer.call('search', text)).toEqual({ ok: true, length: 7 });
      }
      expect(await peer.call('getRandomScreencap')).toMatchObject({ ok: true });
    }
    expect(await requestsFor(query(2))).toBe(2);
    expect(await requestsFor(query(4))).toBe(2);

    await redis.start();
    expect(await sharingResumesAcross(asyncPeer, syncPeer)).toBe(true);
    // The other way too, with a Retry-After: the sync process receives it, the async one holds back without a request.
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 120 });
    expect(await syncPeer.call('search', query(60))).toMatchObject({ ok: false, pageStatus: 429, retryAfter: 120 });
    const before = (await fake().requests()).length;
    const held = await asyncPeer.call('getFrames', 'S01E01', 1000, 0, 0);
    expect(held).toMatchObject({ ok: false, name: 'APIPageStatusError', pageStatus: 429 });
    expect(held.retryAfter).toBeGreaterThan(100);
    expect((await fake().requests()).length).toBe(before);

    for (const peer of peers) expect(await peer.close()).toBe(0);
    for (const peer of peers) {
      // (Its other lines are the 429's, at the end.)
      const lines = peer.stderr.split('\n').filter((line) => line.startsWith('[screencap] the Redis at'));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(OUTAGE_LINE);
      expect(lines[1]).toMatch(RECOVERY_LINE);
      // Nothing else: no MaxListenersExceededWarning (a listener left per call on the lost connection) or any other.
      expect(peer.stderr).not.toMatch(/Warning/);
    }
  });
});
