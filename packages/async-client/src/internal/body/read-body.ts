import { type ResponseBody, bodyChunks, cancelReading } from './body-chunks.js';
import { concatBytes } from './concat-bytes.js';

/** What {@link readBody} does when a limit is crossed. */
export interface BodyLimits {
  /** Milliseconds allowed between two pieces of the body. */
  readonly gapMs: number;
  /** Bytes allowed in all. */
  readonly maxBytes: number;
  /** Called when a gap runs out; must make the pending read fail (by aborting the request). */
  readonly onGapTimeout: () => void;
  /** Called when the body grows past `maxBytes`; must make the pending read fail (by aborting the request, or by throwing). */
  readonly onTooLarge: () => void;
  /** Called with each piece as it arrives (for streams read line by line). */
  readonly onChunk?: ((chunk: Uint8Array) => void) | undefined;
}

/** A body whose bytes are not UTF-8 text: what the transport reports as an invalid response. */
export class BodyDecodingError extends Error {
  override readonly name = 'BodyDecodingError';
}

// Fatal: a byte sequence that is not UTF-8 fails the read rather than
// turning silently into U+FFFD. A byte-order mark before the text is dropped.
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new BodyDecodingError('the body is not UTF-8 text', { cause });
  }
}

/**
 * Reads a body's pieces, bounding each wait for the next piece and the total
 * size: both limits call back (`onGapTimeout`, `onTooLarge`), which abort the
 * request; a crossed size stops the reading at once, without the piece that
 * crossed it. The pieces read before are returned.
 */
export async function readChunks(body: ResponseBody | Iterable<Uint8Array>, limits: BodyLimits): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Started again for each gap; cleared and set rather than refreshed, as a
  // timer is a plain number in Workers and browsers.
  let timer = setTimeout(limits.onGapTimeout, limits.gapMs);
  try {
    for await (const chunk of Symbol.iterator in body ? body : bodyChunks(body)) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) {
        clearTimeout(timer);
        limits.onTooLarge();
        break;
      }
      chunks.push(chunk);
      limits.onChunk?.(chunk);
      // After the callback, which is synchronous: the timer cannot fire during it.
      clearTimeout(timer);
      timer = setTimeout(limits.onGapTimeout, limits.gapMs);
    }
  } finally {
    clearTimeout(timer);
  }
  return chunks;
}

/**
 * Reads a body to text (strict UTF-8, a leading byte-order mark dropped), bounding each wait for the next piece and the total
 * size. Both limits work by aborting the request, which ends the stream with
 * an error the caller maps to the SDK's own classes.
 */
export async function readBody(body: ResponseBody, limits: BodyLimits): Promise<string> {
  return decodeUtf8(concatBytes(await readChunks(body, limits)));
}

/** Lets go of a body that will not be read, so its connection is released or closed. */
export function discardBody(body: ResponseBody | null): void {
  if (body === null || cancelReading(body)) return;
  const stream = body as { destroy?: () => void; cancel?: () => Promise<void> };
  if (typeof stream.destroy === 'function') stream.destroy();
  else if (typeof stream.cancel === 'function') stream.cancel().catch(() => undefined);
}
