import { assertEpisodeKey, assertMilliseconds } from '../shared/arguments.js';
import { pathSegment } from './encoding.js';

/**
 * The 2026 site's comic editor for a frame: `{base}comicmaker/<key>/<ts>`.
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 * @example
 * ```ts
 * comicEditorUrl('https://frinkiac.com/', 'S05E01', 200160); // 'https://frinkiac.com/comicmaker/S05E01/200160'
 * ```
 */
export function comicEditorUrl(baseUrl: string, episode: string, timestamp: number): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${baseUrl}comicmaker/${pathSegment(episode)}/${pathSegment(timestamp)}`;
}

/**
 * The 2026 site's gif editor for a stretch of an episode:
 * `{base}bettermaker/<key>/<start>/<end>`.
 * @throws {TypeError} | {RangeError} for a bad key or times, or an `end` before `start`.
 * @example
 * ```ts
 * gifEditorUrl('https://frinkiac.com/', 'S05E01', 197160, 204160); // 'https://frinkiac.com/bettermaker/S05E01/197160/204160'
 * ```
 */
export function gifEditorUrl(baseUrl: string, episode: string, start: number, end: number): string {
  assertEpisodeKey(episode);
  assertMilliseconds(start, 'start');
  assertMilliseconds(end, 'end');
  if (end < start) throw new RangeError(`end (${end}) must not be before start (${start})`);
  return `${baseUrl}bettermaker/${[episode, start, end].map(pathSegment).join('/')}`;
}

/**
 * The 2026 site's page browsing an episode from a frame: `{base}episode/<key>/<ts>`.
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 * @example
 * ```ts
 * episodePageUrl('https://frinkiac.com/', 'S05E01', 200160); // 'https://frinkiac.com/episode/S05E01/200160'
 * ```
 */
export function episodePageUrl(baseUrl: string, episode: string, timestamp: number): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${baseUrl}episode/${pathSegment(episode)}/${pathSegment(timestamp)}`;
}

/**
 * The 2026 site's "find similar" page of a frame: `{base}similar/<key>/<ts>`.
 * @throws {TypeError} | {RangeError} for a bad key or timestamp.
 * @example
 * ```ts
 * similarPageUrl('https://frinkiac.com/', 'S05E01', 200160); // 'https://frinkiac.com/similar/S05E01/200160'
 * ```
 */
export function similarPageUrl(baseUrl: string, episode: string, timestamp: number): string {
  assertEpisodeKey(episode);
  assertMilliseconds(timestamp, 'timestamp');
  return `${baseUrl}similar/${pathSegment(episode)}/${pathSegment(timestamp)}`;
}
