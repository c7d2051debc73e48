// Prints, for each package packed in a tarball folder, the one `npm install`
// line that installs it before the first release: its tarball and those of
// every @screencap package it needs, transitive ones included, since npm
// would look those up in the registry (a 404 until they are published).
// Paths are absolute, so a line works from any project folder.
// Usage: node scripts/install-lines.mjs <tarball folder>
import { resolve } from 'node:path';
import { readTarballFolder } from '../packages/create-bot/dist/tarballs.js';

const folder = resolve(process.argv[2] ?? 'tarballs');
const packages = readTarballFolder(folder);

/** The package's tarball last, after those it needs, each once. */
function tarballsOf(name, seen = new Set()) {
  if (seen.has(name)) return [];
  seen.add(name);
  const packed = packages.get(name);
  if (packed === undefined) throw new Error(`${folder} has no tarball of ${name}`);
  const needed = packed.dependencies.filter((dependency) => dependency.startsWith('@screencap/')).flatMap((dependency) => tarballsOf(dependency, seen));
  return [...needed, packed.path];
}

const width = Math.max(...[...packages.keys()].map((name) => name.length));
for (const name of [...packages.keys()].sort()) {
  const paths = tarballsOf(name).join(' ');
  const command = name === '@screencap/create-bot' ? `npm exec --package=${paths} -- create-bot my-bot --template discord-worker --tarballs ${folder}` : `npm install ${paths}`;
  console.log(`${name.padEnd(width)}  ${command}`);
}
console.log('For the commands (screencap, screencap-mcp, screencap-fake-service) on your PATH: the same line with npm install -g.');
