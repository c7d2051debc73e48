// The body of a download (`expect: 'media'`): checked and read as bytes, never
// more than the caller's `maxBytes` of it (and the one network chunk that
// crosses the limit, which is dropped at once), whatever `Content-Length`
// says or leaves out.
import { InvalidResponseError, MediaTooLargeError } from '@screencap/core';
import type { FetchResponseLike } from '../transport/fetch-types.js';
import { copyBytes } from './concat-bytes.js';
import { discardBody, readChunks } from './read-body.js';

// `image/*` or `video/*`, parameters allowed (the same rule as core's isMediaContentType,
// which lives in a module the transport's light error entry does not load).
const MEDIA_TYPE = /^\s*(image|video)\/[^\s;/]+\s*(;|$)/i;

/** What {@link readMedia} needs besides the response. */
export interface MediaReading {
  /** The request as its errors name it. */
  readonly details: { readonly method: string; readonly url: string; readonly attempts: number };
  /** The most bytes accepted. */
  readonly maxBytes: number;
  /** Milliseconds allowed between two pieces of the body. */
  readonly gapMs: number;
  /** Called when a gap runs out; must make the pending read fail (by aborting the request). */
  readonly onGapTimeout: () => void;
  /** Aborts the request: what stops the body's stream once the limit is crossed. */
  readonly abort: () => void;
}

/**
 * Reads an image or video body into one `Uint8Array` of exactly its size.
 * @throws {InvalidResponseError} (`content-type`) for any type but `image/*` and `video/*`, before reading.
 * @throws {MediaTooLargeError} as soon as the body is known to pass `maxBytes`: at once for a
 *   `Content-Length` over it, else at the chunk that crosses it.
 */
export async function readMedia(response: FetchResponseLike, contentType: string, reading: MediaReading): Promise<Uint8Array<ArrayBuffer>> {
  const { details, maxBytes } = reading;
  if (!MEDIA_TYPE.test(contentType)) {
    discardBody(response.body);
    throw new InvalidResponseError({ ...details, pageStatus: response.status, reason: 'content-type', contentType });
  }
  const declaredText = response.headers.get('content-length');
  const declared = declaredText !== null && /^\d+$/.test(declaredText.trim()) ? Number(declaredText) : undefined;
  if (declared !== undefined && declared > maxBytes) {
    discardBody(response.body);
    throw new MediaTooLargeError({ ...details, limit: maxBytes, size: declared });
  }
  const chunks = await readChunks(response.body ?? [], {
    maxBytes,
    gapMs: reading.gapMs,
    onGapTimeout: reading.onGapTimeout,
    // Thrown from inside the reading, so it stops at the chunk that crosses the cap.
    onTooLarge: () => {
      reading.abort();
      discardBody(response.body);
      throw new MediaTooLargeError({ ...details, limit: maxBytes, size: declared });
    },
  });
  // Its own memory, not a view of a pooled Buffer: what crosses the sync
  // flavour's worker boundary is then only the file.
  return copyBytes(chunks);
}
