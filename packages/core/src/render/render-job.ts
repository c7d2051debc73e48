import { ALIGN_CODES, type ResolvedOverlay } from '../comics/overlay.js';

/** What the 2026 service renders: gifs or mp4s. */
export type RenderFormat = 'gif' | 'mp4';

/** A caption of a render and when it shows, relative to the clip's start. */
export interface TimedOverlay extends ResolvedOverlay {
  /** When the caption appears, in ms from the clip's start. */
  readonly start: number;
  /** When it goes, in ms from the clip's start (at most the clip's length). */
  readonly end: number;
}

/** A render, checked: a stretch of an episode and the captions on it. */
export interface RenderJob {
  /** The episode key. */
  readonly key: string;
  /** The clip's first ms. */
  readonly start: number;
  /** The clip's last ms. */
  readonly end: number;
  /** The captions, in drawing order, each with its own times. */
  readonly overlays: readonly TimedOverlay[];
}

/**
 * The JSON body of a render request: an array holding one job, overlay times
 * relative to the clip's start, as `POST api/render/gif/stream` takes it.
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
        start: overlay.start,
        end: overlay.end,
      })),
    },
  ]);
}

/**
 * Where renders are asked for: `{base}api/render/gif/stream`, or
 * `{base}api/render/mp4` (whose protocol no public client shows: the SDK
 * reads its answer as the gif stream's, and fails naming it otherwise).
 */
export function renderRequestUrl(baseUrl: string, format: RenderFormat): string {
  return format === 'gif' ? `${baseUrl}api/render/gif/stream` : `${baseUrl}api/render/mp4`;
}
