import { BaseQuoteMatch, type QuoteClipOptions, type QuoteLineSelection } from '@screencap/core/internal';
import type { ScreencapClient } from './client.js';
import type { SyncCallOptions } from './options.js';
import type { Screencap } from './screencap.js';
import { throwAtCaller } from './internal/caller-stack.js';

/**
 * A quote found by the blocking client (`client.findQuote`): the screencap,
 * the lines that say the quote (whole sentences, each timed), and what to
 * post. The same fields and operations as `@screencap/async`'s, returning
 * values instead of promises.
 */
export class QuoteMatch extends BaseQuoteMatch<Screencap> {
  readonly #client: ScreencapClient;

  /**
   * @param client - the client that found the match.
   * @param screencap - the screencap of the hit's frame.
   * @param quote - the text the lines were chosen by.
   * @param selection - the chosen lines.
   */
  constructor(client: ScreencapClient, screencap: Screencap, quote: string, selection: QuoteLineSelection) {
    super(client, screencap, quote, selection);
    this.#client = client;
  }

  #clip(format: 'gif' | 'mp4', options: QuoteClipOptions | undefined, callOptions: SyncCallOptions | undefined): string {
    if (this.#client.generation !== '2026') return this.classicClipUrl(format, options);
    const { target, options: render } = this.renderJobOf(options);
    return format === 'gif' ? this.#client.renderGif(target, render, callOptions) : this.#client.renderMp4(target, render, callOptions);
  }

  /**
   * The gif of the match, `start` to `end`, with one caption per line, each
   * shown while its line is spoken (in the client's `captionStyle` under
   * `style`). 2026 service: one render request, memoized like every render
   * (a second call sends nothing while the client's cache holds it); the
   * absolute URL of the rendered file. Classic service: the `gif/` URL of
   * that window with the lines as its caption, without a request.
   * @throws {TypeError} | {RangeError} before any request for a bad option.
   * @throws {RenderError} when the service reports a failed render.
   * @example
   * ```ts
   * const match = client.findQuote('the build is green');
   * match.getGifUrl(); // 'https://frinkiac.com/video/S01E01/....gif'
   * ```
   */
  getGifUrl(options?: QuoteClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clip('gif', options, callOptions);
  }

  /**
   * The mp4 of the match; see {@link QuoteMatch.getGifUrl} (2026 service:
   * rendered through `POST api/render/mp4`).
   * @throws {RenderError} when the service reports a failed render.
   */
  getMp4Url(options?: QuoteClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clip('mp4', options, callOptions);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(QuoteMatch.prototype);
