#!/usr/bin/env node
// Checks that the source maps of published packages name only files the
// package ships: every `sources` entry of every `.map` resolves to a file of
// the same package, and every `sourceMappingURL` comment to a map that is
// there. A path that is not there ends up in a user's stack trace (Node.js's
// `--enable-source-maps`, the CLI's SCREENCAP_DEBUG) or debugger as a file
// they cannot open.
//
//   node scripts/check-source-maps.mjs <installed package dir>...
//       every file under each directory (a package installed from its tarball)
//   node scripts/check-source-maps.mjs --packed <workspace package dir>...
//       the files `npm pack` would put in each package's tarball (after a build)
//
// Prints one line per problem and exits 1, or one line of totals.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';

/** Every file under `dir`, relative to it with `/`, a nested node_modules left out. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'));
}

/** What `npm pack` would publish of the package in `dir`. */
async function packedFiles(dir) {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout)[0].files.map((file) => file.path);
}

// A path a map names, relative to the package; undefined when it is a URL (`webpack://`, `file://`) or leaves the package.
function inPackage(from, path) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return undefined;
  const joined = posix.normalize(posix.join(posix.dirname(from), path));
  return joined.startsWith('../') ? undefined : joined;
}

/** The problems of one package's maps, given the files it ships. */
export function problemsOf(dir, files) {
  const shipped = new Set(files);
  const problems = [];
  let maps = 0;
  for (const file of files) {
    if (file.endsWith('.map')) {
      maps += 1;
      const map = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      for (const source of map.sources ?? []) {
        const path = inPackage(file, posix.join(map.sourceRoot ?? '', source));
        if (path === undefined || !shipped.has(path)) problems.push(`${dir}/${file} names ${source}, which the package does not ship`);
      }
    } else if (/\.(?:[cm]?js|d\.[cm]?ts)$/.test(file)) {
      const [, url] = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(dir, file), 'utf8')) ?? [];
      if (url === undefined || url.startsWith('data:')) continue;
      const path = inPackage(file, decodeURIComponent(url));
      if (path === undefined || !shipped.has(path)) problems.push(`${dir}/${file} points at the map ${url}, which the package does not ship`);
    }
  }
  return { problems, maps };
}

const args = process.argv.slice(2);
const packed = args[0] === '--packed';
const dirs = (packed ? args.slice(1) : args).map((dir) => resolve(dir));
if (dirs.length === 0) {
  console.error('usage: check-source-maps.mjs [--packed] <package dir>...');
  process.exit(64);
}
const results = await Promise.all(dirs.map(async (dir) => problemsOf(dir, packed ? await packedFiles(dir) : filesUnder(dir))));
const problems = results.flatMap((result) => result.problems);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`source maps: ${results.reduce((sum, result) => sum + result.maps, 0)} maps in ${dirs.length} packages, every file they name shipped`);
