import {
  BaseScreencapClient,
  describeValue,
  type DiscoverEntry,
  type EpisodeViewJson,
  type NavigatorEpisode,
  type RenderFormat,
  type RenderOptions,
  type RenderRange,
  RENDER_CALL_KEYS,
  SEASON_FILTER_KEYS,
  type TranscriptLine,
  planRender,
  readGifUrl,
  renderProgressOf,
  type Frame,
  type SearchResults,
  type FrameLike,
  type Operation,
  type ScreencapJson,
  resolveCallOptions,
  resolveScreencapTarget,
} from '@screencap/core/internal';
import type { Keyv } from 'keyv';
import { assertHooks } from './internal/hooks.js';
import { assertLogger } from './internal/logging.js';
import { createScaledTransport } from './internal/scaled-transport.js';
import type { Transport } from './internal/transport.js';
import type { AsyncCallOptions, AsyncClientOptions, AsyncFilterCallOptions, AsyncRenderCallOptions } from './options.js';
import { AsyncScreencap } from './screencap.js';
import { VERSION } from './version.js';

// A Keyv given as `cache`, recognised by its methods (the user's copy of keyv may not be ours).
function keyvOf(options: unknown): Keyv | undefined {
  const cache: unknown = typeof options === 'object' && options !== null ? (options as { cache?: unknown }).cache : undefined;
  if (cache === undefined || typeof cache === 'boolean') return undefined;
  if (typeof cache !== 'object' || cache === null) {
    throw new TypeError(`cache must be true, false or a Keyv instance, got ${describeValue(cache)}`);
  }
  const { get, set, delete: remove } = cache as Record<string, unknown>;
  if (typeof get !== 'function' || typeof set !== 'function' || typeof remove !== 'function') {
    throw new TypeError(`cache must be true, false or a Keyv instance, got ${describeValue(cache)}`);
  }
  return cache as Keyv;
}

/**
 * The asynchronous client of one screencap instance. Every I/O method returns
 * a promise; bad arguments reject it before any request is sent.
 *
 * @example
 * ```ts
 * import { Frinkiac, ScreencapClient } from '@screencap/async';
 *
 * const client = new Frinkiac(); // or new ScreencapClient('https://frinkiac.com/', 'The Simpsons')
 * const screencap = await client.searchForScreencap('I am so smart');
 * console.log(screencap.title, screencap.getRealTimestamp(), screencap.getMemeUrl());
 * ```
 */
export class ScreencapClient extends BaseScreencapClient<AsyncScreencap> {
  readonly #transport: Transport;

