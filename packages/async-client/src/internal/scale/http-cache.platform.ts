// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of http-cache.ts there): HTTP caching is the platform's. A Worker
// keeps answers in the Cache API (`caches.default`, shared by the Worker's
// isolates in a data center, where an in-memory cache lives as long as one
// isolate); a page leaves them to the browser's HTTP cache, which its
// requests no longer bypass (default-fetch.platform.ts). Neither needs
// http-cache-semantics, about 2.6 kB of a bundle: the platform's cache reads
// the answer's own headers. Renders are still memoized in memory (render-memo.ts).
import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import type { KeyValueStore } from './redis-fallback.js';

/** The little of the Cache API the client uses. */
export interface PlatformCache {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
}

// Where the answer came from after redirects, kept beside the stored headers.
const FINAL_URL_HEADER = 'x-screencap-final-url';
// Headers of the answer as sent, which no longer describe the decoded body that is stored.
const NOT_STORED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

/** A Cloudflare Worker's `caches.default`, or `undefined` elsewhere (a browser's `caches` has no `default`). */
export function workerCache(): PlatformCache | undefined {
  return (globalThis as { caches?: { default?: PlatformCache } }).caches?.default;
}

/**
 * Whether headers let a shared cache keep an answer: a `max-age` or
 * `s-maxage` above zero (the service marks searches `public, max-age=1800`),
 * nothing that forbids it (`no-store`, `private`, `no-cache`), and no `Vary`
 * beyond `Accept-Encoding` (the key is the URL alone). Stricter than RFC 9111
 * on purpose: what the service does not mark plainly is asked again.
 */
export function storableInSharedCache(headers: Readonly<Record<string, string>>): boolean {
  const control = (headers['cache-control'] ?? '').toLowerCase();
  if (/(?:^|[,\s])(?:no-store|private|no-cache)\b/.test(control)) return false;
  if (!/(?:^|[,\s])(?:max-age|s-maxage)=0*[1-9]/.test(control)) return false;
  const vary = (headers.vary ?? '').toLowerCase().split(',').map((name) => name.trim()).filter((name) => name !== '' && name !== 'accept-encoding');
  return vary.length === 0 && headers['set-cookie'] === undefined;
}

/**
 * GET answers kept in a Worker's Cache API for as long as their headers
 * allow (the Cache API itself expires them by `Cache-Control`), keyed by
 * URL. Elsewhere (a browser page) it keeps nothing: the browser's HTTP cache
 * answers. A failing Cache API reads as a miss, never as an error. What
 * comes out is still parsed and validated by the operation.
 */
export class HttpCache {
  /** Takes the Node.js build's arguments; the platform's cache needs neither. */
  constructor(_keyv?: KeyValueStore, _requestHeaders?: Readonly<Record<string, string>>, cache: () => PlatformCache | undefined = workerCache) {
    this.#cache = cache;
  }

  readonly #cache: () => PlatformCache | undefined;

  /** The fresh cached answer to `request`, or `undefined`. */
  async get(request: HttpRequest): Promise<HttpResponse | undefined> {
    try {
      const hit = await this.#cache()?.match(request.url);
      if (hit?.status !== 200) return undefined;
      const headers: Record<string, string> = {};
      hit.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const { [FINAL_URL_HEADER]: finalUrl = request.url, ...served } = headers;
      return { url: request.url, finalUrl, status: 200, contentType: served['content-type'] ?? '', body: await hit.text(), attempts: 0, headers: served };
    } catch {
      return undefined;
    }
  }

  /** Stores a 200 answer when its headers allow it. Done before it resolves; a failure of the Cache API is ignored. */
  async put(request: HttpRequest, response: HttpResponse): Promise<void> {
    const cache = this.#cache();
    if (cache === undefined || response.status !== 200 || response.headers === undefined || !storableInSharedCache(response.headers)) return;
    try {
      const headers = Object.entries(response.headers).filter(([name]) => !NOT_STORED.has(name));
      await cache.put(request.url, new Response(response.body, { status: 200, headers: [...headers, [FINAL_URL_HEADER, response.finalUrl]] }));
    } catch {
      // A full or refusing cache: the answer is simply not kept.
    }
  }
}
