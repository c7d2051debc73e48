// The link to Redis with a connection that stops answering, and the fallbacks
// built on it: a use past the deadline is an outage (the connection closed,
// one warning), and only an answered PING brings the link back.
import { describe, expect, it } from '@jest/globals';
import { createLog } from '../../src/internal/transport/logging.js';
import { fallbackLimiter, fallbackStore } from '../../src/internal/scale/redis-fallback.js';
import { RedisDeadlineError, RedisLink } from '../../src/internal/scale/redis-link.js';

/** A node-redis stand-in: open and ready, answering PING only while `answering`. */
class FakeConnection {
  isOpen = true;
  isReady = true;
  answering = true;
  destroyed = 0;
  readonly #waiting = new Set<(error: Error) => void>();

  connect(): Promise<unknown> {
    this.isOpen = true;
    this.isReady = true;
    return Promise.resolve(this);
  }

  ping(): Promise<unknown> {
    return this.answering ? Promise.resolve('PONG') : this.silence();
  }

  /** A command that is never answered, until the connection is destroyed. */
  silence(): Promise<never> {
    return new Promise<never>((_resolve, reject) => {
      this.#waiting.add(reject);
    });
  }

  destroy(): void {
    this.destroyed++;
    this.isOpen = false;
    this.isReady = false;
    for (const reject of this.#waiting) reject(new Error('destroyed'));
    this.#waiting.clear();
  }

  on(): this {
    return this;
  }
}

const DEADLINE_SECONDS = 0.05;

async function linked(): Promise<{ connection: FakeConnection; link: RedisLink; lines: string[] }> {
  const lines: string[] = [];
  const ignore = (): void => undefined;
  const log = createLog({ error: ignore, warn: (line: string) => lines.push(line), info: ignore, debug: ignore }, 'warn');
  const connection = new FakeConnection();
  const link = new RedisLink(connection, 'redis://127.0.0.1:1/', log, DEADLINE_SECONDS);
  await link.connectOnce();
  return { connection, link, lines };
}

/** Uses the link until it is up again (it is tried again at most once a second); false after 5 s. */
async function upAgain(link: RedisLink): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (link.up) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('RedisLink', () => {
  it('is up once Redis has answered a PING, without a warning', async () => {
    const { link, lines } = await linked();
    expect(link.up).toBe(true);
    expect(lines).toEqual([]);
  });

  it('gives up a use unanswered past the deadline: the connection is closed, the link down, one warning', async () => {
    const { connection, link, lines } = await linked();
    connection.answering = false;
    await expect(link.bounded(connection.silence())).rejects.toBeInstanceOf(RedisDeadlineError);
    await expect(link.bounded(connection.silence())).rejects.toThrow();
    expect(connection.destroyed).toBeGreaterThanOrEqual(1);
    expect(link.up).toBe(false);
    expect(lines).toEqual([expect.stringContaining('cannot be reached (no answer in 0.05 s)')]);
  });

  it('comes back only when Redis answers a PING: a connection that opens is not enough', async () => {
    const { connection, link, lines } = await linked();
    connection.answering = false;
    await expect(link.bounded(connection.silence())).rejects.toBeInstanceOf(RedisDeadlineError);
    // Reconnected (the fake's connect always succeeds) but silent: still down, no recovery line.
    expect(await upAgain(link)).toBe(false);
    expect(lines).toHaveLength(1);
    connection.answering = true;
    expect(await upAgain(link)).toBe(true);
    expect(lines).toEqual([expect.stringContaining('cannot be reached'), expect.stringContaining('is back')]);
  }, 30_000);

  it('passes on what a use throws before the deadline, as it is', async () => {
    const { link } = await linked();
    const answer = Object.assign(new Error('no point free'), { msBeforeNext: 10 });
    await expect(link.bounded(Promise.reject(answer))).rejects.toBe(answer);
    expect(link.up).toBe(true);
  });
});

describe('the fallbacks on a Redis that stops answering', () => {
  it('a store reads from the in-process one once a get is past the deadline', async () => {
    const { connection, link } = await linked();
    const local = new Map<string, unknown>([['k', 'local value']]);
    const store = fallbackStore(
      link,
      { get: () => connection.silence(), set: () => connection.silence() },
      () => ({ get: (key) => Promise.resolve(local.get(key)), set: (key, value) => Promise.resolve(local.set(key, value)) }),
    );
    connection.answering = false;
    expect(await store.get('k')).toBe('local value');
    expect(link.up).toBe(false);
  });

  it('a limiter takes the point from the in-process one, once, when Redis is past the deadline; its "no point free" is passed on', async () => {
    const { connection, link } = await linked();
    let localPoints = 0;
    const busy = Object.assign(new Error('no point free'), { msBeforeNext: 10 });
    const isBusy = (thrown: unknown): boolean => thrown === busy;
    const local = { consume: () => Promise.resolve(++localPoints) };
    await expect(fallbackLimiter(link, { consume: () => Promise.reject(busy) }, local, isBusy).consume('o')).rejects.toBe(busy);
    expect(localPoints).toBe(0);
    connection.answering = false;
    expect(await fallbackLimiter(link, { consume: () => connection.silence() }, local, isBusy).consume('o')).toBe(1);
    expect(localPoints).toBe(1);
  });
});
