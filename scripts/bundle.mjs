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
//   many packages a program loads (the `screencap` command, a process of its
//   own, and the sync flavour's worker, a thread of its own, carry their
//   dependencies inside: STANDALONE and SYNC_WORKER below);
// - the code stays readable (not minified) and source-mapped to `src/`,
//   which each package publishes: a map names only files of its own package
//   (a stack trace or a debugger must never point at a file a user does not
//   have), so code a bundle carries from elsewhere (another package, a
//   dependency) maps to the bundle itself (`keepSourcesInPackage` below).
//
// The entry points are read from each package's `exports`, plus the few
// listed below: an export whose `default` is `./lib/<name>.js` is built from the source its
// `types` names (`./dist/x/y.d.ts` -> `src/x/y.ts`). Every output file sits
// directly in `lib/`, so a path made from `import.meta.url` (the sync
// flavour's worker) means the same in whichever file esbuild puts the code.
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Entry points a package needs beyond its exports: files loaded by path, not
 * by a package specifier.
 */
const EXTRA_ENTRIES = {
  'sync-client': { 'worker-bridge': 'src/internal/worker-bridge.ts' },
};

/**
 * The sync flavour's worker (`lib/worker.js`, which synckit starts from its
 * path), bundled with its dependencies inside, the SDK's transport and
 * node-fetch included. A worker thread has a module graph of its own that
 * shares no class with its caller's (they trade plain data), so one copy of
 * everything is as safe there as in the `screencap` command; and every
 * cold start of the sync flavour waits for the worker to load its first
 * request's code, which as forty-odd ES modules (node-fetch's among them,
 * each a module job of Node's loader) was the largest part of it. Left out,
 * required from @screencap/sync's own dependencies: synckit (the caller's
 * side loads the same one), @keyv/redis (an optional peer, for the `redis`
 * option), and rate-limiter-flexible whole: its Redis store is loaded by path
 * at run time, and the limiter's answers must be instances of the same
 * `RateLimiterRes` as the in-memory store's (a bundled copy of that class
 * made a Redis limit's wait an error). Left out and never reached:
 * web-streams-polyfill, fetch-blob's fallback for a Node.js without a global
 * `ReadableStream` (before 18), which was 188 kB of the bundle's 404. ES
 * module as before, readable, with `require` for the CommonJS inside.
 */
const SYNC_WORKER = {
  dirName: 'sync-client',
  entry: 'src/worker.ts',
  name: 'worker',
  external: ['synckit', '@keyv/redis', 'rate-limiter-flexible', 'web-streams-polyfill'],
  unreached: ['web-streams-polyfill'],
};

/**
 * Entry points bundled with their dependencies inside: the `screencap`
 * command (`lib/main.js`). A command's run is mostly its start-up, and
 * resolving and opening the SDK's and its dependencies' files was most of
 * that; a process of its own shares no class with any other code, so one copy
 * of everything is safe there. Left out: what a run never reaches
 * (node-fetch: the CLI sends with node:http; Redis: no CLI option takes it),
 * and zod, required from `zod.cjs` beside the bundle with the first answer
 * (ZOD below), which --help and --version never read. The executable (`lib/bin.js`, from `bin`) is a file of its
 * own that imports the front (`front` below), which imports the bundle: it turns on Node.js's compile cache, which
 * keeps the compiled code of the modules loaded after it, not its own.
 */
const STANDALONE = {
  cli: {
    main: 'src/main.ts',
    // What the executable imports first: `--help` and `--version` from the commands' tables, `lib/main.js` for the rest.
    front: { name: 'help-or-version', source: 'src/help-or-version.ts' },
    bin: 'src/bin.ts',
    external: ['node-fetch', '@keyv/redis'],
    // Required by the bundle on paths no run of the command takes (the Redis store's limiter too).
    unreached: ['node-fetch', '@keyv/redis', 'rate-limiter-flexible'],
  },
};

