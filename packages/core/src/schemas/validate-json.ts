import type { JsonOf, SchemaName } from './build-schemas.js';
import { parseOptions, responseSchemas } from './load-schemas.js';

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
 * Validates parsed JSON against the response schema `name` with zod, which
 * loads with the first answer a program reads (load-schemas.ts), not when
 * the package is imported. Issues are in zod's English on every platform.
 */
export function validateJson<Name extends SchemaName>(name: Name, json: unknown): Validation<Name> {
  const result = responseSchemas()[name].safeParse(json, parseOptions());
  return result.success ? { success: true, data: result.data as JsonOf<Name> } : { success: false, issues: result.error.issues };
}
