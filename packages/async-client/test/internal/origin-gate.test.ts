// The per-origin gate: rate slots and a held Retry-After, in memory.
import { describe, expect, it } from '@jest/globals';
import { APIPageStatusError } from '@screencap/core';
import { createLog } from '../../src/internal/transport/logging.js';
import { OriginGate } from '../../src/internal/scale/origin-gate.js';

const REQUEST = { method: 'GET', url: 'http://127.0.0.1:9/api/search?q=x' };

function gate(rate: number | false, maxRetryDelay = 30): { gate: OriginGate; lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string): void => {
    lines.push(message);
  };
  const log = createLog({ error: keep, warn: keep, info: keep, debug: keep }, 'debug');
  return { gate: new OriginGate({ rate, maxRetryDelay, log }), lines };
}

describe('OriginGate', () => {
  it('lets n requests through at once and makes the next one wait for a slot', async () => {
    const { gate: limited, lines } = gate(2);
    await limited.pass(REQUEST);
    await limited.pass(REQUEST);
    expect(lines).toEqual([]);
    await limited.pass(REQUEST);
    expect(lines).toEqual([expect.stringContaining('waits for the rate limit of http://127.0.0.1:9 (2/s)')]);
  });

  it('keeps origins apart', async () => {
    const { gate: limited, lines } = gate(1);
    await limited.pass(REQUEST);
    await limited.pass({ method: 'GET', url: 'http://127.0.0.2:9/api/search?q=x' });
    expect(lines).toEqual([]);
  });

  it('rateLimit false: no waiting', async () => {
    const { gate: open, lines } = gate(false);
    for (let index = 0; index < 20; index++) await open.pass(REQUEST);
    expect(lines).toEqual([]);
  });

  it('a held Retry-After longer than maxRetryDelay: fails at once with 429 and the seconds still to wait', async () => {
    const { gate: held } = gate(false, 5);
    await held.holdBack(REQUEST.url, 60);
    const error = await held.pass({ method: 'GET', url: 'http://127.0.0.1:9/api/frames/S01E01/1/0/0' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 429, attempts: 0, url: 'http://127.0.0.1:9/api/frames/S01E01/1/0/0' });
    expect((error as APIPageStatusError).retryAfter).toBeGreaterThan(55);
    expect((error as APIPageStatusError).retryAfter).toBeLessThanOrEqual(60);
  });

  it('a held Retry-After within maxRetryDelay: waits, and says so', async () => {
    const { gate: held, lines } = gate(false, 5);
    await held.holdBack(REQUEST.url, 0.05);
    await held.pass(REQUEST);
    expect(lines).toEqual([expect.stringContaining('Retry-After of http://127.0.0.1:9')]);
  });

  it('keeps the later of two Retry-Afters', async () => {
    const { gate: held } = gate(false, 5);
    await held.holdBack(REQUEST.url, 60);
    await held.holdBack(REQUEST.url, 0.01);
    await expect(held.pass(REQUEST)).rejects.toMatchObject({ pageStatus: 429 });
  });
});
