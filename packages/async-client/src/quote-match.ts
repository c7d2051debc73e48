import { BaseQuoteMatch, type QuoteClipOptions, type QuoteLineSelection } from '@screencap/core/internal';
import type { ScreencapClient } from './client.js';
import type { AsyncRenderCallOptions } from './options.js';
import type { AsyncScreencap } from './screencap.js';

/**
 * A quote found by the asynchronous client (`client.findQuote`): the
 * screencap, the lines that say the quote (whole sentences, each timed), and
 * what to post. `getGifUrl` and `getMp4Url` render (2026 service) and so
 * return promises; the comic links need no request.
 */
export class AsyncQuoteMatch extends BaseQuoteMatch<AsyncScreencap> {
  readonly #client: ScreencapClient;

  /**
   * @param client - the client that found the match.
   * @param screencap - the screencap of the hit's frame.
   * @param quote - the text the lines were chosen by.
   * @param selection - the chosen lines.
   */
  constructor(client: ScreencapClient, screencap: AsyncScreencap, quote: string, selection: QuoteLineSelection) {
    super(client, screencap, quote, selection);
    this.#client = client;
  }

  async #clip(format: 'gif' | 'mp4', options: QuoteClipOptions | undefined, callOptions: AsyncRenderCallOptions | undefined): Promise<string> {
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
   * @throws {TypeError} | {RangeError} (as a rejection, before any request) for a bad option.
   * @throws {RenderError} (as a rejection) when the service reports a failed render.
   * @example
   * ```ts
   * const match = await client.findQuote('the build is green');
   * await match.getGifUrl(); // 'https://frinkiac.com/video/S01E01/....gif'
   * ```
   */
  async getGifUrl(options?: QuoteClipOptions, callOptions?: AsyncRenderCallOptions): Promise<string> {
    return this.#clip('gif', options, callOptions);
  }

  /**
   * The mp4 of the match; see {@link AsyncQuoteMatch.getGifUrl} (2026
   * service: rendered through `POST api/render/mp4`).
   * @throws {RenderError} (as a rejection) when the service reports a failed render.
   */
  async getMp4Url(options?: QuoteClipOptions, callOptions?: AsyncRenderCallOptions): Promise<string> {
    return this.#clip('mp4', options, callOptions);
  }
}
