#!/usr/bin/env node
// Bundles each published package's entry points into a few files under its
// `lib/`: what `import` and the CLI load. Node spends most of a start-up on
// opening and linking module files (`@screencap/async` as tsc writes it is
// some 300 files of ours), so each entry point ships as one file plus the
// chunks it shares with the package's other entry points.
//
// What stays as it is:
// - `dist/`, tsc's output, keeps the declarations the `types` conditions name
//   (and the per-module JavaScript the import-cycle check reads);
// - every dependency, the other @screencap packages included, stays an
//   import: a class such as `ScreencapError` must have one identity however
//   many packages a program loads;
// - the code stays readable (not minified) and source-mapped, the sources
//   inside the maps, since `src/` is not published.
//
// The entry points are read from each package's `exports` and `bin`: an
// export whose `default` is `./lib/<name>.js` is built from the source its
// `types` names (`./dist/x/y.d.ts` -> `src/x/y.ts`). Every output file sits
// directly in `lib/`, so a path made from `import.meta.url` (the sync
// flavour's worker) means the same in whichever file esbuild puts the code.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Entry points a package needs beyond its exports: files loaded by path, not
 * by a package specifier.
 */
const EXTRA_ENTRIES = {
  // synckit starts the worker from a file path.
  'sync-client': { worker: 'src/worker.ts', 'worker-bridge': 'src/internal/worker-bridge.ts' },
  // The `screencap` command's shim imports it.
  cli: { bin: 'src/bin.ts' },
};

const PACKAGES = ['core', 'async-client', 'sync-client', 'cli'];

// The CLI's commands are imported lazily, and split into chunks they made some
// twenty files, most of them loaded by every run. Unsplit, each entry is one
// file: its lazy modules still run only when imported (esbuild wraps them),
// and what they import from other packages must then be imports the CLI can
// afford at start-up (the SDK and the disk cache are imported dynamically).
// No class of the CLI's is shared between its two entries.
const UNSPLIT = new Set(['cli']);

function entriesOf(pkgDir, pkg, dirName) {
  const entries = { ...EXTRA_ENTRIES[dirName] };
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || target === null) continue;
    const output = /^\.\/lib\/([^/]+)\.js$/.exec(target.default ?? '');
    const declarations = /^\.\/dist\/(.+)\.d\.ts$/.exec(target.types ?? '');
    if (output === null || declarations === null) {
      throw new Error(`packages/${dirName}: export "${subpath}" must map "types" to ./dist/*.d.ts and "default" to ./lib/<name>.js`);
    }
    entries[output[1]] = `src/${declarations[1]}.ts`;
  }
  return Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, join(pkgDir, source)]));
}

async function bundle(dirName) {
  const pkgDir = join(ROOT, 'packages', dirName);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const outdir = join(pkgDir, 'lib');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entriesOf(pkgDir, pkg, dirName),
    outdir,
    bundle: true,
    splitting: !UNSPLIT.has(dirName),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    sourcesContent: true,
    chunkNames: 'shared-[hash]',
    tsconfig: join(pkgDir, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // An extra entry has no `types` condition: a declaration next to it points
  // at tsc's (the shared suite imports the sync worker's test hook by path).
  for (const [name, source] of Object.entries(EXTRA_ENTRIES[dirName] ?? {})) {
    const declarations = source.replace(/^src\//, '../dist/').replace(/\.ts$/, '.js');
    writeFileSync(join(outdir, `${name}.d.ts`), `export * from '${declarations}';\n`);
  }
}

await Promise.all(PACKAGES.map(bundle));
