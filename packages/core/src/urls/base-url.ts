import { urlForMessage } from '../errors/redact-url.js';
import { describeValue } from '../shared/describe-value.js';

// A refused address is named without its credentials, query and fragment: a
// password or a key given by mistake must not end up in a log.
function describeUrl(url: string): string {
  return describeValue(urlForMessage(url));
}

// The last base address that passed, and its normalized form.
let lastInput: string | undefined;
let lastOutput = '';

/**
 * Checks an instance's base address and puts it in the one form every URL
 * builder expects: absolute http(s), no query or fragment, ending in `/`,
 * runs of slashes in the path folded into one (`https://host///` sends
 * requests to `https://host/api/...`).
 *
 * @throws {TypeError} when `url` is not a string or not an absolute http(s) URL.
 * @throws {RangeError} when it carries a query string, a fragment or credentials.
 * @example
 * ```ts
 * normalizeBaseUrl('https://frinkiac.com'); // 'https://frinkiac.com/'
 * ```
 */
export function normalizeBaseUrl(url: unknown): string {
  // Every frame of a response is built from its client's base address: the
  // last good answer is kept, so the per-frame path does not parse it again.
  if (url === lastInput) return lastOutput;
  if (typeof url !== 'string') {
    throw new TypeError(`url must be a string such as "https://frinkiac.com/", got ${describeValue(url)}`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`url must be an absolute http(s) URL such as "https://frinkiac.com/", got ${describeUrl(url)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`url must use http or https, got ${describeUrl(url)}`);
  }
  // A bare `?` or `#` leaves `search` and `hash` empty but stays in `href`.
  if (parsed.href.includes('?') || parsed.href.includes('#') || parsed.username || parsed.password) {
    throw new RangeError(`url must be a plain base address without query, fragment or credentials, got ${describeUrl(url)}`);
  }
  // An empty segment is a path of its own to a server: `///api/search` is not `/api/search`.
  parsed.pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  lastInput = url;
  lastOutput = parsed.href;
  return lastOutput;
}