const PACKAGES = ['core', 'async-client', 'sync-client', 'cli'];

// The CLI's `runCli` entry, unsplit: the parts of it a run does not always
// need (help, the client, the disk cache) are imported lazily, and split
// into chunks they made many small files. Unsplit, its lazy modules still
// run only when imported (esbuild wraps them).
const UNSPLIT = new Set(['cli']);

/**
 * The packages built twice: for Node.js (and Bun and Deno, which run the
 * Node.js build: node-fetch, Node's sockets for Redis) into `lib/`, and for
 * Workers and browsers into `lib/platform/` (PLATFORM below). Every export of
 * theirs names both through its conditions, in this order (the first that a
 * resolver knows wins; `types` first for TypeScript).
 */
const PLATFORM_PACKAGES = new Set(['core', 'async-client']);
// `edge-light`: Vercel's Edge runtime; `worker`: web workers, for toolchains
// that name no `browser`. Node.js, Bun and Deno name none of them and take
// `default`, which every resolver knows: naming them too changed nothing.
const PLATFORM_CONDITIONS = ['workerd', 'edge-light', 'worker', 'browser'];

/** What an export of a built-twice package must say, for the build's error message. */
const conditionsFor = (declarations, output) => ({
  types: `./dist/${declarations}.d.ts`,
  ...Object.fromEntries(PLATFORM_CONDITIONS.map((condition) => [condition, `./lib/platform/${output}.js`])),
  default: `./lib/${output}.js`,
});

/** A package's exports as `{ subpath, output, source }`: the `lib/` file's name and the source its `types` names. */
function exportsOf(pkg, dirName) {
  return Object.entries(pkg.exports ?? {}).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || target === null) return [];
    const output = /^\.\/lib\/([^/]+)\.js$/.exec(target.default ?? '');
    const declarations = /^\.\/dist\/(.+)\.d\.ts$/.exec(target.types ?? '');
    if (output === null || declarations === null) {
      throw new Error(`packages/${dirName}: export "${subpath}" must map "types" to ./dist/*.d.ts and "default" to ./lib/<name>.js`);
    }
    if (PLATFORM_PACKAGES.has(dirName)) {
      const expected = JSON.stringify(conditionsFor(declarations[1], output[1]));
      if (JSON.stringify(target) !== expected) {
        throw new Error(`packages/${dirName}: export "${subpath}" must be ${expected} (the build for Workers and browsers, then Node.js's)`);
      }
    }
    return [{ subpath, output: output[1], source: `src/${declarations[1]}.ts` }];
  });
}

function entriesOf(pkgDir, pkg, dirName) {
  const entries = { ...EXTRA_ENTRIES[dirName] };
  for (const { output, source } of exportsOf(pkg, dirName)) entries[output] = source;
  return Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, join(pkgDir, source)]));
}

/** tsc's JavaScript for a source file of a package, relative to it: `src/x/y.ts` -> `dist/x/y.js`. */
const distFileOf = (source) => source.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * An entry point with no `types` condition (an extra one, the sync worker)
 * gets a declaration file next to it that points at tsc's (the shared suite
 * imports the sync worker's test hook by path).
 */
function writeDeclarationPointer(pkgDir, name, source) {
  writeFileSync(join(pkgDir, 'lib', `${name}.d.ts`), `export * from '../${distFileOf(source)}';\n`);
}

const COMMON = {
  absWorkingDir: ROOT,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  // The sources ship in `src/`, where the maps point: no second copy in each map.
  sourcesContent: false,
  logLevel: 'warning',
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment of a map's `mappings` (base64 VLQ: five bits a digit, the sign in the lowest bit). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`not a base64 digit in a source map: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value % 2 === 1 ? -Math.floor(value / 2) : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeSegment(values) {
  let out = '';
  for (const number of values) {
    let value = number < 0 ? -number * 2 + 1 : number * 2;
    do {
      let digit = value % 32;
      value = Math.floor(value / 32);
      if (value > 0) digit |= 32;
      out += BASE64[digit];
    } while (value > 0);
  }
  return out;
}

