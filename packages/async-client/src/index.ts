/**
 * `@screencap/async`: the asynchronous client of the screencap search
 * services (Frinkiac, Morbotron and their sister sites), over node-fetch.
 *
 * @packageDocumentation
 * @module @screencap/async
 */
export { ScreencapClient } from './client.js';
export { AsyncScreencap } from './screencap.js';
export { AsyncQuoteMatch, AsyncQuoteMatch as QuoteMatch } from './quote-match.js';
export { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } from './presets.js';
export type { AsyncClientOptions, AsyncCallOptions, AsyncDownloadOptions, AsyncFilterCallOptions, AsyncGetOptions, AsyncQuoteCallOptions, AsyncRenderCallOptions } from './options.js';
export type { FetchLike, FetchInit, FetchResponseLike } from './internal/transport/fetch-types.js';
export type { ByteStream, ByteStreamReader, ResponseBody } from './internal/body/body-chunks.js';
export type { Hooks, HookRequest, HookResponse, BeforeRetryState } from './internal/transport/hooks.js';
export type { Logger, LogFn } from './internal/transport/logging.js';
export { VERSION } from './version.js';
// All of `@screencap/core`'s root (errors, models, caption rules, URL builders), so a caller needs no second import.
export * from '@screencap/core';
