import { ALIGN_CODES, type ResolvedOverlay } from '../comics/overlay.js';

/** What the 2026 service renders: gifs or mp4s. */
export type RenderFormat = 'gif' | 'mp4';

/** A render, checked: a stretch of an episode and the captions on it. */
export interface RenderJob {
  /** The episode key. */
  readonly key: string;
  /** The clip's first ms. */
  readonly start: number;
  /** The clip's last ms. */
  readonly end: number;
  /** The captions drawn over the whole clip, in drawing order. */
  readonly overlays: readonly ResolvedOverlay[];
}

/**
 * The JSON body of a render request: an array holding one job. Overlay times
 * are relative to the clip's start, and each caption spans the whole clip.
 */
export function renderRequestBody(job: RenderJob, checkOnly: boolean): string {
  return JSON.stringify([
    {
      episode: job.key,
      start: job.start,
      end: job.end,
      check_only: checkOnly,
      overlays: job.overlays.map((overlay) => ({
        text: overlay.text,
        font: overlay.font,
        size: overlay.size,
        color: [...overlay.color],
        x: overlay.x,
        y: overlay.y,
        text_align: ALIGN_CODES[overlay.align],
        all_caps: overlay.allCaps,
        start: 0,
        end: job.end - job.start,
      })),
    },
  ]);
}

/** Where renders are asked for: `{base}api/render/gif/stream` or `{base}api/render/mp4`. */
export function renderRequestUrl(baseUrl: string, format: RenderFormat): string {
  return format === 'gif' ? `${baseUrl}api/render/gif/stream` : `${baseUrl}api/render/mp4`;
}
