import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BodyDecodingError, discardBody, readBody } from '../../src/internal/body/read-body.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A body of the given pieces, one after the other. */
async function* pieces(...parts: Uint8Array[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    await Promise.resolve();
    yield part;
  }
}

/**
 * A body that yields its pieces and then waits for the next one until
 * `fail()` is called, as a request aborted by a gap timeout would.
 */
function stalling(...parts: Uint8Array[]): { body: AsyncIterable<Uint8Array>; fail: () => void; finished: () => boolean } {
  let fail: () => void = () => undefined;
  let done = false;
  const stalled = new Promise<never>((_resolve, reject) => {
    fail = () => {
      reject(new Error('aborted'));
    };
  });
  async function* generate(): AsyncGenerator<Uint8Array> {
    try {
      yield* parts;
      await stalled;
    } finally {
      done = true;
    }
  }
  return { body: generate(), fail: () => { fail(); }, finished: () => done };
}

function limits(overrides: { gapMs?: number; maxBytes?: number } = {}) {
  return { gapMs: 1000, maxBytes: 1000, onGapTimeout: jest.fn<() => void>(), onTooLarge: jest.fn<() => void>(), ...overrides };
}

describe('readBody', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('joins the pieces into UTF-8 text, even a character split across pieces', async () => {
    const accented = bytes('é'); // two bytes
    const limit = limits();
    const text = await readBody(pieces(bytes('[{"Content":"caf'), accented.slice(0, 1), accented.slice(1), bytes('"}]')), limit);
    expect(text).toBe('[{"Content":"café"}]');
    expect(limit.onGapTimeout).not.toHaveBeenCalled();
    expect(limit.onTooLarge).not.toHaveBeenCalled();
  });

  it('reads an empty body as empty text', async () => {
    await expect(readBody(pieces(), limits())).resolves.toBe('');
  });

  it('leaves no timer behind', async () => {
    await readBody(pieces(bytes('abc'), bytes('def')), limits());
    expect(jest.getTimerCount()).toBe(0);
  });

  it('accepts exactly maxBytes', async () => {
    const limit = limits({ maxBytes: 6 });
    await expect(readBody(pieces(bytes('abc'), bytes('def')), limit)).resolves.toBe('abcdef');
    expect(limit.onTooLarge).not.toHaveBeenCalled();
  });

  it('calls onTooLarge once the total passes maxBytes, and stops reading', async () => {
    const limit = limits({ maxBytes: 5 });
    const body = stalling(bytes('abc'), bytes('def'), bytes('ghi'));
    const text = await readBody(body.body, limit);
    expect(limit.onTooLarge).toHaveBeenCalledTimes(1);
    expect(text).toBe('abc');
    // The loop left the body: its generator was closed.
    expect(body.finished()).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('calls onGapTimeout when the next piece is later than gapMs, and fails with the body', async () => {
    const limit = limits({ gapMs: 50 });
    const body = stalling(bytes('['));
    limit.onGapTimeout.mockImplementation(() => {
      body.fail();
    });
    const reading = readBody(body.body, limit);
    const settled = expect(reading).rejects.toThrow('aborted');
    await jest.advanceTimersByTimeAsync(49);
    expect(limit.onGapTimeout).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(limit.onGapTimeout).toHaveBeenCalledTimes(1);
    await settled;
    expect(limit.onTooLarge).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('also bounds the wait for the first piece', async () => {
    const limit = limits({ gapMs: 50 });
    const body = stalling();
    limit.onGapTimeout.mockImplementation(() => {
      body.fail();
    });
    const settled = expect(readBody(body.body, limit)).rejects.toThrow('aborted');
    await jest.advanceTimersByTimeAsync(50);
    await settled;
    expect(limit.onGapTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts the gap timer with each piece', async () => {
    const limit = limits({ gapMs: 50 });
    async function* slow(): AsyncGenerator<Uint8Array> {
      for (const part of ['a', 'b', 'c', 'd']) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        yield bytes(part);
      }
    }
    const reading = readBody(slow(), limit);
    await jest.advanceTimersByTimeAsync(200);
    await expect(reading).resolves.toBe('abcd');
    expect(limit.onGapTimeout).not.toHaveBeenCalled();
  });
});

describe('discardBody', () => {
  it('ignores a missing body', () => {
    expect(() => {
      discardBody(null);
    }).not.toThrow();
  });

  it('destroys a Node.js stream', () => {
    const destroy = jest.fn();
    const body = Object.assign(pieces(), { destroy });
    discardBody(body);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('cancels a web stream, and swallows a failed cancel', async () => {
    const cancel = jest.fn(() => Promise.reject(new Error('already closed')));
    discardBody(Object.assign(pieces(), { cancel }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('cancels a real ReadableStream', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      cancel() {
        cancelled = true;
      },
    });
    discardBody(stream);
    await Promise.resolve();
    expect(cancelled).toBe(true);
  });
});

describe('readBody decoding', () => {
  it('refuses bytes that are not UTF-8 with a BodyDecodingError, not U+FFFD', async () => {
    await expect(readBody(pieces(bytes('["caf'), new Uint8Array([0xe9]), bytes('"]')), limits())).rejects.toBeInstanceOf(BodyDecodingError);
  });

  it('drops a byte-order mark before the text, and keeps a character split across pieces', async () => {
    const euro = bytes('€');
    const text = await readBody(pieces(new Uint8Array([0xef, 0xbb]), new Uint8Array([0xbf, 0x5b, euro[0]!]), euro.subarray(1), bytes(']')), limits());
    expect(text).toBe('[€]');
  });
});
