import type { JsonOf, SchemaName } from './build-schemas.js';
import { ACCEPTORS } from './generated/acceptors.js';
import { responseSchemas } from './load-schemas.js';

/** Where and how a value differs from a schema, as zod says it. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A value that passed its schema (as the schema hands it back), or zod's issues with it. */
export type Validation<Name extends SchemaName> =
  | { readonly success: true; readonly data: JsonOf<Name> }
  | { readonly success: false; readonly issues: readonly SchemaIssue[] };

/**
 * Validates parsed JSON against the response schema `name`. The generated
 * predicate accepts a valid value as it is (most answers); zod loads and reads
 * only a value the predicate refused, so its issues explain every failure,
 * and what it hands back is the answer where it accepts a value the predicate
 * would not (an own `__proto__` key, which it drops).
 */
export function validateJson<Name extends SchemaName>(name: Name, json: unknown): Validation<Name> {
  if (ACCEPTORS[name](json)) return { success: true, data: json as JsonOf<Name> };
  const result = responseSchemas()[name].safeParse(json);
  return result.success ? { success: true, data: result.data as JsonOf<Name> } : { success: false, issues: result.error.issues };
}
