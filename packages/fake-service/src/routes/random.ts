/**
 * `api/random`: a screencap picked by the seeded generator.
 *
 * Mode `'2026'` answers the rebuilt caption shape (with `Nearby`, which
 * random answers carry unasked) and takes the season filters `smin` and `smax`.
 */
import { findEpisode, nearestFrameIndex } from '../catalogue/lookup.js';
import { linesInSeasons } from '../catalogue/rebuild.js';
import { rebuiltScreencapJson, screencapJson } from './caption.js';
import { HttpError, jsonResponse, seasonRangeParameters, type Route } from './route.js';

/** Routes of the random endpoint. */
export const randomRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/random',
    endpoint: 'random',
    modes: ['classic'],
    handle({ state }) {
      // A random subtitle line, not a random frame: the real service's random
      // screencaps come with a caption, and so do these.
      const line = state.catalogue.subtitles[state.random.nextInt(state.catalogue.subtitles.length)];
      const entry = line === undefined ? undefined : findEpisode(state.catalogue, line.Episode);
      if (line === undefined || entry === undefined) throw new HttpError(500, 'the catalogue has no subtitles');
      return jsonResponse(screencapJson(entry, nearestFrameIndex(entry.frames, line.RepresentativeTimestamp)));
    },
  },
  {
    method: 'GET',
    pattern: '/api/random',
    endpoint: 'random',
    modes: ['2026'],
    handle(context) {
      const { state } = context;
      const lines = state.catalogue.subtitles.filter(linesInSeasons(state.catalogue, seasonRangeParameters(context)));
      if (lines.length === 0) throw new HttpError(404, 'no screencap in the requested seasons');
      const line = lines[state.random.nextInt(lines.length)];
      const entry = line === undefined ? undefined : findEpisode(state.catalogue, line.Episode);
      if (line === undefined || entry === undefined) throw new HttpError(500, 'the catalogue has no subtitles');
      return jsonResponse(rebuiltScreencapJson(entry, nearestFrameIndex(entry.frames, line.RepresentativeTimestamp), true));
    },
  },
];
