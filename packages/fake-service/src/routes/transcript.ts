/**
 * Mode `'2026'`, `api/transcript?e=<key>&t=<ms>`: the subtitle lines around
 * a time (those starting within 30 s before or after it).
 */
import { findEpisode } from '../catalogue/lookup.js';
import { transcriptLines } from '../catalogue/rebuild.js';
import { HttpError, integerParameter, jsonResponse, stringParameter, type Route } from './route.js';

/** Routes of the transcript endpoint. */
export const transcriptRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/transcript',
    endpoint: 'transcript',
    modes: ['2026'],
    handle(context) {
      const key = stringParameter(context, 'e');
      const timestamp = integerParameter(context, 't');
      const entry = findEpisode(context.state.catalogue, key);
      if (entry === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
      return jsonResponse(transcriptLines(entry, timestamp));
    },
  },
];
