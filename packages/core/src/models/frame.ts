import { formatRealTimestamp } from '../caption/real-timestamp.js';
import { captionedStillUrl } from './meme.js';
import { startingGeneration } from '../instances/generation.js';
import { checkedThumbnailUrl } from './thumbnail.js';
import { assertEpisodeKey, assertMilliseconds } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import type { FrameJson } from '../schemas/frame.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { keyPathSegment } from '../urls/encoding.js';
import { checkedImageUrl } from '../urls/media.js';
import { cleanMetadataText } from './clean-metadata-text.js';

import type { InstanceSource } from './instance-source.js';

export type { InstanceSource };

// The base URL of each frame, for the tokens of what holds one (a quote hit).
const FRAME_BASES = new WeakMap<object, string>();

/** The base URL of the instance a frame comes from, or `undefined` for an object that is no `Frame`. */
export function baseUrlOfFrame(frame: object): string | undefined {
  return FRAME_BASES.get(frame);
}

/**
 * One video frame: an entry of search, frames or nearby results, or the frame
 * of a screencap. Read-only.
 *
 * @example
 * ```ts
 * const [frame] = await client.search('hello');
 * console.log(frame.key, frame.getRealTimestamp(), frame.getMemeUrl('Hello!'));
 * ```
 */
export class Frame {
  // The public fields are declared, not emitted as class fields, and set in
  // the constructor in this order (their order in Object.keys and JSON).
  /** The raw object the frame was built from, unknown keys included. */
  declare readonly json: FrameJson;
  /** The frame's identifier. */
  declare readonly id: number;
  /** The episode key, such as `S05E01`. */
  declare readonly key: string;
  /** Where the frame sits in its episode, in ms. */
  declare readonly timestamp: number;
  /** The direct URL of the frame's image, without caption. */
  declare readonly imageUrl: string;
  /** On 2026 search results: the subtitle that matched; otherwise `undefined`. */
  declare readonly content: string | undefined;
  /** On 2026 search results: the episode's title; otherwise `undefined`. */
  declare readonly title: string | undefined;
  // Private so that a model compares equal whichever client built it.
  readonly #baseUrl: string;
  readonly #source: InstanceSource;

  /**
   * @param source - the client (or anything with the instance's `url`) the frame comes from.
   * @param json - the raw frame: `{ Id, Episode, Timestamp }`.
   * @throws {TypeError} when `json` lacks those fields or they have the wrong types.
   */
  constructor(source: InstanceSource, json: FrameJson) {
    const raw = json as Partial<FrameJson> | null | undefined;
    if (
      typeof raw !== 'object' || raw === null ||
      !Number.isInteger(raw.Id) || typeof raw.Episode !== 'string' ||
      !Number.isInteger(raw.Timestamp) || (raw.Timestamp ?? -1) < 0
    ) {
      throw new TypeError(`json must be a frame with integer Id, string Episode and non-negative integer Timestamp, got ${describeValue(json)}`);
    }
    this.#baseUrl = normalizeBaseUrl(source.url);
    this.#source = source;
    FRAME_BASES.set(this, this.#baseUrl);
    // What the image URL needs, checked now as when it was built here: a bad key or timestamp fails at construction.
    assertEpisodeKey(json.Episode);
    assertMilliseconds(json.Timestamp, 'timestamp');
    const self = this as { -readonly [Key in 'json' | 'id' | 'key' | 'timestamp' | 'imageUrl' | 'content' | 'title']: Frame[Key] };
    self.json = json;
    self.id = json.Id;
    self.key = json.Episode;
    self.timestamp = json.Timestamp;
    // imageUrl() without its checks, made above. (Built eagerly: built on first
    // read, it would cost more, since an own accessor property, which toEqual
    // and JSON need, takes longer to define than the URL takes to build.)
    self.imageUrl = checkedImageUrl(this.#baseUrl, keyPathSegment(json.Episode), json.Timestamp);
    self.content = typeof json.Content === 'string' ? json.Content : undefined;
    self.title = typeof json.Title === 'string' ? cleanMetadataText(json.Title) : undefined;
  }

  /**
   * The URL of the frame's image with `caption` written on it, used as given
   * (not formatted: see `formatCaption`).
   *
   * On a classic instance, `meme/<key>/<ts>.jpg?b64lines=...`, without
   * `b64lines` for no caption. On a 2026 instance (whose `meme/` is gone), a
   * one-panel comic, `comic/img?b64=...`, the caption its one overlay in the
   * client's `captionStyle`; no caption (or an empty one) gives a panel with
   * no overlay. Never `meme/` there.
   * @throws {TypeError} when `caption` is given and is not a string; {RangeError} (2026) for a caption over the service's limits.
   * @example
   * ```ts
   * frame.getMemeUrl('Hello!'); // on Frinkiac: 'https://frinkiac.com/comic/img?b64=...'
   * ```
   */
  getMemeUrl(caption?: string): string {
    return captionedStillUrl(this.#source, this.#baseUrl, this, caption);
  }

  /**
   * The URL of a small image of the frame, for pickers and embeds: on a
   * 2026 instance `img/<key>/<ts>/medium.jpg`, on a classic one (which has no
   * smaller rendition) the full image `img/<key>/<ts>.jpg`.
   * @example
   * ```ts
   * frame.getThumbnailUrl(); // on Frinkiac: 'https://frinkiac.com/img/S05E01/200160/medium.jpg'
   * ```
   */
  getThumbnailUrl(): string {
    return checkedThumbnailUrl(this.#baseUrl, this.key, this.timestamp, this.#source.generation ?? startingGeneration(this.#baseUrl, this.#source.options?.generation));
  }

  /** The timestamp as `mm:ss` (minutes not capped at 59). */
  getRealTimestamp(): string {
    return formatRealTimestamp(this.timestamp);
  }
}
