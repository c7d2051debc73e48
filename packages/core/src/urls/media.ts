import { encodeCaption } from '../caption/encode-caption.js';
import { assertEpisodeKey, assertMilliseconds, assertString } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { pathSegment, queryString } from './encoding.js';

// An empty or missing caption is no caption: the same URL, without b64lines,
// for memes, gifs and mp4s alike.
function captionQuery(caption: string | undefined): string {
  return caption === undefined || caption === '' ? '' : queryString([['b64lines', encodeCaption(caption)]]);
}

/** The kinds of clip the service renders. */
export type ClipFormat = 'gif' | 'mp4';

/**
 * The direct image of a frame, without caption: `{base}img/<key>/<ts>.jpg`.
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 */
export function imageUrl(baseUrl: string, episode: string, timestamp: number): string {
  assertString(baseUrl, 'baseUrl');
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return checkedImageUrl(baseUrl, pathSegment(episode), timestamp);
}

/**
 * {@link imageUrl} of a key already escaped and a timestamp already checked
 * (a non-negative integer needs no escaping): for a model that checks its
 * fields once, at construction.
 */
export function checkedImageUrl(baseUrl: string, keySegment: string, timestamp: number): string {
  return `${baseUrl}img/${keySegment}/${timestamp}.jpg`;
}

/**
 * The image of a frame with a caption written on it:
 * `{base}meme/<key>/<ts>.jpg?b64lines=<caption>`. The caption is used as given
 * (not formatted); with no caption, or an empty one, the URL has no `b64lines`.
 * @throws {TypeError} | {RangeError} for a bad key, timestamp or caption.
 */
export function memeUrl(baseUrl: string, episode: string, timestamp: number, caption?: string): string {
  assertString(baseUrl, 'baseUrl');
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  if (caption !== undefined) assertString(caption, 'caption');
  const query = captionQuery(caption);
  return `${baseUrl}meme/${pathSegment(episode)}/${pathSegment(timestamp)}.jpg${query}`;
}

/**
 * A gif or mp4 of a stretch of an episode with a caption:
 * `{base}gif/<key>/<start>/<end>.gif?b64lines=<caption>` (or `mp4`). The
 * caption is used as given; an empty one leaves out `b64lines`.
 * @throws {TypeError} | {RangeError} for a bad key, times or caption, or an `end` before `start`.
 */
export function clipUrl(
  baseUrl: string,
  format: ClipFormat,
  episode: string,
  start: number,
  end: number,
  caption: string,
): string {
  assertString(baseUrl, 'baseUrl');
  // For JS callers: TypeScript ones cannot pass anything else.
  const givenFormat: unknown = format;
  if (givenFormat !== 'gif' && givenFormat !== 'mp4') {
    throw new (typeof givenFormat === 'string' ? RangeError : TypeError)(`format must be "gif" or "mp4", got ${describeValue(givenFormat)}`);
  }
  assertEpisodeKey(episode);
  assertMilliseconds(start, 'start');
  assertMilliseconds(end, 'end');
  assertString(caption, 'caption');
  if (end < start) throw new RangeError(`end (${end}) must not be before start (${start})`);
  const path = [episode, start, end].map(pathSegment).join('/');
  return `${baseUrl}${format}/${path}.${format}${captionQuery(caption)}`;
}

/**
 * The template of a clip URL with the placeholders `{key}`, `{start}`, `{end}`
 * and `{caption}` (the base64 caption), as `Screencap.gifUrl` and `mp4Url` hold it.
 * The 2026 service answers the filled URL `410 Gone`: a client of it renders
 * a filled gif template with `generateGif(url)`, an mp4 with `renderMp4`.
 * @example
 * ```ts
 * clipUrlTemplate('https://frinkiac.com/', 'gif');
 * // 'https://frinkiac.com/gif/{key}/{start}/{end}.gif?b64lines={caption}'
 * ```
 */
export function clipUrlTemplate(baseUrl: string, format: ClipFormat): string {
  assertString(baseUrl, 'baseUrl');
  return `${baseUrl}${format}/{key}/{start}/{end}.${format}?b64lines={caption}`;
}

/**
 * The service's own web page for a frame: `{base}caption/<key>/<ts>`.
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 */
export function framePageUrl(baseUrl: string, episode: string, timestamp: number): string {
  assertString(baseUrl, 'baseUrl');
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${baseUrl}caption/${pathSegment(episode)}/${pathSegment(timestamp)}`;
}
