/**
 * `img/<key>/<ms>.jpg` and `meme/<key>/<ms>.jpg?b64lines=`: frame images.
 */
import { findEpisode } from '../catalogue/lookup.js';
import { tinyJpeg } from '../media.js';
import { bytesResponse, captionParameter, HttpError, integerParameter, stringParameter, type Route, type RouteContext } from './route.js';

function requireKnownEpisode(context: RouteContext): string {
  const key = stringParameter(context, 'key');
  if (findEpisode(context.state.catalogue, key) === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
  return key;
}

/** Routes of the plain and captioned image endpoints. */
export const imageRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/img/:key/:timestamp.jpg',
    endpoint: 'img',
    handle(context) {
      integerParameter(context, 'timestamp');
      requireKnownEpisode(context);
      return bytesResponse('image/jpeg', tinyJpeg());
    },
  },
  {
    method: 'GET',
    pattern: '/meme/:key/:timestamp.jpg',
    endpoint: 'meme',
    handle(context) {
      integerParameter(context, 'timestamp');
      const caption = captionParameter(context);
      requireKnownEpisode(context);
      // The caption goes into a JPEG comment so a test can read what was "drawn".
      return bytesResponse('image/jpeg', tinyJpeg(caption));
    },
  },
];
