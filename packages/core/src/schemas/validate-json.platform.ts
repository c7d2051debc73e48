// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of validate-json.ts there). zod, which names what is wrong with an
// answer, would be most of a Worker's bundle; there the generated predicate
// decides alone, and a refused answer fails with one issue that says why
// zod's details are missing.
import type { JsonOf, SchemaName } from './build-schemas.js';
import { ACCEPTORS } from './generated/acceptors.js';
import type { Validation } from './validate-json.js';

export type { SchemaIssue, Validation } from './validate-json.js';

/** The message of the one issue of a refused answer in the build for Workers and browsers. */
export const PLATFORM_SCHEMA_MESSAGE = 'the answer does not have the documented shape (the build for Workers and browsers leaves out zod, which would say where)';

/** Validates parsed JSON against the response schema `name` with its generated predicate only. */
export function validateJson<Name extends SchemaName>(name: Name, json: unknown): Validation<Name> {
  if (ACCEPTORS[name](json)) return { success: true, data: json as JsonOf<Name> };
  return { success: false, issues: [{ path: [], message: PLATFORM_SCHEMA_MESSAGE }] };
}
