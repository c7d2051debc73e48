/**
 * Mode `'2026'`, `POST api/render/gif/stream` and `POST api/render/mp4`: clip
 * renders described by a JSON job and answered as a newline-delimited JSON
 * stream (progress lines, then the URL of the clip), or, with
 * `"check_only": true`, one object saying whether the clip already exists.
 *
 * The body is a JSON array holding exactly one job:
 * `[{"episode": "S01E01", "start": 1000, "end": 4000, "check_only": false,
 *    "overlays": [{"text": "Hi", "font": "impact", "size": 0,
 *                  "color": [255, 255, 255, 255], "x": 50, "y": 97,
 *                  "text_align": "c", "all_caps": true, "start": 0, "end": 3000}]}]`
 */
import { findEpisode } from '../catalogue/lookup.js';
import type { Catalogue } from '../catalogue/types.js';
import { fingerprintToken, type VideoFormat, type VideoRequest } from '../media.js';
import {
  arrayField,
  badInput,
  booleanField,
  choiceField,
  fontField,
  integerField,
  isRecord,
  MAX_TEXT_SIZE,
  numberField,
  onlyKnownFields,
  parseJson,
  stringField,
  TEXT_ALIGNMENTS,
  type Font,
  type TextAlignment,
} from './json-input.js';
import { checkEpisodeKey, checkOverlayCount, checkOverlayText, checkPayloadSize } from './site-limits.js';
import { jsonResponse, NDJSON_CONTENT_TYPE, streamResponse, type Route, type RouteContext, type ServiceResponse, type StreamChunk } from './route.js';

/** One text overlay of a render job; its times are relative to the clip start. */
export interface RenderOverlay {
  /** The text to draw. */
  readonly text: string;
  /** One of the service's fonts. */
  readonly font: Font;
  /** `0` (automatic) to 120. */
  readonly size: number;
  /** `[r, g, b, a]`, each 0-255. */
  readonly color: readonly [number, number, number, number];
  /** Horizontal position, percent of the width (0-100). */
  readonly x: number;
  /** Vertical position, percent of the height (0-100). */
  readonly y: number;
  /** `l`, `c` or `r`: how the text lines up at its position. */
  readonly text_align: TextAlignment;
  /** Whether the text is drawn in capitals. */
  readonly all_caps: boolean;
  /** When the overlay appears, in ms from the clip start. */
  readonly start: number;
  /** When it goes, in ms from the clip start. */
  readonly end: number;
}

/** A render job, as validated. */
export interface RenderJob {
  /** The episode key. */
  readonly episode: string;
  /** The clip's first ms. */
  readonly start: number;
  /** The clip's last ms. */
  readonly end: number;
  /** Only ask whether the clip exists. @default false */
  readonly check_only: boolean;
  /**
   * The text drawn over the clip.
   * @default []
   */
  readonly overlays: readonly RenderOverlay[];
}

/** Progress values of a successful render, one line each, before the URL line. */
export const RENDER_PROGRESS = [0.0445, 0.2834, 0.5223, 0.7611, 1] as const;
/** How many progress lines a failing render (`render-error` fault) sends before its error line. */
export const RENDER_PROGRESS_BEFORE_ERROR = 3;

const JOB_FIELDS = ['episode', 'start', 'end', 'check_only', 'overlays'];
const OVERLAY_FIELDS = ['text', 'font', 'size', 'color', 'x', 'y', 'text_align', 'all_caps', 'start', 'end'];

function parseColor(value: unknown, where: string): RenderOverlay['color'] {
  const isChannel = (channel: unknown): channel is number => typeof channel === 'number' && Number.isInteger(channel) && channel >= 0 && channel <= 255;
  if (!Array.isArray(value) || value.length !== 4 || !value.every(isChannel)) {
    throw badInput(`${where}: color must be [r, g, b, a], 4 integers from 0 to 255, got ${JSON.stringify(value)}`);
  }
  return [value[0], value[1], value[2], value[3]] as RenderOverlay['color'];
}

function parseOverlay(value: unknown, index: number): RenderOverlay {
  const where = `overlays[${index}]`;
  if (!isRecord(value)) throw badInput(`${where} must be an object`);
  onlyKnownFields(value, OVERLAY_FIELDS, where);
  const text = stringField(value, 'text', where);
  checkOverlayText(text, where);
  const overlay: RenderOverlay = {
    text,
    font: fontField(value, 'font', where),
    size: integerField(value, 'size', where, 0, MAX_TEXT_SIZE),
    color: parseColor(value.color, where),
    x: numberField(value, 'x', where, 0, 100),
    y: numberField(value, 'y', where, 0, 100),
    text_align: choiceField(value, 'text_align', where, TEXT_ALIGNMENTS),
    all_caps: booleanField(value, 'all_caps', where),
    start: integerField(value, 'start', where),
    end: integerField(value, 'end', where),
  };
  if (overlay.end < overlay.start) throw badInput(`${where}: end (${overlay.end}) is before start (${overlay.start})`);
  return overlay;
}

/**
 * Validates the parsed body of a render request.
 *
 * @throws {HttpError} 400 naming the first problem.
 */
