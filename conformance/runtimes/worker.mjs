// The runner of workerd (a Cloudflare Worker, run by miniflare): the async
// flavour and core, bundled by run.mjs as a Worker is (esbuild with the
// `workerd`, `worker` and `browser` conditions), which picks their build for
// Workers. A request `/?fake=<url>` runs the subset against the fake service
// there and answers `{ results }`.
import * as asyncSdk from '@screencap/async';
import * as core from '@screencap/core';
import { runCoreSubset, runPlatformSubset, runSubset } from './subset.mjs';

export default {
  async fetch(request) {
    const url = new URL(request.url).searchParams.get('fake');
    const results = [
      ...runCoreSubset(core, url),
      ...runPlatformSubset(asyncSdk, url),
      ...(await runSubset(asyncSdk, url)).map((result) => ({ ...result, name: `async: ${result.name}` })),
    ];
    return Response.json({ results });
  },
};
