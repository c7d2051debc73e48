/**
 * `api/caption?e=<key>&t=<ms>`: the screencap nearest a timestamp.
 */
import { findEpisode, nearbyFrames, nearestFrameIndex, subtitlesAt } from '../catalogue/lookup.js';
import type { CatalogueEpisode } from '../catalogue/types.js';
import { HttpError, integerParameter, jsonResponse, stringParameter, type Route } from './route.js';

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

/** Routes of the caption endpoint. */
export const captionRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/caption',
    endpoint: 'caption',
    handle(context) {
      const key = stringParameter(context, 'e');
      const timestamp = integerParameter(context, 't');
      const entry = findEpisode(context.state.catalogue, key);
      if (entry === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
      return jsonResponse(screencapJson(entry, nearestFrameIndex(entry.frames, timestamp)));
    },
  },
];
