import type { Generation } from '../instances/generation.js';
import { BaseScreencap } from '../models/base-screencap.js';
import type { ClipOptions } from '../models/clip.js';
import type { Frame, InstanceSource } from '../models/frame.js';
import { BaseQuoteMatch, type QuoteClipOptions, type QuoteMatchClient, type QuoteMatchScreencap } from '../quotes/quote-match.js';
import type { QuoteLineSelection } from '../quotes/select-lines.js';
import type { RenderOptions, RenderRange } from '../render/plan-render.js';
import type { ClipFormat } from '../urls/media.js';
import type { Effect, Flow, Run } from '../shared/flow.js';
import type { EpisodeViewJson } from '../schemas/screencap.js';
import { type ExtendOptions, extendedLines, planExtend } from '../quotes/extend.js';
import { quoteLineSelection } from '../quotes/select-lines.js';
import type { FrameLike } from '../shared/frame-like.js';

/**
 * What a flavour's screencap and quote match call on their client: the
 * instance, its generation, the frames of a window and the renders.
 * @typeParam E - the flavour's effect.
 * @typeParam Call - the flavour's options of a call.
 */
export interface ClipClient<E extends Effect, Call> extends InstanceSource {
  readonly generation: Generation;
  getFrames(episode: string, timestamp: number, before: number, after: number, options?: Call): Run<E, Frame[]>;
  renderGif(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: Call): Run<E, string>;
  renderMp4(target: FrameLike | RenderRange, options?: RenderOptions, callOptions?: Call): Run<E, string>;
  viewEpisode(episode: string, start: number, end: number, options?: Call): Run<E, EpisodeViewJson>;
}

// One render of the client, by format.
function renderOf<E extends Effect, Call>(client: ClipClient<E, Call>, format: ClipFormat, target: FrameLike | RenderRange, options: RenderOptions, callOptions: Call | undefined): Run<E, string> {
  return format === 'gif' ? client.renderGif(target, options, callOptions) : client.renderMp4(target, options, callOptions);
}

/**
 * A screencap of a client flavour: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the frames of the clip
 * (classic service) or render it (2026 service): a promise in
 * `@screencap/async`, the URL itself in `@screencap/sync`.
 * @typeParam E - the flavour's effect.
 * @typeParam Call - the flavour's options of a call.
 */
export abstract class ClipScreencap<E extends Effect, Call> extends BaseScreencap<ClipClient<E, Call>> {
  /** Runs a flow of requests: each step awaited (async) or blocking (sync). */
  protected abstract drive<Result>(flow: Flow<Result>): Run<E, Result>;

