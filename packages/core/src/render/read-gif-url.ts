import { decodeCaption } from '../caption/encode-caption.js';
import { describeGivenUrl } from '../errors/redact-url.js';
import { pathUnderBase } from '../urls/own-url.js';
import type { RenderRange } from './plan-render.js';

/**
 * What `generateGif` makes of a URL on the 2026 service: a file already
 * rendered (a `video/` URL of the instance), or a classic gif URL read back
 * into the render it stands for.
 */
export type GifUrlReading =
  | { readonly kind: 'rendered'; readonly url: string }
  | { readonly kind: 'render'; readonly range: RenderRange; readonly caption: string | undefined };

// gif/<key>/<start>/<end>.gif, as clipUrl writes it (the key percent-encoded).
const CLASSIC_GIF_PATH = /^gif\/([^/]+)\/(\d+)\/(\d+)\.gif$/;
// Its mp4 twin, which generateGif does not render (it makes gifs): named in the
// refusal so that a caller holding a filled `mp4Url` template learns the way to an mp4.
const CLASSIC_MP4_PATH = /^mp4\/[^/]+\/\d+\/\d+\.mp4$/;

/**
 * Reads a URL given to `generateGif` on a 2026 instance at `baseUrl`: a
 * `video/...` URL of the instance is a rendered file, returned as given; a
 * classic gif URL of the instance
 * (`gif/<key>/<start>/<end>.gif[?b64lines=<caption>]`) gives its clip and
 * caption, to render through `POST api/render/gif/stream`.
 *
 * @throws {TypeError} for anything else: not a string, not an absolute URL, a URL with credentials,
 *   another instance's URL, another path (a classic mp4 URL is refused with
 *   the way to render one: `renderMp4`), a query other than `b64lines`, a
 *   caption that is not URL-safe base64 of UTF-8 text, or an end before the start.
 * @example
 * ```ts
 * readGifUrl('https://frinkiac.com/', 'https://frinkiac.com/gif/S05E01/1000/4000.gif?b64lines=SGk%3D');
 * // { kind: 'render', range: { key: 'S05E01', start: 1000, end: 4000 }, caption: 'Hi' }
 * ```
 */
export function readGifUrl(baseUrl: string, gifUrl: unknown): GifUrlReading {
  const shown = describeGivenUrl(gifUrl);
  const refuse = (why: string): TypeError =>
    new TypeError(`generateGif takes a gif URL (${baseUrl}gif/<key>/<start>/<end>.gif?b64lines=...) or a video URL of this instance; ${why}, got ${shown}`);
  if (typeof gifUrl !== 'string') throw refuse('not a string');
  let parsed: URL;
  try {
    parsed = new URL(gifUrl);
  } catch {
    throw refuse('not an absolute URL');
  }
  if (parsed.username !== '' || parsed.password !== '') throw refuse('it carries credentials (user-info)');
  const path = pathUnderBase(parsed, baseUrl);
  if (path === undefined) throw refuse('not a URL of this instance');
  if (path.startsWith('video/') && path.length > 'video/'.length) return { kind: 'rendered', url: gifUrl };
  if (CLASSIC_MP4_PATH.test(path)) {
    throw refuse('an mp4 URL is not rendered here (generateGif makes gifs): render its clip with renderMp4({ key, start, end }, { caption }), or use screencap.getMp4Url()');
  }
  const match = CLASSIC_GIF_PATH.exec(path);
  if (match === null || parsed.hash !== '') throw refuse('neither a gif nor a video path');
  const [, rawKey = '', rawStart = '', rawEnd = ''] = match;
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw refuse('the episode key is not percent-encoded UTF-8');
  }
  const start = Number(rawStart);
  const end = Number(rawEnd);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) throw refuse('start or end is too large');
  if (end < start) throw refuse(`its end (${end}) is before its start (${start})`);
  const names = [...parsed.searchParams.keys()];
  if (names.some((name) => name !== 'b64lines') || names.length > 1) throw refuse('its query may hold one b64lines and nothing else');
  const b64lines = parsed.searchParams.get('b64lines');
  let caption: string | undefined;
  try {
    caption = b64lines === null ? undefined : decodeCaption(b64lines);
  } catch {
    // Neither the value nor decodeCaption's error (which quotes it) is repeated: it is part of a query.
    throw new TypeError(`generateGif: the b64lines of ${shown} is not URL-safe base64 of UTF-8 text`);
  }
  return { kind: 'render', range: { key, start, end }, caption };
}