/**
 * Rewrites the source maps in `dir` so that they name only files of the
 * package (under its `src/`, which it publishes): code that a bundle carries
 * from elsewhere (another @screencap package, a dependency inside a
 * standalone bundle) is mapped to the bundle itself, line for line, which is
 * readable and where a user looking finds it. Left as esbuild writes it, such
 * a map named paths of this repository (`../../core/src/...`, pnpm's store),
 * which no install has.
 */
function keepSourcesInPackage(pkgDir, dir, only = (name) => name.endsWith('.js.map')) {
  const ownSources = join(pkgDir, 'src') + sep;
  for (const file of readdirSync(dir).filter(only)) {
    const mapFile = join(dir, file);
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const own = map.sources.map((source) => resolve(dir, map.sourceRoot ?? '', source).startsWith(ownSources));
    if (own.every(Boolean)) continue;
    const sources = [];
    const renumbered = own.map((isOwn, index) => (isOwn ? sources.push(map.sources[index]) - 1 : -1));
    const self = sources.push(file.slice(0, -'.map'.length)) - 1;
    // Fields 2 to 5 of a segment count on from the segment before, across lines; the first restarts at each line.
    const read = [0, 0, 0, 0];
    const written = [0, 0, 0, 0];
    const lines = map.mappings.split(';').map((line, generatedLine) => {
      let column = 0;
      const segments = line === '' ? [] : line.split(',');
      return segments.map((segment) => {
        const fields = decodeSegment(segment);
        column += fields[0];
        if (fields.length === 1) return { column, relative: [] };
        for (let index = 1; index < fields.length; index++) read[index - 1] += fields[index];
        const [source, originalLine, originalColumn, name] = read;
        const absolute = own[source]
          ? [renumbered[source], originalLine, originalColumn, ...(fields.length > 4 ? [name] : [])]
          : [self, generatedLine, column];
        const relative = absolute.map((value, index) => value - written[index]);
        absolute.forEach((value, index) => (written[index] = value));
        return { column, relative };
      });
    });
    map.mappings = lines
      .map((segments) => {
        let previous = 0;
        return segments
          .map((segment) => {
            const out = encodeSegment([segment.column - previous, ...segment.relative]);
            previous = segment.column;
            return out;
          })
          .join(',');
      })
      .join(';');
    map.sources = sources;
    delete map.sourcesContent;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}

async function bundle(dirName) {
  const pkgDir = join(ROOT, 'packages', dirName);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const outdir = join(pkgDir, 'lib');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...COMMON,
    entryPoints: entriesOf(pkgDir, pkg, dirName),
    outdir,
    splitting: !UNSPLIT.has(dirName),
    packages: 'external',
    chunkNames: 'shared-[hash]',
    plugins: [BUNDLE_VARIANTS, ZOD_BESIDE],
    tsconfig: join(pkgDir, 'tsconfig.json'),
  });
  keepSourcesInPackage(pkgDir, outdir);
  for (const [name, source] of Object.entries(EXTRA_ENTRIES[dirName] ?? {})) writeDeclarationPointer(pkgDir, name, source);
}

/**
 * Resolves a module to `x<suffix>`, where it exists, in place of `x.ts`: the
 * few modules that differ in a build. Resolved, not served under the
 * other's name, so that the source map names the file whose code the bundle
 * holds; its imports resolve from the same folder, so a
 * variant reads like the file it replaces.
 */
const variants = (suffix) => ({
  name: `variants${suffix}`,
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      // The plugin's own call below, and package imports (external), resolve as usual.
      if (args.pluginData?.variant === true) return undefined;
      if (args.kind !== 'entry-point' && !args.path.startsWith('.')) return undefined;
      const { path, errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { variant: true },
      });
      if (errors.length > 0 || !path.endsWith('.ts') || path.endsWith('.platform.ts') || path.endsWith('.bundle.ts')) return undefined;
      const variant = path.replace(/\.ts$/, suffix);
      return existsSync(variant) ? { path: variant } : undefined;
    });
  },
});

