/**
 * `api/nearby?e=<key>&t=<ms>`: seven frames around a timestamp. Classic mode
 * only: no client written for the 2026 rebuild calls it, so a 2026 service
 * does not know the path (`404`, as any unknown path).
 */
import { findEpisode, nearbyFrames, nearestFrameIndex } from '../catalogue/lookup.js';
import { HttpError, integerParameter, jsonResponse, stringParameter, type Route } from './route.js';

/** Routes of the nearby endpoint. */
export const nearbyRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/nearby',
    endpoint: 'nearby',
    modes: ['classic'],
    handle(context) {
      const key = stringParameter(context, 'e');
      const timestamp = integerParameter(context, 't');
      const entry = findEpisode(context.state.catalogue, key);
      if (entry === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
      return jsonResponse(nearbyFrames(entry.frames, nearestFrameIndex(entry.frames, timestamp)));
    },
  },
];
