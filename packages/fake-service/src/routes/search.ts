/**
 * `api/search?q=<text>`: frames of the subtitle lines matching a query.
 */
import { searchFrames } from '../catalogue/search.js';
import { jsonResponse, stringParameter, type Route } from './route.js';

/** The real service let CDNs and browsers cache search answers for half an hour. */
const SEARCH_CACHE_CONTROL = 'public, max-age=1800';

/** Routes of the search endpoint. */
export const searchRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/search',
    endpoint: 'search',
    handle(context) {
      return jsonResponse(searchFrames(context.state.catalogue, stringParameter(context, 'q')), {
        'Cache-Control': SEARCH_CACHE_CONTROL,
      });
    },
  },
];
