import {
  APIPageStatusError,
  BaseScreencapClient,
  deriveClient,
  LOG_LEVELS,
  type DiscoverEntry,
  type EpisodeViewJson,
  type NavigatorEpisode,
  type RenderFormat,
  type RenderOptions,
  type RenderRange,
  SEASON_FILTER_KEYS,
  type TranscriptLine,
  planRender,
  readGifUrl,
  type Frame,
  type SearchResults,
  type FrameLike,
  type Operation,
  type ScreencapJson,
  resolveCallOptions,
  resolveScreencapTarget,
  worstCaseSeconds,
  QUOTE_OPTION_KEYS,
  type QuoteFlow,
  type QuoteHit,
  findQuoteFlow,
  findQuotesFlow,
  type DownloadedMedia,
  type JsonValue,
  type UnfurledLink,
  type UnfurlStep,
  instanceGet,
  mediaRequest,
  mergeDerivedOptions,
  unfurlSteps,
  RENDER_CALL_KEYS,
} from '@screencap/core/internal';
import { writeSync } from 'node:fs';
import { throwAtCaller } from './internal/caller-stack.js';
import type { WorkerRoot, WorkerTransportOptions } from './internal/protocol.js';
import { closeInWorker, nextClientId, sendThroughWorker, startWorkerEarly, warmUpWorker } from './internal/worker-bridge.js';
import type { SyncCallOptions, SyncClientOptions, SyncDownloadOptions, SyncFilterCallOptions, SyncGetOptions, SyncQuoteCallOptions, SyncRenderCallOptions } from './options.js';
import { QuoteMatch } from './quote-match.js';
import { Screencap } from './screencap.js';
import { VERSION } from './version.js';

// Set by withOptions for the constructor it calls, which takes it at once.
let pendingRoot: WorkerRoot | undefined;

function takeRoot(): WorkerRoot | undefined {
  const root = pendingRoot;
  pendingRoot = undefined;
  return root;
}

// What a function would have to carry to the worker thread, and what to use instead.
const ASYNC_ONLY: Readonly<Record<string, string>> = {
  fetch: 'use @screencap/async',
  logger: 'use the logLevel option (the worker writes its log lines to standard error), or @screencap/async',
  hooks: 'use @screencap/async',
};

// The options without the async-only keys (undefined by then); anything
// that is not an object is left for the shared checks to refuse.
function withoutAsyncOnly(given: unknown): unknown {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return given;
  return Object.fromEntries(Object.entries(given).filter(([name]) => !(name in ASYNC_ONLY)));
}

// Only an option actually given is refused: an options object shared with the
// async flavour may carry `fetch: undefined`, which async accepts too.
function refuseAsyncOnly(given: unknown): void {
  if (typeof given !== 'object' || given === null) return;
  for (const [name, instead] of Object.entries(ASYNC_ONLY)) {
    if ((given as Record<string, unknown>)[name] !== undefined) {
      throw new TypeError(`The ${name} option is not available in @screencap/sync: a function cannot cross to its worker thread; ${instead}`);
    }
  }
}

/**
 * The blocking client of one screencap instance, for scripts: the same
 * operations, options, results and errors as `@screencap/async`, without
 * `await`. Requests run in a worker thread (started once per process, when
 * the first client is made, without waiting for it) while the calling thread
 * waits.
 *
 * Do not call it from a thread that also serves the instance it talks to
 * (a test server in the same process): the blocked thread could never answer.
 *
 * @example
 * ```ts
 * import { Frinkiac } from '@screencap/sync';
 *
 * const client = new Frinkiac();
 * const screencap = client.searchForScreencap('I am so smart');
 * console.log(screencap.title, screencap.getGifUrl());
 * ```
 */
export class ScreencapClient extends BaseScreencapClient<Screencap> {
  readonly #transportOptions: WorkerTransportOptions;
  readonly #worstCaseSeconds: number;
  readonly #id = nextClientId();
  // The options as given: what withOptions lays its changes over.
  readonly #given: SyncClientOptions | undefined;
  // For a client made by withOptions: the first client of its line, whose state in the worker it shares.
  readonly #root: WorkerRoot | undefined;

