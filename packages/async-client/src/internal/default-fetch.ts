import type { FetchLike } from './fetch-types.js';

// node-fetch and its dependencies are some thirty modules: importing the
// client must not load them (a program may import it and never send a
// request, or inject its own fetch), so the first request does, once.
let nodeFetch: Promise<FetchLike> | undefined;

/**
 * node-fetch, imported on the first request: the `fetch` the client sends
 * with when none is injected.
 */
export const defaultFetch: FetchLike = async (url, init) => {
  nodeFetch ??= import('node-fetch').then((module) => module.default as unknown as FetchLike);
  return (await nodeFetch)(url, init);
};
