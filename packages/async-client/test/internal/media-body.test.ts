import { describe, expect, it } from '@jest/globals';
import { InvalidResponseError, MediaTooLargeError } from '@screencap/core';
import { readMedia } from '../../src/internal/body/media-body.js';
import type { FetchResponseLike } from '../../src/internal/transport/fetch-types.js';

const details = { method: 'GET', url: 'https://frinkiac.com/video/S01E01/x.gif', attempts: 1 };

/** A response whose body yields `chunks` pieces of `size` bytes, counting how many were pulled. */
function response(contentType: string, chunks: number, size: number, contentLength?: string): { response: FetchResponseLike; pulled: () => number } {
  let pulled = 0;
  // A network stream: each chunk arrives after a turn of the event loop.
  async function* body(): AsyncGenerator<Uint8Array> {
    for (let index = 0; index < chunks; index++) {
      await Promise.resolve();
      pulled += 1;
      yield new Uint8Array(size).fill(index);
    }
  }
  const headers = new Headers({ 'content-type': contentType, ...(contentLength === undefined ? {} : { 'content-length': contentLength }) });
  return { response: { status: 200, statusText: 'OK', url: details.url, headers, body: body() }, pulled: () => pulled };
}

const reading = (maxBytes: number, abort: () => void = () => undefined) => ({ details, maxBytes, gapMs: 1000, onGapTimeout: () => undefined, abort });

describe('readMedia', () => {
  it('reads the whole file into one Uint8Array of its size', async () => {
    const { response: answer } = response('image/gif', 3, 4);
    const data = await readMedia(answer, 'image/gif', reading(12));
    expect(data).toEqual(Uint8Array.from([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]));
    expect(Object.getPrototypeOf(data)).toBe(Uint8Array.prototype);
  });

  it.each([
    ['no Content-Length', undefined],
    ['a Content-Length that says less than comes', '5'],
  ])('%s: stops at the chunk that crosses maxBytes, and aborts the request', async (_name, contentLength) => {
    const { response: answer, pulled } = response('video/mp4', 1000, 4, contentLength);
    let aborted = false;
    const error = await readMedia(answer, 'video/mp4', reading(10, () => { aborted = true; })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaTooLargeError);
    expect(error).toMatchObject({ limit: 10, url: details.url, size: contentLength === undefined ? undefined : 5 });
    // 4 + 4 fit, the third chunk crosses 10: nothing after it is pulled.
    expect(pulled()).toBe(3);
    expect(aborted).toBe(true);
  });

  it('a Content-Length over maxBytes: refused before reading anything', async () => {
    const { response: answer, pulled } = response('video/mp4', 1000, 4, '4000');
    await expect(readMedia(answer, 'video/mp4', reading(10))).rejects.toMatchObject({ name: 'MediaTooLargeError', size: 4000, limit: 10 });
    expect(pulled()).toBe(0);
  });

  it.each(['text/html', 'application/json', '', 'image', 'imagex/png'])('content type %j: InvalidResponseError before reading', async (type) => {
    const { response: answer, pulled } = response(type, 3, 4);
    const error = await readMedia(answer, type, reading(100)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'content-type', contentType: type });
    expect(pulled()).toBe(0);
  });
});
