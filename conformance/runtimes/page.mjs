// The runner of Chromium: the async flavour and core, bundled by run.mjs as a
// web page's script is (esbuild with the `browser` condition), which picks
// their build for browsers. The page's own origin differs from the fake
// service's, so every request is a cross-origin read. It runs the subset
// against `globalThis.fake` (a fake that allows cross-origin reads),
// `globalThis.closedFake` (one that does not) and `globalThis.movedFake` (one
// that allows them and redirects every request elsewhere), and leaves
// `{ results, closed, moved }` in `globalThis.subsetDone`. Loaded with
// `?reader-only-streams`, it first takes away the async iterator of web
// streams, as Safari before 27 has none, and runs the async subset alone.
import * as asyncSdk from '@screencap/async';
import * as core from '@screencap/core';
import { runCoreSubset, runPlatformSubset, runSubset } from './subset.mjs';

/**
 * What a search fails with against `url`: a service that does not allow
 * cross-origin reads, or one that moved. With the client's default retries,
 * as a page would have them.
 */
async function searchFailure(url) {
  const client = new asyncSdk.ScreencapClient(url, 'The Testingtons', { generation: '2026', maxRetryDelay: 0.05 });
  try {
    await client.search('pancakes');
    return { name: 'none', message: 'the search succeeded' };
  } catch (error) {
    return { name: error.name, message: error.message, cause: String(error.cause), pageStatus: error.pageStatus, attempts: error.attempts };
  }
}

const readerOnlyStreams = new URLSearchParams(globalThis.location.search).has('reader-only-streams');
if (readerOnlyStreams) Reflect.deleteProperty(ReadableStream.prototype, Symbol.asyncIterator);

globalThis.subsetDone = (async () => {
  if (readerOnlyStreams) {
    const results = await runSubset(asyncSdk, globalThis.fake);
    return { results: results.map((result) => ({ ...result, name: `async, web streams without async iteration (Safari before 27): ${result.name}` })) };
  }
  const results = [
    ...runCoreSubset(core, globalThis.fake),
    ...runPlatformSubset(asyncSdk, globalThis.fake),
    ...(await runSubset(asyncSdk, globalThis.fake)).map((result) => ({ ...result, name: `async: ${result.name}` })),
  ];
  return { results, closed: await searchFailure(globalThis.closedFake), moved: await searchFailure(globalThis.movedFake) };
})();
