import type { FetchLike } from '../transport/fetch-types.js';

// node-fetch and its dependencies are some thirty modules: importing the
// client must not load them (a program may import it and never send a
// request, or inject its own fetch), so the first request does, once.
let nodeFetch: Promise<FetchLike> | undefined;
// Once loaded, called directly: no promise to await on every request.
let loaded: FetchLike | undefined;

function loadNodeFetch(): Promise<FetchLike> {
  nodeFetch ??= import('node-fetch').then((module) => (loaded = module.default as unknown as FetchLike));
  return nodeFetch;
}

// Deno sends with its own fetch. node-fetch there goes through Deno's
// node:https, which reads the system's certificate store and
// NODE_USE_SYSTEM_CA for every https request: permissions (--allow-sys,
// --allow-env) that a program which only talks to a service should not need.
// Deno's fetch, like node-fetch, hands a redirect asked for with
// `redirect: 'manual'` back as it is, status and Location.
const onDeno = typeof process === 'object' && process.versions.deno !== undefined;

const denoFetch: FetchLike = (url, { agent: _agent, ...init }) =>
  (globalThis.fetch(url, init) as Promise<unknown>) as ReturnType<FetchLike>;

/**
 * The `fetch` the client sends with when none is injected: node-fetch,
 * imported on the first request; on Deno, Deno's own.
 */
export const defaultFetch: FetchLike = (url, init) => {
  if (onDeno) return denoFetch(url, init);
  if (loaded) return loaded(url, init);
  return loadNodeFetch().then((fetch) => fetch(url, init));
};

/** The same: node-fetch and Deno's `fetch` keep no HTTP cache to keep out of. */
export const noStoreFetch: FetchLike = defaultFetch;

/**
 * Starts importing node-fetch now, for a caller that knows a request is
 * coming and has time to spare before it (the sync flavour's worker, while
 * its caller is still starting up). Never rejects: a failed import is
 * reported by the first request, which awaits the same import.
 */
export function preloadDefaultFetch(): Promise<void> {
  if (onDeno) return Promise.resolve();
  return loadNodeFetch().then(
    () => undefined,
    () => undefined,
  );
}
