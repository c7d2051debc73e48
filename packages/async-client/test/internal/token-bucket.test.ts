// The rate limit of the build for Workers and browsers, on a clock the test moves.
import { describe, expect, it } from '@jest/globals';
import { TokenBucket } from '../../src/internal/scale/token-bucket.js';
import { rateLimit } from '../../src/internal/platform/rate-limiters.platform.js';

/** A clock that stands still until the test moves it. */
function manualClock(): { now: () => number; advance: (ms: number) => void } {
  let time = 1_000_000;
  return { now: () => time, advance: (ms) => (time += ms) };
}

describe('TokenBucket', () => {
  it('lets n through at once, then none until the first is back, then one more per token back', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(3, 1000, clock.now);
    expect([bucket.take('a'), bucket.take('a'), bucket.take('a')]).toEqual([0, 0, 0]);
    expect(bucket.take('a')).toBe(1000);
    clock.advance(400);
    expect(bucket.take('a')).toBe(600);
    clock.advance(600);
    expect(bucket.take('a')).toBe(0);
    expect(bucket.take('a')).toBe(0);
    expect(bucket.take('a')).toBe(0);
    expect(bucket.take('a')).toBe(1000);
  });

  it('never lets more than n through in any second, wherever it starts', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(4, 1000, clock.now);
    const passedAt: number[] = [];
    // A request every 50 ms for 5 s, steps that do not divide the second evenly with the takes.
    for (let step = 0; step < 100; step++) {
      if (bucket.take('a') === 0) passedAt.push(clock.now());
      clock.advance(50 + (step % 3));
    }
    for (const start of passedAt) {
      expect(passedAt.filter((time) => time >= start && time < start + 1000).length).toBeLessThanOrEqual(4);
    }
    // And it does let the rate through: 4 a second over 5 s.
    expect(passedAt.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps keys apart', () => {
    const clock = manualClock();
    const bucket = new TokenBucket(1, 1000, clock.now);
    expect(bucket.take('http://a')).toBe(0);
    expect(bucket.take('http://b')).toBe(0);
    expect(bucket.take('http://a')).toBe(1000);
  });
});

describe("the platform build's rateLimit", () => {
  it('takes n per second per origin', async () => {
    const limit = rateLimit(2);
    expect(await limit.take('http://a')).toBe(0);
    expect(await limit.take('http://a')).toBe(0);
    expect(await limit.take('http://a')).toBeGreaterThan(0);
    expect(await limit.take('http://b')).toBe(0);
  });

  it('below one a second: one request, then a wait of up to 1/rate seconds', async () => {
    const limit = rateLimit(0.25);
    expect(await limit.take('http://a')).toBe(0);
    const wait = await limit.take('http://a');
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(4000);
  });
});
