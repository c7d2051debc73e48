/**
 * Runs a CommonJS file with V8's code cache for it kept on disk, so that a
 * later run skips compiling what an earlier one compiled.
 *
 * Why: `screencap` is one bundle of some 370 kB, and a run that sends a
 * request spends about as long compiling it (and lazily compiling the
 * functions it calls) as on everything else of its own. Node.js 22 keeps such
 * a cache itself (`module.enableCompileCache`); Node.js 20 has none, but its
 * `vm.Script` takes and makes V8's cache data. The cache is V8's own: V8
 * refuses data made by another V8 version, with other flags or for a source
 * of another length, and this module keys the file by a hash of the bundle
 * taken when it was built, so an edited bundle never meets a stale cache.
 *
 * Nothing here may make a run fail: a cache that cannot be read, is refused
 * or cannot be written is a run without one.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import { openCacheData, sealCacheData } from './compile-cache-file.js';

/** What became of the cache in a run. */
export type CompileCacheState =
  /** No cache was asked for. */
  | 'off'
  /** There was no cache file (or it could not be read); one is written when the process exits. */
  | 'absent'
  /** The file was damaged, or V8 refused it (another Node.js, other flags); a new one is written when the process exits. */
  | 'rejected'
  /** The code came from the cache. */
  | 'used';

/** Where {@link runWithCompileCache} keeps the cache. */
export interface CompileCacheLocation {
  /** The directory of the cache files; made when the first one is written. */
  readonly directory: string;
  /**
   * The file's name in it. Files in the directory that share its `kind`
   * prefix but not its name (an older bundle's, another Node.js's) are
   * removed when it is written, so the directory never grows.
   */
  readonly name: string;
  /** A prefix of `name` shared by the files that replace one another. */
  readonly kind: string;
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

// Write-then-rename, so a run never reads a half-written file, and two runs
// writing at once leave one whole file.
function writeCacheFile(location: CompileCacheLocation, data: Buffer): void {
  const file = path.join(location.directory, location.name);
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(location.directory, { recursive: true });
    writeFileSync(partial, sealCacheData(data));
    renameSync(partial, file);
    for (const entry of readdirSync(location.directory)) {
      if (entry.startsWith(location.kind) && entry !== location.name && !entry.endsWith('.partial')) {
        rmSync(path.join(location.directory, entry), { force: true });
      }
    }
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Nothing was written where nothing can be.
    }
  }
}

/**
 * Runs the CommonJS file `file` as Node.js would, with its compiled code read
 * from the cache in `location` when there is one V8 accepts, and a cache
 * written there when the process exits otherwise (after the run, so that it
 * holds the functions the run compiled, not only the top level).
 *
 * @param file - the absolute path of a CommonJS file that needs no `module` of its own beyond `module.exports`.
 * @param location - where the cache is kept; `undefined` runs the file without one.
 * @returns what became of the cache.
 */
export function runWithCompileCache(file: string, location: CompileCacheLocation | undefined): CompileCacheState {
  const source = readFileSync(file, 'utf8');
  const cacheFile = location === undefined ? undefined : readCacheFile(path.join(location.directory, location.name));
  const cachedData = cacheFile === undefined ? undefined : openCacheData(cacheFile);
  const script = new Script(WRAPPER_HEAD + source + WRAPPER_TAIL, { filename: file, cachedData });
  const state: CompileCacheState =
    location === undefined ? 'off' : cacheFile === undefined ? 'absent' : cachedData === undefined || script.cachedDataRejected === true ? 'rejected' : 'used';
  if (location !== undefined && state !== 'used') {
    process.once('exit', () => {
      writeCacheFile(location, script.createCachedData());
    });
  }
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return state;
}