  /**
   * @param url - the instance's base address, such as `https://frinkiac.com/`.
   * @param title - the name of the show, film or skit it serves.
   * @param options - timeouts, retries, `User-Agent`, `fetch`; see {@link AsyncClientOptions}.
   * @throws {TypeError} | {RangeError} for a bad address, title or option.
   */
  constructor(url: string, title: string, options?: AsyncClientOptions) {
    const keyv = keyvOf(options);
    // The shared checks see a Keyv as `cache: true`: a store is this flavour's addition.
    super(url, title, keyv ? { ...options, cache: true } : options, ['fetch', 'logger', 'hooks']);
    const fetch = options?.fetch;
    if (fetch !== undefined && typeof fetch !== 'function') {
      throw new TypeError(`fetch must be a function, got ${describeValue(fetch)}`);
    }
    assertLogger(options?.logger);
    assertHooks(options?.hooks);
    this.#transport = createScaledTransport({
      ...this.options,
      fetch,
      product: `@screencap/async/${VERSION}`,
      logger: options?.logger,
      hooks: options?.hooks,
      keyv,
    });
  }

  protected createScreencap(json: ScreencapJson): AsyncScreencap {
    return new AsyncScreencap(this, json);
  }

  async #run<Result>(
    operation: Operation<Result>,
    options: unknown,
    { extraKeys = [], onLine }: { extraKeys?: readonly string[]; onLine?: (line: string) => void } = {},
  ): Promise<Result> {
    const call = resolveCallOptions(options, ['signal', ...extraKeys]) as AsyncRenderCallOptions;
    if (call.signal !== undefined && !(call.signal instanceof AbortSignal)) {
      throw new TypeError(`signal must be an AbortSignal, got ${describeValue(call.signal)}`);
    }
    const response = await this.#transport.send(operation.request, { timeout: call.timeout, renderTimeout: call.renderTimeout, signal: call.signal, onLine });
    return operation.parse(response);
  }

  /**
   * A random screencap (`GET api/random`), within `seasonMin`..`seasonMax`
   * when given (2026 service).
   */
  async getRandomScreencap(options?: AsyncFilterCallOptions): Promise<AsyncScreencap> {
    return this.#run(this.operations.random(options), options, { extraKeys: SEASON_FILTER_KEYS });
  }

  /**
   * The screencap at an episode key and timestamp, or at a frame's
   * (`GET api/caption`).
   * @throws {TypeError} (as a rejection) for any other arguments.
   */
  getScreencap(episode: string, timestamp: number, options?: AsyncCallOptions): Promise<AsyncScreencap>;
  getScreencap(frame: FrameLike, options?: AsyncCallOptions): Promise<AsyncScreencap>;
  async getScreencap(...args: unknown[]): Promise<AsyncScreencap> {
    const { target, options } = resolveScreencapTarget(args);
    return this.#run(this.operations.screencap(target), options);
  }

  /**
   * The frames whose subtitles match `text` (`GET api/search`).
   * @throws {NoSearchResultsFound} (as a rejection) when nothing matches.
   */
  async search(text: string, options?: AsyncFilterCallOptions): Promise<SearchResults> {
    return this.#run(this.operations.search(text, options), options, { extraKeys: SEASON_FILTER_KEYS });
  }

  /**
   * The screencap of the first search result.
   * @throws {NoSearchResultsFound} (as a rejection) when nothing matches.
   */
  async searchForScreencap(text: string, options?: AsyncFilterCallOptions): Promise<AsyncScreencap> {
    const [first] = await this.search(text, options);
    const { seasonMin: _min, seasonMax: _max, ...call } = options ?? {};
    return this.getScreencap(first, call);
  }

  /**
   * The valid frames from `before` ms before `timestamp` to `after` ms after it,
   * for a gif maker (`GET api/frames`).
   */
  async getFrames(episode: string, timestamp: number, before: number, after: number, options?: AsyncCallOptions): Promise<Frame[]> {
    return this.#run(this.operations.frames(episode, timestamp, before, after), options);
  }

  /**
   * The seven frames around a timestamp, for "more from this scene":
   * `GET api/nearby` on the classic service; on the 2026 service, which has
   * no such endpoint, the `Nearby` frames of `GET api/caption?e&t&nearby=1`.
   */
  async getNearbyFrames(episode: string, timestamp: number, options?: AsyncCallOptions): Promise<Frame[]> {
    return this.#run(this.operations.nearby(episode, timestamp), options);
  }

  /** The episode's record and its subtitles from `start` to `end` ms (`GET api/episode`). */
  async viewEpisode(episode: string, start: number, end: number, options?: AsyncCallOptions): Promise<EpisodeViewJson> {
    return this.#run(this.operations.episode(episode, start, end), options);
  }

  /**
   * Asks the service to render a gif URL and resolves to the direct URL of
   * the rendered file. Classic service: a GET of the URL, following its
   * redirects. 2026 service: a classic gif URL of this instance
   * (`gif/<key>/<start>/<end>.gif?b64lines=...`) is rendered through
   * `POST api/render/gif/stream`, its caption as one overlay; a `video/` URL
   * of this instance comes back unchanged, without a request.
   * @throws {TypeError} (as a rejection, before any request) on the 2026 service, for any other URL.
   * @throws {APIPageStatusError} (as a rejection) when the final status is not 200.
   * @example
   * ```ts
   * const file = await client.generateGif(`${client.url}gif/S05E01/1000/4000.gif`);
   * ```
   */
  async generateGif(gifUrl: string, options?: AsyncCallOptions): Promise<string> {
    if (this.generation === '2026') {
      const reading = readGifUrl(this.url, gifUrl);
      if (reading.kind === 'rendered') {
        resolveCallOptions(options, ['signal']);
        return reading.url;
      }
      return this.#render('gif', reading.range, reading.caption === undefined ? {} : { caption: reading.caption }, options);
    }
    return this.#run(this.operations.generateGif(gifUrl), options);
  }

  /** Moments the service suggests (`GET api/discover`, 2026 service). */
  async discover(options?: AsyncCallOptions): Promise<DiscoverEntry[]> {
    return this.#run(this.operations.discover(), options);
  }

  /** Every episode, with frames to browse (`GET api/navigator`, 2026 service). */
  async navigator(options?: AsyncCallOptions): Promise<NavigatorEpisode[]> {
    return this.#run(this.operations.navigator(), options);
  }

  /** The subtitles near a time (`GET api/transcript`, 2026 service). */
  async getTranscript(episode: string, timestamp: number, options?: AsyncCallOptions): Promise<TranscriptLine[]> {
    return this.#run(this.operations.transcript(episode, timestamp), options);
  }

  async #render(format: RenderFormat, target: unknown, renderOptions: unknown, callOptions: AsyncRenderCallOptions | undefined): Promise<string> {
    const { job, probe } = planRender(target, renderOptions, this.fonts, this.options.captionStyle);
    const { onProgress, ...call } = callOptions ?? {};
    if (onProgress !== undefined && typeof onProgress !== 'function') {
      throw new TypeError(`onProgress must be a function, got ${describeValue(onProgress)}`);
    }
    // Built (and checked against the service's limits) before the probe: nothing is sent for a job the service would refuse.
    const stream = this.operations.render(format, job);
    if (probe) {
      const cached = await this.#run(this.operations.renderCheck(format, job), call, { extraKeys: RENDER_CALL_KEYS });
      if (cached !== undefined) {
        onProgress?.(1);
        return cached;
      }
    }
    // A throwing callback is the caller's bug: report it as itself, not as a
    // failed request, and stop calling it.
    let callbackError: { error: unknown } | undefined;
    // A retried stream starts again from its first line: report only progress
    // beyond what was reported, so the caller never sees it go backwards.
    let reported = -Infinity;
    const onLine = (line: string): void => {
      const progress = renderProgressOf(line);
      if (progress === undefined || progress <= reported || onProgress === undefined || callbackError) return;
      reported = progress;
      try {
        onProgress(progress);
      } catch (error) {
        callbackError = { error };
      }
    };
    let url: string;
    try {
      url = await this.#run(stream, call, { extraKeys: RENDER_CALL_KEYS, onLine });
    } catch (error) {
      // The callback threw first: its error is the one to report, even when the stream then failed too.
      throw callbackError ? callbackError.error : error;
    }
    if (callbackError) throw callbackError.error;
    return url;
  }

  /**
   * Renders a gif on the 2026 service and resolves to its absolute URL, in
   * one request: of a screencap or frame (from `before` ms before it to
   * `after` ms after it, kept within a screencap's `minTimestamp` and
   * `maxTimestamp`) or of `{ key, start, end }`. Without a caption, a
   * screencap's subtitle lines that overlap the clip are drawn, each while it
   * is spoken; a frame or range gets none. Progress goes to `onProgress`.
   * With `probe: true`, asks first whether the clip is already rendered.
   * @throws {TypeError} | {RangeError} (as a rejection, before any request) for a bad target or option, or captions over the service's limits.
   * @throws {RenderError} (as a rejection) when the service reports a failure.
   * @example
   * ```ts
   * const url = await client.renderGif(screencap, { caption: 'Woo!' }, { onProgress: (p) => bar.update(p) });
   * ```
   */
  async renderGif(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: AsyncRenderCallOptions): Promise<string> {
    return this.#render('gif', target, options, callOptions);
  }

  /**
   * Renders an mp4 on the 2026 service through `POST api/render/mp4`; see
   * {@link ScreencapClient.renderGif}. No public client shows that
   * endpoint's answer: it is read as the gif stream's, and any other answer
   * fails with an `InvalidResponseError` naming the endpoint.
   * @throws {RenderError} (as a rejection) when the service reports a failure.
   */
  async renderMp4(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: AsyncRenderCallOptions): Promise<string> {
    return this.#render('mp4', target, options, callOptions);
  }

  /** Closes the client's pooled connections. Idle ones never keep a process alive anyway. */
  close(): void {
    this.#transport.close();
  }
}
