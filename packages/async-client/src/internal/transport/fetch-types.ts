import type { ResponseBody } from '../body/body-chunks.js';

/**
 * The little of a `fetch` implementation the client uses, so node-fetch (the
 * default), Node's global `fetch` or a test double can be injected.
 */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponseLike>;

/** The request options the client passes to `fetch`. */
export interface FetchInit {
  /** The HTTP method, `GET` or `POST`. */
  method: string;
  /** The request headers (`user-agent`, `accept`, and `content-type` for a body), by lower-case name. */
  headers: Record<string, string>;
  /** Aborts the attempt: on a timeout, or when the caller's signal aborts. */
  signal: AbortSignal;
  /** Always `'manual'`: the client follows redirects itself, so that its timeout bounds each hop. */
  redirect: 'manual';
  /** A JSON body, for POST. */
  body?: string;
  /**
   * node-fetch's connection pool. `undefined` when a `fetch` is injected:
   * pooling is then up to that implementation.
   */
  agent?: unknown;
}

/** The parts of a response the client reads. */
export interface FetchResponseLike {
  /** The HTTP status. */
  readonly status: number;
  /** The status text the server sent, or `''`. */
  readonly statusText: string;
  /** The URL that answered (the client follows redirects itself, so it reads `Location` rather than this). */
  readonly url: string;
  /**
   * The response headers: `get` looks one up by case-insensitive name (`null`
   * when absent); `forEach`, as a `Headers` object has it, lists them all.
   * Without `forEach` the client cannot cache the answer (caching reads every
   * header) and its errors carry no headers.
   */
  readonly headers: {
    /** The value of the header `name`, or `null` when absent. */
    get(name: string): string | null;
    /** Calls `callback` with each header's value and name. */
    forEach?(callback: (value: string, name: string) => void): void;
  };
  /**
   * A Node.js readable or a web `ReadableStream` (read by its async iterator
   * where it has one, else by its reader, as in Safari before 27).
   */
  readonly body: ResponseBody | null;
  /**
   * The Fetch standard's response type, where the `fetch` has one: a
   * browser answers a redirect asked for with `redirect: 'manual'` as an
   * `'opaqueredirect'` (status 0, no headers), which the client cannot follow.
   */
  readonly type?: string;
}
