/**
 * The two flavours behind one adapter, so every conformance test is written
 * once and run for both (`describe.each(FLAVOURS)`).
 *
 * Both packages are imported from their built `dist/` (through their package
 * exports): the sync flavour's worker runs outside Jest, so its sources could
 * not be transformed there anyway, and testing what ships is the point.
 */
import { expect } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import type {
  BaseScreencap,
  CallOptions,
  ClientOptions,
  ClipOptions,
  ComicOptions,
  ComicPanel,
  DiscoverEntry,
  EpisodeViewJson,
  FontProfile,
  Frame,
  FrameLike,
  NavigatorEpisode,
  RenderOptions,
  RenderRange,
  SeasonFilter,
  TranscriptLine,
} from '@screencap/core/internal';
import * as syncSdk from '@screencap/sync';

type Awaitable<T> = T | Promise<T>;

/** A screencap of either flavour. */
export interface AnyScreencap extends BaseScreencap {
  getGifUrl(options?: ClipOptions, callOptions?: CallOptions): Awaitable<string>;
  getMp4Url(options?: ClipOptions, callOptions?: CallOptions): Awaitable<string>;
}

/** A client of either flavour, as the tests see it. */
export interface AnyClient {
  readonly url: string;
  readonly title: string;
  readonly randomUrl: string;
  readonly captionUrl: string;
  readonly searchUrl: string;
  readonly framesUrl: string;
  readonly nearbyUrl: string;
  readonly episodeUrl: string;
  readonly fonts: FontProfile;
  getRandomScreencap(options?: CallOptions & SeasonFilter): Awaitable<AnyScreencap>;
  getScreencap(...args: unknown[]): Awaitable<AnyScreencap>;
  search(text: unknown, options?: CallOptions & SeasonFilter): Awaitable<Frame[]>;
  searchForScreencap(text: unknown, options?: CallOptions & SeasonFilter): Awaitable<AnyScreencap>;
  getFrames(episode: unknown, timestamp: unknown, before: unknown, after: unknown, options?: CallOptions): Awaitable<Frame[]>;
  getNearbyFrames(episode: unknown, timestamp: unknown, options?: CallOptions): Awaitable<Frame[]>;
  viewEpisode(episode: unknown, start: unknown, end: unknown, options?: CallOptions): Awaitable<EpisodeViewJson>;
  generateGif(gifUrl: unknown, options?: CallOptions): Awaitable<string>;
  discover(options?: CallOptions): Awaitable<DiscoverEntry[]>;
  navigator(options?: CallOptions): Awaitable<NavigatorEpisode[]>;
  getTranscript(episode: unknown, timestamp: unknown, options?: CallOptions): Awaitable<TranscriptLine[]>;
  renderGif(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: CallOptions): Awaitable<string>;
  renderMp4(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: CallOptions): Awaitable<string>;
  getComicUrl(panels: ComicPanel | readonly ComicPanel[], options?: ComicOptions): string;
  close(): void;
}

type AnyClientClass = new (url: string, title: string, options?: ClientOptions) => AnyClient;
type AnyPresetClass = new (options?: ClientOptions) => AnyClient;

/** One flavour, behind the adapter. */
export interface Flavour {
  readonly name: 'async' | 'sync';
  /** The whole package, for its exports (error classes, presets, ...). */
  readonly sdk: typeof asyncSdk | typeof syncSdk;
  readonly ScreencapClient: AnyClientClass;
  /** The six presets by class name. */
  readonly presets: Readonly<Record<'Frinkiac' | 'Morbotron' | 'MasterOfAllScience' | 'GoodGodLemon' | 'CapitalBeatUs' | 'FrinkiHams', AnyPresetClass>>;
  /** The flavour's screencap class (`AsyncScreencap` or `Screencap`). */
  readonly ScreencapClass: abstract new (...args: never[]) => AnyScreencap;
  /**
   * Runs one I/O call, checking its flavour's shape: async returns a promise
   * (also when it fails), sync returns a plain value or throws. Either way the
   * test gets a promise, so assertions are written once.
   */
  call<T>(invoke: () => Awaitable<T>): Promise<T>;
}

function presetsOf(sdk: typeof asyncSdk | typeof syncSdk): Flavour['presets'] {
  const { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams } = sdk;
  return { Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams };
}

/** `@screencap/async`. */
export const ASYNC: Flavour = {
  name: 'async',
  sdk: asyncSdk,
  ScreencapClient: asyncSdk.ScreencapClient,
  presets: presetsOf(asyncSdk),
  ScreencapClass: asyncSdk.AsyncScreencap,
  call<T>(invoke: () => Awaitable<T>): Promise<T> {
    const result = invoke();
    expect(result).toBeInstanceOf(Promise);
    return result as Promise<T>;
  },
};

/** `@screencap/sync`. */
export const SYNC: Flavour = {
  name: 'sync',
  sdk: syncSdk,
  ScreencapClient: syncSdk.ScreencapClient,
  presets: presetsOf(syncSdk),
  ScreencapClass: syncSdk.Screencap,
  call<T>(invoke: () => Awaitable<T>): Promise<T> {
    let result: Awaitable<T>;
    try {
      result = invoke();
    } catch (error) {
      // Everything the SDK throws is an Error; anything else is wrapped so the test still sees it.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    expect(result).not.toBeInstanceOf(Promise);
    return Promise.resolve(result);
  },
};

/** Both flavours, for `describe.each(FLAVOURS)('$name flavour', ...)`. */
export const FLAVOURS: readonly Flavour[] = [ASYNC, SYNC];

/**
 * Options that keep fault tests quick: short waits, no backoff to speak of.
 * Retrying stays on (twice), so retries are exercised.
 */
export const FAST_OPTIONS: ClientOptions = { timeout: 0.5, attemptTimeout: 2, maxRetryDelay: 0.05 };