  /**
   * @param url - the instance's base address, such as `https://frinkiac.com/`.
   * @param title - the name of the show, film or skit it serves.
   * @param options - timeouts, retries, `User-Agent`; see {@link SyncClientOptions}.
   * @throws {TypeError} | {RangeError} for a bad address, title or option (`fetch` included).
   */
  constructor(url: string, title: string, options?: SyncClientOptions) {
    refuseAsyncOnly(options);
    // `fetch`, `logger` and `hooks` are refused just above; undefined ones are
    // accepted, as in the async flavour, and dropped here, so that the list of
    // options an unknown one gets does not offer them.
    super(url, title, withoutAsyncOnly(options));
    this.#transportOptions = { ...this.options, product: `@screencap/sync/${VERSION}` };
    this.#given = options;
    this.#root = takeRoot();
    this.#worstCaseSeconds = worstCaseSeconds(this.options);
    // The worker boots on its own thread while the caller goes on: a script
    // that makes its client first and calls it after reading its input does
    // not wait for it. Nothing blocks here; the worker does not keep the
    // process alive.
    startWorkerEarly(this.#worstCaseSeconds);
  }

  protected createScreencap(json: ScreencapJson): Screencap {
    return new Screencap(this, json);
  }

  /**
   * Logs the switch of an `'auto'` client to `'2026'` at `info` on standard
   * error. Answers are parsed on this thread, so a switch is noticed here; the
   * line goes where the worker writes the other log lines.
   */
  protected override onGenerationSwitch(message: string): void {
    if (LOG_LEVELS.indexOf(this.options.logLevel) < LOG_LEVELS.indexOf('info')) return;
    try {
      writeSync(2, `[screencap] ${message}\n`);
    } catch {
      // A closed standard error must not turn a good answer into a failure.
    }
  }

  #run<Result>(operation: Operation<Result>, options: unknown, extraKeys: readonly string[] = [], renderStartedAt?: number): Result {
    const call: SyncRenderCallOptions = resolveCallOptions(options, extraKeys);
    // A render given a longer bound than the client's needs a worker that waits that long.
    const worstCase = Math.max(this.#worstCaseSeconds, call.renderTimeout ?? 0);
    let response;
    try {
      response = sendThroughWorker(this.#id, operation.request, this.#transportOptions, { timeout: call.timeout, renderTimeout: call.renderTimeout, renderStartedAt }, worstCase, this.#root);
    } catch (error) {
      // A 410 of a classic link or a 404 of a 2026-only endpoint says something of the instance's generation.
      throw this.operations.explainFailure(operation.request, error);
    }
    return operation.parse(response);
  }

  /**
   * Waits until the worker thread (started with the first client) is ready,
   * so that the first real call does not pay for its start-up (see
   * bench/RESULTS.md for what it takes). Optional.
   * @throws {SyncWorkerError} when the worker cannot start.
   */
  warmUp(): void {
    warmUpWorker(this.#worstCaseSeconds);
  }

  /**
   * A random screencap (`GET api/random`), within `seasonMin`..`seasonMax`
   * when given (2026 service).
   */
  getRandomScreencap(options?: SyncFilterCallOptions): Screencap {
    return this.#run(this.operations.random(options), options, SEASON_FILTER_KEYS);
  }

  /**
   * The screencap at an episode key and timestamp, or at a frame's (`GET api/caption`).
   * @throws {TypeError} for any other arguments.
   */
  getScreencap(episode: string, timestamp: number, options?: SyncCallOptions): Screencap;
  getScreencap(frame: FrameLike, options?: SyncCallOptions): Screencap;
  getScreencap(...args: unknown[]): Screencap {
    const { target, options } = resolveScreencapTarget(args);
    return this.#run(this.operations.screencap(target), options);
  }

  /**
   * The frames whose subtitles match `text` (`GET api/search`).
   * @throws {NoSearchResultsFound} when nothing matches.
   */
  search(text: string, options?: SyncFilterCallOptions): SearchResults {
    return this.#run(this.operations.search(text, options), options, SEASON_FILTER_KEYS);
  }

  /**
   * The screencap of the first search result.
   * @throws {NoSearchResultsFound} when nothing matches.
   */
  searchForScreencap(text: string, options?: SyncFilterCallOptions): Screencap {
    const [first] = this.search(text, options);
    const { seasonMin: _min, seasonMax: _max, ...call } = options ?? {};
    return this.getScreencap(first, call);
  }

  // Runs a quote flow of core: each request it asks for goes through the worker, and its answer (or error) is handed back.
  #drive<Result>(flow: QuoteFlow<Result>, options: unknown): Result {
    let step = flow.next();
    while (!step.done) {
      let result: unknown;
      try {
        result = this.#run(step.value, options, QUOTE_OPTION_KEYS);
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
   * @throws {TypeError} | {RangeError} before any request for a bad quote or option.
   * @throws {NoSearchResultsFound} when no hit is left (filters included).
   * @example
   * ```ts
   * const hits = client.findQuotes('everything is coming up Milhouse', { seasonMin: 8, seasonFallback: true });
   * ```
   */
  findQuotes(quote: string, options?: SyncQuoteCallOptions): QuoteHit[] {
    return this.#drive(findQuotesFlow(this.operations, this.url, quote, options), options);
  }

  /**
   * The best hit of a quote (or the hit given) as a {@link QuoteMatch}: its
   * screencap, and the subtitle lines that say the quote, grown to whole
   * sentences, at most `maxLines`. Costs one search (none when given a hit)
   * and one caption request.
   * @throws {TypeError} | {RangeError} before any request for a bad quote, hit or option.
   * @throws {NoSearchResultsFound} when no hit is left.
   * @example
   * ```ts
   * const match = client.findQuote('everything is coming up Milhouse');
   * console.log(match.text, match.getGifUrl());
   * ```
   */
  findQuote(quote: string | QuoteHit, options?: SyncQuoteCallOptions): QuoteMatch {
    const flow = findQuoteFlow(this.operations, this.url, quote, options, (screencap: Screencap, text, selection) => new QuoteMatch(this, screencap, text, selection));
    return this.#drive(flow, options);
  }

  /** The valid frames from `before` ms before `timestamp` to `after` ms after it (`GET api/frames`). */
  getFrames(episode: string, timestamp: number, before: number, after: number, options?: SyncCallOptions): Frame[] {
    return this.#run(this.operations.frames(episode, timestamp, before, after), options);
  }

  /**
   * The seven frames around a timestamp: `GET api/nearby` on the classic
   * service; on the 2026 service, which has no such endpoint, the `Nearby`
   * frames of `GET api/caption?e&t&nearby=1`.
   *
   * An `'auto'` client not yet sure of the generation asks `api/nearby`; on
   * its `404` it asks `api/caption?e&t&nearby=1`, whose answer tells the
   * generation (a 2026 one switches the client and gives the frames).
   */
  getNearbyFrames(episode: string, timestamp: number, options?: SyncCallOptions): Frame[] {
    try {
      return this.#run(this.operations.nearby(episode, timestamp), options);
    } catch (error) {
      // An 'auto' client not sure yet: a 2026 instance has no api/nearby, and its api/caption says so.
      const retry = this.operations.nearbyAfterFailure(episode, timestamp, error);
      if (retry === undefined) throw error;
      return this.#run(retry, options);
    }
  }

  /** The episode's record and its subtitles from `start` to `end` ms (`GET api/episode`). */
  viewEpisode(episode: string, start: number, end: number, options?: SyncCallOptions): EpisodeViewJson {
    return this.#run(this.operations.episode(episode, start, end), options);
  }

  /**
   * Asks the service to render a gif URL and returns the direct URL of the
   * rendered file. Classic service: a GET of the URL, following its
   * redirects. 2026 service: a classic gif URL of this instance
   * (`gif/<key>/<start>/<end>.gif?b64lines=...`) is rendered through
   * `POST api/render/gif/stream`, its caption as one overlay; a `video/` URL
   * of this instance comes back unchanged, without a request. On an `'auto'`
   * client not sure yet, a classic gif URL of this instance that answers
   * `410 Gone` switches it to `'2026'`, and the clip is rendered as above.
   * @throws {TypeError} on the 2026 service, before any request, for any other URL.
   * @throws {APIPageStatusError} when the final status is not 200 (a `410` on a `'classic'` client: its message says that the instance runs the 2026 generation).
   * @example
   * ```ts
   * const file = client.generateGif(`${client.url}gif/S05E01/1000/4000.gif`);
   * ```
   */
  generateGif(gifUrl: string, options?: SyncCallOptions): string {
    if (this.generation === '2026') return this.#generateGif2026(gifUrl, options);
    try {
      return this.#run(this.operations.generateGif(gifUrl), options);
    } catch (error) {
      // The 410 that showed an 'auto' client the 2026 generation (the call changed it: hence the cast): do what a 2026 client does.
      if ((this.generation as string) === '2026' && error instanceof APIPageStatusError && error.pageStatus === 410) return this.#generateGif2026(gifUrl, options);
      throw error;
    }
  }

  #generateGif2026(gifUrl: string, options: SyncCallOptions | undefined): string {
    const reading = readGifUrl(this.url, gifUrl);
    if (reading.kind === 'rendered') {
      resolveCallOptions(options);
      return reading.url;
    }
    return this.#render('gif', reading.range, reading.caption === undefined ? {} : { caption: reading.caption }, options);
  }

  /** Moments the service suggests (`GET api/discover`, 2026 service). */
  discover(options?: SyncCallOptions): DiscoverEntry[] {
    return this.#run(this.operations.discover(), options);
  }

  /** Every episode, with frames to browse (`GET api/navigator`, 2026 service). */
  navigator(options?: SyncCallOptions): NavigatorEpisode[] {
    return this.#run(this.operations.navigator(), options);
  }

  /** The subtitles near a time (`GET api/transcript`, 2026 service). */
  getTranscript(episode: string, timestamp: number, options?: SyncCallOptions): TranscriptLine[] {
    return this.#run(this.operations.transcript(episode, timestamp), options);
  }

  #render(format: RenderFormat, target: unknown, renderOptions: unknown, callOptions: SyncRenderCallOptions | undefined): string {
    const { job, probe } = planRender(target, renderOptions, this.fonts, this.options.captionStyle);
    // Built (and checked against the service's limits) before the probe: nothing is sent for a job the service would refuse.
    const stream = this.operations.render(format, job);
    // One renderTimeout for the probe and the stream together: a probe that never ends must not hold the render past it.
    const renderStartedAt = Date.now();
    const cached = probe ? this.#run(this.operations.renderCheck(format, job), callOptions, RENDER_CALL_KEYS, renderStartedAt) : undefined;
    return cached ?? this.#run(stream, callOptions, RENDER_CALL_KEYS, renderStartedAt);
  }

  /**
   * Renders a gif on the 2026 service and returns its absolute URL, in one
   * request: of a screencap or frame (from `before` ms before it to `after`
   * ms after it, kept within a screencap's `minTimestamp` and
   * `maxTimestamp`) or of `{ key, start, end }`. Without a caption, a
   * screencap's subtitle lines that overlap the clip are drawn, each while it
   * is spoken; a frame or range gets none. With `probe: true`, asks first
   * whether the clip is already rendered. No progress callback: the calling
   * thread is blocked.
   * @throws {TypeError} | {RangeError} before any request for a bad target or option, or captions over the service's limits.
   * @throws {RenderError} when the service reports a failure.
   * @example
   * ```ts
   * const url = client.renderGif(screencap, { caption: 'Woo!' });
   * ```
   */
  renderGif(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: SyncRenderCallOptions): string {
    return this.#render('gif', target, options, callOptions);
  }

  /**
   * Renders an mp4 on the 2026 service through `POST api/render/mp4`; see
   * {@link ScreencapClient.renderGif}. No public client shows that
   * endpoint's answer: it is read as the gif stream's, and any other answer
   * fails with an `InvalidResponseError` naming the endpoint.
   * @throws {RenderError} when the service reports a failure.
   */
  renderMp4(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: SyncRenderCallOptions): string {
    return this.#render('mp4', target, options, callOptions);
  }

  /**
   * Reads a link people paste (`caption/`, `img/`, classic `meme/`, `gif/`
   * and `mp4/`, `comic/img?b64=`, `video/`, ...) of this client's instance:
   * what it points at, the screencap of its frame, and a link that works on
   * this client's generation; `undefined`, without a request, for any other
   * text. Requests as in `@screencap/async`: one caption request (none for a
   * `video/` link); for a frame that no longer exists (`404`), one frames
   * request and the caption of the nearest frame of the episode
   * (`moved: true`); on a 2026 client a classic `gif/`/`mp4/` is rendered.
   * @throws {APIPageStatusError} when the episode has no frame near the link's either.
   * @example
   * ```ts
   * const unfurled = client.unfurl(text);
   * if (unfurled?.screencap) console.log(unfurled.screencap.title, unfurled.link);
   * ```
   */
  unfurl(url: string, options?: SyncCallOptions): UnfurledLink<Screencap> | undefined {
    // The generation is read when the link is made, after the caption answer that may have switched an 'auto' client.
    const inUse = () => this.generation;
    const steps = unfurlSteps(
      {
        url: this.url,
        get generation() {
          return inUse();
        },
        operations: this.operations,
      },
      url,
    );
    let outcome: { value: unknown } | { error: unknown } = { value: undefined };
    for (;;) {
      const next: IteratorResult<UnfurlStep, UnfurledLink<Screencap> | undefined> = 'error' in outcome ? steps.throw(outcome.error) : steps.next(outcome.value);
      if (next.done === true) return next.value;
      const step: UnfurlStep = next.value;
      try {
        outcome = {
          value: step.kind === 'run' ? this.#run(step.operation, options) : this.#render(step.format, step.range, step.caption === undefined ? {} : { caption: step.caption }, options),
        };
      } catch (error) {
        outcome = { error };
      }
    }
  }

  /**
   * Downloads an image or video of this instance, to attach to a chat
   * message rather than post its link: `{ data, contentType, size, url }`;
   * see `@screencap/async`'s `download`. The bytes cross from the worker as
   * they are (a `Uint8Array`).
   * @throws {TypeError} before any request for a URL of another origin, with credentials, or not http(s).
   * @throws {MediaTooLargeError} for a file over `maxBytes` (default 10 MiB), read no further than that.
   * @throws {InvalidResponseError} (reason `content-type`) for an answer that is not `image/*` or `video/*`.
   * @throws {APIPageStatusError} for a status other than 200, a redirect to another origin included (`location`).
   * @example
   * ```ts
   * const file = client.download(screencap.getThumbnailUrl());
   * writeFileSync('thumb.jpg', file.data);
   * ```
   */
  download(url: string, options?: SyncDownloadOptions): DownloadedMedia {
    const { maxBytes, ...call } = options ?? {};
    const request = mediaRequest(this.url, url, maxBytes, this.options.mediaUserAgent);
    return this.#run(
      {
        request,
        parse: (response) => {
          const data = response.data ?? new Uint8Array(0);
          return { data, contentType: response.contentType, size: data.byteLength, url: response.finalUrl };
        },
      },
      call,
    );
  }

  /**
   * `GET <base><path>` of an endpoint the SDK does not model yet (such as
   * `api/detect-loop`), through the client's timeouts, retries, cache and
   * rate limit: the answer's JSON as it is. `options.query` is encoded.
   * @throws {TypeError} before any request for a path that leaves the instance (an absolute URL, `//`, `..`) or a bad query.
   * @throws {InvalidResponseError} for an answer that is not JSON.
   */
  get(path: string, options?: SyncGetOptions): JsonValue {
    return this.#run(instanceGet(this.url, path, options?.query), options, ['query']);
  }

  /**
   * A client of the same instance with some options changed (a caption
   * style, a timeout, headers, a log level, ...), sharing this one's worker,
   * cache, memoized renders, rate limit, `Retry-After` and connections, and,
   * for an `'auto'` client that stays `'auto'`, what it learns of the
   * instance's generation (a switch to `'2026'` holds for both). This
   * client is unchanged. `cache`, `rateLimit` and `redis` are what is shared,
   * so they cannot change (`TypeError`).
   * @throws {TypeError} | {RangeError} for a bad option, as the constructor
   * (`fetch`, `logger` and `hooks` with its message: not available in this flavour).
   * @example
   * ```ts
   * const quick = client.withOptions({ timeout: 5, captionStyle: { font: 'impact' } });
   * ```
   */
  withOptions(options: SyncClientOptions): ScreencapClient {
    // This flavour has no `fetch` (nor `logger`, `hooks`) to share: the constructor's reason, not the shared-state one.
    refuseAsyncOnly(options);
    const merged = mergeDerivedOptions(this.#given ?? {}, options);
    pendingRoot = this.#root ?? { client: this.#id, options: this.#transportOptions };
    try {
      return deriveClient(this, () => new ScreencapClient(this.url, this.title, merged));
    } finally {
      pendingRoot = undefined;
    }
  }

  /**
   * Closes the pooled connections of this client's configuration in the
   * worker. Idle connections never keep the process alive anyway; the worker
   * stays up for other clients.
   */
  close(): void {
    closeInWorker(this.#id);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(ScreencapClient.prototype);
