import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import { APIPageStatusError, InvalidResponseError } from '@screencap/core';
import type { AttemptDetails, AttemptState } from '../transport/classify-failure.js';
import type { FetchResponseLike } from '../transport/fetch-types.js';
import { readMedia } from './media-body.js';
import { watchRenderProgress } from './progress-watch.js';
import { discardBody, readBody } from './read-body.js';
import { headersObject, readBodyExcerpt } from './response-excerpt.js';
import { parseRetryAfter } from '../transport/retry-policy.js';

/** How the body of one answer is read. */
export interface BodyReading {
  readonly request: HttpRequest;
  readonly details: AttemptDetails;
  readonly state: AttemptState;
  /** Milliseconds allowed for each wait for the server while reading. */
  readonly gapMs: number;
  /** The client's `maxResponseBytes`; a download's own `maxBytes` goes over it. */
  readonly maxBytes: number;
  /** Whether the answer's headers are kept (a client that caches decides by them). */
  readonly keepHeaders: boolean;
  /** Called with each complete line of a render stream. */
  readonly onLine: ((line: string) => void) | undefined;
  /** Ends the attempt: a wait ran out (`'body'`) or the body is too large (`undefined`). */
  readonly abort: (phase?: 'body') => void;
}

/**
 * The error of an answer other than 200: its status, `Retry-After`, headers
 * and the start of its body.
 */
export async function statusError(response: FetchResponseLike, reading: BodyReading): Promise<APIPageStatusError> {
  return new APIPageStatusError({
    ...reading.details,
    pageStatus: response.status,
    statusText: response.statusText,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    headers: headersObject(response.headers),
    body: await readBodyExcerpt(response.body, reading.gapMs),
  });
}

/**
 * Reads a 200 answer into the transport's response: nothing for `final-url`,
 * the bytes of an image or video for `media` (media-body.ts), else the body
 * as text within `maxBytes`; a render stream line by line, `timeout`
 * bounding each wait for its progress to grow (progress-watch.ts).
 * @throws {InvalidResponseError} with reason `too-large` for a body over the limit.
 * @throws {MediaTooLargeError} for a download over its `maxBytes`.
 */
export async function readOkResponse(response: FetchResponseLike, reading: BodyReading): Promise<HttpResponse> {
  const { request, details, state } = reading;
  const contentType = response.headers.get('content-type') ?? '';
  // An injected fetch may follow redirects itself; its response then says where it ended.
  const base = {
    url: request.url,
    finalUrl: response.url || details.url,
    status: 200,
    contentType,
    attempts: details.attempts,
    ...(reading.keepHeaders ? { headers: headersObject(response.headers) } : {}),
  };
  if (request.expect === 'final-url') {
    discardBody(response.body);
    return { ...base, body: '' };
  }
  if (request.expect === 'media') {
    state.readingBody = true;
    const data = await readMedia(response, contentType, {
      details,
      maxBytes: request.maxBytes ?? reading.maxBytes,
      gapMs: reading.gapMs,
      onGapTimeout: () => { reading.abort('body'); },
      abort: () => { reading.abort(); },
    });
    return { ...base, body: '', data };
  }
  const tooLargeError = () => new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large', contentType });
  if (Number(response.headers.get('content-length')) > reading.maxBytes) {
    discardBody(response.body);
    throw tooLargeError();
  }
  const watch = request.expect === 'ndjson' ? watchRenderProgress(reading.gapMs, () => { reading.abort('body'); }, reading.onLine) : undefined;
  state.readingBody = true;
  try {
    const body = response.body
      ? await readBody(response.body, {
          onChunk: watch?.push,
          gapMs: reading.gapMs,
          maxBytes: reading.maxBytes,
          onGapTimeout: () => { reading.abort('body'); },
          onTooLarge: () => {
            state.tooLarge = true;
            reading.abort();
          },
        })
      : '';
    if (state.tooLarge) throw tooLargeError();
    watch?.end();
    return { ...base, body };
  } finally {
    watch?.stop();
  }
}
