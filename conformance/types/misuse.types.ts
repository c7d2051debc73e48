/**
 * Type tests: misuses of the public API that must not compile. Each
 * `@ts-expect-error` fails `pnpm typecheck` (TS2578) the day its line compiles,
 * so a signature loosened by accident is caught like any failing test. The
 * lines after them show the correct use, which must compile.
 *
 * Compiled by `pnpm typecheck`; never run.
 */
/* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment -- the misuses are the point */
import * as asyncSdk from '@screencap/async';
import { type Generation, encodeCaption, formatCaption, shortenCaption } from '@screencap/core';
import * as syncSdk from '@screencap/sync';

declare const asyncClient: asyncSdk.ScreencapClient;
declare const syncClient: syncSdk.ScreencapClient;
declare const frame: asyncSdk.Frame;

// Caption functions take strings and their own options only.
// @ts-expect-error a caption is a string
formatCaption(42);
// @ts-expect-error a misspelt option (maxchars) is caught before it runs
formatCaption('x', { maxchars: 3 });
// @ts-expect-error maxLines is a number
formatCaption('x', { maxLines: '2' });
// @ts-expect-error shortenCaption takes no options
shortenCaption('x', { shorten: true });
// @ts-expect-error encodeCaption takes text
encodeCaption(null);
formatCaption('x', { maxChars: 3, maxLines: 2, shorten: false });

// Client options: names and values are checked.
// @ts-expect-error a misspelt option
new asyncSdk.Frinkiac({ timout: 5 });
// @ts-expect-error timeout is in seconds, a number
new asyncSdk.Frinkiac({ timeout: '5s' });
// @ts-expect-error a generation that does not exist
new asyncSdk.Frinkiac({ generation: '2027' });
// @ts-expect-error the sync flavour cannot take a fetch: it cannot cross to its worker
new syncSdk.Frinkiac({ fetch: globalThis.fetch });
export const generation: Generation = new syncSdk.Morbotron({ generation: 'classic' }).generation;
new asyncSdk.ScreencapClient('http://127.0.0.1:8080/', 'Local', { timeout: 2, generation: '2026', captionStyle: { font: 'impact' } });

// getScreencap takes (episode, timestamp) or (frame).
// @ts-expect-error the timestamp is a number of milliseconds
void asyncClient.getScreencap('S05E01', '200160');
// @ts-expect-error an episode key alone is not enough
void asyncClient.getScreencap('S05E01');
void asyncClient.getScreencap(frame);
void asyncClient.getScreencap('S05E01', 200160, { timeout: 1 });

// The async flavour returns promises; the sync flavour plain values.
// @ts-expect-error a promise is not a screencap
export const notYet: asyncSdk.AsyncScreencap = asyncClient.getRandomScreencap();
export const now: syncSdk.Screencap = syncClient.getRandomScreencap();

// Call options belong to their flavour.
// @ts-expect-error the sync flavour cannot abort: its thread is blocked
syncClient.search('hello', { signal: AbortSignal.timeout(1000) });
void asyncClient.search('hello', { signal: AbortSignal.timeout(1000), seasonMin: 2 });
// @ts-expect-error a season is a number
void asyncClient.search('hello', { seasonMin: 'two' });

// Renders take a screencap, a frame or a range.
// @ts-expect-error a range needs its end
void asyncClient.renderGif({ key: 'S05E01', start: 0 });
void asyncClient.renderGif({ key: 'S05E01', start: 0, end: 3000 });
