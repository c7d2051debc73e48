import type { CallOptions, ClientOptions, QuoteOptions, SeasonFilter } from '@screencap/core/internal';

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
