/**
 * What the Node.js build loads to send: node-fetch, bundled beside each
 * flavour's code, and Node.js's `node:http` without the undici that Node.js
 * bundles for its own global fetch. An ES module import of `node:http`
 * reads its WebSocket, CloseEvent and MessageEvent getters, which load
 * undici; the SDK never uses it, and loading it was a large part of a first
 * request's start (bench/RESULTS.md). Each check runs in a child process of
 * its own, whose `process.moduleLoadList` lists what Node.js loaded.
 */
import { describe, expect, it } from '@jest/globals';
import { useFakeService } from './support/fake-service.js';
import { runModule } from './support/faults.js';

const fake = useFakeService();

/** What the child printed as its last line, parsed. */
function lastLine(stdout: string): unknown {
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}

describe("the Node.js build's transport", () => {
  it("the async flavour's first request goes through node:http and loads no undici", async () => {
    const outcome = await runModule(
      `import { ScreencapClient } from '@screencap/async';
       const client = new ScreencapClient(${JSON.stringify(fake().url)}, 'The Testingtons', { generation: 'classic' });
       const frames = await client.search('pancakes');
       const loaded = process.moduleLoadList;
       console.log(JSON.stringify({ frames: frames.length > 0, http: loaded.includes('NativeModule http'), undici: loaded.some((entry) => entry.includes('undici')) }));`,
      {},
    );
    expect(outcome.stderr).toBe('');
    expect(lastLine(outcome.stdout)).toEqual({ frames: true, http: true, undici: false });
  });

  it("the sync flavour's worker, and the node-fetch beside it, load no undici", async () => {
    const outcome = await runModule(
      `const lib = new URL('../packages/sync-client/lib/', 'file://' + process.cwd() + '/');
       await import(new URL('worker.js', lib).href);
       const nodeFetch = (await import(new URL('node-fetch.js', lib).href)).default;
       const loaded = process.moduleLoadList;
       console.log(JSON.stringify({ nodeFetch: typeof nodeFetch, http: loaded.includes('NativeModule http'), undici: loaded.some((entry) => entry.includes('undici')) }));`,
      {},
    );
    expect(outcome.stderr).toBe('');
    expect(lastLine(outcome.stdout)).toEqual({ nodeFetch: 'function', http: true, undici: false });
  });
});
