/**
 * undici's `Pool` as a transport, for the bench that weighs it against
 * node-fetch: a bare JSON GET, and two ways of giving it to the async client
 * as its `fetch` option (undici's own `fetch` with the pool as dispatcher, and
 * a thin adapter over `pool.request`).
 */
import type { FetchLike } from '@screencap/async';
import { type Pool, fetch as undiciFetch } from 'undici';

/** The request path (path and query) of `url`, after checking that `pool` (for `origin`) can send it. */
function pathOn(origin: string, url: string): string {
  const target = new URL(url);
  if (target.origin !== origin) throw new Error(`${url} is not on ${origin}, the pool's origin`);
  return `${target.pathname}${target.search}`;
}

/**
 * A bare GET through `pool.request`: `accept: application/json`, the body
 * through `JSON.parse`; nothing else, as the bare node-fetch series.
 */
export function poolJsonGet(pool: Pool, origin: string): (url: string) => Promise<unknown> {
  return async (url) => {
    const { statusCode, body } = await pool.request({ path: pathOn(origin, url), method: 'GET', headers: { accept: 'application/json' } });
    const text = await body.text(); // read even on an error status: an unread body holds its connection
    if (statusCode !== 200) throw new Error(`${url} answered ${statusCode}`);
    return JSON.parse(text) as unknown;
  };
}

/** undici's WHATWG `fetch` over `pool` (the package's, not Node's bundled one: a dispatcher must come from the same undici). */
export function undiciFetchOver(pool: Pool): FetchLike {
  return (url, init) =>
    undiciFetch(url, { method: init.method, headers: init.headers, signal: init.signal, redirect: init.redirect, body: init.body ?? null, dispatcher: pool });
}

/** One header of an undici answer as `Headers.get` gives it: repeated values joined with `, `, `null` when absent. */
function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The client's `fetch` as a thin adapter over `pool.request`: it returns the
 * few members of a response the client reads (status, headers, the body as
 * undici's Node stream), not a WHATWG `Response`, whose construction is the
 * cost this variant leaves out. Redirects are not followed (`pool.request`
 * never does), as the client asks (`redirect: 'manual'`).
 */
export function poolRequestFetch(pool: Pool, origin: string): FetchLike {
  return async (url, init) => {
    const response = await pool.request({
      path: pathOn(origin, url),
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: init.signal,
    });
    return {
      status: response.statusCode,
      statusText: response.statusText,
      url,
      headers: { get: (name: string) => headerValue(response.headers[name.toLowerCase()]) },
      body: response.body,
    };
  };
}
