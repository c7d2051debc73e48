// The runner of Node.js, Bun and Deno: both flavours, from the packages as a
// program imports them (their `exports` pick the Node.js build on all
// three). Prints one JSON line, `{ runtime, results }`, for the orchestrator
// (run.mjs), then exits: the sync flavour's worker would keep it alive.
import * as asyncSdk from '@screencap/async';
import * as core from '@screencap/core';
import * as syncSdk from '@screencap/sync';
import { runCoreSubset, runSubset } from './subset.mjs';

const [url] = process.argv.slice(2);
const results = [
  ...runCoreSubset(core, url),
  ...(await runSubset(asyncSdk, url)).map((result) => ({ ...result, name: `async: ${result.name}` })),
  ...(await runSubset(syncSdk, url)).map((result) => ({ ...result, name: `sync: ${result.name}` })),
];
process.stdout.write(`${JSON.stringify({ results })}\n`);
process.exit(0);
