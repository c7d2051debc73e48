import type { CallOptions, ClientOptions, RenderCallOptions, SeasonFilter } from '@screencap/core/internal';

/**
 * Options of the blocking `ScreencapClient`: the same as the asynchronous
 * client's, except `fetch` (a function cannot cross to the worker thread).
 */
export type SyncClientOptions = ClientOptions;

/** Options of one blocking call (no `signal`: a blocked thread cannot abort itself). */
export type SyncCallOptions = CallOptions;

/** Options of `search` and `getRandomScreencap`: a call's, plus a season filter (2026 service). */
export interface SyncFilterCallOptions extends SyncCallOptions, SeasonFilter {}

/** Options of one blocking render call: a call's, plus `renderTimeout`. */
export type SyncRenderCallOptions = RenderCallOptions;
