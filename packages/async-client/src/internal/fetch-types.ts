/**
 * The little of a `fetch` implementation the client uses, so node-fetch (the
 * default), Node's global `fetch` or a test double can be injected.
 */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponseLike>;

/** The request options the client passes to `fetch`. */
export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  redirect: 'follow';
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
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** A Node.js readable or a web `ReadableStream`: both are async iterables of bytes. */
  readonly body: AsyncIterable<Uint8Array> | null;
}
