/**
 * `gif/<key>/<start>/<end>.gif`, `mp4/<key>/<start>/<end>.mp4` and the
 * `video/<key>/<token>.gif|.mp4` files they redirect to.
 */
import { findEpisode } from '../catalogue/lookup.js';
import { tinyGif, tinyMp4, videoToken, type VideoFormat } from '../media.js';
import {
  bytesResponse,
  captionParameter,
  errorResponse,
  HttpError,
  integerParameter,
  redirectResponse,
  stringParameter,
  type Route,
  type RouteContext,
  type ServiceResponse,
} from './route.js';

const CONTENT_TYPES: Readonly<Record<VideoFormat, string>> = { gif: 'image/gif', mp4: 'video/mp4' };

/** "Renders" a clip: registers its token and redirects to the file, as the real service does. */
function renderClip(context: RouteContext, format: VideoFormat): ServiceResponse {
  const start = integerParameter(context, 'start');
  const end = integerParameter(context, 'end');
  if (end < start) throw new HttpError(400, `end (${end}) is before start (${start})`);
  const caption = captionParameter(context);
  const key = stringParameter(context, 'key');
  if (findEpisode(context.state.catalogue, key) === undefined) throw new HttpError(404, `unknown episode ${JSON.stringify(key)}`);
  const request = caption === undefined ? { format, key, start, end } : { format, key, start, end, caption };
  const token = videoToken(request);
  context.state.videos.set(token, request);
  // Root-relative, like the rebuilt service's render answers.
  return redirectResponse(`/video/${encodeURIComponent(key)}/${token}.${format}`);
}

/** Serves a rendered clip; only tokens this service issued (for this key and format) exist. */
function serveClip(context: RouteContext, format: VideoFormat): ServiceResponse {
  const key = stringParameter(context, 'key');
  const request = context.state.videos.get(stringParameter(context, 'token'));
  if (request?.format !== format || request.key !== key) return errorResponse(404, 'no such video');
  const bytes = format === 'gif' ? tinyGif(request.caption) : tinyMp4(request.end - request.start);
  return bytesResponse(CONTENT_TYPES[format], bytes);
}

/** Routes of the gif, mp4 and rendered video endpoints. */
export const videoRoutes: readonly Route[] = [
  { method: 'GET', pattern: '/gif/:key/:start/:end.gif', endpoint: 'gif', handle: (context) => renderClip(context, 'gif') },
  { method: 'GET', pattern: '/mp4/:key/:start/:end.mp4', endpoint: 'mp4', handle: (context) => renderClip(context, 'mp4') },
  { method: 'GET', pattern: '/video/:key/:token.gif', endpoint: 'video', handle: (context) => serveClip(context, 'gif') },
  { method: 'GET', pattern: '/video/:key/:token.mp4', endpoint: 'video', handle: (context) => serveClip(context, 'mp4') },
];
