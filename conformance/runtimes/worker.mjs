// The runner of workerd (a Cloudflare Worker, run by miniflare): the async
// flavour and core, bundled by run.mjs as a Worker is (esbuild with the
// `workerd`, `worker` and `browser` conditions), which picks their build for
// Workers. A request `/?fake=<url>` runs the subset against the fake service
// there and answers `{ results }`; a request `/readme?fake=<url>&q=<quote>`
// is the runtimes guide's Worker example: a preset made once, at the module's top
// level, answering every request with a screencap's meme link. A request
// `/shared?fake=<url>&q=<text>[&abort=<ms>]` searches with one client made
// at the top level and shared by every request (with a signal that gives up
// after `abort` ms, if given), and answers `{ count }` or `{ error }`. A request
// `/cached?fake=<url>&q=<text>` searches with a client of its own (the
// default cache) and answers `{ count, sent }`, `sent` the requests it sent:
// the Cache API it keeps answers in outlives the client.
import * as asyncSdk from '@screencap/async';
import * as core from '@screencap/core';
import { runCoreSubset, runPlatformSubset, runSubset } from './subset.mjs';

const PRESET_BASE = 'https://frinkiac.com/';
let fakeBase = PRESET_BASE;

// As the README makes it, at the top level (where a Worker may start no I/O
// and no timer), but sending to the fake: its `fetch` swaps the preset's base
// for the fake's.
const frinkiac = new asyncSdk.Frinkiac({
  userAgent: 'quote-worker/1.0 (+https://example.org/bot)',
  fetch: (url, init) => fetch(url.replace(PRESET_BASE, fakeBase), init),
});

// Shared by the requests of /shared, as a bot shares its client; no cache, so that each search is sent.
const shared = new asyncSdk.Frinkiac({ cache: false, rateLimit: false, fetch: (url, init) => fetch(url.replace(PRESET_BASE, fakeBase), init) });

async function sharedSearch(params) {
  fakeBase = params.get('fake');
  const abort = params.get('abort');
  try {
    const frames = await shared.search(params.get('q'), abort === null ? {} : { signal: AbortSignal.timeout(Number(abort)) });
    return { count: frames.length };
  } catch (error) {
    return { error: { name: error.name, message: error.message } };
  }
}

async function cachedSearch(params) {
  fakeBase = params.get('fake');
  let sent = 0;
  const client = new asyncSdk.Frinkiac({
    rateLimit: false,
    fetch: (url, init) => {
      sent += 1;
      return fetch(url.replace(PRESET_BASE, fakeBase), init);
    },
  });
  try {
    return { count: (await client.search(params.get('q'))).length, sent };
  } catch (error) {
    return { error: { name: error.name, message: error.message } };
  }
}

export default {
  async fetch(request) {
    const requestUrl = new URL(request.url);
    const url = requestUrl.searchParams.get('fake');
    if (requestUrl.pathname === '/cached') return Response.json(await cachedSearch(requestUrl.searchParams));
    if (requestUrl.pathname === '/shared') return Response.json(await sharedSearch(requestUrl.searchParams));
    if (requestUrl.pathname === '/readme') {
      fakeBase = url;
      const quote = requestUrl.searchParams.get('q') ?? 'everything is coming up Milhouse';
      return Response.json({ link: (await frinkiac.searchForScreencap(quote)).getMemeUrl() });
    }
    const results = [
      ...runCoreSubset(core, url),
      ...runPlatformSubset(asyncSdk, url),
      ...(await runSubset(asyncSdk, url)).map((result) => ({ ...result, name: `async: ${result.name}` })),
    ];
    return Response.json({ results });
  },
};