/**
 * `x.platform.ts` for Workers and browsers: the platform's `fetch` rather
 * than node-fetch, no Redis, no `require`.
 */
const PLATFORM_VARIANTS = variants('.platform.ts');

/**
 * `x.bundle.ts` for the Node.js bundles: what differs from the sources that
 * tsc and the tests run (zod required from the bundled ZOD file, not from its package).
 */
const BUNDLE_VARIANTS = variants('.bundle.ts');

/**
 * What no file of the build for Workers and browsers may hold: Node's
 * modules (imported, or taken with `process.getBuiltinModule`), node-fetch,
 * the Redis client, and `require` (a bundler for those
 * platforms fails on the first, and workerd fails to start on a dynamic
 * import of a Node-only package). `Buffer` counts outside comments only: a
 * TSDoc example for Node.js users may name it.
 */
const NODE_ONLY = [/\bfrom\s*"node:/, /\bimport\("node:/, /\bgetBuiltinModule\(/, /"node-fetch"/, /"@keyv\/redis"/, /"@redis\//, /\bcreateRequire\b/, /^(?!\s*(?:\*|\/\/)).*\bBuffer\./m];

/**
 * Nor a dynamic `import()`: a Service Worker may not import at all, and a
 * user's bundler that splits one into a chunk of its own makes a call wait
 * for that chunk (a `.platform.ts` variant imports statically instead).
 */
const DYNAMIC_IMPORT = /\bimport\(/;

/**
 * The build for Workers and browsers of a package (PLATFORM_PACKAGES):
 * the same entries under `lib/platform/`, with the variants
 * PLATFORM_VARIANTS serves; its dependencies stay imports, resolved by the
 * user's bundler with its own conditions (`workerd`, `browser`).
 */
async function bundlePlatform(dirName) {
  const pkgDir = join(ROOT, 'packages', dirName);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const outdir = join(pkgDir, 'lib', 'platform');
  await build({
    ...COMMON,
    platform: 'neutral',
    // What Workers and the browsers of the last two years run.
    target: 'es2022',
    entryPoints: entriesOf(pkgDir, pkg, dirName),
    outdir,
    splitting: true,
    packages: 'external',
    chunkNames: 'shared-[hash]',
    plugins: [PLATFORM_VARIANTS],
    tsconfig: join(pkgDir, 'tsconfig.json'),
  });
  keepSourcesInPackage(pkgDir, outdir);
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(outdir, file), 'utf8');
    const found = NODE_ONLY.find((pattern) => pattern.test(code));
    if (found !== undefined) throw new Error(`packages/${dirName}/lib/platform/${file} holds ${found}, which Workers and browsers do not have`);
    if (DYNAMIC_IMPORT.test(code)) throw new Error(`packages/${dirName}/lib/platform/${file} holds a dynamic import(), which a Service Worker may not make`);
  }
}

// The package a bundled file came from, by the nearest package.json above it
// that names one (zod has package.json files in its folders that only set `type`).
function packageDirOf(file) {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === undefined) dir = dirname(dir);
  return dir;
}

/**
 * The licence section of a package's README, for a package that ships no
 * licence file but puts its notice there (data-uri-to-buffer, inside
 * node-fetch): from a "License" heading (`## License`, or `License` over a
 * `---` line) to the next heading. A package with neither fails the build:
 * its notice must travel with its code.
 */