export function parseRenderJob(value: unknown, catalogue: Catalogue): RenderJob {
  if (!Array.isArray(value) || value.length !== 1) throw badInput('the body must be a JSON array of exactly one render job');
  const job: unknown = value[0];
  if (!isRecord(job)) throw badInput('the render job must be an object');
  const where = 'job';
  onlyKnownFields(job, JOB_FIELDS, where);
  const episode = stringField(job, 'episode', where);
  checkEpisodeKey(episode, where);
  const entry = findEpisode(catalogue, episode);
  if (entry === undefined) throw badInput(`unknown episode ${JSON.stringify(episode)}`);
  const start = integerField(job, 'start', where);
  const end = integerField(job, 'end', where);
  if (end < start) throw badInput(`end (${end}) is before start (${start})`);
  const last = entry.frames.at(-1)?.Timestamp ?? 0;
  if (end > last) throw badInput(`the clip ${start}-${end} is outside episode ${episode} (0-${last})`);
  const checkOnly = 'check_only' in job ? booleanField(job, 'check_only', where) : false;
  const rawOverlays = 'overlays' in job ? arrayField(job, 'overlays', where) : [];
  checkOverlayCount(rawOverlays.length, where);
  const overlays = rawOverlays.map(parseOverlay);
  return { episode, start, end, check_only: checkOnly, overlays };
}

/** The token of a job: the same clip (format, episode, times, overlays; not `check_only`) always gets the same one. */
export function renderToken(format: VideoFormat, job: RenderJob): string {
  const overlays = job.overlays.map((overlay) => [
    overlay.text,
    overlay.font,
    overlay.size,
    overlay.color,
    overlay.x,
    overlay.y,
    overlay.text_align,
    overlay.all_caps,
    overlay.start,
    overlay.end,
  ]);
  return fingerprintToken(JSON.stringify(['render-2026', format, job.episode, job.start, job.end, overlays]));
}

/** The root-relative URL of a job's clip, e.g. `/video/S01E01/<token>.gif`. */
export function renderUrl(format: VideoFormat, job: RenderJob): string {
  return `/video/${encodeURIComponent(job.episode)}/${renderToken(format, job)}.${format}`;
}

/** What the clip "shows": the overlay texts (upper-cased when `all_caps`), one a line; put in the GIF's comment. */
function overlayText(job: RenderJob): string | undefined {
  if (job.overlays.length === 0) return undefined;
  return job.overlays.map((overlay) => (overlay.all_caps ? overlay.text.toUpperCase() : overlay.text)).join('\n');
}

function ndjsonLine(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
}

/** Reads the body as a job, recording the parsed JSON in the log. */
function readJob(context: RouteContext): RenderJob {
  checkPayloadSize(context.body.byteLength, 'the body');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(context.body);
  } catch {
    throw badInput('the body is not UTF-8');
  }
  const value = parseJson(text, 'the body');
  context.logged.render = value;
  return parseRenderJob(value, context.state.catalogue);
}

function render(context: RouteContext, format: VideoFormat): ServiceResponse {
  const { state } = context;
  const job = readJob(context);
  const token = renderToken(format, job);
  const url = renderUrl(format, job);
  if (job.check_only) return jsonResponse(state.videos.has(token) ? { cached: true, url } : { cached: false });

  // A clip rendered before answers at once: only its URL line, no progress, no pause.
  if (state.videos.has(token)) return streamResponse(NDJSON_CONTENT_TYPE, [{ delayMs: 0, bytes: ndjsonLine({ url }) }]);

  const step = state.renderStepMs;
  const lines = (values: readonly unknown[]): StreamChunk[] =>
    values.map((value, index) => ({ delayMs: index === 0 ? 0 : step, bytes: ndjsonLine(value) }));
  const progress = RENDER_PROGRESS.map((value) => ({ progress: value }));
  if (context.renderError !== undefined) {
    return streamResponse(NDJSON_CONTENT_TYPE, lines([...progress.slice(0, RENDER_PROGRESS_BEFORE_ERROR), { error: context.renderError }]));
  }
  const caption = overlayText(job);
  const video: VideoRequest = caption === undefined ? { format, key: job.episode, start: job.start, end: job.end } : { format, key: job.episode, start: job.start, end: job.end, caption };
  // The clip exists (video/... serves it, check_only says cached) once its URL line has gone out.
  return streamResponse(NDJSON_CONTENT_TYPE, lines([...progress, { url }]), () => {
    state.videos.set(token, video);
  });
}

/**
 * Whether the request is a valid job that renders (not `check_only`, not a
 * clip already rendered): the only ones a `render-error` fault hits.
 */
function startsRender(context: RouteContext, format: VideoFormat): boolean {
  try {
    checkPayloadSize(context.body.byteLength, 'the body');
    const job = parseRenderJob(JSON.parse(context.body.toString('utf8')), context.state.catalogue);
    return !job.check_only && !context.state.videos.has(renderToken(format, job));
  } catch {
    return false;
  }
}

/** Routes of the render endpoints. */
export const renderRoutes: readonly Route[] = [
  {
    method: 'POST',
    pattern: '/api/render/gif/stream',
    endpoint: 'render-gif',
    modes: ['2026'],
    handle: (context) => render(context, 'gif'),
    startsRender: (context) => startsRender(context, 'gif'),
  },
  // No public client shows the body or the answer of the real api/render/mp4: this
  // route is an invention for tests, the gif stream's job and answer with an mp4.
  {
    method: 'POST',
    pattern: '/api/render/mp4',
    endpoint: 'render-mp4',
    modes: ['2026'],
    handle: (context) => render(context, 'mp4'),
    startsRender: (context) => startsRender(context, 'mp4'),
  },
];
