/**
 * `@screencap/core`: everything of the screencap SDK that needs no network.
 * Caption rules, URL builders, models, errors and instance presets, shared by
 * `@screencap/async` and `@screencap/sync`.
 *
 * The machinery the two clients share (operations, schemas, render planning,
 * error serialization) lives at `@screencap/core/internal`, which is no part
 * of the public API and may change in any release.
 *
 * @packageDocumentation
 */
export * from './essentials.js';
export { DEFAULT_MAX_CHARS, DEFAULT_MAX_LINES, type SubtitleLike, type SubtitlesJson } from './caption/index.js';
export type {
  ConnectionDetails,
  InvalidResponseDetails,
  PageStatusDetails,
  RenderErrorDetails,
  RequestDetails,
  TimeoutDetails,
} from './errors/index.js';
export { imageUrl, memeUrl, clipUrl, clipUrlTemplate, framePageUrl, type ClipFormat } from './urls/media.js';
export { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from './models/clip.js';
export { GENERATIONS, defaultGenerationFor, type Generation } from './generation.js';
export { SERVICE_LIMITS } from './limits.js';
export { CAPTION_FONTS, COMMON_FONTS, type CaptionFont } from './instances.js';
export { OVERLAY_ALIGNMENTS } from './comics/overlay.js';
export { COMIC_LAYOUTS, DEFAULT_COMIC_LAYOUTS, MAX_COMIC_PANELS, comicUrl } from './comics/comic-url.js';
export { comicEditorUrl, gifEditorUrl } from './urls/editors.js';
export { rankQuoteHits, scoreQuote, selectQuoteLines } from './quotes/index.js';
export type { QuoteLineContext, QuoteLineSelection, QuoteSubtitle, RankQuoteHitsOptions, SelectedQuoteLine } from './quotes/index.js';
