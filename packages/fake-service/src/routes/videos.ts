/**
 * `gif/<key>/<start>/<end>.gif`, `mp4/<key>/<start>/<end>.mp4` and the
 * `video/<key>/<token>.gif|.mp4` files they redirect to. In mode `'2026'`
 * the gif and mp4 URLs answer `410 Gone`; `video/...` serves the clips of
 * `POST api/render/...` (see `render.ts`).
 */
import { findEpisode } from '../catalogue/lookup.js';
import { tinyGif, tinyMp4, videoToken, type VideoFormat } from '../media.js';
import {
  bytesResponse,
  captionParameter,
  errorResponse,
  goneResponse,
  HttpError,
  integerParameter,
  redirectResponse,
  stringParameter,
  type Route,
  type RouteContext,
  type ServiceResponse,
} from './route.js';

const CONTENT_TYPES: Readonly<Record<VideoFormat, string>> = { gif: 'image/gif', mp4: 'video/mp4' };

/** Mode `'2026'`: the text of the `410 Gone` answers of the old URLs. */
const GONE_GIF = 'gif URLs were replaced by POST api/render/gif/stream';
const GONE_MP4 = 'mp4 URLs were replaced by POST api/render/mp4';

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
  { method: 'GET', pattern: '/gif/:key/:start/:end.gif', endpoint: 'gif', modes: ['classic'], handle: (context) => renderClip(context, 'gif') },
  { method: 'GET', pattern: '/mp4/:key/:start/:end.mp4', endpoint: 'mp4', modes: ['classic'], handle: (context) => renderClip(context, 'mp4') },
  // The rebuilt service renders with POST api/render/...; the old URLs are gone for good.
  { method: 'GET', pattern: '/gif/:key/:start/:end.gif', endpoint: 'gif', modes: ['2026'], handle: (context) => goneResponse(context, GONE_GIF, ['start', 'end']) },
  { method: 'GET', pattern: '/mp4/:key/:start/:end.mp4', endpoint: 'mp4', modes: ['2026'], handle: (context) => goneResponse(context, GONE_MP4, ['start', 'end']) },
  { method: 'GET', pattern: '/video/:key/:token.gif', endpoint: 'video', handle: (context) => serveClip(context, 'gif') },
  { method: 'GET', pattern: '/video/:key/:token.mp4', endpoint: 'video', handle: (context) => serveClip(context, 'mp4') },
];
