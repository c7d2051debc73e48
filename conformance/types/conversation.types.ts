/**
 * Type tests of a bot's conversation (see misuse.types.ts): misuses that must
 * not compile, each followed by the correct use. Compiled by `pnpm typecheck`; never run.
 */
import * as asyncSdk from '@screencap/async';
import { pickQuote } from '@screencap/core';
import * as syncSdk from '@screencap/sync';

declare const asyncClient: asyncSdk.ScreencapClient;
declare const syncClient: syncSdk.ScreencapClient;
declare const hits: asyncSdk.QuoteHit[];
declare const asyncMatch: asyncSdk.QuoteMatch;
declare const syncMatch: syncSdk.QuoteMatch;

// @ts-expect-error pick is findQuote's option, not findQuotes'
void asyncClient.findQuotes('x', { pick: 'weighted' });
// @ts-expect-error pick is 'best' or 'weighted'
void asyncClient.findQuote('x', { pick: 'random' });
// @ts-expect-error variants is a boolean
syncClient.findQuotes('x', { variants: 'yes' });
// @ts-expect-error pickQuote's random is a function
pickQuote(hits, { random: 0.5 });
// @ts-expect-error randomQuote takes no quote
void asyncClient.randomQuote('x');
// @ts-expect-error randomQuote has no episode filter
syncClient.randomQuote({ episode: 'S01E01' });
// @ts-expect-error withTexts takes one text per line, as an array
asyncMatch.withTexts('x');
// @ts-expect-error extend counts lines with numbers
void asyncMatch.extend({ before: '1' });
// @ts-expect-error the async flavour's extend is a promise
export const notAMatch: { readonly text: string } = asyncMatch.extend({ after: 1 });
// @ts-expect-error fromToken takes a token string
void asyncClient.fromToken(asyncMatch);
// @ts-expect-error a status state is one of three
export const state: 'unknown' = syncClient.status().state;

export async function correct(): Promise<string[]> {
  const picked = pickQuote(hits, { spread: 0.1, random: () => 0.5 });
  const match = await asyncClient.findQuote(picked, { variants: true });
  const weighted = await asyncClient.findQuote('x', { pick: 'weighted', variants: true, timeout: 5 });
  const random = syncClient.randomQuote({ seasonMin: 1, seasonMax: 3, maxLines: 2 });
  const longer: asyncSdk.QuoteMatch = await weighted.withTexts(['a']).extend({ before: 1, after: -1 });
  const shorter: syncSdk.QuoteMatch = syncMatch.extend({ after: -1 });
  const status = await asyncClient.status({ timeout: 2 });
  const back = await asyncClient.fromToken(match.toToken());
  const screencap = syncClient.getRandomScreencap();
  return [
    longer.toToken(),
    shorter.text,
    random.toToken(),
    hits[0]?.toToken() ?? '',
    status.state,
    String(status.location ?? status.status ?? status.ms),
    back instanceof asyncSdk.AsyncScreencap ? back.getEpisodePageUrl() : '',
    screencap.getSimilarPageUrl(),
    screencap.toToken(),
  ];
}
