import { APIPageStatusError } from '@screencap/core';
import { type ResponseBody, bodyChunks } from './body-chunks.js';
import type { FetchResponseLike } from '../transport/fetch-types.js';
import { concatBytes } from './concat-bytes.js';
import { discardBody } from './read-body.js';

/**
 * The response headers as a plain object with lower-case names. A `fetch`
 * double whose headers only have `get` yields `{}`: nothing to list them by.
 */
export function headersObject(headers: FetchResponseLike['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof headers.forEach === 'function') {
    headers.forEach((value, name) => {
      result[name.toLowerCase()] = value;
    });
  }
  return result;
}

/**
 * The text of at most the first {@link APIPageStatusError.MAX_BODY_BYTES}
 * bytes of a body the client will not otherwise use (a failed answer's), then
 * lets the rest go. Never throws and never waits longer than `gapMs` for a
 * piece: the excerpt only helps to explain an error that is already decided.
 */
export async function readBodyExcerpt(body: ResponseBody | null, gapMs: number): Promise<string> {
  if (body === null) return '';
  const limit = APIPageStatusError.MAX_BODY_BYTES;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const iterator = bodyChunks(body)[Symbol.asyncIterator]();
  try {
    while (size < limit) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gap = new Promise<'gap'>((resolve) => {
        timer = setTimeout(() => {
          resolve('gap');
        }, gapMs);
      });
      const next = await Promise.race([iterator.next(), gap]).finally(() => {
        clearTimeout(timer);
      });
      if (next === 'gap' || next.done) break;
      const chunk = next.value;
      chunks.push(chunk);
      size += chunk.byteLength;
    }
  } catch {
    // A body that fails half-way still explains what it can.
  } finally {
    // Through the iterator first: a web stream it holds locked cannot be cancelled otherwise.
    iterator.return?.().catch(() => undefined);
    discardBody(body);
  }
  // Stream decoding holds back a character cut at the limit rather than
  // showing half of it as U+FFFD.
  return new TextDecoder().decode(concatBytes(chunks).subarray(0, limit), { stream: true });
}
