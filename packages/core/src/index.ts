/**
 * `@screencap/core`: everything of the screencap SDK that needs no network.
 * Caption rules, URL builders, models, errors and instance presets, shared by
 * `@screencap/async` and `@screencap/sync`, which both re-export all of it.
 *
 * The machinery the two clients share (operations, schemas, render planning,
 * error serialization) lives at `@screencap/core/internal`, which is no part
 * of the public API and may change in any release.
 *
 * @packageDocumentation
 * @module @screencap/core
 */
export * from './errors/index.js';
export * from './caption/index.js';
export { BaseScreencap, type ComicPanelOptions, type ComicStripOptions, type GifEditorOptions } from './models/base-screencap.js';
export { Frame, type InstanceSource } from './models/frame.js';
export type { DiscoverEntry, NavigatorEpisode, TranscriptLine } from './models/discovery.js';
export { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, type ClipOptions } from './models/clip.js';
export { CAPTION_FONTS, COMMON_FONTS, INSTANCES, type CaptionFont, type FontProfile, type InstanceInfo, type InstanceName } from './instances/instances.js';
export { GENERATIONS, GENERATION_OPTIONS, defaultGenerationFor, type Generation, type GenerationOption } from './instances/generation.js';
export { SERVICE_LIMITS } from './instances/limits.js';
export type { ClientOptions, CallOptions, RenderCallOptions } from './client/options.js';
export type { LogLevel } from './client/scale-options.js';
export type { PresetClass } from './client/presets.js';
export type { SearchResults } from './client/operations.js';
export type { FrameLike } from './shared/frame-like.js';
export type { SeasonFilter } from './urls/season-filter.js';
export { imageUrl, memeUrl, clipUrl, clipUrlTemplate, framePageUrl, type ClipFormat } from './urls/media.js';
export { comicEditorUrl, episodePageUrl, gifEditorUrl, similarPageUrl } from './urls/editors.js';
export {
  COMIC_LAYOUTS,
  DEFAULT_COMIC_LAYOUTS,
  MAX_COMIC_PANELS,
  comicUrl,
  type ComicLayout,
  type ComicOptions,
  type ComicPanel,
  type ComicPanelInput,
  type ComicUrlOptions,
} from './comics/comic-url.js';
export { OVERLAY_ALIGNMENTS, type OverlayAlignment, type OverlayColor, type OverlayOptions, type OverlayStyle } from './comics/overlay.js';
export type { RenderOptions, RenderRange } from './render/plan-render.js';
export type { EpisodeJson, EpisodeViewJson, FrameJson, ScreencapJson, SubtitleJson } from './schemas/json-types.js';
export { BaseQuoteMatch, type QuoteClipOptions, type QuoteComicOptions, type QuoteHit, type QuoteLine, type QuoteOptions } from './quotes/index.js';
export type { TimedOverlayOptions } from './render/overlay-times.js';
export { rankQuoteHits, scoreQuote, selectQuoteLines, pickQuote } from './quotes/index.js';
export type { ExtendOptions, FindQuoteOptions, PickQuoteOptions, PickableHit, RandomQuoteOptions } from './quotes/index.js';
export type { InstanceStatus } from './client/status.js';
export type { QuoteLineContext, QuoteLineSelection, QuoteSubtitle, RankQuoteHitsOptions, SelectedQuoteLine } from './quotes/index.js';
export {
  parseScreencapUrl,
  type ClipLink,
  type ComicLink,
  type ComicLinkPanel,
  type FrameLink,
  type ParsedScreencapUrl,
  type VideoLink,
} from './links/parse-screencap-url.js';
export { DEFAULT_MAX_MEDIA_BYTES, DEFAULT_MEDIA_USER_AGENT, type DownloadOptions, type DownloadedMedia } from './urls/media-request.js';
export type { GetOptions, GetQuery, JsonValue } from './links/instance-get.js';
export { MOVED_FRAME_WINDOW, type UnfurledLink } from './links/unfurl.js';
