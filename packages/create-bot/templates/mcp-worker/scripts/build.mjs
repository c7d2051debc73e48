#!/usr/bin/env node
// Bundles the worker into dist/worker.js, as wrangler would, for workerd.
// The `workerd` condition picks the builds of @screencap/mcp and
// @screencap/async for Workers, which send through the platform's fetch and
// hold nothing of Node.js: no alias, no external and no nodejs_compat are
// needed.
import { build } from 'esbuild';
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
    logLevel: 'error',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildWorker());
