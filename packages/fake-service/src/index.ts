/**
 * `@screencap/fake-service`: a local HTTP server that behaves like one
 * instance of a screencap service (Frinkiac-like), serving an invented show,
 * "The Testingtons", with fault injection and a request log for tests.
 *
 * The same server runs as a command, `screencap-fake-service`, which prints
 * its base URL as the first line of standard output and stops on `SIGTERM`
 * or `SIGINT`. Its flags are the {@link FakeServiceOptions}, with the same
 * defaults:
 *
 * | flag | option | default |
 * |---|---|---|
 * | `--port <n>` (0 to 65535) | `port` | `0`: a free port |
 * | `--host <address>` | `host` | `127.0.0.1` |
 * | `--seed <n>` (an integer) | `seed` | `1` |
 * | `--mode classic\|2026` | `mode` | `2026` |
 * | `--render-step-ms <n>` (0 to 60000) | `renderStepMs` | `20` |
 * | `--moved-to <url>` | `movedTo` | none: the service has not moved |
 * | `--cdn on\|off` | `cdn` | `off` |
 * | `--renamed` | `renamed` | off |
 * | `--allow-cross-origin` | `allowCrossOrigin` | off |
 * | `--exit-with-stdin` | (none: exit when standard input closes, as {@link startFakeServiceProcess}'s child does) | off |
 * | `-h`, `--help` | (none: print the usage line and exit 0) | |
 *
 * A value may follow its flag or an `=` (`--port 0`, `--port=0`); the last
 * of a repeated flag counts. Exit codes: `0` after a stop or `--help`; `1`
 * when it cannot listen; `64` (`EX_USAGE`) for a bad command line (an unknown
 * flag, a missing or bad value), its problem and the usage line on standard
 * error. Faults are set through a running service's handle or its `/__fake/`
 * control endpoints, not on the command line.
 *
 * @packageDocumentation
 * @module @screencap/fake-service
 */
export { startFakeService } from './server.js';
export { startFakeServiceProcess, type FakeServiceProcessOptions } from './process.js';
export type { EndpointName, FakeServiceHandle, FakeServiceOptions, LoggedRequest, ServiceMode } from './types.js';
export { ENDPOINT_NAMES } from './types.js';
export {
  FAULT_KINDS,
  DEFAULT_RENDER_ERROR,
  RENDER_ENDPOINTS,
  NEVER_ENDING_PATTERNS,
  type DelayFault,
  type EmptyBodyFault,
  type Fault,
  type FaultKind,
  type FaultTarget,
  type HtmlFault,
  type MalformedJsonFault,
  type NeverEndingFault,
  type NeverEndingPattern,
  type NoHeadersFault,
  type RawFault,
  type RenderErrorFault,
  type ResetFault,
  type ResetMidBodyFault,
  type SlowBodyFault,
  type StallMidBodyFault,
  type StatusFault,
  type TruncatedJsonFault,
  type WrongShapeFault,
} from './faults.js';
export { catalogue, catalogue2026, catalogueFor, landmarks } from './catalogue/catalogue.js';
export { findEpisode, nearestFrame } from './catalogue/lookup.js';
export { renamedFrames } from './catalogue/renamed.js';
export { CDN_ENDPOINTS } from './cdn.js';
export type { Catalogue, CatalogueEpisode, RawEpisode, RawFrame, RawSubtitle } from './catalogue/types.js';
export {
  DISCOVER_COUNT,
  isoAirDate,
  NAVIGATOR_FRAME_COUNT,
  navigatorEntry,
  rebuiltEpisode,
  rebuiltFrame,
  screencapRange,
  TRANSCRIPT_WINDOW_MS,
  transcriptLines,
  UNKNOWN_EPISODE_2026,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
  type RawDiscoverEntry,
  type RawEpisode2026,
  type RawNavigatorEntry,
  type RawSearchResult2026,
  type ScreencapRange,
  type VideoSize,
} from './catalogue/rebuild.js';
export { FONTS, type Font, type TextAlignment } from './routes/json-input.js';
export { RENDER_PROGRESS, RENDER_PROGRESS_BEFORE_ERROR, renderUrl, type RenderJob, type RenderOverlay } from './routes/render.js';
export { COMIC_LAYOUTS, MAX_COMIC_PANELS, type ComicLayout, type ComicOverlay, type ComicPanel } from './routes/comic.js';
