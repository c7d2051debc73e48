import { formatCaption } from '../caption/format-caption.js';
import { jsonToCaption } from '../caption/json-to-caption.js';
import { formatRealTimestamp } from '../caption/real-timestamp.js';
import type { ScreencapJson } from '../schemas/screencap.js';
import type { SubtitleJson } from '../schemas/subtitle.js';
import { type ComicOptions, type ComicPanelInput, comicUrlOf, defaultCaptionOf, resolveComicPanels } from '../comics/comic-url.js';
import { captionedStillUrl } from './meme.js';
import type { OverlayStyle } from '../comics/overlay.js';
import { stripPanels } from '../comics/strip.js';
import { needs2026Error, startingGeneration } from '../instances/generation.js';
import { assertKnownKeys, assertMilliseconds, assertOptionsObject } from '../shared/arguments.js';
import { type FontProfile, fontProfileFor } from '../instances/instances.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { comicEditorUrl, episodePageUrl, gifEditorUrl, similarPageUrl } from '../urls/editors.js';
import { encodeToken } from '../urls/token.js';
import { clipUrlTemplate, imageUrl } from '../urls/media.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from './clip.js';

/** A screencap's comic panel options: its captions, without the frame. */
export type ComicPanelOptions = Omit<ComicPanelInput, 'frame'>;

/** Options of `screencap.getComicStripUrl()`. */
export interface ComicStripOptions extends ComicOptions {
  /** The style of every line's caption, laid over the client's `captionStyle`. @default the client's `captionStyle`, else the instance's defaults */
  readonly style?: OverlayStyle;
}

/** Options of `screencap.getGifEditorUrl()`: the stretch the editor opens on. */
export interface GifEditorOptions {
  /** How far before the screencap, in ms. @default 3000 */
  readonly before?: number;
  /** How far after the screencap, in ms. @default 4000 */
  readonly after?: number;
}
import { cleanMetadataText as cleanText } from './clean-metadata-text.js';
import { type ClipOptions, type ClipPlan, type ClipRenderOptions, clipRenderOptions, clipUrlFromFrames, planClip, windowAround } from './clip.js';
import { Frame, type InstanceSource } from './frame.js';

/**
 * What both flavours' screencaps share: every field of the interface and
 * every operation that needs no request. `AsyncScreencap` (from
 * `@screencap/async`) and `Screencap` (from `@screencap/sync`) add
 * `getGifUrl` and `getMp4Url`, which ask the service for frames.
 *
 * @typeParam Client - the client that built the screencap.
 */
export abstract class BaseScreencap<Client extends InstanceSource = InstanceSource> {
  /** The raw caption or random response the screencap was built from. */
  readonly json: ScreencapJson;
  /** The representative frame. */
  readonly frame: Frame;
  /** The episode's identifier, as the service reports it (the frame's is `frame.id`). */
  readonly id: number;
  /** The episode key of the representative frame, such as `S05E01`. */
  readonly key: string;
  /** The timestamp of the representative frame, in ms. */
  readonly timestamp: number;
  /** The episode number within its season. */
  readonly episode: number;
  /** The season number. */
  readonly season: number;
  /** The episode's title (stray line breaks removed). */
  readonly title: string;
  /** The episode's director(s). */
  readonly director: string;
  /** The episode's writer(s). */
  readonly writer: string;
  /** The original air date, as the service writes it (`9-Jan-00` before 2026, `2000-01-09` since). */
  readonly airDate: string;
  /** The URL of the episode's wiki page. */
  readonly wikiUrl: string;
  /** Every subtitle line of the screencap, joined (see `jsonToCaption`). */
  readonly caption: string;
  /**
   * The classic gif URL template of the instance,
   * `{base}gif/{key}/{start}/{end}.gif?b64lines={caption}` (`{start}`/`{end}`
   * in ms, `{caption}` the caption's `encodeCaption`, `''` for none), as the
   * screencap interface defines it, on every generation.
   *
   * On a 2026 instance the filled template is not a link to post: the
   * service answers such paths `410 Gone`. Pass it to `client.generateGif(url)`,
   * which renders that clip with that caption (one request) and returns the
   * rendered file's URL; or use `getGifUrl()`.
   * @example
   * ```ts
   * const url = screencap.gifUrl
   *   .replace('{key}', screencap.key)
   *   .replace('{start}', String(screencap.timestamp - 1000))
   *   .replace('{end}', String(screencap.timestamp + 2000))
   *   .replace('{caption}', encodeCaption('Hi'));
   * const gif = await client.generateGif(url); // 2026: <base>video/<key>/<token>.gif
   * ```
   */
  readonly gifUrl: string;
  /**
   * The classic mp4 URL template of the instance,
   * `{base}mp4/{key}/{start}/{end}.mp4?b64lines={caption}`, filled as
   * {@link BaseScreencap.gifUrl | gifUrl} is.
   *
   * On a 2026 instance the filled template is not a link to post (the service
   * answers `410 Gone`), and `generateGif()` refuses it (it makes gifs): get
   * the mp4 with `getMp4Url()`, or `client.renderMp4({ key, start, end }, { caption })`
   * for the template's values.
   */
  readonly mp4Url: string;
  /** The subtitle lines shown during the screencap. */
  readonly subtitles: readonly SubtitleJson[];
  /** The frames around this one (seven, in time order), when the service sent them. */
  readonly nearby: readonly Frame[];
  /**
   * The timestamp of the episode's first frame, in ms: the response's
   * top-level `MinTimestamp` (2026 service); `undefined` when absent.
   */
  readonly minTimestamp: number | undefined;
  /**
   * The timestamp of the episode's last frame, in ms: the response's
   * top-level `MaxTimestamp` (2026 service); `undefined` when absent.
   */
  readonly maxTimestamp: number | undefined;
  /** The width of the episode's video in pixels: `Episode.VideoWidth` (2026 service); `undefined` when absent. */
  readonly videoWidth: number | undefined;
  /** The height of the episode's video in pixels: `Episode.VideoHeight` (2026 service); `undefined` when absent. */
  readonly videoHeight: number | undefined;
  // Private so that screencaps compare equal across flavours.
  readonly #client: Client;
  readonly #baseUrl: string;

