// The runner of Node.js, Bun and Deno: both flavours, from the packages as a
// program imports them (their `exports` pick the Node.js build on all
// three). Prints one JSON line, `{ runtime, results }`, for the orchestrator
// (run.mjs), then exits: the sync flavour's worker would keep it alive.
// Usage: <runtime> node-like.mjs <fake url> [async|sync] (both when neither
// is named; one alone where each needs other permissions, as under Deno).
import { runCoreSubset, runSubset } from './subset.mjs';

const [url, only] = process.argv.slice(2);
const runs = (flavour) => only === undefined || only === flavour;

/** The runtime as its own globals name it: what the client's User-Agent should say after the SDK's name. */
function runtimeToken() {
  const { Bun: bun, Deno: deno } = globalThis;
  if (bun !== undefined) return `bun/${bun.version}`;
  if (deno !== undefined) return `deno/${deno.version.deno}`;
  return `node/${process.version}`;
}

/** The User-Agent names the runtime it runs on (Bun and Deno as themselves, not as the Node.js they imitate). */
async function userAgentCheck(asyncSdk, url) {
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

const results = [];
if (runs('async')) {
  const [core, asyncSdk] = await Promise.all([import('@screencap/core'), import('@screencap/async')]);
  results.push(...runCoreSubset(core, url));
  results.push(...(await runSubset(asyncSdk, url)).map((result) => ({ ...result, name: `async: ${result.name}` })));
  results.push(await userAgentCheck(asyncSdk, url));
}
if (runs('sync')) {
  const syncSdk = await import('@screencap/sync');
  results.push(...(await runSubset(syncSdk, url)).map((result) => ({ ...result, name: `sync: ${result.name}` })));
}
process.stdout.write(`${JSON.stringify({ results })}\n`);
process.exit(0);
