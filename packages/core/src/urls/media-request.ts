import { describeGivenUrl } from '../errors/redact-url.js';
import { assertCount } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import type { HttpRequest } from '../shared/http.js';
import { checkOwnUrl } from './own-url.js';

// Defined where the client's options, which a download reads, can import them.
export { DEFAULT_MEDIA_USER_AGENT } from '../shared/media-user-agent.js';
export { assertHeaderText } from '../shared/header-text.js';

/**
 * The default `maxBytes` of `client.download`: 10 MiB, Discord's default
 * attachment cap (a Telegram bot may send 50 MiB). Written out, not as
 * `10 * 1024 * 1024`, so that its type is the number itself and the CLI's
 * reference can show it in `--max-bytes`'s help.
 */
export const DEFAULT_MAX_MEDIA_BYTES = 10_485_760;

/** Options of `client.download`. */
export interface DownloadOptions {
  /**
   * The most bytes to accept. A larger file fails with `MediaTooLargeError`
   * as soon as that is known (at once when its `Content-Length` says so),
   * without reading more than this (and one network chunk).
   * @default 10485760 (10 MiB, Discord's default attachment cap; Telegram bots: 50 MiB)
   */
  readonly maxBytes?: number;
}

/** What `client.download` resolves to (returns, in the sync flavour). */
export interface DownloadedMedia {
  /** The file's bytes. */
  readonly data: Uint8Array<ArrayBuffer>;
  /** Its `Content-Type`, as the service sent it: `image/...` or `video/...`. */
  readonly contentType: string;
  /** Its size in bytes (`data.byteLength`). */
  readonly size: number;
  /** The URL that answered, after redirects within the instance's origin. */
  readonly url: string;
}

/** The keys of {@link DownloadOptions}, for the flavours' option checks. */
export const DOWNLOAD_OPTION_KEYS: readonly string[] = ['maxBytes'];

/**
 * The request of `client.download(url, { maxBytes })`: a GET of an image or
 * video of the instance at `baseUrl`, with the site as `Referer` and a
 * browser's `User-Agent`, as the CDN requires.
 *
 * The URL (absolute, or relative to the base URL) must lead to the base
 * URL's origin (scheme, host and port) and carry no user-info: a link a user
 * pasted may point anywhere, and no request may reach another host.
 * @throws {TypeError} for a URL that is not a string, not http(s), of another origin or with credentials (named without them).
 * @throws {RangeError} for a `maxBytes` that is not a positive integer.
 */
export function mediaRequest(baseUrl: string, url: unknown, maxBytes: unknown, userAgent: string): HttpRequest {
  if (typeof url !== 'string') throw new TypeError(`url must be a string, got ${describeValue(url)}`);
  const limit = maxBytes ?? DEFAULT_MAX_MEDIA_BYTES;
  assertCount(limit, 'maxBytes');
  if (limit === 0) throw new RangeError('maxBytes must be at least 1, got 0');
  const check = checkOwnUrl(url, baseUrl);
  if (!check.ok) {
    throw new TypeError(`download: the URL ${describeGivenUrl(url)} ${check.problem}; only media of ${new URL(baseUrl).origin} is downloaded`);
  }
  return {
    method: 'GET',
    url: check.href,
    expect: 'media',
    headers: { referer: baseUrl, 'user-agent': userAgent },
    maxBytes: limit,
  };
}

/** Whether a `Content-Type` is one `download` accepts: `image/*` or `video/*`. */
export function isMediaContentType(contentType: string): boolean {
  return /^\s*(image|video)\/[^\s;/]+\s*(;|$)/i.test(contentType);
}
