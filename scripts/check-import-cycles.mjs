#!/usr/bin/env node
// Fails when the built packages import each other's modules in a cycle.
// It reads the emitted JavaScript, where type-only imports are already gone:
// a type-only back-reference (a model naming its client's type) is fine, a
// value cycle is not (its modules see each other half-initialized).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function jsFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

const graph = new Map();
for (const pkg of readdirSync(join(root, 'packages'))) {
  const dist = join(root, 'packages', pkg, 'dist');
  let files;
  try {
    files = jsFiles(dist);
  } catch {
    console.error(`packages/${pkg}/dist is missing: build first (pnpm build)`);
    process.exit(2);
  }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1] ?? match[2]));
    graph.set(file, targets);
  }
}

const cycles = [];
const state = new Map(); // undefined: not seen; 1: on the path; 2: done
function visit(file, path) {
  state.set(file, 1);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 1) cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (state.get(next) === undefined && graph.has(next)) visit(next, [...path, next]);
  }
  state.set(file, 2);
}
for (const file of graph.keys()) if (state.get(file) === undefined) visit(file, [file]);

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(' -> ')}`);
  process.exit(1);
}
console.log(`import cycles: none among ${graph.size} built modules`);