  /**
   * @param client - the client that produced the screencap.
   * @param json - the raw caption or random response (already validated by the client).
   */
  constructor(client: Client, json: ScreencapJson) {
    this.#client = client;
    this.#baseUrl = normalizeBaseUrl(client.url);
    const episode = json.Episode;
    this.json = json;
    this.frame = new Frame(client, json.Frame);
    this.id = episode.Id;
    this.key = this.frame.key;
    this.timestamp = this.frame.timestamp;
    this.episode = episode.EpisodeNumber;
    this.season = episode.Season;
    this.title = cleanText(episode.Title);
    this.director = cleanText(episode.Director);
    this.writer = cleanText(episode.Writer);
    this.airDate = cleanText(episode.OriginalAirDate);
    this.wikiUrl = episode.WikiLink.trim();
    this.caption = jsonToCaption(json);
    this.gifUrl = clipUrlTemplate(this.#baseUrl, 'gif');
    this.mp4Url = clipUrlTemplate(this.#baseUrl, 'mp4');
    this.subtitles = json.Subtitles;
    this.nearby = (json.Nearby ?? []).map((frame) => new Frame(client, frame));
    this.minTimestamp = json.MinTimestamp;
    this.maxTimestamp = json.MaxTimestamp;
    this.videoWidth = episode.VideoWidth;
    this.videoHeight = episode.VideoHeight;
  }

  /** The client that produced this screencap. */
  protected get client(): Client {
    return this.#client;
  }

  /** The timestamp as `mm:ss` (minutes not capped at 59). */
  getRealTimestamp(): string {
    return formatRealTimestamp(this.timestamp);
  }

  /** The direct URL of the image, without caption. */
  getImageUrl(): string {
    return imageUrl(this.#baseUrl, this.key, this.timestamp);
  }

  /**
   * The URL of a small image of the frame, for pickers and embeds: on a
   * 2026 instance `img/<key>/<ts>/medium.jpg`, on a classic one the full
   * image `img/<key>/<ts>.jpg`. See `Frame.getThumbnailUrl`.
   */
  getThumbnailUrl(): string {
    return this.frame.getThumbnailUrl();
  }

  /**
   * The URL of the image with a caption written on it. A caption given is used
   * as given; without one, the screencap's own caption, formatted and
   * shortened by `formatCaption` with its defaults.
   *
   * On a classic instance, `meme/<key>/<ts>.jpg?b64lines=...`. On a 2026
   * instance (whose `meme/` is gone), a one-panel comic, `comic/img?b64=...`,
   * the caption its one overlay in the client's `captionStyle` (none for an
   * empty caption, or a silent screencap). Never `meme/` there.
   * @throws {TypeError} when `caption` is given and is not a string; {RangeError} (2026) for a caption over the service's limits.
   */
  getMemeUrl(caption?: string): string {
    // Only a missing caption takes the default: null is a caller's mistake, refused by the builders.
    if (caption === undefined) return captionedStillUrl(this.#client, this.#baseUrl, this, formatCaption(this.caption));
    return captionedStillUrl(this.#client, this.#baseUrl, this, caption);
  }

  /**
   * This screencap as a comic panel: its frame with its own caption,
   * formatted by `formatCaption` (none for a silent screencap). A screencap
   * given where a panel is expected (`client.getComicUrl([screencap, ...])`)
   * stands for this.
   * @example
   * ```ts
   * client.getComicUrl([first.toComicPanel(), { frame: second.frame, caption: 'Ha!' }]);
   * ```
   */
  toComicPanel(): ComicPanelInput {
    const caption = defaultCaptionOf(this);
    return caption === undefined || caption === '' ? { frame: this.frame } : { frame: this.frame, caption };
  }

  /**
   * The URL of this screencap as a one-panel comic (2026 service), with its
   * own caption formatted, or with the captions you give, laid over the
   * client's `captionStyle`.
   * @param options - `caption` (as given) with a `style`, or `overlays`; `layout`.
   * @throws {TypeError} when the client's generation in use is not `'2026'`,
   *   before anything else: a classic instance has no `comic/img` (its
   *   captioned still is `getMemeUrl(caption)`).
   * @throws {TypeError} | {RangeError} for a bad option, an unknown font, or a service limit passed.
   * @example
   * ```ts
   * screencap.getComicUrl({ style: { font: 'comicneue', color: '#ffff00' } });
   * ```
   */
  getComicUrl(options?: ComicPanelOptions & ComicOptions): string {
    this.#assert2026('getComicUrl');
    const given: unknown = options;
    assertOptionsObject(given, 'comic options');
    const { layout, ...panel }: ComicPanelOptions & ComicOptions = given ?? {};
    const captionOrDefault = panel.caption === undefined && panel.overlays === undefined ? defaultCaptionOf(this) : panel.caption;
    const fonts = this.#fonts();
    const panels = resolveComicPanels([{ ...panel, caption: captionOrDefault, frame: this }], fonts, this.#captionStyle());
    return comicUrlOf(this.#baseUrl, panels, layout === undefined ? {} : { layout }, fonts);
  }

  /**
   * The URL of a comic strip of this screencap (2026 service): one panel per
   * subtitle line, the first 4, each the frame nearest the line's start among
   * those the screencap knows (its own and `nearby`; no request), with the
   * line, formatted by `formatCaption`, as its caption in the client's
   * `captionStyle` under `style`. A screencap without subtitles gives one
   * panel of its frame without caption. Layout as `client.getComicUrl`.
   * @throws {TypeError} when the client's generation in use is not `'2026'`,
   *   before anything else, like `getComicUrl`.
   * @throws {TypeError} | {RangeError} for a bad option, an unknown font, or a service limit passed.
   * @example
   * ```ts
   * screencap.getComicStripUrl({ layout: 'tall' });
   * ```
   */
  getComicStripUrl(options?: ComicStripOptions): string {
    this.#assert2026('getComicStripUrl');
    const given: unknown = options;
    assertOptionsObject(given, 'comic strip options');
    assertKnownKeys(given ?? {}, ['layout', 'style'], 'comic strip');
    const { layout, style }: ComicStripOptions = given ?? {};
    const fonts = this.#fonts();
    const panels = resolveComicPanels(stripPanels(this, style), fonts, this.#captionStyle());
    return comicUrlOf(this.#baseUrl, panels, layout === undefined ? {} : { layout }, fonts);
  }

  /**
   * The 2026 site's comic editor opened on this frame:
   * `{base}comicmaker/<key>/<ts>`.
   * @throws {TypeError} on a classic client: the classic sites have no editor
   *   pages, and a link to a page that does not exist would fail only when
   *   clicked (give the client `generation: '2026'` if the instance runs it).
   * @example
   * ```ts
   * screencap.getComicEditorUrl(); // 'https://frinkiac.com/comicmaker/S05E01/200160'
   * ```
   */
  getComicEditorUrl(): string {
    this.#assert2026('getComicEditorUrl');
    return comicEditorUrl(this.#baseUrl, this.key, this.timestamp);
  }

  /**
   * The 2026 site's gif editor opened on the stretch around this frame:
   * `{base}bettermaker/<key>/<start>/<end>`, from `timestamp - before` to
   * `timestamp + after`, kept within the episode (0, and the response's
   * `minTimestamp`/`maxTimestamp` when known). No request is made.
   * @throws {TypeError} on a classic client (no editor pages there, as
   *   `getComicEditorUrl`), or for an unknown option; {RangeError} for a
   *   `before` or `after` that is not a non-negative integer.
   * @example
   * ```ts
   * screencap.getGifEditorUrl({ before: 1000, after: 2000 }); // 'https://frinkiac.com/bettermaker/S05E01/199160/202160'
   * ```
   */
  getGifEditorUrl(options?: GifEditorOptions): string {
    this.#assert2026('getGifEditorUrl');
    const given: unknown = options;
    assertOptionsObject(given, 'gif editor options');
    assertKnownKeys(given ?? {}, ['before', 'after'], 'gif editor');
    const { before = DEFAULT_CLIP_BEFORE, after = DEFAULT_CLIP_AFTER }: GifEditorOptions = given ?? {};
    assertMilliseconds(before, 'before');
    assertMilliseconds(after, 'after');
    // The same window a 2026 render of this screencap covers.
    const { start, end } = windowAround(this, before, after);
    return gifEditorUrl(this.#baseUrl, this.key, start, end);
  }

  /**
   * The 2026 site's page browsing the episode from this frame,
   * `{base}episode/<key>/<ts>` (what a chat bot's episode card links). No
   * request. What the page shows is not known beyond that.
   * @throws {TypeError} on a client not working as `'2026'` (a `'classic'`
   *   client, or an `'auto'` one not sure yet).
   * @example
   * ```ts
   * screencap.getEpisodePageUrl(); // 'https://frinkiac.com/episode/S05E01/200160'
   * ```
   */
  getEpisodePageUrl(): string {
    this.#assert2026('getEpisodePageUrl');
    return episodePageUrl(this.#baseUrl, this.key, this.timestamp);
  }

  /**
   * The 2026 site's "find similar" page of this frame,
   * `{base}similar/<key>/<ts>`. No request. What the page shows is not known
   * beyond that.
   * @throws {TypeError} on a client not working as `'2026'` (a `'classic'`
   *   client, or an `'auto'` one not sure yet).
   * @example
   * ```ts
   * screencap.getSimilarPageUrl(); // 'https://frinkiac.com/similar/S05E01/200160'
   * ```
   */
  getSimilarPageUrl(): string {
    this.#assert2026('getSimilarPageUrl');
    return similarPageUrl(this.#baseUrl, this.key, this.timestamp);
  }

  /**
   * A URL-safe token (`A-Z a-z 0-9 - _`, at most 100 characters: a Discord
   * button's `custom_id`) naming this screencap's episode and frame, bound
   * to its instance: `client.fromToken(token)` gives the screencap back (one
   * caption request); a client of another instance refuses it.
   * @throws {RangeError} for an episode key too long to fit.
   * @example
   * ```ts
   * const button = new ButtonBuilder().setCustomId(screencap.toToken()).setLabel('Another line');
   * // later: const again = await client.fromToken(interaction.customId);
   * ```
   */
  toToken(): string {
    return encodeToken(this.#baseUrl, { kind: 'screencap', key: this.key, timestamp: this.timestamp });
  }

  #fonts(): FontProfile {
    return this.#client.fonts ?? fontProfileFor(this.#baseUrl);
  }

  #captionStyle(): OverlayStyle | undefined {
    return this.#client.options?.captionStyle;
  }

  #assert2026(method: string): void {
    const option = this.#client.options?.generation;
    const generation = this.#client.generation ?? startingGeneration(this.#baseUrl, option);
    // The classic sites have no comic/img nor editor pages: a link there would fail only when opened.
    if (generation !== '2026') throw needs2026Error(method, this.#baseUrl, option);
  }

  /**
   * Checks `getGifUrl`/`getMp4Url` options and fills in their defaults
   * (before any request). Typed for TypeScript callers; checked again at
   * run time for JavaScript ones.
   */
  protected planClip(options: ClipOptions | undefined): ClipPlan {
    return planClip(this, options);
  }

  /**
   * Checks `getGifUrl`/`getMp4Url` options for a render on the 2026 service
   * (before any request): the window, and the caption only when given.
   */
  protected clipRenderOptions(options: ClipOptions | undefined): ClipRenderOptions {
    return clipRenderOptions(options);
  }

  /** The clip URL for a plan and the frames found in its window. */
  protected clipUrlFromFrames(format: 'gif' | 'mp4', plan: ClipPlan, frames: readonly Frame[]): string {
    return clipUrlFromFrames(this.#baseUrl, format, plan, frames);
  }
}
