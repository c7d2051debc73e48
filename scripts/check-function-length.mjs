#!/usr/bin/env node
// Fails when a function in packages/*/src is longer than MAX_LINES: a
// function that long does several things, and each deserves a name.
// Counted from its first line to its last, comments included (TSDoc above it is not).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_LINES = 60;
// The async transport's steps (cache, share, gate, attempts, read) are each one private method, short enough to read at once.
const STRICTER = { 'packages/async-client/src/internal/transport.ts': 40 };
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const FUNCTION_KINDS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

/** A readable name for a function node: its own, or the variable or property it is assigned to. */
function nameOf(node) {
  const named = node.name ?? (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent) || ts.isPropertyDeclaration(node.parent) ? node.parent.name : undefined);
  return named === undefined ? '(anonymous)' : named.getText();
}

const found = [];
let longest = { lines: 0 };
for (const pkg of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', pkg, 'src');
  try {
    statSync(src);
  } catch {
    continue;
  }
  for (const file of sourceFiles(src)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (FUNCTION_KINDS.has(node.kind) && node.body !== undefined) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const entry = { where: `${relative(root, file)}:${first + 1}`, name: nameOf(node), lines: last - first + 1 };
        if (entry.lines > longest.lines) longest = entry;
        const max = STRICTER[relative(root, file).split(sep).join('/')] ?? MAX_LINES;
        if (entry.lines > max) found.push({ ...entry, max });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

if (process.argv.includes('--list')) {
  for (const entry of found.sort((a, b) => b.lines - a.lines)) console.log(`${entry.lines}\t${entry.where}\t${entry.name}`);
}
if (found.length > 0) {
  for (const { where, name, lines, max } of found) console.error(`${where}: ${name} is ${lines} lines (at most ${max})`);
  process.exit(1);
}
console.log(`function length: none over ${MAX_LINES} lines (the transport's steps none over 40) (longest: ${longest.name}, ${longest.lines} lines, ${longest.where})`);
