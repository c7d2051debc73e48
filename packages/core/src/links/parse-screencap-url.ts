import { decodeCaption } from '../caption/encode-caption.js';
import { COMIC_LAYOUTS, type ComicLayout } from '../comics/comic-url.js';
import { INSTANCES } from '../instances/instances.js';
import { episodeKeyProblem } from '../shared/arguments.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { type ComicLinkPanel, readComicPayload } from './comic-payload.js';

/**
 * A link to one frame: `caption/<key>/<ts>`, `episode/<key>/<ts>`,
 * `img/<key>/<ts>.jpg`, `img/<key>/<ts>/medium.jpg`, `comicmaker/<key>/<ts>`,
 * or a classic `meme/<key>/<ts>.jpg` (with its caption decoded).
 */
export interface FrameLink {
  /** What the link points at: a frame (caption, episode, image, comic maker or classic meme link). */
  readonly kind: 'frame';
  /** The base URL of the instance the link belongs to, ending in `/`. */
  readonly base: string;
  /** The episode key. */
  readonly key: string;
  /** The frame's timestamp, in ms. */
  readonly timestamp: number;
  /** A classic `meme/` link's caption (`b64lines`), decoded; otherwise absent. */
  readonly caption?: string;
}

/** A link to a stretch of an episode: classic `gif/` and `mp4/` links, and `bettermaker/<key>/<start>/<end>` (a gif). */
export interface ClipLink {
  /** What the link points at: a clip (classic `gif/`/`mp4/` or `bettermaker/` link). */
  readonly kind: 'clip';
  /** The base URL of the instance the link belongs to, ending in `/`. */
  readonly base: string;
  /** The episode key. */
  readonly key: string;
  /** Where the clip starts, in ms. */
  readonly start: number;
  /** Where it ends, in ms (never before `start`). */
  readonly end: number;
  /** `'gif'` or `'mp4'`. */
  readonly format: 'gif' | 'mp4';
  /** The link's caption (`b64lines`), decoded, when it carries one. */
  readonly caption?: string;
}

export type { ComicLinkPanel } from './comic-payload.js';

/** A 2026 comic: `comic/img?b64=<payload>[&layout=...]`, its panels read from the payload. */
export interface ComicLink {
  /** What the link points at: a comic (`comic/img?b64=...`). */
  readonly kind: 'comic';
  /** The base URL of the instance the link belongs to, ending in `/`. */
  readonly base: string;
  /** The link's `layout`, when it names a known one. */
  readonly layout?: ComicLayout;
  /** The panels, 1 or more, in order. */
  readonly panels: readonly ComicLinkPanel[];
}

/** A rendered file of the 2026 service: `video/<key>/<token>.gif` or `.mp4`. */
export interface VideoLink {
  /** What the link points at: a rendered `video/` file. */
  readonly kind: 'video';
  /** The base URL of the instance the link belongs to, ending in `/`. */
  readonly base: string;
  /** The episode key. */
  readonly key: string;
  /** `'gif'` or `'mp4'`. */
  readonly format: 'gif' | 'mp4';
  /** The file's URL on the instance (`<base>video/<key>/<token>.<format>`). */
  readonly url: string;
}

/** What a screencap link points at: see {@link parseScreencapUrl}. */
export type ParsedScreencapUrl = FrameLink | ClipLink | ComicLink | VideoLink;

/** Which path a link took: what `unfurl` rebuilds a link from. @internal */
export type LinkRoute = 'caption' | 'episode' | 'img' | 'medium' | 'comicmaker' | 'meme' | 'gif' | 'mp4' | 'bettermaker' | 'comic' | 'video';

/** A parsed link and the path it took. @internal */
export interface ReadLink {
  readonly parsed: ParsedScreencapUrl;
  readonly route: LinkRoute;
}

