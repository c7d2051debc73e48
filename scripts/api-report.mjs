#!/usr/bin/env node
// The API report of every published package: each public entry point's
// exports, as their built declarations say them (doc comments left out), in
// api/<package>.api.md. `--check` fails when the report of the built packages
// differs from the checked-in one, so a change to the public surface is
// always a reviewed change to a file; without it, the report is rewritten.
//
// Entry points under `./internal` are left out on purpose: they are the
// machinery the packages share, no part of the public API.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['core', 'async-client', 'sync-client', 'cli', 'fake-service', 'mcp', 'create-bot'];
const check = process.argv.includes('--check');

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function publicEntries(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath]) => subpath !== './package.json' && !subpath.startsWith('./internal'))
    .map(([subpath, target]) => ({ subpath, types: typeof target === 'string' ? undefined : target.types }))
    .filter((entry) => entry.types !== undefined);
}

function declarationText(declaration) {
  const source = declaration.getSourceFile();
  if (ts.isVariableDeclaration(declaration)) {
    // A variable prints as a statement of its own (`const x: T`), even when
    // its source declares several in one (`export const { a, b } = ...`).
    const statement = declaration.parent.parent;
    const alone = ts.factory.updateVariableStatement(statement, statement.modifiers, ts.factory.updateVariableDeclarationList(statement.declarationList, [declaration]));
    return printer.printNode(ts.EmitHint.Unspecified, alone, source).trim();
  }
  return printer.printNode(ts.EmitHint.Unspecified, declaration, source).trim();
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteClassExpressionAsTypeLiteral;
const MEMBER_MODIFIERS = [ts.SyntaxKind.ProtectedKeyword, ts.SyntaxKind.StaticKeyword, ts.SyntaxKind.AbstractKeyword, ts.SyntaxKind.ReadonlyKeyword];

// A class as its users see it. One that inherits from classes the entry
// point does not export (the machinery both flavours share) gets their
// members too, each with its types as they read on this class
// (`Promise<SearchResults>`, not the shared class's generic spelling), after
// its own; its `extends` names the nearest exported ancestor, whose members
// stand in its own section. Any other class prints as it is declared.
function classText(checker, symbol, declaration, exportedSymbols) {
  const instanceType = checker.getDeclaredTypeOfSymbol(symbol);
  const staticType = checker.getTypeOfSymbol(symbol);
  const inherited = [];
  let heritage = '';
  for (let type = instanceType; ; ) {
    const declared = type.target ?? type;
    const [base] = declared.isClassOrInterface() ? checker.getBaseTypes(declared) : [];
    const baseDeclaration = base?.symbol?.declarations?.find(ts.isClassDeclaration);
    if (baseDeclaration === undefined) break;
    if (exportedSymbols.has(base.symbol)) {
      heritage = ` extends ${base.symbol.name}`;
      break;
    }
    inherited.push(baseDeclaration);
    type = base;
  }
  if (inherited.length === 0) return declarationText(declaration);
  const source = declaration.getSourceFile();
  const nameOf = (member) => (member.name === undefined ? 'constructor' : member.name.getText());
  const isStatic = (member) => (member.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword);
  const keyOf = (member) => `${isStatic(member)}:${nameOf(member)}`;
  const seen = new Set(declaration.members.map(keyOf));
  const lines = declaration.members.map((member) => printer.printNode(ts.EmitHint.Unspecified, member, source).trim());
  for (const level of inherited) {
    for (const member of level.members) {
      if (seen.has(keyOf(member)) || (member.name !== undefined && ts.isPrivateIdentifier(member.name))) continue;
      seen.add(keyOf(member));
      if (ts.isConstructorDeclaration(member)) {
        for (const signature of checker.getSignaturesOfType(staticType, ts.SignatureKind.Construct)) {
          lines.push(`${modifiersOf(member)}constructor${signatureText(checker, signature, declaration).replace(/: [^:]+$/, '')};`);
        }
        continue;
      }
      const property = checker.getPropertyOfType(isStatic(member) ? staticType : instanceType, nameOf(member));
      if (property === undefined) continue;
      const type = checker.getTypeOfSymbol(property);
      const prefix = `${modifiersOf(member)}${nameOf(member)}`;
      if (ts.isMethodDeclaration(member)) {
        for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Call)) lines.push(`${prefix}${signatureText(checker, signature, declaration)};`);
      } else if (ts.isGetAccessorDeclaration(member)) {
        lines.push(`${modifiersOf(member)}get ${nameOf(member)}(): ${checker.typeToString(type, declaration, FORMAT)};`);
      } else {
        lines.push(`${prefix}: ${checker.typeToString(type, declaration, FORMAT)};`);
      }
    }
  }
  const abstract = (declaration.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : '';
  return [`export declare ${abstract}class ${symbol.name}${heritage} {`, ...lines.map((line) => `    ${line}`), '}'].join('\n');
}

// `options?: T` reads `options?: T | undefined` once instantiated; the same type, written as declared.
function signatureText(checker, signature, declaration) {
  return checker.signatureToString(signature, declaration, FORMAT).replace(/(\?: [^,()]+?) \| undefined(?=[,)])/g, '$1');
}

function modifiersOf(member) {
  return (member.modifiers ?? [])
    .filter((modifier) => MEMBER_MODIFIERS.includes(modifier.kind))
    .map((modifier) => `${ts.tokenToString(modifier.kind)} `)
    .join('');
}

function reportOf(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const entries = publicEntries(manifest);
  const files = entries.map((entry) => join(folder, entry.types));
  for (const file of files) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build the packages first (pnpm build)`);
  }
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: ['node'],
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const sections = [`# ${manifest.name}`, '', 'Generated by `node scripts/api-report.mjs`; do not edit by hand.', ''];
  for (const [index, entry] of entries.entries()) {
    const sourceFile = program.getSourceFile(files[index]);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`no module symbol for ${files[index]}`);
    const exports = checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name));
    sections.push(`## \`${entry.subpath === '.' ? manifest.name : `${manifest.name}/${entry.subpath.slice(2)}`}\``, '');
    sections.push(`${exports.length} exports: ${exports.map((symbol) => symbol.name).join(', ')}`, '', '```ts');
    const exportedSymbols = new Set(exports.map((exported) => (exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported)));
    for (const exported of exports) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const texts = (symbol.declarations ?? []).map((declaration) =>
        ts.isClassDeclaration(declaration) ? classText(checker, symbol, declaration, exportedSymbols) : declarationText(declaration),
      );
      sections.push(`// ${exported.name}`, ...texts, '');
    }
    sections.push('```', '');
  }
  return { name: manifest.name, text: `${sections.join('\n').trimEnd()}\n` };
}

let stale = 0;
mkdirSync(join(root, 'api'), { recursive: true });
for (const folder of PACKAGES) {
  const { name, text } = reportOf(join(root, 'packages', folder));
  const file = join(root, 'api', `${name.replace('@screencap/', '')}.api.md`);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    stale++;
    console.error(`api/${name.replace('@screencap/', '')}.api.md is out of date: the public API of ${name} changed.`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (stale > 0) {
  console.error('Review the change, then run `node scripts/api-report.mjs` and commit api/*.api.md with it.');
  process.exit(1);
}
if (check) console.log('api report: the public API of every package matches api/*.api.md');
