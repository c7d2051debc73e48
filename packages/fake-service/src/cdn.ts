/**
 * What the services' CDN does to media requests: it may answer `403` to a
 * GET of an image or video without a browser's `User-Agent` and the site as
 * `Referer`; chat platforms that embed the links are served. How the real
 * CDN tells a browser apart is not known: the fake takes a `User-Agent`
 * that starts with `Mozilla/5.0 ` as a browser's, and a `Referer` on its own
 * host (the request's `Host`) as the site's.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointName } from './types.js';

/** The endpoints that serve images and videos, which the CDN guards. */
export const CDN_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['img', 'meme', 'comic', 'video']);

// How every browser's User-Agent has begun for decades.
const BROWSER_PREFIX = 'Mozilla/5.0 ';

/** Why the CDN refuses a request, or `undefined` when it lets it through. */
export function cdnRefusal(endpoint: EndpointName | 'unknown', method: string, headers: IncomingHttpHeaders): string | undefined {
  if (method !== 'GET' || endpoint === 'unknown' || !CDN_ENDPOINTS.has(endpoint)) return undefined;
  if (!(headers['user-agent'] ?? '').startsWith(BROWSER_PREFIX)) return 'media needs a browser User-Agent';
  let refererHost: string | undefined;
  try {
    refererHost = new URL(headers.referer ?? '').host;
  } catch {
    refererHost = undefined;
  }
  if (refererHost === undefined || refererHost !== headers.host) return "media needs the site's own Referer";
  return undefined;
}
