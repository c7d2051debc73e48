#!/usr/bin/env node
// The size budget of the build for Workers and browsers: what a user's
// bundler adds to a Worker or a page for `import ... from '@screencap/async'`
// (core and every dependency inside) and for `@screencap/core`, minified and
// gzipped, bundled the way wrangler and browser bundlers do (esbuild, the
// `workerd`, `worker` and `browser` conditions). Prints the figures; fails
// when one is over its budget. Run after `pnpm run build`.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The budgets, in bytes (kB = 1000 bytes), of the whole public surface of
 * each package. The async client's target is 24 kB (core's 10 kB); neither
 * is met. The async client is 43.7 kB today, of which zod's validators are
 * about 7.5 kB (`zod/mini` with its English messages; the classic `zod` API
 * was 26 kB of it, 61.0 kB in all; generation 'auto', the comic checks and the Redis deadlines added 1.6 kB), http-cache-semantics (the RFC 9111 cache
 * of the `cache` option) 2.6 kB and rate-limiter-flexible (the `rateLimit`
 * option) 1.8 kB: the SDK's own code is most of the rest. Core's `.` is
 * 12.9 kB with quotes, links and comics. The budgets hold today's sizes,
 * rounded up to the next kB, so that they cannot grow while that is worked on.
 */
const BUDGETS = [
  { name: '@screencap/async', budget: 44_000 },
  { name: '@screencap/core', budget: 13_000 },
];

// Resolved from the conformance package, which depends on both as a user's project would.
const RESOLVE_DIR = fileURLToPath(new URL('../conformance', import.meta.url));

let over = false;
for (const { name, budget } of BUDGETS) {
  const result = await build({
    stdin: { contents: `export * from '${name}';`, resolveDir: RESOLVE_DIR, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'error',
  });
  const minified = result.outputFiles[0].contents;
  const gzipped = gzipSync(minified, { level: 9 }).length;
  const fits = gzipped <= budget;
  over ||= !fits;
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`bundle size: ${name} for Workers and browsers: ${kB(gzipped)} minified+gzipped (${kB(minified.length)} minified), budget ${kB(budget)}${fits ? '' : ': OVER BUDGET'}`);
}
if (over) process.exit(1);
