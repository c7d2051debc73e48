/**
 * `@screencap/sync`: the blocking client of the screencap search services
 * (Frinkiac, Morbotron and their sister sites), for scripts. Same API as
 * `@screencap/async`, without promises.
 *
 * @packageDocumentation
 * @module @screencap/sync
 */
export { ScreencapClient } from './client.js';
export { Screencap } from './screencap.js';
export { QuoteMatch } from './quote-match.js';
export { SyncWorkerError } from './errors.js';
export { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } from './presets.js';
export type { SyncClientOptions, SyncCallOptions, SyncDownloadOptions, SyncFilterCallOptions, SyncGetOptions, SyncQuoteCallOptions, SyncRenderCallOptions } from './options.js';
export { VERSION } from './version.js';
// All of `@screencap/core`'s root (errors, models, caption rules, URL builders), so a caller needs no second import.
export * from '@screencap/core';
