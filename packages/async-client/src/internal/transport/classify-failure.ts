// What a failed attempt becomes: every error that leaves the transport is one
// of the SDK's classes, whatever fetch, the body reader or a timer threw.
import type { TimeoutPhase } from '@screencap/core/internal';
import { APIConnectionError, APIPageStatusError, APITimeoutError, APIUserAbortError, InvalidResponseError, MediaTooLargeError } from '@screencap/core';
import { BodyDecodingError } from '../body/read-body.js';

/** What an attempt knows about why it failed, set by its timers and body reader. */
export interface AttemptState {
  /** The first wait that ran out, if any. */
  timedOut?: TimeoutPhase;
  /** Whether the body grew past `maxResponseBytes`. */
  tooLarge: boolean;
  /** Whether the body was being read (a decompression error means bad bytes then). */
  readingBody: boolean;
}

/** The request an error names: after a redirect, the hop that failed. */
export interface AttemptDetails {
  readonly method: string;
  url: string;
  readonly attempts: number;
}

// Duck-typed rather than `instanceof Error`: Node's socket errors can come
// from another realm (a vm context, as under Jest), where that check fails.
export function systemCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== 'ABORT_ERR') return code;
    current = cause;
  }
  return undefined;
}

// zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR, ...) and brotli's (ERR__ERROR_FORMAT_...):
// a body that does not decompress, which no retry would mend.
function isDecompressionError(error: unknown): boolean {
  const code = systemCode(error);
  return code !== undefined && (code.startsWith('Z_') || code.startsWith('ERR__ERROR') || code.includes('BROTLI'));
}

/**
 * The SDK error for what an attempt threw: its own errors as they are, then,
 * in this order, a body too large, a timer that ran out (with the limit it
 * stands for), the caller's abort, bytes that do not decode, and any other
 * failure as a connection error.
 */
export function classifyFailure(
  error: unknown,
  state: AttemptState,
  details: AttemptDetails,
  limits: { readonly signal: AbortSignal | undefined; readonly secondsOf: (phase: TimeoutPhase) => number },
): Error {
  if (error instanceof APIPageStatusError || error instanceof InvalidResponseError || error instanceof MediaTooLargeError) return error;
  if (state.tooLarge) return new InvalidResponseError({ ...details, pageStatus: 200, reason: 'too-large' });
  if (state.timedOut) return new APITimeoutError({ ...details, timeout: limits.secondsOf(state.timedOut), phase: state.timedOut, cause: error });
  if (limits.signal?.aborted) return new APIUserAbortError({ ...details, cause: limits.signal.reason });
  // Bytes that arrived whole but do not decode: the same request would get the same bytes.
  if (error instanceof BodyDecodingError || (state.readingBody && isDecompressionError(error))) {
    const what = error instanceof BodyDecodingError ? error.message : `the body does not decompress (${systemCode(error)})`;
    return new InvalidResponseError({ ...details, pageStatus: 200, reason: 'encoding', issues: [{ path: [], message: what }], cause: error });
  }
  return new APIConnectionError({ ...details, code: systemCode(error), cause: error });
}
