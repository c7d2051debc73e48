import { SERVICE_LIMITS } from '../limits.js';
import type { RenderJob } from './render-job.js';

const encoder = new TextEncoder();

function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Checks a render against the limits the 2026 site enforces
 * ({@link SERVICE_LIMITS}), so that a render that would be refused fails
 * before any request, with a message naming the limit and its number.
 *
 * @param body - the request body the job would be sent as.
 * @throws {RangeError} for more than 32 overlays, more than 1024 UTF-8 bytes
 *   of text in one overlay, an episode key over 16 bytes, or a body over 64 KiB.
 */
export function assertRenderLimits(job: RenderJob, body: string): void {
  const keyBytes = utf8Bytes(job.key);
  if (keyBytes > SERVICE_LIMITS.episodeKeyBytes) {
    throw new RangeError(`a render's episode key is at most ${SERVICE_LIMITS.episodeKeyBytes} bytes (UTF-8), got ${keyBytes}`);
  }
  if (job.overlays.length > SERVICE_LIMITS.overlaysPerPanel) {
    throw new RangeError(`a render takes at most ${SERVICE_LIMITS.overlaysPerPanel} overlays, got ${job.overlays.length}`);
  }
  for (const [index, overlay] of job.overlays.entries()) {
    const textBytes = utf8Bytes(overlay.text);
    if (textBytes > SERVICE_LIMITS.overlayTextBytes) {
      throw new RangeError(`a render overlay's text is at most ${SERVICE_LIMITS.overlayTextBytes} bytes (UTF-8), got ${textBytes} in overlay ${index}`);
    }
  }
  const bodyBytes = utf8Bytes(body);
  if (bodyBytes > SERVICE_LIMITS.payloadBytes) {
    throw new RangeError(`a render's payload is at most ${SERVICE_LIMITS.payloadBytes} bytes (64 KiB) of JSON, got ${bodyBytes}`);
  }
}
