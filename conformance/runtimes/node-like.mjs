// The runner of Node.js, Bun and Deno: both flavours, from the packages as a
// program imports them (their `exports` pick the Node.js build on all
// three). Prints one JSON line, `{ runtime, results }`, for the orchestrator
// (run.mjs), then exits: the sync flavour's worker would keep it alive.
import * as asyncSdk from '@screencap/async';
import * as core from '@screencap/core';
import * as syncSdk from '@screencap/sync';
import { runCoreSubset, runSubset } from './subset.mjs';

/** The runtime as its own globals name it: what the client's User-Agent should say after the SDK's name. */
function runtimeToken() {
  const { Bun: bun, Deno: deno } = globalThis;
  if (bun !== undefined) return `bun/${bun.version}`;
  if (deno !== undefined) return `deno/${deno.version.deno}`;
  return `node/${process.version}`;
}

/** The User-Agent names the runtime it runs on (Bun and Deno as themselves, not as the Node.js they imitate). */
async function userAgentCheck(url) {
  const name = 'async: the User-Agent names the runtime';
  const seen = [];
  const client = new asyncSdk.ScreencapClient(url, 'The Testingtons', {
    generation: '2026',
    fetch: (target, init) => {
      seen.push(init.headers['user-agent']);
      return fetch(target, init);
    },
  });
  await client.search('pancakes');
  const expected = `@screencap/async/${asyncSdk.VERSION} ${runtimeToken()}`;
  const ok = seen.length === 1 && seen[0] === expected;
  return { name, ok, ...(ok ? {} : { error: `sent ${JSON.stringify(seen)}, expected ${JSON.stringify(expected)}` }) };
}

const [url] = process.argv.slice(2);
const results = [
  ...runCoreSubset(core, url),
  ...(await runSubset(asyncSdk, url)).map((result) => ({ ...result, name: `async: ${result.name}` })),
  ...(await runSubset(syncSdk, url)).map((result) => ({ ...result, name: `sync: ${result.name}` })),
  await userAgentCheck(url),
];
process.stdout.write(`${JSON.stringify({ results })}\n`);
process.exit(0);
