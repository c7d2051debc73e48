/**
 * `api/episode/<key>/<start>/<end>`: episode information and the subtitles
 * of a time range.
 */
import { findEpisode, subtitlesOverlapping, UNKNOWN_EPISODE } from '../catalogue/lookup.js';
import { integerParameter, jsonResponse, stringParameter, type Route } from './route.js';

/** Routes of the episode endpoint. */
export const episodeRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/episode/:key/:start/:end',
    endpoint: 'episode',
    handle(context) {
      const key = stringParameter(context, 'key');
      const start = integerParameter(context, 'start');
      const end = integerParameter(context, 'end');
      const entry = findEpisode(context.state.catalogue, key);
      // The real service answers an unknown key with 200 and a zeroed episode.
      return jsonResponse({
        Episode: entry?.episode ?? UNKNOWN_EPISODE,
        Subtitles: entry === undefined ? [] : subtitlesOverlapping(entry.subtitles, start, end),
      });
    },
  },
];
