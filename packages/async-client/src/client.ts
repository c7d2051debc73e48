import {
  BaseScreencapClient,
  type EpisodeViewJson,
  type Frame,
  type SearchResults,
  type FrameLike,
  type Operation,
  type ScreencapJson,
  resolveCallOptions,
  resolveScreencapTarget,
} from '@screencap/core';
import { type Transport, createTransport } from './internal/transport.js';
import type { AsyncCallOptions, AsyncClientOptions } from './options.js';
import { AsyncScreencap } from './screencap.js';
import { VERSION } from './version.js';

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
    super(url, title, options, ['fetch']);
    const fetch = options?.fetch;
    if (fetch !== undefined && typeof fetch !== 'function') {
      throw new TypeError('fetch must be a function');
    }
    this.#transport = createTransport({ ...this.options, fetch, product: `@screencap/async/${VERSION}` });
  }

  protected createScreencap(json: ScreencapJson): AsyncScreencap {
    return new AsyncScreencap(this, json);
  }

  async #run<Result>(operation: Operation<Result>, options: unknown): Promise<Result> {
    const call = resolveCallOptions(options, ['signal']) as AsyncCallOptions;
    if (call.signal !== undefined && !(call.signal instanceof AbortSignal)) {
      throw new TypeError('signal must be an AbortSignal');
    }
    return operation.parse(await this.#transport.send(operation.request, call));
  }

  /** A random screencap (`GET api/random`). */
  async getRandomScreencap(options?: AsyncCallOptions): Promise<AsyncScreencap> {
    return this.#run(this.operations.random(), options);
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
  async search(text: string, options?: AsyncCallOptions): Promise<SearchResults> {
    return this.#run(this.operations.search(text), options);
  }

  /**
   * The screencap of the first search result.
   * @throws {NoSearchResultsFound} (as a rejection) when nothing matches.
   */
  async searchForScreencap(text: string, options?: AsyncCallOptions): Promise<AsyncScreencap> {
    const [first] = await this.search(text, options);
    return this.getScreencap(first, options);
  }

  /**
   * The valid frames from `before` ms before `timestamp` to `after` ms after it,
   * for a gif maker (`GET api/frames`).
   */
  async getFrames(episode: string, timestamp: number, before: number, after: number, options?: AsyncCallOptions): Promise<Frame[]> {
    return this.#run(this.operations.frames(episode, timestamp, before, after), options);
  }

  /** The seven frames around a timestamp, for "more from this scene" (`GET api/nearby`). */
  async getNearbyFrames(episode: string, timestamp: number, options?: AsyncCallOptions): Promise<Frame[]> {
    return this.#run(this.operations.nearby(episode, timestamp), options);
  }

  /** The episode's record and its subtitles from `start` to `end` ms (`GET api/episode`). */
  async viewEpisode(episode: string, start: number, end: number, options?: AsyncCallOptions): Promise<EpisodeViewJson> {
    return this.#run(this.operations.episode(episode, start, end), options);
  }

  /**
   * Asks the service to render a gif URL (from `getGifUrl`) and resolves to the
   * direct URL of the rendered file, after redirects.
   * @throws {APIPageStatusError} (as a rejection) when the final status is not 200 (the 2026 service answers 410).
   */
  async generateGif(gifUrl: string, options?: AsyncCallOptions): Promise<string> {
    return this.#run(this.operations.generateGif(gifUrl), options);
  }

  /** Closes the client's pooled connections. Idle ones never keep a process alive anyway. */
  close(): void {
    this.#transport.close();
  }
}