// The hosts of the known instances (the presets), without `www.`, and their base URLs.
const KNOWN_BASES: ReadonlyMap<string, string> = new Map(
  Object.values(INSTANCES).map((instance) => [new URL(instance.url).hostname, instance.url]),
);
const MILLISECONDS = /^\d{1,15}$/;
// A pasted link may lose its scheme ("frinkiac.com/caption/...").
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

function absolute(text: string): URL | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 65_536) return undefined;
  try {
    return new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
}

// The instance a link belongs to and the path under its base, or undefined.
function locate(url: URL, base: string | undefined): { base: string; rest: string } | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (base === undefined) {
    const known = url.port === '' ? KNOWN_BASES.get(bareHost(url.hostname)) : undefined;
    return known === undefined ? undefined : { base: known, rest: url.pathname.slice(1) };
  }
  const expected = new URL(base);
  // The same site with or without `www.`, over http or https: people paste both.
  if (bareHost(url.hostname) !== bareHost(expected.hostname) || url.port !== expected.port) return undefined;
  if (!url.pathname.startsWith(expected.pathname)) return undefined;
  return { base, rest: url.pathname.slice(expected.pathname.length) };
}

function segment(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function keyOf(raw: string | undefined): string | undefined {
  const key = segment(raw);
  return key !== undefined && episodeKeyProblem(key) === undefined ? key : undefined;
}

function millisecondsOf(raw: string | undefined): number | undefined {
  return raw !== undefined && MILLISECONDS.test(raw) ? Number(raw) : undefined;
}

function captionOf(url: URL, name: string): string | undefined {
  const encoded = url.searchParams.get(name);
  if (encoded === null || encoded === '') return undefined;
  try {
    // The standard alphabet's `+` reads as a space in a query: both alphabets are taken.
    return decodeCaption(encoded.replaceAll('+', '-').replaceAll('/', '_').replaceAll(' ', '-'));
  } catch {
    return undefined;
  }
}

function frame(base: string, route: LinkRoute, rawKey: string | undefined, rawTimestamp: string | undefined, caption?: string): ReadLink | undefined {
  const key = keyOf(rawKey);
  const timestamp = millisecondsOf(rawTimestamp);
  if (key === undefined || timestamp === undefined) return undefined;
  const parsed: FrameLink = caption === undefined ? { kind: 'frame', base, key, timestamp } : { kind: 'frame', base, key, timestamp, caption };
  return { parsed, route };
}

function clip(base: string, route: LinkRoute, format: 'gif' | 'mp4', parts: readonly (string | undefined)[], caption?: string): ReadLink | undefined {
  const key = keyOf(parts[0]);
  const start = millisecondsOf(parts[1]);
  const end = millisecondsOf(parts[2]);
  if (key === undefined || start === undefined || end === undefined || end < start) return undefined;
  const parsed: ClipLink = { kind: 'clip', base, key, start, end, format, ...(caption === undefined ? {} : { caption }) };
  return { parsed, route };
}

function comic(base: string, url: URL): ReadLink | undefined {
  const payload = url.searchParams.get('b64');
  if (payload === null) return undefined;
  const panels = readComicPayload(payload);
  if (panels === undefined) return undefined;
  const layout = url.searchParams.get('layout');
  const known = COMIC_LAYOUTS.find((candidate) => candidate === layout);
  return { parsed: { kind: 'comic', base, panels, ...(known === undefined ? {} : { layout: known }) }, route: 'comic' };
}

// `<name>.<extension>` of a last segment, or undefined.
function stem(last: string | undefined, extension: string): string | undefined {
  return last?.endsWith(extension) ? last.slice(0, -extension.length) : undefined;
}

function route(base: string, rest: string, url: URL): ReadLink | undefined {
  // One trailing slash is tolerated (`caption/S01E01/1000/`).
  const parts = (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
  const [head, a, b, c, ...more] = parts;
  const count = parts.length;
  switch (head) {
    case 'caption':
    case 'episode':
    case 'comicmaker':
      return count === 3 ? frame(base, head, a, b) : undefined;
    case 'img':
      if (count === 4 && c === 'medium.jpg') return frame(base, 'medium', a, b);
      return count === 3 ? frame(base, 'img', a, stem(b, '.jpg')) : undefined;
    case 'meme':
      return count === 3 ? frame(base, 'meme', a, stem(b, '.jpg'), captionOf(url, 'b64lines')) : undefined;
    case 'gif':
    case 'mp4':
      return count === 4 ? clip(base, head, head, [a, b, stem(c, `.${head}`)], captionOf(url, 'b64lines')) : undefined;
    case 'bettermaker':
      return count === 4 ? clip(base, 'bettermaker', 'gif', [a, b, c]) : undefined;
    case 'comic':
      return count === 2 && a === 'img' ? comic(base, url) : undefined;
    case 'video': {
      if (count !== 3 || more.length > 0) return undefined;
      const format = b?.endsWith('.gif') ? 'gif' : b?.endsWith('.mp4') ? 'mp4' : undefined;
      const key = keyOf(a);
      const token = format === undefined ? undefined : stem(b, `.${format}`);
      if (format === undefined || key === undefined || token === undefined || !/^[A-Za-z0-9_=-]+$/.test(token)) return undefined;
      return { parsed: { kind: 'video', base, key, format, url: `${base}video/${a ?? ''}/${token}.${format}` }, route: 'video' };
    }
    default:
      return undefined;
  }
}

/**
 * {@link parseScreencapUrl}, also saying which path the link took.
 * @internal
 */
export function readScreencapUrl(url: unknown, base?: unknown): ReadLink | undefined {
  try {
    if (typeof url !== 'string') return undefined;
    let normalizedBase: string | undefined;
    if (base !== undefined) {
      try {
        normalizedBase = normalizeBaseUrl(base);
      } catch {
        return undefined;
      }
    }
    const parsed = absolute(url);
    const located = parsed === undefined ? undefined : locate(parsed, normalizedBase);
    return parsed === undefined || located === undefined ? undefined : route(located.base, located.rest, parsed);
  } catch {
    // Whatever the input, a link that cannot be read is no link: never an exception.
    return undefined;
  }
}

/**
 * What a screencap link points at, or `undefined` for any string that is no
 * screencap link. It never throws, whatever it is given: made for text that
 * people paste into a chat.
 *
 * With `base`, only links under that base URL count (the same host with or
 * without `www.`, over http or https); without it, links of the known
 * instances (the presets' hosts, with or without `www.`), whose `base` is
 * then the preset's URL. A link without a scheme (`frinkiac.com/caption/...`)
 * is read as https.
 *
 * | kind | links |
 * |---|---|
 * | `'frame'` | `caption/<key>/<ts>`, `episode/<key>/<ts>`, `img/<key>/<ts>.jpg`, `img/<key>/<ts>/medium.jpg`, `comicmaker/<key>/<ts>`, classic `meme/<key>/<ts>.jpg` (its `caption` decoded) |
 * | `'clip'` | classic `gif/<key>/<start>/<end>.gif` and `mp4/...mp4` (their `caption` decoded), `bettermaker/<key>/<start>/<end>` (`format` `'gif'`) |
 * | `'comic'` | `comic/img?b64=...` whose payload decodes to panels (else `undefined`) |
 * | `'video'` | `video/<key>/<token>.gif` or `.mp4` |
 *
 * @param url - the text to read.
 * @param base - a base URL such as `https://frinkiac.com/` (a client's `url`).
 * @example
 * ```ts
 * parseScreencapUrl('https://frinkiac.com/caption/S05E01/200160');
 * // { kind: 'frame', base: 'https://frinkiac.com/', key: 'S05E01', timestamp: 200160 }
 * parseScreencapUrl('https://example.com/caption/S05E01/200160'); // undefined
 * ```
 */
export function parseScreencapUrl(url: string, base?: string): ParsedScreencapUrl | undefined {
  return readScreencapUrl(url, base)?.parsed;
}
