import type { z } from 'zod';
import { runCheck } from './run-check.js';

/** Whether a value passes a schema, as a yes or no: no output, no issues. */
export type Acceptor = (value: unknown) => boolean;

// zod's safeParse builds a new object for every object it reads and a record
// of issues on the way (30-60 us for a 60-frame answer); most answers are
// valid. So a schema is compiled, from its own definition (the one source of
// truth: nothing here restates a rule), into a plain predicate that accepts
// exactly what zod accepts, and zod runs only to explain a value the predicate
// refused. The response schemas are compiled ahead of time
// (acceptor-module.ts writes generated/acceptors.ts), so that a valid answer
// loads no zod at all. A schema using anything outside the kinds below
// compiles to `undefined`: zod alone reads it.
//
// The predicate hands back the parsed JSON itself where zod would hand back a
// copy, so the two differ only where zod's copy does: the order of keys (zod
// puts the schema's keys first) and an own `__proto__` key (zod drops it; the
// predicate refuses such an object, so zod reads it).

/** What the emitter reads of a zod schema (its `_zod`). */
export interface Internals {
  readonly def: Definition;
  readonly traits: ReadonlySet<string>;
  readonly optin?: 'optional' | 'defaulted';
  readonly check?: (payload: { value: unknown; issues: unknown[] }) => unknown;
}

interface Definition {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: Internals }[];
  readonly coerce?: boolean;
  readonly shape?: Readonly<Record<string, { readonly _zod: Internals }>>;
  readonly catchall?: { readonly _zod: Internals };
  readonly element?: { readonly _zod: Internals };
  readonly innerType?: { readonly _zod: Internals };
  readonly options?: readonly { readonly _zod: Internals }[];
  // Checks
  readonly check?: string;
  readonly format?: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
  readonly when?: unknown;
}

/**
 * Compiles `schema` into a predicate that accepts exactly the values
 * `schema.safeParse` accepts, or `undefined` when the schema uses a kind the
 * compiler does not know, or code cannot be compiled here (then only zod can
 * tell). The response schemas' predicates are compiled ahead of time
 * (generated/acceptors.ts, written by acceptor-module.ts with the same
 * {@link Emitter}); this reads any other schema, as the tests do.
 */
export function compileAcceptor(schema: z.ZodType): Acceptor | undefined {
  const refs: unknown[] = [];
  const emitter = new Emitter((value) => `refs[${refs.push(value) - 1}]`);
  const root = emitter.node(internalsOf(schema), 'value');
  if (root === undefined) return undefined;
  const source = `${emitter.functions.join('\n')}\nreturn (value) => ${root};`;
  try {
    // Generated code, like zod's own fast path: a plain function per object and
    // array, its keys written in, runs several times faster than closures
    // calling closures (whose calls and key reads stay polymorphic).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const factory = new Function('refs', 'runCheck', source) as (refs: unknown[], run: typeof runCheck) => Acceptor;
    return factory(refs, runCheck);
  } catch {
    // Code generation refused (--disallow-code-generation-from-strings): zod reads every answer.
    return undefined;
  }
}

/** zod's definition of a schema, as the {@link Emitter} reads it. */
export function internalsOf(schema: z.ZodType): Internals {
  return (schema as unknown as { _zod: Internals })._zod;
}

/**
 * Writes schemas as JavaScript: each node a boolean expression over a
 * variable, each object and array a function of its own (written once
 * however many schemas hold it), in {@link Emitter.functions}. A value the
 * code needs from the schema (a bound, a check function) is written by `ref`:
 * a reference into an array at run time, a literal or an import ahead of time.
 * With `typed`, the functions' parameters are typed for TypeScript.
 */
export class Emitter {
  readonly functions: string[] = [];
  readonly #named = new Map<Definition, string>();
  readonly #ref: (value: unknown) => string;
  readonly #parameter: string;

  constructor(ref: (value: unknown) => string, options: { readonly typed?: boolean } = {}) {
    this.#ref = ref;
    // The input is JSON of any shape, read key by key: `unknown` would refuse every read.
    this.#parameter = options.typed === true ? 'input: any): boolean' : 'input)';
  }

