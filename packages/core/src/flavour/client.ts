import { BaseScreencapClient } from '../client/base-client.js';
import type { Operation, SearchResults } from '../client/operations.js';
import { type CallOptions, type RenderCallOptions, RENDER_CALL_KEYS, resolveCallOptions } from '../client/options.js';
import { resolveScreencapTarget } from '../client/screencap-target.js';
import { APIPageStatusError } from '../errors/api-page-status-error.js';
import type { Generation } from '../instances/generation.js';
import type { EpisodeViewJson } from '../schemas/screencap.js';
import type { DiscoverEntry, NavigatorEpisode, TranscriptLine } from '../models/discovery.js';
import type { Frame } from '../models/frame.js';
import { type RenderOptions, type RenderRange, planRender } from '../render/plan-render.js';
import type { RenderFormat } from '../render/render-job.js';
import { readGifUrl } from '../render/read-gif-url.js';
import { renderProgressOf } from '../render/parse-render.js';
import { describeValue } from '../shared/describe-value.js';
import type { Effect, Flow, Run } from '../shared/flow.js';
import type { FrameLike } from '../shared/frame-like.js';
import { type DownloadOptions, type DownloadedMedia, mediaRequest } from '../urls/media-request.js';
import { SEASON_FILTER_KEYS, type SeasonFilter } from '../urls/season-filter.js';
import { FIND_QUOTE_OPTION_KEYS, QUOTE_OPTION_KEYS } from '../quotes/quote-plan.js';
import { RANDOM_QUOTE_OPTION_KEYS, findQuoteFlow, findQuotesFlow, fromTokenFlow, randomQuoteFlow, type QuoteFlowScreencap } from '../quotes/quote-flow.js';
import type { QuoteLineSelection } from '../quotes/select-lines.js';
import type { FindQuoteOptions, QuoteHit, QuoteOptions, RandomQuoteOptions } from '../quotes/types.js';
import { type InstanceStatus, statusFlow } from '../client/status.js';
import { GET_OPTION_KEYS, type GetOptions, type JsonValue, instanceGet } from '../links/instance-get.js';
import { type UnfurledLink, unfurlSteps } from '../links/unfurl.js';

/**
 * A flavour of the client, as types: its effect (what a call returns for a
 * result), its screencap and quote match classes, and its options of a call.
 */
export interface ClientFlavour extends Effect {
  readonly screencap: QuoteFlowScreencap & { readonly frame: Frame };
  readonly quoteMatch: unknown;
  readonly call: CallOptions;
  readonly filterCall: CallOptions & SeasonFilter;
  readonly quoteCall: CallOptions & QuoteOptions;
  readonly renderCall: RenderCallOptions;
  readonly download: CallOptions & DownloadOptions;
  readonly get: CallOptions & GetOptions;
}

/** What a flavour's calls take beyond the shared options. */
export interface FlavourTraits {
  /** The call option keys beyond the shared ones (`signal`). */
  readonly callKeys: readonly string[];
  /** Whether render calls take `onProgress`. */
  readonly reportsProgress: boolean;
}

// The bytes of a media answer, as `download` gives them.
function downloadOperation(baseUrl: string, url: unknown, maxBytes: unknown, userAgent: string): Operation<DownloadedMedia> {
  return {
    request: mediaRequest(baseUrl, url, maxBytes, userAgent),
    parse: (response) => {
      const data = response.data ?? new Uint8Array(0);
      return { data, contentType: response.contentType, size: data.byteLength, url: response.finalUrl };
    },
  };
}

/**
 * Every operation of the interface, written once for both flavours: its
 * argument checks, its requests and its docs. A flavour only sends a request
 * (`send`: the async one through its transport, the sync one through its
 * worker) and drives a flow of several (`drive`). Each I/O method returns a
 * promise in `@screencap/async` (bad arguments and failures reject it) and
 * the value itself in `@screencap/sync` (they throw).
 *
 * @typeParam F - the flavour.
 */
