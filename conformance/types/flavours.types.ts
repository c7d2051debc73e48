/**
 * Type tests of the flavours: each operation is written once, for both
 * flavours, yet reads in each as its own (`Promise<SearchResults>` in
 * `@screencap/async`, `SearchResults` in `@screencap/sync`), its result type
 * by its public name. `Same` fails to compile unless both types are the same.
 *
 * Compiled by `pnpm typecheck`; never run.
 */
import * as asyncSdk from '@screencap/async';
import * as syncSdk from '@screencap/sync';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the exact-equality idiom: each T stands once on purpose
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Result<Method> = Method extends (...args: never[]) => infer R ? R : never;

type AsyncClient = asyncSdk.ScreencapClient;
type SyncClient = syncSdk.ScreencapClient;

export const asyncResults: [
  Same<Result<AsyncClient['search']>, Promise<asyncSdk.SearchResults>>,
  Same<Result<AsyncClient['getRandomScreencap']>, Promise<asyncSdk.AsyncScreencap>>,
  Same<Result<AsyncClient['searchForScreencap']>, Promise<asyncSdk.AsyncScreencap>>,
  Same<Result<AsyncClient['findQuotes']>, Promise<asyncSdk.QuoteHit[]>>,
  Same<Result<AsyncClient['findQuote']>, Promise<asyncSdk.AsyncQuoteMatch>>,
  Same<Result<AsyncClient['getFrames']>, Promise<asyncSdk.Frame[]>>,
  Same<Result<AsyncClient['getNearbyFrames']>, Promise<asyncSdk.Frame[]>>,
  Same<Result<AsyncClient['viewEpisode']>, Promise<asyncSdk.EpisodeViewJson>>,
  Same<Result<AsyncClient['generateGif']>, Promise<string>>,
  Same<Result<AsyncClient['discover']>, Promise<asyncSdk.DiscoverEntry[]>>,
  Same<Result<AsyncClient['navigator']>, Promise<asyncSdk.NavigatorEpisode[]>>,
  Same<Result<AsyncClient['getTranscript']>, Promise<asyncSdk.TranscriptLine[]>>,
  Same<Result<AsyncClient['renderGif']>, Promise<string>>,
  Same<Result<AsyncClient['renderMp4']>, Promise<string>>,
  Same<Result<AsyncClient['unfurl']>, Promise<asyncSdk.UnfurledLink<asyncSdk.AsyncScreencap> | undefined>>,
  Same<Result<AsyncClient['download']>, Promise<asyncSdk.DownloadedMedia>>,
  Same<Result<AsyncClient['get']>, Promise<asyncSdk.JsonValue>>,
  Same<Result<asyncSdk.AsyncScreencap['getGifUrl']>, Promise<string>>,
  Same<Result<asyncSdk.AsyncScreencap['getMp4Url']>, Promise<string>>,
  Same<Result<asyncSdk.AsyncQuoteMatch['getGifUrl']>, Promise<string>>,
  Same<Result<asyncSdk.AsyncQuoteMatch['getMp4Url']>, Promise<string>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

export const syncResults: [
  Same<Result<SyncClient['search']>, syncSdk.SearchResults>,
  Same<Result<SyncClient['getRandomScreencap']>, syncSdk.Screencap>,
  Same<Result<SyncClient['searchForScreencap']>, syncSdk.Screencap>,
  Same<Result<SyncClient['findQuotes']>, syncSdk.QuoteHit[]>,
  Same<Result<SyncClient['findQuote']>, syncSdk.QuoteMatch>,
  Same<Result<SyncClient['getFrames']>, syncSdk.Frame[]>,
  Same<Result<SyncClient['getNearbyFrames']>, syncSdk.Frame[]>,
  Same<Result<SyncClient['viewEpisode']>, syncSdk.EpisodeViewJson>,
  Same<Result<SyncClient['generateGif']>, string>,
  Same<Result<SyncClient['discover']>, syncSdk.DiscoverEntry[]>,
  Same<Result<SyncClient['navigator']>, syncSdk.NavigatorEpisode[]>,
  Same<Result<SyncClient['getTranscript']>, syncSdk.TranscriptLine[]>,
  Same<Result<SyncClient['renderGif']>, string>,
  Same<Result<SyncClient['renderMp4']>, string>,
  Same<Result<SyncClient['unfurl']>, syncSdk.UnfurledLink<syncSdk.Screencap> | undefined>,
  Same<Result<SyncClient['download']>, syncSdk.DownloadedMedia>,
  Same<Result<SyncClient['get']>, syncSdk.JsonValue>,
  Same<Result<syncSdk.Screencap['getGifUrl']>, string>,
  Same<Result<syncSdk.Screencap['getMp4Url']>, string>,
  Same<Result<syncSdk.QuoteMatch['getGifUrl']>, string>,
  Same<Result<syncSdk.QuoteMatch['getMp4Url']>, string>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

declare const asyncClient: AsyncClient;
declare const syncClient: SyncClient;
// What an editor shows when the cursor rests on the call: the flavour's own options and result.
export const asyncSearch: (text: string, options?: asyncSdk.AsyncFilterCallOptions) => Promise<asyncSdk.SearchResults> = asyncClient.search.bind(asyncClient);
export const syncSearch: (text: string, options?: syncSdk.SyncFilterCallOptions) => syncSdk.SearchResults = syncClient.search.bind(syncClient);
// @ts-expect-error the sync flavour takes no signal
syncClient.search('x', { signal: AbortSignal.timeout(1) });
// @ts-expect-error the sync flavour reports no progress
syncClient.renderGif({ key: 'S01E01', start: 0, end: 1000 }, {}, { onProgress: () => undefined });
