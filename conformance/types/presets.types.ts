/**
 * Type tests of the presets (see misuse.types.ts): a preset names a type as
 * well as a class, as a subclass would. Compiled by `pnpm typecheck`; never run.
 */
import * as asyncSdk from '@screencap/async';
import * as syncSdk from '@screencap/sync';

export const asyncFrinkiac: asyncSdk.Frinkiac = new asyncSdk.Frinkiac();
export const syncMorbotron: syncSdk.Morbotron = new syncSdk.Morbotron();
export const asAsyncClient: asyncSdk.ScreencapClient = asyncFrinkiac;
// @ts-expect-error a preset takes options, not a base URL
export const withUrl = new asyncSdk.CapitalBeatUs('https://capitalbeat.us/');
