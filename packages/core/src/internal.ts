/**
 * `@screencap/core/internal`: the machinery `@screencap/async`,
 * `@screencap/sync` and the CLI share (operations, response validation, render
 * planning, error serialization), beside everything of the public root.
 *
 * No part of the public API: any release may change it without notice.
 * Import from `@screencap/core` instead.
 *
 * @packageDocumentation
 * @internal
 */
export * from './caption/index.js';
export { describeValue } from './shared/describe-value.js';
export { grantedWithoutAsking, type DenoPermission } from './shared/deno-permissions.js';
export type { HttpRequest, HttpResponse, ResponseExpectation } from './shared/http.js';
export type { FrameLike } from './shared/frame-like.js';
export * from './errors/index.js';
export { serializeError, deserializeError, type SerializedError } from './errors/serialization.js';
export { redactUrl, redactUrlsIn } from './errors/redact-url.js';
export { checkOwnUrl, type OwnUrlCheck } from './urls/own-url.js';
export { isLoopbackUrl } from './urls/loopback.js';
export { MAX_SECONDS, assertSeconds, episodeKeyProblem } from './shared/arguments.js';
export { SERVICE_LIMITS } from './instances/limits.js';
export { UsageError } from './command-line/usage-error.js';
export {
  BASE_URL_VARIABLE,
  DEFAULT_PRESET,
  INSTANCE_FLAGS,
  PRESET_NAMES,
  parseArgsOptions,
  parseSecondsFlag,
  resolveInstanceFlags,
  stringFlag,
  type FlagSpec,
  type FlagValues,
  type InstanceClientOptions,
  type InstanceFlags,
  type ResolvedInstance,
} from './command-line/instance-flags.js';
export { HELP_INDENT, flagEntries, flagTerm, helpSection, wrapWords } from './command-line/help-text.js';
export * from './urls/index.js';
// The schemas themselves are at `@screencap/core/internal/schemas`: importing them loads zod, which the clients load with their first answer.
export type * from './schemas/json-types.js';
export { parseJsonResponse } from './schemas/parse-response.js';
export { Frame, type InstanceSource } from './models/frame.js';
export { BaseScreencap, type ComicPanelOptions, type ComicStripOptions, type GifEditorOptions } from './models/base-screencap.js';
export type { DiscoverEntry, NavigatorEpisode, TranscriptLine } from './models/discovery.js';
export { cleanMetadataText } from './models/clean-metadata-text.js';
export {
  DEFAULT_CLIP_AFTER,
  DEFAULT_CLIP_BEFORE,
  planClip,
  clipRenderOptions,
  clipRange,
  clipUrlFromFrames,
  type ClipOptions,
  type ClipPlan,
  type ClipRenderOptions,
} from './models/clip.js';
export { GENERATIONS, GENERATION_OPTIONS, defaultGenerationFor, needs2026Error, isNeeds2026Error, startingGeneration, type Generation, type GenerationOption } from './instances/generation.js';
export { GenerationState, explainGenerationFailure, generationSwitchMessage, isNotOfferedError } from './client/generation-state.js';
export {
  CAPTION_FONTS,
  COMMON_FONTS,
  type CaptionFont,
  GENERIC_FONT_PROFILE,
  INSTANCES,
  fontProfileFor,
  type FontProfile,
  type InstanceInfo,
  type InstanceName,
} from './instances/instances.js';
export {
  OVERLAY_ALIGNMENTS,
  resolveOverlay,
  resolveOverlayStyle,
  overStyle,
  type OverlayAlignment,
  type OverlayColor,
  type OverlayOptions,
  type OverlayStyle,
  type ResolvedOverlay,
} from './comics/overlay.js';
export {
  COMIC_LAYOUTS,
  DEFAULT_COMIC_LAYOUTS,
  MAX_COMIC_PANELS,
  comicUrl,
  comicUrlOf,
  defaultCaptionOf,
  resolveCaptionOverlays,
  resolveComicPanels,
  type ComicLayout,
  type ComicOptions,
  type ComicPanel,
  type ComicPanelInput,
  type ComicUrlOptions,
  type ResolvedComicPanel,
} from './comics/comic-url.js';
export { assertEpisodeKeyLimit, assertOverlayLimits, assertPanelCount, assertPayloadLimit, utf8Bytes } from './comics/limits.js';
export { COMIC_SITE_DEFAULTS, payloadOverlay, type ComicPayloadOverlay, type ComicPayloadPanel } from './comics/payload.js';
export { captionedStillUrl } from './models/meme.js';
export { stripPanels, type StripSource } from './comics/strip.js';
export { planRender, type RenderOptions, type RenderPlan, type RenderRange } from './render/plan-render.js';
export { renderRequestBody, renderRequestUrl, type RenderFormat, type RenderJob, type TimedOverlay } from './render/render-job.js';
export { assertRenderLimits } from './render/render-limits.js';
export { readGifUrl, type GifUrlReading } from './render/read-gif-url.js';
export { parseRenderCheck, parseRenderStream, renderProgressOf } from './render/parse-render.js';
export * from './client/index.js';
export * from './quotes/index.js';
export type { TimedOverlayOptions } from './render/overlay-times.js';
export * from './links/index.js';
export { driveAsync, driveSync, type AsyncEffect, type Effect, type Flow, type Run, type SyncEffect } from './shared/flow.js';
export * from './flavour/index.js';
export * from './urls/token.js';
