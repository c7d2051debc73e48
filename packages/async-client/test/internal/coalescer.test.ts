// Concurrent identical requests share one; aborts stay each caller's own.
import { describe, expect, it, jest } from '@jest/globals';
import { APIUserAbortError } from '@screencap/core';
import { Coalescer } from '../../src/internal/scale/coalescer.js';

const CALLER = { method: 'GET', url: 'https://frinkiac.com/api/frames/S01E01/1000/0/0' };

function deferred(): { promise: Promise<string>; resolve: (value: string) => void } {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('Coalescer', () => {
  it('starts one request for concurrent callers of one key, and a new one once it settled', async () => {
    const coalescer = new Coalescer<string>();
    const answer = deferred();
    const start = jest.fn(() => answer.promise);
    const calls = [coalescer.run('k', start, CALLER), coalescer.run('k', start, CALLER)];
    answer.resolve('a');
    expect(await Promise.all(calls)).toEqual(['a', 'a']);
    expect(start).toHaveBeenCalledTimes(1);
    await coalescer.run('k', () => Promise.resolve('b'), CALLER);
    expect(await coalescer.run('k', () => Promise.resolve('c'), CALLER)).toBe('c');
  });

  it('keeps keys apart', async () => {
    const coalescer = new Coalescer<string>();
    expect(await Promise.all([coalescer.run('a', () => Promise.resolve('1'), CALLER), coalescer.run('b', () => Promise.resolve('2'), CALLER)])).toEqual(['1', '2']);
  });

  it('a caller that aborts stops waiting; the others still get the answer, and the request is not aborted', async () => {
    const coalescer = new Coalescer<string>();
    const answer = deferred();
    let shared: AbortSignal | undefined;
    const controller = new AbortController();
    const leaving = coalescer.run(
      'k',
      (signal) => {
        shared = signal;
        return answer.promise;
      },
      { ...CALLER, signal: controller.signal },
    );
    const staying = coalescer.run('k', () => Promise.resolve('never'), CALLER);
    controller.abort(new Error('user left'));
    await expect(leaving).rejects.toBeInstanceOf(APIUserAbortError);
    expect(shared?.aborted).toBe(false);
    answer.resolve('a');
    expect(await staying).toBe('a');
  });

  it('aborts the request when its last caller gives up', async () => {
    const coalescer = new Coalescer<string>();
    const controller = new AbortController();
    const reason = new Error('user left');
    const call = coalescer.run(
      'k',
      (signal) =>
        new Promise<string>((_resolve, reject) => {
          if (!signal) throw new Error('a request started by a caller with a signal gets one');
          signal.addEventListener('abort', () => {
            reject(signal.reason as Error);
          });
        }),
      { ...CALLER, signal: controller.signal },
    );
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('gives no signal to a request started by a caller without one, which no one can abort', async () => {
    const coalescer = new Coalescer<string>();
    let given: AbortSignal | undefined | 'unset' = 'unset';
    await coalescer.run(
      'k',
      (signal) => {
        given = signal;
        return Promise.resolve('a');
      },
      CALLER,
    );
    expect(given).toBeUndefined();
  });
});
