import { assertEpisodeKey, assertMilliseconds, assertString, assertWellFormed } from '../shared/arguments.js';
import { pathSegment, queryString } from './encoding.js';
import { seasonQuery } from './season-filter.js';

/** The endpoint addresses of one instance, as the interface names them. */
export interface EndpointUrls {
  /** `{base}api/random` */
  readonly randomUrl: string;
  /** `{base}api/caption` (takes `e` and `t`) */
  readonly captionUrl: string;
  /** `{base}api/search` (takes `q`) */
  readonly searchUrl: string;
  /** `{base}api/frames` (takes `/<key>/<ts>/<before>/<after>`) */
  readonly framesUrl: string;
  /** `{base}api/nearby` (takes `e` and `t`) */
  readonly nearbyUrl: string;
  /** `{base}api/episode` (takes `/<key>/<start>/<end>`) */
  readonly episodeUrl: string;
}

/**
 * The endpoint addresses of the instance at `baseUrl` (already normalized by
 * {@link normalizeBaseUrl}).
 */
export function endpointUrls(baseUrl: string): EndpointUrls {
  return {
    randomUrl: `${baseUrl}api/random`,
    captionUrl: `${baseUrl}api/caption`,
    searchUrl: `${baseUrl}api/search`,
    framesUrl: `${baseUrl}api/frames`,
    nearbyUrl: `${baseUrl}api/nearby`,
    episodeUrl: `${baseUrl}api/episode`,
  };
}

/**
 * `GET api/random[?smin=&smax=]`
 * @param filter - an object whose `seasonMin`/`seasonMax` (2026) are read; other keys are ignored.
 * @throws {TypeError} | {RangeError} for a bad season filter.
 */
export function randomRequestUrl(baseUrl: string, filter?: unknown): string {
  return `${endpointUrls(baseUrl).randomUrl}${queryString(seasonQuery(filter))}`;
}

/**
 * `GET api/caption?e=<key>&t=<ms>`
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 */
export function captionRequestUrl(baseUrl: string, episode: unknown, timestamp: unknown): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${endpointUrls(baseUrl).captionUrl}${queryString([['e', episode], ['t', timestamp]])}`;
}

/**
 * `GET api/search?q=<text>[&smin=&smax=]`
 * @param filter - an object whose `seasonMin`/`seasonMax` (2026) are read; other keys are ignored.
 * @throws {TypeError} when `text` is not a string, {RangeError} when it holds a lone surrogate.
 */
export function searchRequestUrl(baseUrl: string, text: unknown, filter?: unknown): string {
  assertString(text, 'text');
  assertWellFormed(text, 'text');
  return `${endpointUrls(baseUrl).searchUrl}${queryString([['q', text], ...seasonQuery(filter)])}`;
}

/**
 * `GET api/frames/<key>/<ts>/<before>/<after>`
 * @throws {TypeError} | {RangeError} for a bad key or a bad number of ms.
 */
export function framesRequestUrl(
  baseUrl: string,
  episode: unknown,
  timestamp: unknown,
  before: unknown,
  after: unknown,
): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  assertMilliseconds(before, 'before');
  assertMilliseconds(after, 'after');
  const segments = [episode, timestamp, before, after].map(pathSegment).join('/');
  return `${endpointUrls(baseUrl).framesUrl}/${segments}`;
}

/**
 * `GET api/nearby?e=<key>&t=<ms>`
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 */
export function nearbyRequestUrl(baseUrl: string, episode: unknown, timestamp: unknown): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${endpointUrls(baseUrl).nearbyUrl}${queryString([['e', episode], ['t', timestamp]])}`;
}

/**
 * `GET api/episode/<key>/<start>/<end>` (an `end` before `start` is allowed:
 * the service answers with no subtitles).
 * @throws {TypeError} | {RangeError} for a bad key or a bad number of ms.
 */
export function episodeRequestUrl(baseUrl: string, episode: unknown, start: unknown, end: unknown): string {
  assertEpisodeKey(episode);
  assertMilliseconds(start, 'start');
  assertMilliseconds(end, 'end');
  const segments = [episode, start, end].map(pathSegment).join('/');
  return `${endpointUrls(baseUrl).episodeUrl}/${segments}`;
}
