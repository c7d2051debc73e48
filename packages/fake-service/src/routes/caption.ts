/**
 * `api/caption?e=<key>&t=<ms>`: the screencap nearest a timestamp.
 *
 * Mode `'2026'` answers the rebuilt shape: a richer `Episode`, top-level
 * `MinTimestamp` and `MaxTimestamp`, and `Nearby` only when asked for with
 * `nearby=1`.
 */
import { findEpisode, nearbyFrames, nearestFrameIndex, subtitlesAt } from '../catalogue/lookup.js';
import { rebuiltEpisode, screencapRange } from '../catalogue/rebuild.js';
import type { CatalogueEpisode } from '../catalogue/types.js';
import type { ServiceMode } from '../types.js';
import { HttpError, integerParameter, jsonResponse, stringParameter, type Route, type RouteContext } from './route.js';

/**
 * The caption/random answer for the frame at `frameIndex`: its episode, the
 * frame, the subtitle lines shown at that frame, and the 7 nearby frames.
 */
export function screencapJson(entry: CatalogueEpisode, frameIndex: number): unknown {
  const frame = entry.frames[frameIndex];
  if (frame === undefined) throw new HttpError(404, `no frame in ${entry.episode.Key}`);
  return {
    Episode: entry.episode,
    Frame: frame,
    Subtitles: subtitlesAt(entry.subtitles, frame.Timestamp),
    Nearby: nearbyFrames(entry.frames, frameIndex),
  };
}

/**
 * The 2026 caption/random answer: `Episode` with a `YYYY-MM-DD` air date and
 * the video size, the plain `Frame`, `Subtitles`, `Nearby` only when
 * `withNearby`, and the episode's first and last frame as the top-level
 * `MinTimestamp` and `MaxTimestamp`.
 */
export function rebuiltScreencapJson(entry: CatalogueEpisode, frameIndex: number, withNearby: boolean): unknown {
  const frame = entry.frames[frameIndex];
  if (frame === undefined) throw new HttpError(404, `no frame in ${entry.episode.Key}`);
  const screencap = {
    Episode: rebuiltEpisode(entry),
    Frame: frame,
    Subtitles: subtitlesAt(entry.subtitles, frame.Timestamp),
  };
  return { ...(withNearby ? { ...screencap, Nearby: nearbyFrames(entry.frames, frameIndex) } : screencap), ...screencapRange(entry) };
}

/** Mode `'2026'`: whether the request asks for `Nearby` (`nearby=1`, nothing else). */
export function wantsNearby(context: RouteContext): boolean {
  return context.query.get('nearby') === '1';
}

function caption(context: RouteContext, mode: ServiceMode): unknown {
  const key = stringParameter(context, 'e');
  const timestamp = integerParameter(context, 't');
  const entry = findEpisode(context.state.catalogue, key);
  if (entry === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
  if (context.state.renamed.has(`${key}/${timestamp}`)) throw new HttpError(404, `no frame at ${timestamp} in ${key} any more`);
  const index = nearestFrameIndex(entry.frames, timestamp);
  return mode === 'classic' ? screencapJson(entry, index) : rebuiltScreencapJson(entry, index, wantsNearby(context));
}

/** Routes of the caption endpoint. */
export const captionRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/caption',
    endpoint: 'caption',
    modes: ['classic'],
    handle: (context) => jsonResponse(caption(context, 'classic')),
  },
  {
    method: 'GET',
    pattern: '/api/caption',
    endpoint: 'caption',
    modes: ['2026'],
    handle: (context) => jsonResponse(caption(context, '2026')),
  },
];
