import { describe, expect, it, jest } from '@jest/globals';
import { onAbort } from '../../src/internal/transport/abort-relay.js';

describe('onAbort', () => {
  it('puts one listener on a signal for any number of waiters, and calls each once on abort', () => {
    const controller = new AbortController();
    const add = jest.spyOn(controller.signal, 'addEventListener');
    const waiters = Array.from({ length: 20 }, () => jest.fn());
    for (const waiter of waiters) onAbort(controller.signal, waiter);
    expect(add).toHaveBeenCalledTimes(1);
    controller.abort();
    controller.abort();
    for (const waiter of waiters) expect(waiter).toHaveBeenCalledTimes(1);
  });

  it('does not call a waiter that stopped waiting', () => {
    const controller = new AbortController();
    const stopped = jest.fn();
    const waiting = jest.fn();
    const stop = onAbort(controller.signal, stopped);
    onAbort(controller.signal, waiting);
    stop();
    controller.abort();
    expect(stopped).not.toHaveBeenCalled();
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('keeps the same callback given twice as two waiters', () => {
    const controller = new AbortController();
    const callback = jest.fn();
    const stopFirst = onAbort(controller.signal, callback);
    onAbort(controller.signal, callback);
    stopFirst();
    controller.abort();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('listens afresh on a signal whose waiters were all stopped', () => {
    const controller = new AbortController();
    onAbort(controller.signal, jest.fn())();
    const later = jest.fn();
    onAbort(controller.signal, later);
    controller.abort();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
