import type { z } from 'zod';
import * as episodeKeyChecks from './episode-key-check.js';
import { Emitter, internalsOf } from './fast-validator.js';
import { responseSchemas } from './load-schemas.js';

/** Where the response schemas' predicates are written, from the package's folder. */
export const GENERATED_ACCEPTORS_PATH = 'src/schemas/generated/acceptors.ts';

/** The source {@link GENERATED_ACCEPTORS_PATH} holds: the predicates of the response schemas as they are now. */
export function responseAcceptorsSource(): string {
  return acceptorModuleSource({
    schemas: responseSchemas(),
    modules: [{ specifier: '../episode-key-check.js', exports: episodeKeyChecks }],
    runCheck: '../run-check.js',
    command: 'node scripts/generate-acceptors.mjs',
  });
}

/** A module of plain (zod-free) values the generated code may import, such as the episode key checks. */
export interface ImportableModule {
  /** Its specifier, as the generated module imports it. */
  readonly specifier: string;
  /** Its exports: a value of the schemas found here is imported by name. */
  readonly exports: Readonly<Record<string, unknown>>;
}

/** What {@link acceptorModuleSource} writes the predicates of. */
export interface AcceptorModuleOptions {
  /** The schemas, by the name the module keys their predicates by. */
  readonly schemas: Readonly<Record<string, z.ZodType>>;
  /** Where the functions a schema holds (its custom checks) are imported from. */
  readonly modules: readonly ImportableModule[];
  /** Where `runCheck` is imported from. */
  readonly runCheck: string;
  /** The command that writes the module, named in its header. */
  readonly command: string;
}

/**
 * The source of a TypeScript module that exports `ACCEPTORS`: for each schema,
 * the predicate `compileAcceptor` would compile at run time, written
 * ahead of time so that it loads without zod (and without `new Function`).
 * What the predicates hold of the schemas is written as literals (bounds) or
 * imports from `modules` (check functions, which must live without zod);
 * anything else cannot be written and throws, as does a schema the emitter
 * cannot compile.
 */
export function acceptorModuleSource(options: AcceptorModuleOptions): string {
  const imports = new Map<string, Set<string>>([[options.runCheck, new Set(['runCheck'])]]);
  const importedAs = new Map<unknown, string>();
  const ref = (value: unknown): string => {
    const literal = literalOf(value);
    if (literal !== undefined) return literal;
    const existing = importedAs.get(value);
    if (existing !== undefined) return existing;
    if (typeof value === 'function') {
      for (const module of options.modules) {
        const name = Object.keys(module.exports).find((key) => module.exports[key] === value);
        if (name === undefined) continue;
        const names = imports.get(module.specifier) ?? new Set();
        imports.set(module.specifier, names.add(name));
        importedAs.set(value, name);
        return name;
      }
      throw new Error(`a schema holds the function ${value.name || '(anonymous)'}, which no module given exports: export it from a module without zod`);
    }
    // The emitter hands over bounds and check functions only; a new kind of value (a regular
    // expression, a set of literals) gets its way of being written here when the emitter learns it.
    throw new Error(`a schema holds ${String(value)}, which the generator cannot write as code`);
  };
  const emitter = new Emitter(ref, { typed: true });
  const entries = Object.entries(options.schemas).map(([name, schema]) => {
    const root = emitter.node(internalsOf(schema), 'value');
    if (root === undefined) throw new Error(`the schema ${name} uses a kind the emitter does not compile`);
    return `  ${name}: (value: any) => ${root},`;
  });
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([specifier, names]) => `import { ${[...names].sort().join(', ')} } from ${JSON.stringify(specifier)};`);
  return [
    `// Written by \`${options.command}\` from the response schemas (build-schemas.ts): do not edit.`,
    '// Each predicate accepts exactly what its schema accepts, without loading zod; a test',
    '// fails when this file is not what the schemas make now.',
    '/* eslint-disable */',
    "import type { SchemaName } from '../build-schemas.js';",
    "import type { Acceptor } from '../fast-validator.js';",
    ...importLines,
    '',
    ...emitter.functions.filter((text) => text !== '').flatMap((text) => [text, '']),
    '/** Whether a value passes the response schema of each name, as a yes or no. */',
    'export const ACCEPTORS: Readonly<Record<SchemaName, Acceptor>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

// A value written as a literal: numbers, strings, booleans, null, undefined, bigints.
function literalOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value.toString()}n`;
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    default:
      return value === null ? 'null' : undefined;
  }
}
