/**
 * Mode `'2026'`, `api/discover`: a selection of screencaps to browse.
 */
import { discoverEntries } from '../catalogue/rebuild.js';
import { jsonResponse, type Route } from './route.js';

/** Routes of the discover endpoint. */
export const discoverRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/discover',
    endpoint: 'discover',
    modes: ['2026'],
    // Its own seeded generator, so that discovering does not shift the api/random sequence.
    handle: ({ state }) => jsonResponse(discoverEntries(state.catalogue, state.discoverRandom)),
  },
];
