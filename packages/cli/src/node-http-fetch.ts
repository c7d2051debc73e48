/**
 * The CLI's transport: a `fetch` for `@screencap/async` made of Node.js's own
 * `http`/`https` modules. A command runs once and ends, so what it loads
 * before its first request is most of its run: node-fetch alone takes about
 * half as long to import as Node.js takes to start, `node:http` next to
 * nothing. The SDK keeps node-fetch as its default; the CLI hands it this one
 * through the `fetch` option, which is what that option is for.
 *
 * It does what the client asks of a `fetch` and no more: one request, no
 * redirects followed (the client follows them itself), no compression asked
 * for (so none to undo), the body handed over as the stream it arrives as.
 */
import type { FetchInit, FetchLike, FetchResponseLike } from '@screencap/async';
import { Buffer } from 'node:buffer';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage, RequestOptions } from 'node:http';

type RequestFunction = (url: URL, options: RequestOptions, onResponse: (response: IncomingMessage) => void) => ClientRequest;

// `https` loads TLS: only a command that talks to an https:// instance pays
// for it. Taken with process.getBuiltinModule rather than import(): an ES
// module view of `node:http` reads each of its exports once, and three of
// them (WebSocket, CloseEvent, MessageEvent) load the undici that Node.js
// bundles for its global fetch, which a command never uses (bench/RESULTS.md,
// "node:http without undici").
function requestFunctionFor(protocol: string): RequestFunction {
  return protocol === 'https:' ? process.getBuiltinModule('node:https').request : process.getBuiltinModule('node:http').request;
}

// As the Fetch standard joins a repeated header.
const joined = (value: string | string[]): string => (Array.isArray(value) ? value.join(', ') : value);

// `get` is what the client reads; `forEach` lets it list them all, as a cache
// and an error's details need (a `Headers` object has both).
function headerReader(headers: IncomingHttpHeaders): Required<FetchResponseLike['headers']> {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return value === undefined ? null : joined(value);
    },
    forEach(callback) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) callback(joined(value), name);
      }
    },
  };
}

/**
 * A `fetch` over `node:http` and `node:https` for the CLI's client.
 *
 * @example
 * ```ts
 * const client = new ScreencapClient(url, title, { fetch: nodeHttpFetch });
 * ```
 */
export const nodeHttpFetch: FetchLike = async (url: string, init: FetchInit): Promise<FetchResponseLike> => {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new TypeError(`Only http: and https: URLs can be fetched, not ${target.protocol} (${init.method} ${url})`);
  }
  const request = requestFunctionFor(target.protocol);
  init.signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    // A length, not chunks, as node-fetch sends a string body.
    const headers = init.body === undefined ? init.headers : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
    const outgoing = request(target, { method: init.method, headers }, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        statusText: response.statusMessage ?? '',
        url,
        headers: headerReader(response.headers),
        body: response,
      });
    });
    // The signal is listened to here rather than given to `request`, whose
    // own handling of it sets up a stream-end watcher and an abort listener
    // that one request never needs. As `fetch` does, an abort rejects
    // with the signal's reason, before the answer or in its body; the client
    // tells an abort by its signal, not by the error.
    const onAbort = (): void => {
      outgoing.destroy(init.signal.reason as Error);
    };
    init.signal.addEventListener('abort', onAbort, { once: true });
    // The request closes once its answer has ended (or failed): an abort
    // after that has nothing to stop, and the signal need not keep it.
    outgoing.once('close', () => {
      init.signal.removeEventListener('abort', onAbort);
    });
    // Also after the answer began: a reset mid-body reaches the client through the body stream, not here.
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
};
