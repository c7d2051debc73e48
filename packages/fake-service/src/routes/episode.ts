/**
 * `api/episode/<key>/<start>/<end>`: episode information and the subtitles
 * of a time range. Mode `'2026'` sends the rebuilt `Episode`.
 */
import { findEpisode, subtitlesOverlapping, UNKNOWN_EPISODE } from '../catalogue/lookup.js';
import { rebuiltEpisode, UNKNOWN_EPISODE_2026 } from '../catalogue/rebuild.js';
import type { ServiceMode } from '../types.js';
import { integerParameter, jsonResponse, stringParameter, type Route, type RouteContext, type ServiceResponse } from './route.js';

function episodeView(context: RouteContext, mode: ServiceMode): ServiceResponse {
  const key = stringParameter(context, 'key');
  const start = integerParameter(context, 'start');
  const end = integerParameter(context, 'end');
  const entry = findEpisode(context.state.catalogue, key);
  // The real service answers an unknown key with 200 and a zeroed episode.
  const episode =
    mode === 'classic' ? (entry?.episode ?? UNKNOWN_EPISODE) : entry === undefined ? UNKNOWN_EPISODE_2026 : rebuiltEpisode(entry);
  return jsonResponse({
    Episode: episode,
    Subtitles: entry === undefined ? [] : subtitlesOverlapping(entry.subtitles, start, end),
  });
}

/** Routes of the episode endpoint. */
export const episodeRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/api/episode/:key/:start/:end', endpoint: 'episode', modes: ['classic'], handle: (context) => episodeView(context, 'classic') },
  { method: 'GET', pattern: '/api/episode/:key/:start/:end', endpoint: 'episode', modes: ['2026'], handle: (context) => episodeView(context, '2026') },
];
