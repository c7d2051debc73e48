/**
 * Runs a CommonJS file with V8's code cache for it kept on disk, so that a
 * later run skips compiling what an earlier one compiled.
 *
 * Why: `screencap` is one bundle (370 kB as written, 160 kB minified), and a
 * run that sends a request spent about as long compiling it (and lazily
 * compiling the functions it calls) as on everything else of its own.
 * Node.js 22 keeps such a cache itself (`module.enableCompileCache`);
 * Node.js 20 has none, but its `vm.Script` takes and makes V8's cache data. The cache is V8's own: V8
 * refuses data made by another V8 version, with other flags or for a source
 * of another length, and this module keys the file by a hash of the bundle
 * taken when it was built, so an edited bundle never meets a stale cache.
 *
 * Nothing here may make a run fail: a cache that cannot be read, is refused
 * or cannot be written is a run without one.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { openCacheData, sealCacheData } from './compile-cache-file.js';
import { isPartialFile, writeWholeFile } from './write-whole-file.js';

/** What became of the cache in a run. */
export type CompileCacheState =
  /** No cache was asked for. */
  | 'off'
  /** There was no cache file (or it could not be read); one is written when the process exits. */
  | 'absent'
  /** The file was damaged, or V8 refused it (another Node.js, other flags); a new one is written when the process exits. */
  | 'rejected'
  /** The code came from the cache (one made by a run that failed is replaced when this one exits with 0). */
  | 'used';

/** Where {@link runWithCompileCache} keeps the cache. */
export interface CompileCacheLocation {
  /** The directory of the cache files; made when the first one is written. */
  readonly directory: string;
  /**
   * What the code is run for (`help`, `command-search`, ...): each kind of
   * run compiles its own part of a bundle, so each keeps its own file. When
   * one is written, the other files of its kind (an older bundle's, another
   * Node.js's) are pruned to the {@link KEPT_OF_A_KIND} newest, so the
   * directory stays small while two installs that share it (a global and a
   * project's) each keep theirs. No `@` in it.
   */
  readonly kind: string;
  /** What a file of the kind is valid for: the bundle's hash, Node.js's version and architecture. */
  readonly validFor: string;
}

/** The cache file's name: its kind, `@`, what it is valid for. */
export function cacheFileName(location: CompileCacheLocation): string {
  return `${location.kind}@${location.validFor}.bin`;
}

// The parameters Node.js gives a CommonJS module's code; the bundle needs
// `require` (for Node's own modules and its external dependencies) and
// `__filename` (its `import.meta.url`).
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
const WRAPPER_TAIL = '\n})';

/** The file's bytes, `undefined` when there is none (or it cannot be read). */
function readCacheFile(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** How many files of a kind a write leaves, the one written included. */
export const KEPT_OF_A_KIND = 4;

function pruneKind(location: CompileCacheLocation): void {
  const name = cacheFileName(location);
  const others = readdirSync(location.directory)
    .filter((entry) => entry.startsWith(`${location.kind}@`) && entry !== name && !isPartialFile(entry))
    .map((entry) => ({ file: join(location.directory, entry), writtenAt: statSync(join(location.directory, entry)).mtimeMs }))
    .sort((a, b) => b.writtenAt - a.writtenAt);
  for (const { file } of others.slice(KEPT_OF_A_KIND - 1)) rmSync(file, { force: true });
}

function writeCacheFile(location: CompileCacheLocation, data: Buffer, madeByASuccess: boolean): void {
  if (!writeWholeFile(join(location.directory, cacheFileName(location)), sealCacheData(data, madeByASuccess))) return;
  try {
    pruneKind(location);
  } catch {
    // Another run pruned first.
  }
}

/**
 * Runs the CommonJS file `file` as Node.js would, with its compiled code read
 * from the cache in `location` when there is one V8 accepts, and a cache
 * written there when the process exits otherwise (after the run, so that it
 * holds the functions the run compiled, not only the top level). A cache made
 * by a run that failed is also replaced by the next run that succeeds (exit
 * code 0): a run that failed early compiled less.
 *
 * @param file - the absolute path of a CommonJS file that needs no `module` of its own beyond `module.exports`.
 * @param location - where the cache is kept; `undefined` runs the file without one.
 * @returns what became of the cache.
 */
export function runWithCompileCache(file: string, location: CompileCacheLocation | undefined): CompileCacheState {
  const source = readFileSync(file, 'utf8');
  const cacheFile = location === undefined ? undefined : readCacheFile(join(location.directory, cacheFileName(location)));
  const cached = cacheFile === undefined ? undefined : openCacheData(cacheFile);
  const script = new Script(WRAPPER_HEAD + source + WRAPPER_TAIL, { filename: file, cachedData: cached?.payload });
  const state: CompileCacheState =
    location === undefined ? 'off' : cacheFile === undefined ? 'absent' : cached === undefined || script.cachedDataRejected === true ? 'rejected' : 'used';
  if (location !== undefined && (state !== 'used' || cached?.madeByASuccess === false)) {
    process.once('exit', (code) => {
      // A good cache is not replaced by that of a run that failed.
      if (state === 'used' && code !== 0) return;
      writeCacheFile(location, script.createCachedData(), code === 0);
    });
  }
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return state;
}
