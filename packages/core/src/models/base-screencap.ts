import { formatCaption } from '../caption/format-caption.js';
import { jsonToCaption } from '../caption/json-to-caption.js';
import { formatRealTimestamp } from '../caption/real-timestamp.js';
import type { ScreencapJson } from '../schemas/screencap.js';
import type { SubtitleJson } from '../schemas/subtitle.js';
import { type ComicOptions, type ComicPanelInput, comicUrl, defaultCaptionOf, resolveComicPanels } from '../comics/comic-url.js';
import { assertOptionsObject } from '../internal/arguments.js';
import { fontProfileFor } from '../instances.js';
import { normalizeBaseUrl } from '../urls/base-url.js';

/** A screencap's comic panel options: its captions, without the frame. */
export type ComicPanelOptions = Omit<ComicPanelInput, 'frame'>;
import { clipUrlTemplate, imageUrl, memeUrl } from '../urls/media.js';
import { cleanMetadataText as cleanText } from './clean-metadata-text.js';
import { type ClipPlan, type ClipRenderOptions, clipRenderOptions, clipUrlFromFrames, planClip } from './clip.js';
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
  /** The gif URL template, with `{key}`, `{start}`, `{end}` and `{caption}` placeholders. */
  readonly gifUrl: string;
  /** The mp4 URL template, with `{key}`, `{start}`, `{end}` and `{caption}` placeholders. */
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
   * The URL of the image with a caption written on it. A caption given is used
   * as given; without one, the screencap's own caption, formatted and
   * shortened by `formatCaption` with its defaults.
   * @throws {TypeError} when `caption` is given and is not a string.
   */
  getMemeUrl(caption?: string): string {
    // Only a missing caption takes the default: null is a caller's mistake, refused by memeUrl.
    if (caption !== undefined) return memeUrl(this.#baseUrl, this.key, this.timestamp, caption);
    return memeUrl(this.#baseUrl, this.key, this.timestamp, formatCaption(this.caption));
  }

  /**
   * The URL of this screencap as a one-panel comic (2026 service), with its
   * own caption formatted, or with the captions you give.
   * @param options - `caption` (as given) with a `style`, or `overlays`; `layout`.
   * @throws {TypeError} | {RangeError} for a bad option, or a font the instance does not have.
   * @example
   * ```ts
   * screencap.getComicUrl({ style: { font: 'comicneue', color: '#ffff00' } });
   * ```
   */
  getComicUrl(options?: ComicPanelOptions & ComicOptions): string {
    const given: unknown = options;
    assertOptionsObject(given, 'comic options');
    const { layout, ...panel }: ComicPanelOptions & ComicOptions = given ?? {};
    const captionOrDefault = panel.caption === undefined && panel.overlays === undefined ? defaultCaptionOf(this) : panel.caption;
    const fonts = this.#client.fonts ?? fontProfileFor(this.#baseUrl);
    const panels = resolveComicPanels([{ ...panel, caption: captionOrDefault, frame: this }], fonts);
    return comicUrl(this.#baseUrl, panels, layout === undefined ? {} : { layout });
  }

  /**
   * Checks `getGifUrl`/`getMp4Url` options and fills in their defaults
   * (before any request).
   */
  protected planClip(options: unknown): ClipPlan {
    return planClip(this, options);
  }

  /**
   * Checks `getGifUrl`/`getMp4Url` options for a render on the 2026 service
   * (before any request): the window, and the caption only when given.
   */
  protected clipRenderOptions(options: unknown): ClipRenderOptions {
    return clipRenderOptions(options);
  }

  /** The clip URL for a plan and the frames found in its window. */
  protected clipUrlFromFrames(format: 'gif' | 'mp4', plan: ClipPlan, frames: readonly Frame[]): string {
    return clipUrlFromFrames(this.#baseUrl, format, plan, frames);
  }
}
