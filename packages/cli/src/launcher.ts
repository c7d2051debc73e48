#!/usr/bin/env node
/**
 * The `screencap` executable (built into `bin/screencap.cjs`): runs the
 * command's bundle (`lib/main.cjs`), with V8's compiled code for it cached in
 * the user's cache directory (see `compile-cache.ts`). This file stays small
 * and imports none of the CLI: it is compiled on every run. It is the
 * executable itself, not a module the executable requires: resolving, reading
 * and compiling one more file was a millisecond or two of every run.
 *
 * `NODE_DISABLE_COMPILE_CACHE` (any value but empty), the variable with which
 * Node.js 22 turns its own compile cache off, turns this one off too, and so
 * does `SCREENCAP_DEBUG` (see below).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cacheDirectory } from './cache-directory.js';
import { COMMAND_NAMES } from './commands/names.js';
import { runWithCompileCache } from './compile-cache.js';
import { isDebugEnabled } from './debug-flag.js';

/** A hash of `lib/main.cjs`, put here by the build (scripts/bundle.mjs). */
declare const SCREENCAP_MAIN_BUNDLE_ID: string;

const argv = process.argv.slice(2);
// Each kind of run compiles its own part of the bundle: a help or version run
// little, each command its own code besides what all share. A cache made by
// one kind would leave another compiling what it needs, or reading what it
// never uses; so each command, help and anything else (a usage error) has its
// own. The guess needs no parsing: a wrong one costs a slower start only.
const commandName = argv.find((arg) => (COMMAND_NAMES as readonly string[]).includes(arg));
const kind =
  argv.length === 0 || argv.some((arg) => arg === '--help' || arg === '-h' || arg === '--version') ? 'help' : commandName === undefined ? 'other' : `command-${commandName}`;
const disabled = (process.env.NODE_DISABLE_COMPILE_CACHE ?? '') !== '';

const main = join(import.meta.dirname, '..', 'lib', 'main.cjs');

if (isDebugEnabled(process.env)) {
  // The bundle is minified; a debug run's stack traces name the TypeScript
  // sources instead, through the source map, which Node.js applies to a
  // module it loads itself, not to a vm.Script (so no compile cache then).
  process.setSourceMapsEnabled(true);
  createRequire(import.meta.filename)(main);
} else {
  runWithCompileCache(
    main,
    disabled
      ? undefined
      : {
          directory: join(cacheDirectory(process.env), 'v8-compile-cache'),
          kind,
          validFor: `${SCREENCAP_MAIN_BUNDLE_ID}-node${process.version}-${process.arch}`,
        },
  );
}
