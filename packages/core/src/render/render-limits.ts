import { assertEpisodeKeyLimit, assertOverlayLimits, assertPayloadLimit } from '../comics/limits.js';
import type { RenderJob } from './render-job.js';

/**
 * Checks a render against the limits the 2026 site enforces
 * ({@link SERVICE_LIMITS}), with the checks comics use, so that a render
 * that would be refused fails before any request, with a message naming the
 * limit and its number.
 *
 * @param body - the request body the job would be sent as.
 * @throws {RangeError} for more than 32 overlays, more than 1024 UTF-8 bytes
 *   of text in one overlay, an episode key over 16 bytes, or a body over 64 KiB.
 */
export function assertRenderLimits(job: RenderJob, body: string): void {
  assertEpisodeKeyLimit(job.key, "the render's episode key");
  assertOverlayLimits(job.overlays, 'the render');
  assertPayloadLimit(body, 'render');
}