function licenceInReadme(id, dir) {
  const readme = readdirSync(dir).find((entry) => /^readme/i.test(entry));
  const lines = readme === undefined ? [] : readFileSync(join(dir, readme), 'utf8').split(/\r?\n/);
  const isHeading = (index) => /^#{1,6}\s/.test(lines[index] ?? '') || (/^[-=]{3,}\s*$/.test(lines[index + 1] ?? '') && (lines[index] ?? '').trim() !== '');
  const start = lines.findIndex((line, index) => isHeading(index) && /^#*\s*licen[cs]e\b/i.test(line.trim()));
  if (start < 0) throw new Error(`${id}: no licence file and no licence section in its README; its notice must be bundled with its code`);
  const body = start + (/^#/.test(lines[start] ?? '') ? 1 : 2);
  const end = lines.findIndex((_, index) => index >= body && isHeading(index));
  return `(from its README)\n\n${lines.slice(body, end < 0 ? undefined : end).join('\n').trim()}`;
}

// The licences of the third-party code inside a standalone bundle, next to it:
// most of them ask that their notice travel with the code.
function writeLicences(outfile, metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.split(/[\\/]/).includes('node_modules')) continue;
    const dir = packageDirOf(join(ROOT, input));
    const { name, version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    packages.set(`${name}@${version}`, { dir, license });
  }
  const sections = [...packages].sort(([a], [b]) => a.localeCompare(b)).map(([id, { dir, license }]) => {
    const file = readdirSync(dir).find((entry) => /^licen[cs]e/i.test(entry));
    const text = file === undefined ? licenceInReadme(id, dir) : readFileSync(join(dir, file), 'utf8').trim();
    return `${id} (${license ?? 'unknown'})\n\n${text}\n`;
  });
  writeFileSync(`${outfile}.LICENSES.txt`, `Third-party code bundled in ${relative(dirname(outfile), outfile).split(sep).join('/')}:\n\n${sections.join('\n---\n\n')}`);
}

// A bundle with its dependencies inside still requires some packages at run
// time, resolved from where it lies: each must be a dependency or a peer of
// its package, or on a path no run of it takes. Checked here, as a missing
// one would fail only on the path that needs it, in a user's install.
function checkRequiredPackages(file, code, pkgDir, unreached = []) {
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  // `require("x")`, `import("x")`, `from "x"`, and `createRequire(import.meta.url)("x")`, as the SDK loads zod and the Redis limiter.
  for (const [, specifier] of code.matchAll(/(?:\brequire\(|\bimport\(|\.url\)\(|\bfrom\s*)"([^"\s]+)"/g)) {
    if (specifier.startsWith('.') || isBuiltin(specifier)) continue;
    const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    if (!(name in dependencies) && !(name in peerDependencies) && !unreached.includes(name)) {
      throw new Error(`${relative(ROOT, file)} requires ${specifier}, which ${relative(ROOT, pkgDir)}/package.json does not depend on`);
    }
  }
}

/**
 * `node:http` for the bundles that carry their dependencies (the sync
 * flavour's worker, with node-fetch inside, and the `screencap` command):
 * Node.js's CommonJS module itself, taken with `process.getBuiltinModule`.
 * Imported as an ES module, `node:http` has each of its exports read once to
 * make the module's namespace, and three of them (WebSocket, CloseEvent,
 * MessageEvent) are getters that load the undici Node.js bundles for its
 * global fetch: nothing here uses it, and loading it was a large part of the
 * sync flavour's cold start (bench/RESULTS.md, "node:http without undici"). Only the default
 * import is served (node-fetch's `import http from 'node:http'`): a named
 * import of it fails the build, to be added here by name.
 */
const HTTP_WITHOUT_UNDICI = {
  name: 'http-without-undici',
  setup(build) {
    build.onResolve({ filter: /^(node:)?http$/ }, () => ({ path: 'node:http', namespace: 'http-without-undici' }));
    build.onLoad({ filter: /.*/, namespace: 'http-without-undici' }, () => ({
      contents: "export default process.getBuiltinModule('node:http');",
      loader: 'js',
    }));
  },
};

/**
 * The SDK's packages from their TypeScript sources (the file each export's
 * `types` names) rather than their bundles, for the CLI's front
 * (`lib/help-or-version.js`): a package's bundle runs whole, all of core's
 * some 170 kB; from the sources the front holds only the few modules of
 * core that a help uses.
 */
const WORKSPACE_SOURCES = {
  name: 'workspace-sources',
  setup(build) {
    build.onResolve({ filter: /^@screencap\/[^/]+(\/.*)?$/ }, (args) => {
      const [, name, subpath = ''] = /^(@screencap\/[^/]+)(\/.*)?$/.exec(args.path);
      const dirName = PACKAGES.find((dir) => JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')).name === name);
      if (dirName === undefined) return undefined;
      const pkgDir = join(ROOT, 'packages', dirName);
      const found = exportsOf(JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')), dirName).find((entry) => entry.subpath === `.${subpath}`);
      if (found === undefined) throw new Error(`${name} exports no ".${subpath}"`);
      return { path: join(pkgDir, found.source) };
    });
  },
};

// `require` in an ES module bundle, for the CommonJS code inside it.
const REQUIRE_BANNER = "import { createRequire as __screencapCreateRequire } from 'node:module';\nconst require = __screencapCreateRequire(import.meta.url);";

async function bundleStandalone(dirName) {
  const pkgDir = join(ROOT, 'packages', dirName);
  const { main, front, bin, external, unreached } = STANDALONE[dirName];
  const tsconfig = join(pkgDir, 'tsconfig.json');
  const mainFile = join(pkgDir, 'lib', 'main.js');
  const result = await build({
    ...COMMON,
    entryPoints: [join(pkgDir, main)],
    outfile: mainFile,
    external,
    metafile: true,
    banner: { js: REQUIRE_BANNER },
    plugins: [BUNDLE_VARIANTS, HTTP_WITHOUT_UNDICI, ZOD_BESIDE],
    // The packages' bundles import their shared chunks bare, for the order
    // they run in; `"sideEffects": false` would have those imports dropped.
    ignoreAnnotations: true,
    tsconfig,
  });
  writeLicences(mainFile, result.metafile);
  keepSourcesInPackage(pkgDir, dirname(mainFile));
  checkRequiredPackages(mainFile, readFileSync(mainFile, 'utf8'), pkgDir, unreached);
  // The front, which answers a help or a version from the commands' tables and imports the bundle for the rest.
  const frontFile = join(pkgDir, 'lib', `${front.name}.js`);
  await build({ ...COMMON, entryPoints: [join(pkgDir, front.source)], outfile: frontFile, external: ['./main.js'], plugins: [WORKSPACE_SOURCES, BUNDLE_VARIANTS, ZOD_BESIDE], tsconfig });
  keepSourcesInPackage(pkgDir, dirname(frontFile));
  const frontCode = readFileSync(frontFile, 'utf8');
  if (!frontCode.includes('import("./main.js")')) throw new Error(`${relative(ROOT, frontFile)} must import ./main.js, not hold it`);
  const heavy = [/"@screencap\/async"/, /zod/, /node-fetch/, /\.run\.js/].find((pattern) => pattern.test(frontCode));
  if (heavy !== undefined) throw new Error(`${relative(ROOT, frontFile)} holds ${heavy}: a help or a version must not load it`);
  checkRequiredPackages(frontFile, frontCode, pkgDir, unreached);
  // The executable, its hashbang kept from the source; the front stays an import.
  const binFile = join(pkgDir, 'lib', 'bin.js');
  await build({ ...COMMON, entryPoints: [join(pkgDir, bin)], outfile: binFile, external: [`./${front.name}.js`], sourcemap: false, tsconfig });
  if (!readFileSync(binFile, 'utf8').includes(`import("./${front.name}.js")`)) throw new Error(`${relative(ROOT, binFile)} must import ./${front.name}.js, not hold it`);
  chmodSync(binFile, 0o755);
}

async function bundleSyncWorker() {
  const { dirName, entry, name, external, unreached } = SYNC_WORKER;
  const pkgDir = join(ROOT, 'packages', dirName);
  const outfile = join(pkgDir, 'lib', `${name}.js`);
  const result = await build({
    ...COMMON,
    entryPoints: [join(pkgDir, entry)],
    outfile,
    external,
    metafile: true,
    banner: { js: REQUIRE_BANNER },
    plugins: [BUNDLE_VARIANTS, HTTP_WITHOUT_UNDICI, ZOD_BESIDE],
    ignoreAnnotations: true,
    tsconfig: join(pkgDir, 'tsconfig.json'),
  });
  writeLicences(outfile, result.metafile);
  keepSourcesInPackage(pkgDir, dirname(outfile));
  checkRequiredPackages(outfile, readFileSync(outfile, 'utf8'), pkgDir, unreached);
  writeDeclarationPointer(pkgDir, name, entry);
}

/**
 * zod for the Node.js build: the builders the response schemas use and zod's
 * English messages (core's `src/schemas/zod-parts.ts`), zod inside, as one
 * CommonJS file, `lib/zod.cjs`, that the bundles require with the first
 * answer (`load-zod.bundle.ts`, by a path relative to the bundle). zod's own
 * CommonJS entry, which `require('zod/mini')` reaches, loads all of zod, every
 * locale, from some ninety files; this is one file of what the schemas use.
 * Required synchronously since the answer is read so; required, not imported
 * at start-up, so that importing a client loads no zod. Written beside each
 * bundle that requires it (core's own and the `screencap` command's, which
 * holds core's code). zod's schemas never leave the SDK (answers are checked
 * and handed on as plain data), so a copy of its own is safe, like the
 * standalone bundles' copies of everything.
 */
const ZOD = { source: 'packages/core/src/schemas/zod-parts.ts', name: 'zod.cjs' };

/**
 * `./zod.cjs`, imported or required from beside the bundle at run time
 * (`load-zod.bundle.ts`): left as it is in every Node.js build, where esbuild
 * would look for it beside the source.
 */
const ZOD_BESIDE = {
  name: 'zod-beside',
  setup(build) {
    build.onResolve({ filter: /^\.\/zod\.cjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Whether a file of a package's `lib/` requires ZOD from beside it. */
const requiresZod = (dirName) => {
  const lib = join(ROOT, 'packages', dirName, 'lib');
  return readdirSync(lib).some((file) => file.endsWith('.js') && readFileSync(join(lib, file), 'utf8').includes(`("./${ZOD.name}")`));
};

async function bundleZod(dirName) {
  const outfile = join(ROOT, 'packages', dirName, 'lib', ZOD.name);
  const result = await build({
    ...COMMON,
    entryPoints: [join(ROOT, ZOD.source)],
    outfile,
    format: 'cjs',
    metafile: true,
    tsconfig: join(ROOT, 'packages/core/tsconfig.json'),
  });
  writeLicences(outfile, result.metafile);
  keepSourcesInPackage(join(ROOT, 'packages', dirName), dirname(outfile), (name) => name === `${ZOD.name}.map`);
  const code = readFileSync(outfile, 'utf8');
  if (/\brequire\(/.test(code)) throw new Error(`${relative(ROOT, outfile)} must hold zod whole, not require anything`);
}

// A standalone bundle is made of the other packages' bundles: core first, then
// what uses it.
await bundle('core');
await bundle('async-client');
await Promise.all([...PLATFORM_PACKAGES].map(bundlePlatform));
await Promise.all(PACKAGES.filter((name) => name !== 'core' && name !== 'async-client').map(bundle));
await Promise.all([...Object.keys(STANDALONE).map(bundleStandalone), bundleSyncWorker()]);
await Promise.all(PACKAGES.filter(requiresZod).map(bundleZod));
