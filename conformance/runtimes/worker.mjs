// The runner of workerd (a Cloudflare Worker, run by miniflare): the async
// flavour and core, bundled by run.mjs as a Worker is (esbuild with the
// `workerd`, `worker` and `browser` conditions), which picks their build for
// Workers. A request `/?fake=<url>` runs the subset against the fake service
// there and answers `{ results }`; a request `/readme?fake=<url>&q=<quote>`
// is the README's Worker example: a preset made once, at the module's top
// level, answering every request with a screencap's meme link.
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

export default {
  async fetch(request) {
    const requestUrl = new URL(request.url);
    const url = requestUrl.searchParams.get('fake');
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
