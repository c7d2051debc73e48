import { APIPageStatusError } from '../errors/api-page-status-error.js';
import { InvalidResponseError } from '../errors/invalid-response-error.js';
import { NoSearchResultsFound } from '../errors/no-search-results-found.js';
import { describeGivenUrl } from '../errors/redact-url.js';
import { cleanMetadataText } from '../models/clean-metadata-text.js';
import { Frame, type InstanceSource } from '../models/frame.js';
import { answerDetails, parseJsonResponse } from '../schemas/parse-response.js';
import type { EpisodeViewJson, ScreencapJson } from '../schemas/screencap.js';
import { type Generation, needs2026Error } from '../instances/generation.js';
import {
  captionRequestUrl,
  episodeRequestUrl,
  framesRequestUrl,
  nearbyRequestUrl,
  randomRequestUrl,
  searchRequestUrl,
} from '../urls/endpoints.js';
import type { DiscoverEntry, NavigatorEpisode, TranscriptLine } from '../models/discovery.js';
import { parseRenderCheck, parseRenderStream } from '../render/parse-render.js';
import { type RenderFormat, type RenderJob, renderRequestBody, renderRequestUrl } from '../render/render-job.js';
import { assertRenderLimits } from '../render/render-limits.js';
import { assertEpisodeKey, assertMilliseconds } from '../shared/arguments.js';
import { queryString } from '../urls/encoding.js';
import { imageUrl } from '../urls/media.js';
import { checkOwnUrl, pathUnderBase } from '../urls/own-url.js';
import type { HttpRequest, HttpResponse } from '../shared/http.js';
import type { ScreencapTarget } from './screencap-target.js';
import { GenerationState, explainGenerationFailure, generationSwitchMessage, screencapAnswerSign, searchAnswerSign } from './generation-state.js';

/** Search results: never empty, since no match raises `NoSearchResultsFound`. */
export type SearchResults = [Frame, ...Frame[]];

/**
 * One call of the interface, split where the flavours differ: the request as
 * plain data (checked and built before anything is sent), and how to turn the
 * response into the result. A flavour only moves the request over the wire.
 */
export interface Operation<Result> {
  /** The request to send, as plain data. */
  readonly request: HttpRequest;
  /** Turns the successful response into the result, or throws the SDK error it stands for (a bad body, no match, a failed render). */
  parse(response: HttpResponse): Result;
}

function get<Result>(url: string, parse: (request: HttpRequest, response: HttpResponse) => Result): Operation<Result> {
  const request: HttpRequest = { method: 'GET', url, expect: 'json' };
  return { request, parse: (response) => parse(request, response) };
}

/**
 * The operations of one instance. Both flavours' clients hold one and differ
 * only in how they run it.
 *
 * @typeParam Screencap - the flavour's screencap class.
 */
export class ScreencapOperations<Screencap> {
  readonly #source: InstanceSource;
  readonly #createScreencap: (json: ScreencapJson) => Screencap;
  readonly #state: GenerationState;
  readonly #onSwitch: (message: string) => void;

  /**
   * @param source - the instance (its `url` already normalized).
   * @param createScreencap - builds the flavour's screencap from a validated response.
   * @param generation - the generation of the service the instance runs, or
   *   the client's state of it (read at each call: an `'auto'` one may switch).
   * @param onSwitch - told the line to log (at `info`) when an answer switches an `'auto'` client to `'2026'`.
   */
  constructor(
    source: InstanceSource,
    createScreencap: (json: ScreencapJson) => Screencap,
    generation: Generation | GenerationState = 'classic',
    onSwitch: (message: string) => void = () => undefined,
  ) {
    this.#source = source;
    this.#createScreencap = createScreencap;
    this.#state = typeof generation === 'string' ? new GenerationState(generation) : generation;
    this.#onSwitch = onSwitch;
  }

