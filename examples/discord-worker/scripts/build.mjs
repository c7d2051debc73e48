#!/usr/bin/env node
// Bundles the worker into dist/worker.js, as wrangler would, for workerd.
// @screencap/async sends through node-fetch on Node.js and loads @keyv/redis
// for its `redis` option: the worker passes the platform's fetch and takes no
// Redis, so both are replaced by a module that says so if ever reached.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Bundles the worker; returns the output file's path. */
export async function buildWorker(outfile = here('../dist/worker.js')) {
  await build({
    entryPoints: [here('../src/worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    // Provided by workerd's nodejs_compat flag, with or without the node: prefix.
    external: ['node:*', ...builtinModules],
    alias: { 'node-fetch': here('./unavailable.js'), '@keyv/redis': here('./unavailable.js') },
    logLevel: 'error',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildWorker());
