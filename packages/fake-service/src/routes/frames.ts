/**
 * `api/frames/<key>/<ms>/<before>/<after>`: the frames of a time window, as a
 * gif maker shows them.
 */
import { findEpisode, framesBetween, nearestFrameIndex } from '../catalogue/lookup.js';
import { integerParameter, jsonResponse, stringParameter, type Route } from './route.js';

/** Routes of the frames endpoint. */
export const framesRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/frames/:key/:timestamp/:before/:after',
    endpoint: 'frames',
    handle(context) {
      const key = stringParameter(context, 'key');
      const timestamp = integerParameter(context, 'timestamp');
      const before = integerParameter(context, 'before');
      const after = integerParameter(context, 'after');
      // An unknown episode is not an error here: the real service answers 200 [].
      const frames = findEpisode(context.state.catalogue, key)?.frames ?? [];
      if (before === 0 && after === 0) {
        const nearest = frames[nearestFrameIndex(frames, timestamp)];
        return jsonResponse(nearest === undefined ? [] : [nearest]);
      }
      return jsonResponse(framesBetween(frames, timestamp - before, timestamp + after));
    },
  },
];