  node(node: Internals, v: string): string | undefined {
    const def = node.def;
    if (def.coerce === true) return undefined;
    const type = this.#type(def, v);
    if (type === undefined) return undefined;
    // A schema that is a check itself (z.int(): a number with the safeint format) runs first, as zod runs it.
    const checks = [...(node.traits.has('$ZodCheck') ? [node] : []), ...(def.checks ?? []).map((check) => check._zod)];
    const parts = [type];
    for (const check of checks) {
      const part = this.#check(check, v);
      if (part === undefined) return undefined;
      parts.push(part);
    }
    return parts.length === 1 ? type : `(${parts.join(' && ')})`;
  }

  #type(def: Definition, v: string): string | undefined {
    switch (def.type) {
      case 'unknown':
      case 'any':
        return 'true';
      case 'string':
        return `typeof ${v} === "string"`;
      case 'boolean':
        return `typeof ${v} === "boolean"`;
      case 'number':
        // zod refuses NaN and the infinities before any check.
        return `(typeof ${v} === "number" && Number.isFinite(${v}))`;
      case 'optional': {
        // A defaulted inner schema substitutes a value for undefined: zod's output would not be its input.
        if (def.innerType === undefined || def.innerType._zod.optin === 'defaulted') return undefined;
        const inner = this.node(def.innerType._zod, v);
        return inner === undefined ? undefined : `(${v} === undefined || ${inner})`;
      }
      case 'array':
        return def.element === undefined ? undefined : this.#array(def, def.element._zod, v);
      case 'union': {
        const options = (def.options ?? []).map((option) => this.node(option._zod, v));
        if (options.length === 0 || options.some((option) => option === undefined)) return undefined;
        return `(${options.join(' || ')})`;
      }
      case 'object':
        return this.#object(def, v);
      default:
        return undefined;
    }
  }

  #function(def: Definition, body: (parameter: string) => string | undefined, v: string): string | undefined {
    let name = this.#named.get(def);
    if (name === undefined) {
      const index = this.functions.push('') - 1;
      const text = body('input');
      if (text === undefined) return undefined;
      name = `f${index}`;
      this.functions[index] = `function ${name}(${this.#parameter} {\n${text}\n  return true;\n}`;
      this.#named.set(def, name);
    }
    return `${name}(${v})`;
  }

  #array(def: Definition, element: Internals, v: string): string | undefined {
    return this.#function(def, (input) => {
      const accepts = this.node(element, 'item');
      if (accepts === undefined) return undefined;
      return [
        `  if (!Array.isArray(${input})) return false;`,
        `  for (let index = 0; index < ${input}.length; index += 1) {`,
        `    const item = ${input}[index];`,
        `    if (!(${accepts})) return false;`,
        '  }',
      ].join('\n');
    }, v);
  }

  #object(def: Definition, v: string): string | undefined {
    // Only loose objects: a plain z.object strips unknown keys and a strict one refuses them, so their output is not their input.
    const catchall = def.catchall?._zod.def.type;
    if (catchall !== 'unknown' && catchall !== 'any') return undefined;
    return this.#function(def, (input) => {
      const lines = [
        `  if (typeof ${input} !== "object" || ${input} === null || Array.isArray(${input})) return false;`,
        `  if (Object.hasOwn(${input}, "__proto__")) return false;`,
      ];
      let index = 0;
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (key === '__proto__' || field._zod.optin === 'defaulted') return undefined;
        const name = `field${index++}`;
        const accepts = this.node(field._zod, name);
        if (accepts === undefined) return undefined;
        const literal = JSON.stringify(key);
        // zod reads a required key with `key in input`: a missing one is an issue even where the field's schema takes undefined.
        if (field._zod.optin === undefined) lines.push(`  if (!(${literal} in ${input})) return false;`);
        lines.push(`  const ${name} = ${input}[${literal}];`, `  if (!(${accepts})) return false;`);
      }
      return lines.join('\n');
    }, v);
  }

  #check(check: Internals, v: string): string | undefined {
    const def = check.def;
    // A conditional check (`when`) is rare and its condition reads zod's own payload: zod alone.
    if (def.when !== undefined) return undefined;
    if (def.check === 'number_format' && def.format === 'safeint') return `Number.isSafeInteger(${v})`;
    if ((def.check === 'greater_than' || def.check === 'less_than') && typeof def.value === 'number') {
      const operator = (def.check === 'greater_than' ? '>' : '<') + (def.inclusive === true ? '=' : '');
      return `${v} ${operator} ${this.#ref(def.value)}`;
    }
    if (check.check === undefined) return undefined;
    return `runCheck(${this.#ref(check.check)}, ${v})`;
  }
}
