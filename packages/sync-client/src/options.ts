import type { CallOptions, ClientOptions, DownloadOptions, GetOptions, QuoteOptions, RenderCallOptions, SeasonFilter } from '@screencap/core/internal';

/**
 * Options of the blocking `ScreencapClient`: the same as the asynchronous
 * client's, except `fetch` (a function cannot cross to the worker thread).
 */
export type SyncClientOptions = ClientOptions;

/** Options of one blocking call (no `signal`: a blocked thread cannot abort itself). */
export type SyncCallOptions = CallOptions;

/** Options of `search` and `getRandomScreencap`: a call's, plus a season filter (2026 service). */
export interface SyncFilterCallOptions extends SyncCallOptions, SeasonFilter {}

/** Options of `findQuotes` and `findQuote`: a call's, plus the quote options (season range, episode, `dedupe`, `maxLines`, ...). */
export interface SyncQuoteCallOptions extends SyncCallOptions, QuoteOptions {}

/** Options of `download`: a call's, plus `maxBytes`. */
export interface SyncDownloadOptions extends SyncCallOptions, DownloadOptions {}

/** Options of `get`: a call's, plus `query`. */
export interface SyncGetOptions extends SyncCallOptions, GetOptions {}

/** Options of one blocking render call: a call's, plus `renderTimeout`. */
export type SyncRenderCallOptions = RenderCallOptions;
