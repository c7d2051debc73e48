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
import {
  type Generation,
  type GenerationOption,
  clipUrl,
  comicEditorUrl,
  comicUrl,
  encodeCaption,
  formatCaption,
  framePageUrl,
  gifEditorUrl,
  imageUrl,
  memeUrl,
  shortenCaption,
} from '@screencap/core';
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
// @ts-expect-error the generation in use is never 'auto' (only the option is): the comparison has no overlap
export const inUse = new asyncSdk.ScreencapClient('http://127.0.0.1:8080/', 'Local', { generation: 'auto' }).generation === 'auto';
export const auto: GenerationOption = new syncSdk.ScreencapClient('http://127.0.0.1:8080/', 'Local', { generation: 'auto' }).options.generation ?? 'auto';
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
declare const asyncScreencapOfRender: asyncSdk.AsyncScreencap;
// @ts-expect-error a range needs its end
void asyncClient.renderGif({ key: 'S05E01', start: 0 });
void asyncClient.renderGif({ key: 'S05E01', start: 0, end: 3000 });
// @ts-expect-error probe is a boolean
void asyncClient.renderGif(frame, { probe: 'yes' });
syncClient.renderMp4(frame, { probe: true, before: 1000 });
// @ts-expect-error getGifUrl has no probe: it renders in one request
void asyncScreencapOfRender.getGifUrl({ probe: true });
void asyncScreencapOfRender.getGifUrl({ caption: 'Hi', before: 0, after: 1000 });

// Comic panels: panel objects or screencaps, nothing else.
declare const asyncScreencap: asyncSdk.AsyncScreencap;
declare const syncScreencap: syncSdk.Screencap;
asyncClient.getComicUrl([asyncScreencap, syncScreencap, { frame, caption: 'Hi' }, { frame: asyncScreencap, style: { font: 'akbar' } }]);
syncClient.getComicUrl(syncScreencap, { layout: 'tall' });
comicUrl('https://frinkiac.com/', [asyncScreencap, { frame: { key: 'S05E01', timestamp: 1 } }], { captionStyle: { font: 'fr' } });
// @ts-expect-error a bare Frame is not a panel: give { frame }
asyncClient.getComicUrl(frame);
// @ts-expect-error a string is not a panel
asyncClient.getComicUrl('S05E01');
// @ts-expect-error a misspelt panel key
asyncClient.getComicUrl({ frame, captoin: 'Hi' });
// @ts-expect-error a caption is a string
asyncClient.getComicUrl({ frame, caption: 42 });
// @ts-expect-error a font outside the known set
asyncClient.getComicUrl({ frame, caption: 'Hi', style: { font: 'arial' } });
// @ts-expect-error a layout that does not exist
syncClient.getComicUrl(syncScreencap, { layout: 'grid' });
// @ts-expect-error a screencap's comic strip takes a layout and a style, not a caption
syncScreencap.getComicStripUrl({ caption: 'Hi' });
// @ts-expect-error the gif editor window is in milliseconds
asyncScreencap.getGifEditorUrl({ before: '3s' });
// @ts-expect-error a captionStyle font outside the known set
new syncSdk.Frinkiac({ captionStyle: { font: 'comic sans' } });
export const editors: string[] = [syncScreencap.getComicEditorUrl(), syncScreencap.getGifEditorUrl({ before: 1000 }), syncScreencap.getComicStripUrl({ layout: 'wide' })];

// The URL builders take typed arguments (their runtime checks are for JS callers).
// @ts-expect-error the timestamp is a number of milliseconds
imageUrl('https://frinkiac.com/', 'S05E01', '200160');
// @ts-expect-error the episode key is a string
memeUrl('https://frinkiac.com/', 501, 200160);
// @ts-expect-error a caption is a string
memeUrl('https://frinkiac.com/', 'S05E01', 200160, ['Hi']);
// @ts-expect-error a clip is a gif or an mp4
clipUrl('https://frinkiac.com/', 'webm', 'S05E01', 0, 1000, 'Hi');
// @ts-expect-error start and end are numbers
clipUrl('https://frinkiac.com/', 'gif', 'S05E01', '0', 1000, 'Hi');
// @ts-expect-error a clip URL needs its caption
clipUrl('https://frinkiac.com/', 'mp4', 'S05E01', 0, 1000);
// @ts-expect-error the base address is a string
framePageUrl(new URL('https://frinkiac.com/'), 'S05E01', 200160);
// @ts-expect-error comic panels need a frame
comicUrl('https://frinkiac.com/', { caption: 'Hi' });
// @ts-expect-error comicUrl's options are a layout and a captionStyle
comicUrl('https://frinkiac.com/', { frame }, { font: 'jost' });
// @ts-expect-error the editor timestamp is a number
comicEditorUrl('https://frinkiac.com/', 'S05E01', '200160');
// @ts-expect-error the editor window is two numbers
gifEditorUrl('https://frinkiac.com/', 'S05E01', 0);
export const built: string[] = [
  imageUrl('https://frinkiac.com/', 'S05E01', 200160),
  memeUrl('https://frinkiac.com/', 'S05E01', 200160, 'Hi'),
  clipUrl('https://frinkiac.com/', 'gif', 'S05E01', 0, 1000, 'Hi'),
  framePageUrl('https://frinkiac.com/', 'S05E01', 200160),
  comicEditorUrl('https://frinkiac.com/', 'S05E01', 200160),
  gifEditorUrl('https://frinkiac.com/', 'S05E01', 0, 1000),
];

// Links and media: parseScreencapUrl's kinds narrow; download, get and withOptions take their own options only.
const parsed = asyncSdk.parseScreencapUrl('https://frinkiac.com/caption/S05E01/1');
if (parsed?.kind === 'clip') {
  // @ts-expect-error a clip has start and end, no timestamp
  console.log(parsed.timestamp);
  console.log(parsed.start);
}
// @ts-expect-error maxBytes is a number of bytes
void asyncClient.download('https://frinkiac.com/img/S05E01/1.jpg', { maxBytes: '10MB' });
// @ts-expect-error a misspelt option (maxbytes) is caught
syncClient.download('https://frinkiac.com/img/S05E01/1.jpg', { maxbytes: 10 });
// @ts-expect-error query values are strings or numbers
void asyncClient.get('api/detect-loop', { query: { start: [1] } });
// @ts-expect-error withOptions takes client options
syncClient.withOptions({ maxBytes: 10 });
void asyncClient.download('https://frinkiac.com/img/S05E01/1.jpg', { maxBytes: 1024, signal: AbortSignal.timeout(1000) });
syncClient.get('api/detect-loop', { query: { episode: 'S05E01', start: 1 } });
void asyncClient.withOptions({ timeout: 5 }).unfurl('https://frinkiac.com/caption/S05E01/1');