export abstract class FlavourClient<F extends ClientFlavour> extends BaseScreencapClient<F['screencap']> {
  /**
   * Sends one request, its call options checked (`keys`: the option keys it
   * takes beyond the shared ones), and parses the answer; every failure goes
   * through `operations.explainFailure`. `plan` builds the operation (and
   * checks its arguments) inside the call, so that the async flavour rejects
   * rather than throws.
   */
  protected abstract send<Result>(
    plan: Operation<Result> | (() => Operation<Result>),
    options: unknown,
    keys?: readonly string[],
    renderStartedAt?: number,
    onLine?: (line: string) => void,
  ): Run<F, Result>;

  /** Runs a flow of requests: each step awaited (async) or blocking (sync). */
  protected abstract drive<Result>(flow: Flow<Result>): Run<F, Result>;

  /** Builds the flavour's quote match. */
  protected abstract createQuoteMatch(screencap: F['screencap'], quote: string, selection: QuoteLineSelection): F['quoteMatch'];

  /** What the flavour's calls take beyond the shared options. */
  protected abstract readonly traits: FlavourTraits;

  /** A client of the same instance with some options changed, sharing this one's cache, limits and connections. */
  abstract withOptions(options: { readonly maxRetries?: number }): FlavourClient<F>;

  /** Closes the client's pooled connections. */
  abstract close(): void;

  /**
   * A random screencap (`GET api/random`), within `seasonMin`..`seasonMax`
   * when given (2026 service).
   */
  getRandomScreencap(options?: F['filterCall']): Run<F, F['screencap']> {
    return this.send(() => this.operations.random(options), options, SEASON_FILTER_KEYS);
  }

  /**
   * The screencap at an episode key and timestamp, or at a frame's
   * (`GET api/caption`).
   * @throws {TypeError} for any other arguments.
   */
  getScreencap(episode: string, timestamp: number, options?: F['call']): Run<F, F['screencap']>;
  getScreencap(frame: FrameLike, options?: F['call']): Run<F, F['screencap']>;
  getScreencap(...args: unknown[]): Run<F, F['screencap']> {
    return this.drive(this.#screencapFlow(args));
  }

  *#screencapFlow(args: unknown[]): Flow<F['screencap']> {
    const { target, options } = resolveScreencapTarget(args);
    const operation = this.operations.screencap(target);
    return (yield () => this.send(operation, options)) as F['screencap'];
  }

  /**
   * The frames whose subtitles match `text` (`GET api/search`).
   * @throws {NoSearchResultsFound} when nothing matches.
   */
  search(text: string, options?: F['filterCall']): Run<F, SearchResults> {
    return this.send(() => this.operations.search(text, options), options, SEASON_FILTER_KEYS);
  }