  get #generation(): Generation {
    return this.#state.current;
  }

  // An answer showed a 2026-only sign: an unsure 'auto' client switches, once, and says so.
  #observe(sign: string | undefined): void {
    if (sign !== undefined && this.#state.observe()) this.#onSwitch(generationSwitchMessage(this.#source.url, sign));
  }

  // 2026-only operations are refused, before any request, on a client told 'classic'; an unsure 'auto' one asks.
  #require2026(what: string): void {
    if (this.#state.fixedClassic) throw needs2026Error(what, this.#source.url, 'classic');
  }

  /**
   * What a failed request of this instance means for the generation (see
   * `explainGenerationFailure`): the error to throw in its place. Both
   * flavours pass every failure of their requests through it.
   */
  explainFailure(request: HttpRequest, error: unknown): unknown {
    return explainGenerationFailure(this.#state, this.#source.url, request, error, this.#onSwitch);
  }

  // The 2026 service sends Nearby on api/caption only when asked, and has no api/nearby.
  #captionUrl(episode: unknown, timestamp: unknown, withNearby: boolean): string {
    const url = captionRequestUrl(this.#source.url, episode, timestamp);
    return withNearby ? `${url}&nearby=1` : url;
  }

  #frames(request: HttpRequest, response: HttpResponse): Frame[] {
    return parseJsonResponse(request, response, 'frameListJsonSchema').map((json) => new Frame(this.#source, json));
  }

  #screencap(request: HttpRequest, response: HttpResponse): Screencap {
    const json = parseJsonResponse(request, response, 'screencapJsonSchema');
    // Before the screencap is built: its links are of the generation its own answer shows.
    this.#observe(screencapAnswerSign(json, new URL(request.url).pathname.endsWith('/api/random') ? 'api/random' : 'api/caption'));
    return this.#createScreencap(json);
  }

  /** `getRandomScreencap(filter?)`; the season filter is read from `filter` (other keys ignored). */
  random(filter?: unknown): Operation<Screencap> {
    return get(randomRequestUrl(this.#source.url, filter), (request, response) => this.#screencap(request, response));
  }

  /** `getScreencap(...)`, once its arguments are resolved; on the 2026 service it asks for `Nearby` (`nearby=1`). */
  screencap(target: ScreencapTarget): Operation<Screencap> {
    const url = this.#captionUrl(target.episode, target.timestamp, this.#generation === '2026');
    return get(url, (request, response) => this.#screencap(request, response));
  }

  /** `search(text)`: raises `NoSearchResultsFound` rather than return an empty list. */
  search(text: unknown, filter?: unknown): Operation<SearchResults> {
    const url = searchRequestUrl(this.#source.url, text, filter);
    return get(url, (request, response) => {
      const items = parseJsonResponse(request, response, 'frameListJsonSchema');
      this.#observe(searchAnswerSign(items));
      const frames = items.map((json) => new Frame(this.#source, json));
      if (frames.length === 0) throw new NoSearchResultsFound({ query: text as string, url });
      // The list itself, not a copy: it has a first frame.
      return frames as SearchResults;
    });
  }

  /** `getFrames(episode, timestamp, before, after)` */
  frames(episode: unknown, timestamp: unknown, before: unknown, after: unknown): Operation<Frame[]> {
    const url = framesRequestUrl(this.#source.url, episode, timestamp, before, after);
    return get(url, (request, response) => this.#frames(request, response));
  }

  /**
   * `getNearbyFrames(episode, timestamp)`: `api/nearby` on the classic
   * service; on the 2026 service the `Nearby` frames of
   * `api/caption?e&t&nearby=1` (an answer without them is invalid).
   */
  nearby(episode: unknown, timestamp: unknown): Operation<Frame[]> {
    if (this.#generation === '2026') {
      return get(this.#captionUrl(episode, timestamp, true), (request, response) =>
        parseJsonResponse(request, response, 'nearbyCaptionJsonSchema').Nearby.map((json) => new Frame(this.#source, json)),
      );
    }
    const url = nearbyRequestUrl(this.#source.url, episode, timestamp);
    return get(url, (request, response) => this.#frames(request, response));
  }

  /**
   * What `getNearbyFrames` sends after `api/nearby` failed, or `undefined`
   * to throw `error` as it is. The 2026 service has no `api/nearby` (a
   * `404` for any key), so an `'auto'` client not yet sure of the
   * generation asks `api/caption?e&t&nearby=1`: an answer with a 2026 sign
   * switches it and gives the `Nearby` frames; an answer without one (a
   * classic instance) throws `error`; a `404` there is the key unknown.
   * @param error - what `api/nearby` failed with (explained by {@link ScreencapOperations.explainFailure}).
   */
  nearbyAfterFailure(episode: unknown, timestamp: unknown, error: unknown): Operation<Frame[]> | undefined {
    if (!this.#state.unsure || !(error instanceof APIPageStatusError) || error.pageStatus !== 404) return undefined;
    return get(this.#captionUrl(episode, timestamp, true), (request, response) => {
      const json = parseJsonResponse(request, response, 'screencapJsonSchema');
      const sign = screencapAnswerSign(json, 'api/caption');
      if (sign === undefined) throw error;
      this.#observe(sign);
      return parseJsonResponse(request, response, 'nearbyCaptionJsonSchema').Nearby.map((frame) => new Frame(this.#source, frame));
    });
  }

  /** `viewEpisode(episode, start, end)` */
  episode(episode: unknown, start: unknown, end: unknown): Operation<EpisodeViewJson> {
    const url = episodeRequestUrl(this.#source.url, episode, start, end);
    return get(url, (request, response) => parseJsonResponse(request, response, 'episodeViewJsonSchema'));
  }

  /** `discover()` (2026 service): moments the service suggests. */
  discover(): Operation<DiscoverEntry[]> {
    this.#require2026('discover');
    return get(`${this.#source.url}api/discover`, (request, response) =>
      parseJsonResponse(request, response, 'discoverJsonSchema').map((json) => ({
        key: json.Episode,
        timestamp: json.Timestamp,
        content: json.Content,
        title: cleanMetadataText(json.Title),
        imageUrl: imageUrl(this.#source.url, json.Episode, json.Timestamp),
        json,
      })),
    );
  }

  /** `navigator()` (2026 service): every episode with frames to browse. */
  navigator(): Operation<NavigatorEpisode[]> {
    this.#require2026('navigator');
    return get(`${this.#source.url}api/navigator`, (request, response) =>
      parseJsonResponse(request, response, 'navigatorJsonSchema').map((json) => ({
        key: json.Key,
        season: json.Season,
        episode: json.EpisodeNumber,
        title: cleanMetadataText(json.Title),
        airDate: cleanMetadataText(json.OriginalAirDate),
        frames: json.Frames,
        json,
      })),
    );
  }

  /** `getTranscript(episode, timestamp)` (2026 service): the subtitles near a time. */
  transcript(episode: unknown, timestamp: unknown): Operation<TranscriptLine[]> {
    this.#require2026('getTranscript');
    assertEpisodeKey(episode);
    assertMilliseconds(timestamp, 'timestamp');
    const url = `${this.#source.url}api/transcript${queryString([['e', episode], ['t', timestamp]])}`;
    return get(url, (request, response) =>
      parseJsonResponse(request, response, 'transcriptJsonSchema').map((json) => ({
        id: json.Id,
        key: json.Episode,
        startTimestamp: json.StartTimestamp,
        endTimestamp: json.EndTimestamp,
        content: json.Content,
        json,
      })),
    );
  }

  #renderRequest(format: RenderFormat, job: RenderJob, checkOnly: boolean): HttpRequest {
    this.#require2026(format === 'gif' ? 'renderGif' : 'renderMp4');
    const body = renderRequestBody(job, checkOnly);
    assertRenderLimits(job, body);
    return { method: 'POST', url: renderRequestUrl(this.#source.url, format), expect: checkOnly ? 'json' : 'ndjson', body };
  }

  /**
   * Asks whether a render is cached (2026 service): its absolute URL if it is, `undefined` if not.
   * @throws {RangeError} for a job over the service's limits (before any request).
   */
  renderCheck(format: RenderFormat, job: RenderJob): Operation<string | undefined> {
    const request = this.#renderRequest(format, job, true);
    return { request, parse: (response) => parseRenderCheck(this.#source.url, request, response) };
  }

  /**
   * Renders (2026 service), reading the progress stream to the absolute URL
   * of the result. The mp4 endpoint's answer is read as the gif stream's: any
   * other answer fails with an error naming that endpoint.
   * @throws {RangeError} for a job over the service's limits (before any request).
   */
  render(format: RenderFormat, job: RenderJob): Operation<string> {
    const request = this.#renderRequest(format, job, false);
    return { request, parse: (response) => parseRenderStream(this.#source.url, request, response) };
  }

  /**
   * `generateGif(gifUrl)`: a GET whose redirects (within the gif URL's
   * origin) lead to the rendered file; the result is the URL that answered.
   * @throws {TypeError} when `gifUrl` is not an absolute http(s) URL of this
   *   instance (its origin, under its base path), or carries credentials
   *   (named without them): bots pass user links, and no request may reach
   *   another host.
   */
  generateGif(gifUrl: unknown): Operation<string> {
    let parsed: URL | undefined;
    try {
      parsed = typeof gifUrl === 'string' ? new URL(gifUrl) : undefined;
    } catch {
      parsed = undefined;
    }
    const shown = describeGivenUrl(gifUrl);
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw new TypeError(`gifUrl must be an absolute http(s) URL, got ${shown}`);
    }
    if (parsed.username !== '' || parsed.password !== '') {
      throw new TypeError(`gifUrl must not carry credentials (user-info), got ${shown}`);
    }
    if (pathUnderBase(parsed, this.#source.url) === undefined) {
      throw new TypeError(`gifUrl must be a URL of this instance (${this.#source.url}), got ${shown}`);
    }
    const request: HttpRequest = { method: 'GET', url: parsed.href, expect: 'final-url' };
    return { request, parse: (response) => ownFinalUrl(request, response) };
  }
}

// A fetch that follows redirects itself reports where it ended: that URL is
// handed back only when it is of the gif URL's own origin, as the transport's
// own redirect rule guarantees.
function ownFinalUrl(request: HttpRequest, response: HttpResponse): string {
  const check = checkOwnUrl(response.finalUrl, request.url);
  if (check.ok) return check.href;
  throw new InvalidResponseError({
    ...answerDetails(request, response),
    reason: 'schema',
    issues: [{ path: ['url'], message: `the URL that answered ${check.problem}` }],
  });
}
