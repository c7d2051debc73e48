import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sleep } from '../../src/internal/transport/sleep.js';

describe('sleep', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('resolves after the given seconds', async () => {
    const done = jest.fn();
    const waiting = sleep(1.5).then(done);
    await jest.advanceTimersByTimeAsync(1499);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('resolves for 0 seconds', async () => {
    const waiting = sleep(0);
    await jest.advanceTimersByTimeAsync(0);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('rejects at once, with no timer, when the signal is already aborted', async () => {
    const reason = new Error('stop');
    const waiting = sleep(10, AbortSignal.abort(reason));
    expect(jest.getTimerCount()).toBe(0);
    await expect(waiting).rejects.toBe(reason);
  });

  it('rejects with the reason as soon as the signal aborts, and clears its timer', async () => {
    const controller = new AbortController();
    const reason = new Error('user left');
    const waiting = sleep(10, controller.signal);
    const settled = expect(waiting).rejects.toBe(reason);
    await jest.advanceTimersByTimeAsync(2000);
    controller.abort(reason);
    await settled;
    expect(jest.getTimerCount()).toBe(0);
  });

  it("rejects with the signal's default reason (an AbortError) when aborted without one", async () => {
    const controller = new AbortController();
    const waiting = sleep(10, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('puts one listener on a signal, however many waits share it', async () => {
    const signal = { aborted: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const waits = Array.from({ length: 12 }, () => sleep(1, signal as unknown as AbortSignal));
    expect(signal.addEventListener).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    await Promise.all(waits);
  });

  it('a wait that is over is not woken by a later abort', async () => {
    const controller = new AbortController();
    const done = sleep(1, controller.signal);
    await jest.advanceTimersByTimeAsync(1000);
    await done;
    const pending = sleep(10, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    await expect(done).resolves.toBeUndefined();
  });

  it('keeps its timer ref\'d, so that a script does not exit mid-wait', () => {
    jest.useRealTimers();
    const before = process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
    const controller = new AbortController();
    const waiting = sleep(60, controller.signal).catch(() => undefined);
    expect(process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length).toBe(before + 1);
    controller.abort();
    return waiting;
  });

  it('caps a wait longer than a timer can hold instead of firing at once', async () => {
    const done = jest.fn();
    // 3e6 s is more than 2^31 - 1 ms, the longest delay a timer keeps.
    void sleep(3e6).then(done);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(done).not.toHaveBeenCalled();
    jest.clearAllTimers();
  });
});