  /**
   * The screencap of the first search result.
   * @throws {NoSearchResultsFound} when nothing matches.
   */
  searchForScreencap(text: string, options?: F['filterCall']): Run<F, F['screencap']> {
    return this.drive(this.#searchForScreencapFlow(text, options));
  }

  *#searchForScreencapFlow(text: string, options: F['filterCall'] | undefined): Flow<F['screencap']> {
    const [first] = (yield () => this.search(text, options)) as SearchResults;
    const { seasonMin: _min, seasonMax: _max, ...call } = options ?? {};
    return (yield () => this.getScreencap(first, call)) as F['screencap'];
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
   * const hits = await client.findQuotes('everything is coming up Milhouse', { seasonMin: 8, seasonFallback: true }); // sync: no await
   * hits[0]?.text; // 'Everything's coming up Milhouse!'
   * ```
   */
  findQuotes(quote: string, options?: F['quoteCall']): Run<F, QuoteHit[]> {
    return this.drive(findQuotesFlow(this.operations, this.url, quote, options, (operation) => this.send(operation, options, QUOTE_OPTION_KEYS)));
  }

  /**
   * The best hit of a quote (or the hit given) as a quote match: its
   * screencap, and the subtitle lines that say the quote, grown to whole
   * sentences, at most `maxLines`. Costs one search (none when given a hit)
   * and one caption request.
   * @throws {TypeError} | {RangeError} before any request for a bad quote, hit or option.
   * @throws {NoSearchResultsFound} when no hit is left.
   * @example
   * ```ts
   * const match = await client.findQuote('everything is coming up Milhouse'); // sync: no await
   * console.log(match.text, await match.getGifUrl());
   * ```
   */
  findQuote(quote: string | QuoteHit, options?: F['quoteCall'] & FindQuoteOptions): Run<F, F['quoteMatch']> {
    return this.drive(findQuoteFlow(this.operations, this.url, quote, options, this.#createMatch, (operation) => this.send(operation, options, FIND_QUOTE_OPTION_KEYS)));
  }

  readonly #createMatch = (screencap: F['screencap'], text: string, selection: QuoteLineSelection): F['quoteMatch'] => this.createQuoteMatch(screencap, text, selection);

  /**
   * A quote match around a random frame (for a command without a query):
   * the lines spoken there grown to whole sentences, as a search's match, at
   * most `maxLines`, within `seasonMin`..`seasonMax` (2026 service). One
   * `api/random` request; no caption request (the random answer carries the
   * frame's lines).
   * @throws {TypeError} | {RangeError} before any request for a bad option.
   * @example
   * ```ts
   * const match = await client.randomQuote({ seasonMin: 3, seasonMax: 8 }); // sync: no await
   * console.log(match.text, await match.getGifUrl());
   * ```
   */
  randomQuote(options?: F['call'] & RandomQuoteOptions): Run<F, F['quoteMatch']> {
    return this.drive(randomQuoteFlow(this.operations, options, this.#createMatch, (operation) => this.send(operation, options, RANDOM_QUOTE_OPTION_KEYS)));
  }

  /**
   * What a token of `hit.toToken()`, `match.toToken()` or
   * `screencap.toToken()` names, made again from one caption request: a
   * `QuoteHit` (its `text` the frame's line that best says its quote, on the
   * 2026 service), a quote match (the lines of its range; texts set with
   * `withTexts` are not carried; a match extended past its frame's lines
   * reads them with one `api/episode` request more), or the flavour's
   * screencap.
   * @throws {TypeError} before any request for a malformed token, or one
   *   made by a client of another instance (no request ever goes elsewhere).
   * @example
   * ```ts
   * // a Discord button's custom_id, set to match.toToken() when the message was posted:
   * const again = await client.fromToken(interaction.customId); // sync: no await
   * ```
   */
  fromToken(token: string, options?: F['call']): Run<F, QuoteHit | F['quoteMatch'] | F['screencap']> {
    const inUse = (): Generation => this.generation;
    const source = {
      url: this.url,
      operations: this.operations,
      has2026Texts: () => inUse() === '2026',
      createMatch: this.#createMatch,
      send: (operation: Operation<unknown>) => this.send(operation, options),
    };
    return this.drive(fromTokenFlow(source, token));
  }

  /**
   * Whether the instance answers, in one `GET api/random`, never retried
   * and never cached: `'up'` (a 200), `'moved'` (a redirect to another
   * origin, with `location`, never followed), `'down'` (a connection error,
   * a timeout, any other status such as a 5xx), and `ms` it took. It does
   * not throw for a down instance.
   * @throws {TypeError} | {RangeError} for a bad option; an abort by the caller's `signal`.
   * @example
   * ```ts
   * const { state, location } = await client.status(); // sync: no await
   * if (state !== 'up') await reply(state === 'moved' ? `moved to ${location}` : 'is down');
   * ```
   */
  status(options?: F['call']): Run<F, InstanceStatus> {
    return this.drive(this.#statusFlow(options));
  }

  *#statusFlow(options: F['call'] | undefined): Flow<InstanceStatus> {
    resolveCallOptions(options, this.traits.callKeys);
    // A client of the same instance that does not retry: a down instance is told at once.
    const once = this.withOptions({ maxRetries: 0 });
    return yield* statusFlow(
      this.url,
      (operation) => once.send(operation, options),
      () => {
        once.close();
      },
    );
  }

  /**
   * The valid frames from `before` ms before `timestamp` to `after` ms after it,
   * for a gif maker (`GET api/frames`).
   */
  getFrames(episode: string, timestamp: number, before: number, after: number, options?: F['call']): Run<F, Frame[]> {
    return this.send(() => this.operations.frames(episode, timestamp, before, after), options);
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
  getNearbyFrames(episode: string, timestamp: number, options?: F['call']): Run<F, Frame[]> {
    return this.drive(this.#nearbyFlow(episode, timestamp, options));
  }

  *#nearbyFlow(episode: string, timestamp: number, options: F['call'] | undefined): Flow<Frame[]> {
    try {
      const nearby = this.operations.nearby(episode, timestamp);
      return (yield () => this.send(nearby, options)) as Frame[];
    } catch (error) {
      // An 'auto' client not sure yet: a 2026 instance has no api/nearby, and its api/caption says so.
      const retry = this.operations.nearbyAfterFailure(episode, timestamp, error);
      if (retry === undefined) throw error;
      return (yield () => this.send(retry, options)) as Frame[];
    }
  }

  /** The episode's record and its subtitles from `start` to `end` ms (`GET api/episode`). */
  viewEpisode(episode: string, start: number, end: number, options?: F['call']): Run<F, EpisodeViewJson> {
    return this.send(() => this.operations.episode(episode, start, end), options);
  }

  /**
   * Asks the service to render a gif URL and gives the direct URL of the
   * rendered file. Classic service: a GET of the URL, following its
   * redirects. 2026 service: a classic gif URL of this instance
   * (`gif/<key>/<start>/<end>.gif?b64lines=...`) is rendered through
   * `POST api/render/gif/stream`, its caption as one overlay; a `video/` URL
   * of this instance comes back unchanged, without a request. On an `'auto'`
   * client not sure yet, a classic gif URL of this instance that answers
   * `410 Gone` switches it to `'2026'`, and the clip is rendered as above.
   * @throws {TypeError} before any request, on the 2026 service, for any other URL.
   * @throws {APIPageStatusError} when the final status is not 200 (a `410` on a `'classic'` client: its message says that the instance runs the 2026 generation).
   * @example
   * ```ts
   * const file = await client.generateGif(`${client.url}gif/S05E01/1000/4000.gif`); // sync: no await
   * ```
   */
  generateGif(gifUrl: string, options?: F['call']): Run<F, string> {
    return this.drive(this.#generateGifFlow(gifUrl, options));
  }

  *#generateGifFlow(gifUrl: string, options: F['call'] | undefined): Flow<string> {
    if (this.generation === '2026') return yield* this.#generateGif2026Flow(gifUrl, options);
    try {
      const operation = this.operations.generateGif(gifUrl);
      return (yield () => this.send(operation, options)) as string;
    } catch (error) {
      // The 410 that showed an 'auto' client the 2026 generation (the call changed it: hence the cast): do what a 2026 client does.
      if ((this.generation as string) === '2026' && error instanceof APIPageStatusError && error.pageStatus === 410) return yield* this.#generateGif2026Flow(gifUrl, options);
      throw error;
    }
  }

  *#generateGif2026Flow(gifUrl: string, options: F['call'] | undefined): Flow<string> {
    const reading = readGifUrl(this.url, gifUrl);
    if (reading.kind === 'rendered') {
      resolveCallOptions(options, this.traits.callKeys);
      return reading.url;
    }
    return yield* this.#renderFlow('gif', reading.range, reading.caption === undefined ? {} : { caption: reading.caption }, options);
  }

  /** Moments the service suggests (`GET api/discover`, 2026 service). */
  discover(options?: F['call']): Run<F, DiscoverEntry[]> {
    return this.send(() => this.operations.discover(), options);
  }

  /** Every episode, with frames to browse (`GET api/navigator`, 2026 service). */
  navigator(options?: F['call']): Run<F, NavigatorEpisode[]> {
    return this.send(() => this.operations.navigator(), options);
  }

  /** The subtitles near a time (`GET api/transcript`, 2026 service). */
  getTranscript(episode: string, timestamp: number, options?: F['call']): Run<F, TranscriptLine[]> {
    return this.send(() => this.operations.transcript(episode, timestamp), options);
  }

  // `onProgress` split off the call options, for a flavour that reports progress.
  #progressOf(callOptions: unknown): { onProgress: ((progress: number) => void) | undefined; call: unknown } {
    if (!this.traits.reportsProgress) return { onProgress: undefined, call: callOptions };
    const { onProgress, ...call } = (callOptions ?? {}) as { onProgress?: unknown };
    if (onProgress !== undefined && typeof onProgress !== 'function') {
      throw new TypeError(`onProgress must be a function, got ${describeValue(onProgress)}`);
    }
    return { onProgress: onProgress as ((progress: number) => void) | undefined, call };
  }

  *#renderFlow(format: RenderFormat, target: unknown, renderOptions: unknown, callOptions: unknown): Flow<string> {
    const { job, probe } = planRender(target, renderOptions, this.fonts, this.options.captionStyle);
    const { onProgress, call } = this.#progressOf(callOptions);
    // Built (and checked against the service's limits) before the probe: nothing is sent for a job the service would refuse.
    const stream = this.operations.render(format, job);
    // One renderTimeout for the probe and the stream together: a probe that never ends must not hold the render past it.
    const renderStartedAt = Date.now();
    if (probe) {
      const check = this.operations.renderCheck(format, job);
      const cached = (yield () => this.send(check, call, RENDER_CALL_KEYS, renderStartedAt)) as string | undefined;
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
    const onLine = !this.traits.reportsProgress
      ? undefined
      : (line: string): void => {
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
      url = (yield () => this.send(stream, call, RENDER_CALL_KEYS, renderStartedAt, onLine)) as string;
    } catch (error) {
      // The callback threw first: its error is the one to report, even when the stream then failed too.
      throw callbackError ? callbackError.error : error;
    }
    if (callbackError) throw callbackError.error;
    return url;
  }

  /**
   * Renders a gif on the 2026 service and gives its absolute URL, in one
   * request: of a screencap or frame (from `before` ms before it to `after`
   * ms after it, kept within a screencap's `minTimestamp` and
   * `maxTimestamp`) or of `{ key, start, end }`. Without a caption, a
   * screencap's subtitle lines that overlap the clip are drawn, each while it
   * is spoken; a frame or range gets none. Progress goes to `onProgress`
   * (async only: the sync flavour's calling thread is blocked). With
   * `probe: true`, asks first whether the clip is already rendered.
   * @throws {TypeError} | {RangeError} before any request for a bad target or option, or captions over the service's limits.
   * @throws {RenderError} when the service reports a failure.
   * @example
   * ```ts
   * const url = await client.renderGif(screencap, { caption: 'Woo!' }, { onProgress: (p) => bar.update(p) });
   * ```
   */
  renderGif(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: F['renderCall']): Run<F, string> {
    return this.drive(this.#renderFlow('gif', target, options, callOptions));
  }

  /**
   * Renders an mp4 on the 2026 service through `POST api/render/mp4`; see
   * `renderGif`. No public client shows that endpoint's answer: it is read
   * as the gif stream's, and any other answer fails with an
   * `InvalidResponseError` naming the endpoint.
   * @throws {RenderError} when the service reports a failure.
   */
  renderMp4(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: F['renderCall']): Run<F, string> {
    return this.drive(this.#renderFlow('mp4', target, options, callOptions));
  }

  /**
   * Reads a link people paste (`caption/`, `img/`, classic `meme/`, `gif/`
   * and `mp4/`, `comic/img?b64=`, `video/`, ...) of this client's instance:
   * what it points at, the screencap of its frame, and a link that works on
   * this client's generation; `undefined`, without a request, for any other
   * text (`parseScreencapUrl` under the client's base URL).
   *
   * Requests: one caption request (none for a `video/` link); when the frame
   * no longer exists (`404`), one frames request around it and the caption of
   * the nearest frame of the episode (`moved: true`); on a 2026 client, a
   * classic `gif/`/`mp4/` link is rendered (one more request).
   * @throws {APIPageStatusError} when the episode has no frame near the link's either.
   * @example
   * ```ts
   * const unfurled = await client.unfurl(message.text); // sync: no await
   * if (unfurled?.screencap) await reply(unfurled.screencap.title, unfurled.link);
   * ```
   */
  unfurl(url: string, options?: F['call']): Run<F, UnfurledLink<F['screencap']> | undefined> {
    // The generation is read when the link is made, after the caption answer that may have switched an 'auto' client.
    const inUse = (): Generation => this.generation;
    const source = {
      url: this.url,
      operations: this.operations,
      get generation() {
        return inUse();
      },
      send: (operation: Operation<unknown>) => this.send(operation, options),
      render: (format: RenderFormat, range: RenderRange, caption: string | undefined) =>
        this.drive(this.#renderFlow(format, range, caption === undefined ? {} : { caption }, options)),
    };
    return this.drive(unfurlSteps(source, url));
  }

  /**
   * Downloads an image or video of this instance, to attach to a chat
   * message rather than post its link: `{ data, contentType, size, url }`.
   * Sends the site as `Referer` and a browser's `User-Agent` (option
   * `mediaUserAgent`), as the CDN requires. Redirects are followed within
   * the instance's origin only; timeouts, retries and the rate limit apply;
   * the bytes are never cached (the sync flavour's cross from its worker as
   * they are, a `Uint8Array`).
   * @throws {TypeError} before any request for a URL of another origin, with credentials, or not http(s).
   * @throws {RangeError} for a `maxBytes` that is not a positive integer.
   * @throws {MediaTooLargeError} for a file over `maxBytes` (default 10 MiB), read no further than that.
   * @throws {InvalidResponseError} (reason `content-type`) for an answer that is not `image/*` or `video/*`.
   * @throws {APIPageStatusError} for a status other than 200, a redirect to another origin included (`location`).
   * @example
   * ```ts
   * const file = await client.download(await screencap.getGifUrl(), { maxBytes: 8 * 1024 * 1024 }); // sync: no await
   * await channel.send({ files: [{ attachment: Buffer.from(file.data), name: 'clip.gif' }] });
   * ```
   */
  download(url: string, options?: F['download']): Run<F, DownloadedMedia> {
    const { maxBytes, ...call } = (options ?? {}) as DownloadOptions;
    return this.send(() => downloadOperation(this.url, url, maxBytes, this.options.mediaUserAgent), call);
  }

  /**
   * `GET <base><path>` of an endpoint the SDK does not model yet (such as
   * `api/detect-loop`), through the client's timeouts, retries, cache, rate
   * limit (and, async only, hooks and logs): the answer's JSON, as it is
   * (not validated further). `options.query` is encoded into the URL.
   * @throws {TypeError} before any request for a path that leaves the instance (an absolute URL, `//`, `..`) or a bad query.
   * @throws {InvalidResponseError} for an answer that is not JSON.
   * @example
   * ```ts
   * const loop = await client.get('api/detect-loop', { query: { episode: 'S05E01', start: 1000, end: 4000 } }); // sync: no await
   * ```
   */
  get(path: string, options?: F['get']): Run<F, JsonValue> {
    return this.send(() => instanceGet(this.url, path, options?.query), options, GET_OPTION_KEYS);
  }
}
