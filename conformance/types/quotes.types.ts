/**
 * Type tests of the quote API (see misuse.types.ts): misuses that must not
 * compile, each followed by the correct use. Compiled by `pnpm typecheck`; never run.
 */
import * as asyncSdk from '@screencap/async';
import { selectQuoteLines } from '@screencap/core';
import * as syncSdk from '@screencap/sync';

declare const asyncClient: asyncSdk.ScreencapClient;
declare const syncClient: syncSdk.ScreencapClient;
declare const hit: asyncSdk.QuoteHit;
declare const asyncMatch: asyncSdk.QuoteMatch;
declare const syncMatch: syncSdk.QuoteMatch;

// @ts-expect-error findQuotes takes a quote, not a hit
void asyncClient.findQuotes(hit);
// @ts-expect-error findQuote takes a quote or a hit
void asyncClient.findQuote(42);
// @ts-expect-error maxLines is a number
void asyncClient.findQuote('x', { maxLines: '2' });
// @ts-expect-error a misspelt option (seasonfallback) is caught before it runs
syncClient.findQuotes('x', { seasonfallback: true });
// @ts-expect-error the sync flavour takes no signal
syncClient.findQuote('x', { signal: new AbortController().signal });
// @ts-expect-error the lines of a match are read-only
asyncMatch.lines.push({ text: 'x', start: 0, end: 1 });
// @ts-expect-error the async flavour's gif URL is a promise
export const notAString: string = asyncMatch.getGifUrl();
// @ts-expect-error an overlay's times are numbers
void asyncClient.renderGif({ key: 'S01E01', start: 0, end: 1000 }, { overlays: [{ text: 'Hi', start: '0' }] });
// @ts-expect-error selectQuoteLines needs the frame's timestamp
selectQuoteLines([], 'x', {});

export async function correct(): Promise<string[]> {
  const [best] = await asyncClient.findQuotes('x', { seasonMin: 1, seasonFallback: true, dedupe: 0, episode: 'S01E01' });
  const match = await asyncClient.findQuote(best ?? 'x', { maxLines: 2, timeout: 1 });
  const syncOne = syncClient.findQuote(syncClient.findQuotes('x')[0] ?? 'x');
  await asyncClient.renderGif({ key: 'S01E01', start: 0, end: 1000 }, { overlays: [{ text: 'Hi', start: 0, end: 500 }] });
  return [await match.getGifUrl(), syncMatch.getGifUrl(), syncOne.getComicEditorUrl(), match.getComicStripUrl({ layout: 'tall' }), selectQuoteLines([], 'x', { timestamp: 0 }).text];
}
