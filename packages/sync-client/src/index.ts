/**
 * `@screencap/sync`: the blocking client of the screencap search services
 * (Frinkiac, Morbotron and their sister sites), for scripts. Same API as
 * `@screencap/async`, without promises.
 *
 * @packageDocumentation
 */
export { ScreencapClient } from './client.js';
export { Screencap } from './screencap.js';
export { SyncWorkerError } from './errors.js';
export { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } from './presets.js';
export type { SyncClientOptions, SyncCallOptions, SyncFilterCallOptions, SyncRenderCallOptions } from './options.js';
export { VERSION } from './version.js';
// Everything a caller needs to handle results and errors, without a second import.
export * from '@screencap/core/essentials';
