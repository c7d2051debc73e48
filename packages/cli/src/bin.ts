#!/usr/bin/env node
/**
 * The `screencap` executable (built into `lib/bin.js`): turns on Node.js's
 * compile cache, then imports the command's front (`lib/help-or-version.js`,
 * which imports `lib/main.js` for anything but a help or a version), whose
 * compiled code the cache then keeps between runs. It stays small: the cache cannot
 * hold the file that turns it on.
 *
 * The cache lives in `compile-cache/` of the CLI's cache directory (see
 * `cache-directory.ts`). Node.js's own variables apply: `NODE_COMPILE_CACHE`
 * moves it, and `NODE_DISABLE_COMPILE_CACHE` turns it off.
 */
import { existsSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { cacheDirectory } from './cache-directory.js';
import { isDebugEnabled } from './debug-flag.js';

// Where NODE_COMPILE_CACHE is set, Node.js has turned the cache on there already, and this does nothing.
// Bun and Deno have no such cache (their node:module lacks the function): the CLI runs there without one.
(nodeModule as { enableCompileCache?: typeof nodeModule.enableCompileCache }).enableCompileCache?.(join(cacheDirectory(process.env), 'compile-cache'));
// A debug run's stack traces name the CLI's TypeScript sources, through the
// bundle's source map, which points only at files the package ships (src/; the
// SDK's code inside the bundle maps to lib/main.js itself). Without src/ (a
// copy of lib/ alone) they name lib/main.js, a file that is there.
if (isDebugEnabled(process.env) && existsSync(new URL('../src/main.ts', import.meta.url))) process.setSourceMapsEnabled(true);
await import('./help-or-version.js');
