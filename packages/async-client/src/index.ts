/**
 * `@screencap/async`: the asynchronous client of the screencap search
 * services (Frinkiac, Morbotron and their sister sites), over node-fetch.
 *
 * @packageDocumentation
 */
export { ScreencapClient } from './client.js';
export { AsyncScreencap } from './screencap.js';
export { AsyncQuoteMatch, AsyncQuoteMatch as QuoteMatch } from './quote-match.js';
export { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } from './presets.js';
export type { AsyncClientOptions, AsyncCallOptions, AsyncDownloadOptions, AsyncFilterCallOptions, AsyncGetOptions, AsyncQuoteCallOptions, AsyncRenderCallOptions } from './options.js';
export type { FetchLike, FetchInit, FetchResponseLike } from './internal/fetch-types.js';
export type { Hooks, HookRequest, HookResponse, BeforeRetryState } from './internal/hooks.js';
export type { Logger, LogFn } from './internal/logging.js';
export { VERSION } from './version.js';
// Everything a caller needs to handle results and errors, without a second import.
export * from '@screencap/core/essentials';
