/**
 * `@screencap/core/essentials`: what a user of either client needs besides
 * the client itself (error classes, models, caption helpers, option and
 * result types). Both `@screencap/async` and `@screencap/sync` re-export it,
 * so the list lives once, here.
 *
 * @packageDocumentation
 */
export {
  APIConnectionError,
  APIError,
  APIPageStatusError,
  APITimeoutError,
  APIUserAbortError,
  InvalidResponseError,
  NoFramesFound,
  NoSearchResultsFound,
  RenderError,
  ScreencapError,
  type ClipWindow,
  type InvalidResponseReason,
  type ResponseIssue,
  type TimeoutPhase,
} from './errors/index.js';
export { BaseScreencap, type ComicPanelOptions, type ComicStripOptions, type GifEditorOptions } from './models/base-screencap.js';
export { Frame, type InstanceSource } from './models/frame.js';
export type { DiscoverEntry, NavigatorEpisode, TranscriptLine } from './models/discovery.js';
export type { ClipOptions } from './models/clip.js';
export { decodeCaption, encodeCaption, formatCaption, formatRealTimestamp, jsonToCaption, shortenCaption, type FormatCaptionOptions } from './caption/index.js';
export { INSTANCES, type FontProfile, type InstanceInfo, type InstanceName } from './instances.js';
export type { ClientOptions, CallOptions, RenderCallOptions } from './client/options.js';
export type { LogLevel } from './client/scale-options.js';
export type { PresetClass } from './client/presets.js';
export type { SearchResults } from './client/operations.js';
export type { FrameLike } from './client/screencap-target.js';
export type { SeasonFilter } from './urls/season-filter.js';
export type { ComicLayout, ComicOptions, ComicPanel, ComicPanelInput, ComicUrlOptions } from './comics/comic-url.js';
export type { OverlayAlignment, OverlayColor, OverlayOptions, OverlayStyle } from './comics/overlay.js';
export type { RenderOptions, RenderRange } from './render/plan-render.js';
export type { EpisodeJson, EpisodeViewJson, FrameJson, ScreencapJson, SubtitleJson } from './schemas/json-types.js';