  *#clipFlow(format: ClipFormat, options: ClipOptions | undefined, callOptions: Call | undefined): Flow<string> {
    if (this.client.generation === '2026') {
      const render = this.clipRenderOptions(options);
      return (yield () => renderOf(this.client, format, this, render, callOptions)) as string;
    }
    const plan = this.planClip(options);
    const frames = (yield () => this.client.getFrames(plan.key, plan.timestamp, plan.before, plan.after, callOptions)) as Frame[];
    return this.clipUrlFromFrames(format, plan, frames);
  }

  /**
   * The URL of a gif around this screencap. Classic service: the gif URL,
   * its start and end taken from the frames the service finds in the window.
   * 2026 service: the absolute URL of the rendered file (`video/...`), from
   * one `POST api/render/gif/stream` of the window `timestamp - before` to
   * `timestamp + after`, kept within `minTimestamp`/`maxTimestamp`.
   * @param options - caption (as given; default: classic, own caption
   *   formatted; 2026, one overlay per subtitle line, timed with the speech),
   *   before (3000 ms), after (4000 ms).
   * @throws {NoFramesFound} when the window holds no frame (classic).
   * @throws {RenderError} when the service reports a failed render (2026).
   * @example
   * ```ts
   * const url = await screencap.getGifUrl({ caption: 'Hi!', after: 2000 }); // sync: no await
   * ```
   */
  getGifUrl(options?: ClipOptions, callOptions?: Call): Run<E, string> {
    return this.drive(this.#clipFlow('gif', options, callOptions));
  }

  /**
   * The URL of an mp4 around this screencap; see `getGifUrl` (2026 service:
   * rendered through `POST api/render/mp4`).
   * @throws {NoFramesFound} when the window holds no frame (classic).
   * @throws {RenderError} when the service reports a failed render (2026).
   */
  getMp4Url(options?: ClipOptions, callOptions?: Call): Run<E, string> {
    return this.drive(this.#clipFlow('mp4', options, callOptions));
  }
}

/** What an extended match reads of its screencap: the episode's bounds. */
export interface QuoteBounds {
  readonly minTimestamp: number | undefined;
  readonly maxTimestamp: number | undefined;
}

type QuoteSubtitleLike = EpisodeViewJson['Subtitles'][number];

// The end of an episode view when the episode's last frame is not known: any episode ends before it (about 24 days).
const EPISODE_END = 2 ** 31 - 1;

/**
 * A quote found by a client flavour (`client.findQuote`): the screencap, the
 * lines that say the quote (whole sentences, each timed), and what to post.
 * `getGifUrl` and `getMp4Url` render (2026 service): a promise in
 * `@screencap/async`, the URL itself in `@screencap/sync`; the comic links
 * need no request.
 * @typeParam E - the flavour's effect.
 * @typeParam Screencap - the flavour's screencap class.
 * @typeParam Call - the flavour's options of a render call.
 */
export abstract class ClipQuoteMatch<E extends Effect, Screencap extends QuoteMatchScreencap & QuoteBounds, Call> extends BaseQuoteMatch<Screencap> {
  readonly #client: ClipClient<E, Call>;

  /**
   * @param client - the client that found the match.
   * @param screencap - the screencap of the hit's frame.
   * @param quote - the text the lines were chosen by.
   * @param selection - the chosen lines.
   */
  constructor(client: QuoteMatchClient & ClipClient<E, Call>, screencap: Screencap, quote: string, selection: QuoteLineSelection) {
    super(client, screencap, quote, selection);
    this.#client = client;
  }

  /** Runs a flow of requests: each step awaited (async) or blocking (sync). */
  protected abstract drive<Result>(flow: Flow<Result>): Run<E, Result>;

  *#clipFlow(format: ClipFormat, options: QuoteClipOptions | undefined, callOptions: Call | undefined): Flow<string> {
    if (this.#client.generation !== '2026') return this.classicClipUrl(format, options);
    const { target, options: render } = this.renderJobOf(options);
    return (yield () => renderOf(this.#client, format, target, render, callOptions)) as string;
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
   * const match = await client.findQuote('the build is green'); // sync: no await
   * await match.getGifUrl(); // 'https://frinkiac.com/video/S01E01/....gif'
   * ```
   */
  getGifUrl(options?: QuoteClipOptions, callOptions?: Call): Run<E, string> {
    return this.drive(this.#clipFlow('gif', options, callOptions));
  }

  /**
   * A match with `before` more lines at its start and `after` more at its
   * end (negative numbers remove lines), from the episode's subtitles: one
   * `api/episode` request for the episode's lines when a line is added, none
   * when lines are only removed. Texts set with `withTexts` stay on the
   * lines kept; the range and `text` follow the lines; the quote stays.
   * @throws {TypeError} for a bad option; {RangeError} before any request
   *   for a result outside 1 to 8 lines, and after the request for one past
   *   the episode's first or last line.
   * @example
   * ```ts
   * const longer = await match.extend({ before: 1 }); // sync: no await
   * const shorter = await match.extend({ after: -1 }); // no request
   * ```
   */
  extend(options: ExtendOptions, callOptions?: Call): Run<E, this> {
    return this.drive(this.#extendFlow(options, callOptions));
  }

  *#extendFlow(options: ExtendOptions, callOptions: Call | undefined): Flow<this> {
    const plan = planExtend(options, this.lines.length);
    const screencap = this.screencap;
    let episode: readonly QuoteSubtitleLike[] | undefined;
    if (plan.before > 0 || plan.after > 0) {
      // The whole episode (to its last frame when known), so "past its first or last line" is a fact, not a guess.
      const view = (yield () => this.#client.viewEpisode(screencap.key, 0, screencap.maxTimestamp ?? EPISODE_END, callOptions)) as EpisodeViewJson;
      episode = view.Subtitles;
    }
    const lines = extendedLines(this.selectedLines, screencap.timestamp, plan, episode);
    return this.withSelection(quoteLineSelection(lines, this.quote, screencap, { start: this.start, end: this.end }));
  }

  /**
   * The mp4 of the match; see `getGifUrl` (2026 service: rendered through
   * `POST api/render/mp4`).
   * @throws {RenderError} when the service reports a failed render.
   */
  getMp4Url(options?: QuoteClipOptions, callOptions?: Call): Run<E, string> {
    return this.drive(this.#clipFlow('mp4', options, callOptions));
  }
}
