import {
  APIPageStatusError,
  BaseScreencapClient,
  deriveClient,
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
  type DownloadedMedia,
  type JsonValue,
  type UnfurledLink,
  resolveCallOptions,
  resolveScreencapTarget,
  QUOTE_OPTION_KEYS,
  type QuoteFlow,
  type QuoteHit,
  findQuoteFlow,
  findQuotesFlow,
} from '@screencap/core/internal';
import type { Keyv } from 'keyv';
import { assertHooks } from './internal/transport/hooks.js';
import { type Log, assertLogger, createLog } from './internal/transport/logging.js';
import { assertRuntimeOptions } from './internal/platform/runtime-options.js';
import { runDownload, runGet, runUnfurl, withOptionsOf } from './links.js';
import { Transport } from './internal/transport.js';
import type { AsyncCallOptions, AsyncClientOptions, AsyncDownloadOptions, AsyncFilterCallOptions, AsyncGetOptions, AsyncQuoteCallOptions, AsyncRenderCallOptions } from './options.js';
import { AsyncQuoteMatch } from './quote-match.js';
import { AsyncScreencap } from './screencap.js';
import { VERSION } from './version.js';

// Set by withOptions for the constructor it calls, which takes it at once.
let pendingParent: Transport | undefined;

function takeParentTransport(): Transport | undefined {
  const parent = pendingParent;
  pendingParent = undefined;
  return parent;
}

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
  // The options as given: what withOptions lays its changes over.
  readonly #given: AsyncClientOptions | undefined;
  // The client's own log lines (a generation switch); requests log in the transport.
  readonly #log: Log;

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
    assertRuntimeOptions(this.options);
    this.#given = options;
    this.#log = createLog(options?.logger ?? console, this.options.logLevel);
    const transportOptions = { ...this.options, fetch, product: `@screencap/async/${VERSION}`, logger: options?.logger, hooks: options?.hooks, keyv };
    // A client made by withOptions sends through its original's shared cache, limits and connections.
    const parent = takeParentTransport();
    this.#transport = parent ? parent.derive(transportOptions) : new Transport(transportOptions);
  }

  protected createScreencap(json: ScreencapJson): AsyncScreencap {
    return new AsyncScreencap(this, json);
  }

  /** Logs the switch of an `'auto'` client to `'2026'` at `info`, through the client's `logger`. */
  protected override onGenerationSwitch(message: string): void {
    this.#log.info(message);
  }

  async #run<Result>(
    operation: Operation<Result>,
    options: unknown,
    {
      extraKeys = [],
      onLine,
      renderStartedAt,
    }: { extraKeys?: readonly string[]; onLine?: (line: string) => void; renderStartedAt?: number } = {},
  ): Promise<Result> {
    const call = resolveCallOptions(options, ['signal', ...extraKeys]) as AsyncRenderCallOptions;
    if (call.signal !== undefined && !(call.signal instanceof AbortSignal)) {
      throw new TypeError(`signal must be an AbortSignal, got ${describeValue(call.signal)}`);
    }
    let response;
    try {
      response = await this.#transport.send(operation.request, {
        timeout: call.timeout,
        renderTimeout: call.renderTimeout,
        renderStartedAt,
        signal: call.signal,
        onLine,
      });
    } catch (error) {
      // A 410 of a classic link or a 404 of a 2026-only endpoint says something of the instance's generation.
      throw this.operations.explainFailure(operation.request, error);
    }
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

  // Runs a quote flow of core: each request it asks for is sent with the call's options, and its answer (or error) handed back.
  async #drive<Result>(flow: QuoteFlow<Result>, options: unknown): Promise<Result> {
    let step = flow.next();
    while (!step.done) {
      let result: unknown;
      try {
        result = await this.#run(step.value, options, { extraKeys: QUOTE_OPTION_KEYS });
      } catch (error) {
        step = flow.throw(error);
        continue;
      }
      step = flow.next(result);
    }
    return step.value;
  }

  /**
   * The search's hits for a quote, best match first (`GET api/search`):
   * each scored by how well its subtitle matches the quote (2026 service;
   * the classic service sends no text, and its order is kept), hits of one
   * episode closer than `dedupe` ms merged. One search; a second only when
   * the first finds nothing and either `seasonFallback` applies (every
   * season) or the quote holds several sentences (its longest is searched).
   * @throws {TypeError} | {RangeError} (as a rejection, before any request) for a bad quote or option.
   * @throws {NoSearchResultsFound} (as a rejection) when no hit is left (filters included).
   * @example
   * ```ts
   * const hits = await client.findQuotes('everything is coming up Milhouse', { seasonMin: 8, seasonFallback: true });
   * hits[0]?.text; // 'Everything's coming up Milhouse!'
   * ```
   */
  async findQuotes(quote: string, options?: AsyncQuoteCallOptions): Promise<QuoteHit[]> {
    return this.#drive(findQuotesFlow(this.operations, this.url, quote, options), options);
  }

  /**
   * The best hit of a quote (or the hit given) as a {@link AsyncQuoteMatch}:
   * its screencap, and the subtitle lines that say the quote, grown to
   * whole sentences, at most `maxLines`. Costs one search (none when given
   * a hit) and one caption request.
   * @throws {TypeError} | {RangeError} (as a rejection, before any request) for a bad quote, hit or option.
   * @throws {NoSearchResultsFound} (as a rejection) when no hit is left.
   * @example
   * ```ts
   * const match = await client.findQuote('everything is coming up Milhouse');
   * console.log(match.text, await match.getGifUrl());
   * ```
   */
  async findQuote(quote: string | QuoteHit, options?: AsyncQuoteCallOptions): Promise<AsyncQuoteMatch> {
    const flow = findQuoteFlow(this.operations, this.url, quote, options, (screencap: AsyncScreencap, text, selection) => new AsyncQuoteMatch(this, screencap, text, selection));
    return this.#drive(flow, options);
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
   *
   * An `'auto'` client not yet sure of the generation asks `api/nearby`; on
   * its `404` it asks `api/caption?e&t&nearby=1`, whose answer tells the
   * generation (a 2026 one switches the client and gives the frames).
   */
  async getNearbyFrames(episode: string, timestamp: number, options?: AsyncCallOptions): Promise<Frame[]> {
    try {
      return await this.#run(this.operations.nearby(episode, timestamp), options);
    } catch (error) {
      // An 'auto' client not sure yet: a 2026 instance has no api/nearby, and its api/caption says so.
      const retry = this.operations.nearbyAfterFailure(episode, timestamp, error);
      if (retry === undefined) throw error;
      return this.#run(retry, options);
    }
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
   * of this instance comes back unchanged, without a request. On an `'auto'`
   * client not sure yet, a classic gif URL of this instance that answers
   * `410 Gone` switches it to `'2026'`, and the clip is rendered as above.
   * @throws {TypeError} (as a rejection, before any request) on the 2026 service, for any other URL.
   * @throws {APIPageStatusError} (as a rejection) when the final status is not 200 (a `410` on a `'classic'` client: its message says that the instance runs the 2026 generation).
   * @example
   * ```ts
   * const file = await client.generateGif(`${client.url}gif/S05E01/1000/4000.gif`);
   * ```
   */
  async generateGif(gifUrl: string, options?: AsyncCallOptions): Promise<string> {
    if (this.generation === '2026') return this.#generateGif2026(gifUrl, options);
    try {
      return await this.#run(this.operations.generateGif(gifUrl), options);
    } catch (error) {
      // The 410 that showed an 'auto' client the 2026 generation (the call changed it: hence the cast): do what a 2026 client does.
      if ((this.generation as string) === '2026' && error instanceof APIPageStatusError && error.pageStatus === 410) return this.#generateGif2026(gifUrl, options);
      throw error;
    }
  }

  async #generateGif2026(gifUrl: string, options: AsyncCallOptions | undefined): Promise<string> {
    const reading = readGifUrl(this.url, gifUrl);
    if (reading.kind === 'rendered') {
      resolveCallOptions(options, ['signal']);
      return reading.url;
    }
    return this.#render('gif', reading.range, reading.caption === undefined ? {} : { caption: reading.caption }, options);
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
    // One renderTimeout for the probe and the stream together: a probe that never ends must not hold the render past it.
    const renderStartedAt = Date.now();
    if (probe) {
      const cached = await this.#run(this.operations.renderCheck(format, job), call, { extraKeys: RENDER_CALL_KEYS, renderStartedAt });
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
      url = await this.#run(stream, call, { extraKeys: RENDER_CALL_KEYS, onLine, renderStartedAt });
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

  /**
   * Reads a link people paste (`caption/`, `img/`, classic `meme/`, `gif/`
   * and `mp4/`, `comic/img?b64=`, `video/`, ...) of this client's instance:
   * what it points at, the screencap of its frame, and a link that works on
   * this client's generation. Resolves to `undefined`, without a request, for
   * any other text (`parseScreencapUrl` under the client's base URL).
   *
   * Requests: one caption request (none for a `video/` link); when the frame
   * no longer exists (`404`), one frames request around it and the caption of
   * the nearest frame of the episode (`moved: true`); on a 2026 client, a
   * classic `gif/`/`mp4/` link is rendered (one more request).
   * @throws {APIPageStatusError} (as a rejection) when the episode has no frame near the link's either.
   * @example
   * ```ts
   * const unfurled = await client.unfurl(message.text);
   * if (unfurled?.screencap) await reply(unfurled.screencap.title, unfurled.link);
   * ```
   */
  async unfurl(url: string, options?: AsyncCallOptions): Promise<UnfurledLink<AsyncScreencap> | undefined> {
    return runUnfurl(this, this.operations, url, options, {
      run: (operation, call) => this.#run(operation, call),
      render: (format, range, caption, call) => this.#render(format, range, caption === undefined ? {} : { caption }, call),
    });
  }

  /**
   * Downloads an image or video of this instance, to attach to a chat
   * message rather than post its link: `{ data, contentType, size, url }`.
   * Sends the site as `Referer` and a browser's `User-Agent` (option
   * `mediaUserAgent`), as the CDN requires. Redirects are followed within
   * the instance's origin only; timeouts, retries and the rate limit apply;
   * the bytes are never cached.
   * @throws {TypeError} (as a rejection, before any request) for a URL of another origin, with credentials, or not http(s).
   * @throws {RangeError} (as a rejection) for a `maxBytes` that is not a positive integer.
   * @throws {MediaTooLargeError} (as a rejection) for a file over `maxBytes` (default 10 MiB), read no further than that.
   * @throws {InvalidResponseError} (as a rejection, reason `content-type`) for an answer that is not `image/*` or `video/*`.
   * @throws {APIPageStatusError} (as a rejection) for a status other than 200, a redirect to another origin included (`location`).
   * @example
   * ```ts
   * const file = await client.download(await screencap.getGifUrl(), { maxBytes: 8 * 1024 * 1024 });
   * await channel.send({ files: [{ attachment: Buffer.from(file.data), name: 'clip.gif' }] });
   * ```
   */
  async download(url: string, options?: AsyncDownloadOptions): Promise<DownloadedMedia> {
    return runDownload(this.url, this.options.mediaUserAgent, url, options, (operation, call) => this.#run(operation, call));
  }

  /**
   * `GET <base><path>` of an endpoint the SDK does not model yet (such as
   * `api/detect-loop`), through the client's timeouts, retries, cache, rate
   * limit, hooks and logs: the answer's JSON, as it is (not validated
   * further). `options.query` is encoded into the URL.
   * @throws {TypeError} (as a rejection, before any request) for a path that leaves the instance (an absolute URL, `//`, `..`) or a bad query.
   * @throws {InvalidResponseError} (as a rejection) for an answer that is not JSON.
   * @example
   * ```ts
   * const loop = await client.get('api/detect-loop', { query: { episode: 'S05E01', start: 1000, end: 4000 } });
   * ```
   */
  async get(path: string, options?: AsyncGetOptions): Promise<JsonValue> {
    return runGet(this.url, path, options, (operation, call) => this.#run(operation, call, { extraKeys: ['query'] }));
  }

  /**
   * A client of the same instance with some options changed (a caption
   * style, a timeout, headers, a log level, ... for one chat of a bot), that
   * shares this one's cache, memoized renders, rate limit, `Retry-After` and
   * connections, and, for an `'auto'` client that stays `'auto'`, what it
   * learns of the instance's generation (a switch to `'2026'` holds for
   * both). This client is unchanged. `cache`, `rateLimit`, `redis` and
   * `fetch` are what is shared, so they cannot change (`TypeError`).
   * @throws {TypeError} | {RangeError} for a bad option, as the constructor.
   * @example
   * ```ts
   * const loud = client.withOptions({ captionStyle: { allCaps: true }, timeout: 5 });
   * ```
   */
  withOptions(options: AsyncClientOptions): ScreencapClient {
    const merged = withOptionsOf(this.#given, options);
    pendingParent = this.#transport;
    try {
      return deriveClient(this, () => new ScreencapClient(this.url, this.title, merged));
    } finally {
      pendingParent = undefined;
    }
  }

  /**
   * Closes the client's pooled connections (shared with clients made by
   * `withOptions`: they close once each of those is closed too). Idle ones
   * never keep a process alive anyway.
   */
  close(): void {
    this.#transport.close();
  }
}
