/**
 * `img/<key>/<ms>.jpg` and `meme/<key>/<ms>.jpg?b64lines=`: frame images.
 * Mode `'2026'` still serves `img/...` (and its smaller rendition
 * `img/<key>/<ms>/medium.jpg`) but answers `410 Gone` to `meme/...`, which
 * `comic/img` replaced.
 */
import { findEpisode } from '../catalogue/lookup.js';
import { tinyJpeg } from '../media.js';
import { bytesResponse, captionParameter, goneResponse, HttpError, integerParameter, stringParameter, type Route, type RouteContext } from './route.js';

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
    pattern: '/img/:key/:timestamp/medium.jpg',
    endpoint: 'img',
    modes: ['2026'],
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
    modes: ['2026'],
    handle: (context) => goneResponse(context, 'meme URLs were replaced by comic/img', ['timestamp']),
  },
  {
    method: 'GET',
    pattern: '/meme/:key/:timestamp.jpg',
    endpoint: 'meme',
    modes: ['classic'],
    handle(context) {
      integerParameter(context, 'timestamp');
      const caption = captionParameter(context);
      requireKnownEpisode(context);
      // The caption goes into a JPEG comment so a test can read what was "drawn".
      return bytesResponse('image/jpeg', tinyJpeg(caption));
    },
  },
];
