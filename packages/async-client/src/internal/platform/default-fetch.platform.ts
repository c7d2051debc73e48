// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of default-fetch.ts there): the platform's own `fetch`, so nothing of
// node-fetch is in the bundle.
import type { FetchLike } from '../transport/fetch-types.js';
import { inBrowser } from './platform-kind.js';
import { isRandomUrl } from '../scale/cacheable-request.js';

/**
 * The platform's `fetch`, read on each request (a test or a polyfill may set
 * it after the client is made), called without the `agent` Node's pool needs.
 * In a browser, the browser's HTTP cache is the client's cache: requests go
 * through it, and the service's `Cache-Control` decides, except a random
 * screencap's (each call wants its own), sent `no-store`. Elsewhere (a
 * Worker, whose cache is the Cache API that the client reads itself) every
 * request is `no-store`, as node-fetch keeps no cache.
 * Where the platform has no `cache` option (a Worker whose compatibility date
 * is before 2024-11-11 refuses the field), the request goes without it.
 * A browser sends its own `User-Agent`: the client's would not reach the
 * service (Chromium drops it), or would make each cross-origin read wait for
 * a preflight the service may not answer (Firefox asks leave to send it).
 */
export const defaultFetch: FetchLike = (url, init) => send(url, init, !inBrowser() || isRandomUrl(url));

/** The same, every request `no-store` (where the platform takes it): for a client whose `cache` is `false`. */
export const noStoreFetch: FetchLike = (url, init) => send(url, init, true);

function send(url: string, { agent: _agent, headers, ...init }: Parameters<FetchLike>[1], bypassCache: boolean): ReturnType<FetchLike> {
  const browser = inBrowser();
  return (globalThis.fetch(url, { ...init, headers: browser ? withoutUserAgent(headers) : headers, ...(bypassCache ? noStore() : {}) }) as Promise<unknown>) as ReturnType<FetchLike>;
}

function withoutUserAgent(headers: Record<string, string>): Record<string, string> {
  const { 'user-agent': _userAgent, ...rest } = headers;
  return rest;
}

let noStoreOption: { readonly cache?: 'no-store' } | undefined;

/** `{ cache: 'no-store' }` where a request may say so, else `{}`: asked of the platform once. */
function noStore(): { readonly cache?: 'no-store' } {
  if (noStoreOption === undefined) {
    try {
      new Request('https://example.invalid/', { cache: 'no-store' } as RequestInit);
      noStoreOption = { cache: 'no-store' };
    } catch {
      noStoreOption = {};
    }
  }
  return noStoreOption;
}

/** Nothing to load ahead on these platforms. */
export function preloadDefaultFetch(): Promise<void> {
  return Promise.resolve();
}
