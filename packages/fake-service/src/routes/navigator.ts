/**
 * Mode `'2026'`, `api/navigator`: every episode with 20 frame timestamps
 * spread over it.
 */
import { navigatorEntry } from '../catalogue/rebuild.js';
import { jsonResponse, type Route } from './route.js';

/** Routes of the navigator endpoint. */
export const navigatorRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/navigator',
    endpoint: 'navigator',
    modes: ['2026'],
    handle: ({ state }) => jsonResponse(state.catalogue.episodes.map(navigatorEntry)),
  },
];
