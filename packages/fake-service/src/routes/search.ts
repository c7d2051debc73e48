/**
 * `api/search?q=<text>`: frames of the subtitle lines matching a query.
 *
 * Mode `'2026'` adds each line's `Content` and its episode's `Title` to the
 * frames, and takes the season filters `smin` and `smax`.
 */
import { linesInSeasons, rebuiltSearchResults } from '../catalogue/rebuild.js';
import { searchFrames, searchSubtitles } from '../catalogue/search.js';
import { jsonResponse, seasonRangeParameters, stringParameter, type Route } from './route.js';

/** The real service let CDNs and browsers cache search answers for half an hour. */
const SEARCH_CACHE_CONTROL = 'public, max-age=1800';

/** Routes of the search endpoint. */
export const searchRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/api/search',
    endpoint: 'search',
    modes: ['classic'],
    handle(context) {
      return jsonResponse(searchFrames(context.state.catalogue, stringParameter(context, 'q')), {
        'Cache-Control': SEARCH_CACHE_CONTROL,
      });
    },
  },
  {
    method: 'GET',
    pattern: '/api/search',
    endpoint: 'search',
    modes: ['2026'],
    handle(context) {
      const { catalogue } = context.state;
      const range = seasonRangeParameters(context);
      const lines = searchSubtitles(catalogue, stringParameter(context, 'q'), linesInSeasons(catalogue, range));
      return jsonResponse(rebuiltSearchResults(catalogue, lines), { 'Cache-Control': SEARCH_CACHE_CONTROL });
    },
  },
];
