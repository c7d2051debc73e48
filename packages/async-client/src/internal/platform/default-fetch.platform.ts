// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of default-fetch.ts there): the platform's own `fetch`, so nothing of
// node-fetch is in the bundle.
import type { FetchLike } from '../transport/fetch-types.js';
import { inBrowser } from './platform-kind.js';

/**
 * The platform's `fetch`, read on each request (a test or a polyfill may set
 * it after the client is made), called without the `agent` Node's pool needs.
 * `no-store`: the client keeps its own cache (the `cache` option), and a
 * browser's HTTP cache under it would answer requests the client means to
 * send (with `cache: false`, or a retry) as node-fetch never does.
 * Where the platform has no `cache` option (a Worker whose compatibility date
 * is before 2024-11-11 refuses the field), the request goes without it.
 * A browser sends its own `User-Agent`: the client's would not reach the
 * service (Chromium drops it), or would make each cross-origin read wait for
 * a preflight the service may not answer (Firefox asks leave to send it).
 */
export const defaultFetch: FetchLike = (url, { agent: _agent, headers, ...init }) =>
  (globalThis.fetch(url, { ...init, headers: inBrowser() ? withoutUserAgent(headers) : headers, ...noStore() }) as Promise<unknown>) as ReturnType<FetchLike>;

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
