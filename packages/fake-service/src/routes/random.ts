/**
 * `api/random`: a screencap picked by the seeded generator.
 */
import { findEpisode, nearestFrameIndex } from '../catalogue/lookup.js';
import { screencapJson } from './caption.js';
import { HttpError, jsonResponse, type Route } from './route.js';

/** Routes of the random endpoint. */
export const randomRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/random',
    endpoint: 'random',
    handle({ state }) {
      // A random subtitle line, not a random frame: the real service's random
      // screencaps come with a caption, and so do these.
      const line = state.catalogue.subtitles[state.random.nextInt(state.catalogue.subtitles.length)];
      const entry = line === undefined ? undefined : findEpisode(state.catalogue, line.Episode);
      if (line === undefined || entry === undefined) throw new HttpError(500, 'the catalogue has no subtitles');
      return jsonResponse(screencapJson(entry, nearestFrameIndex(entry.frames, line.RepresentativeTimestamp)));
    },
  },
];
