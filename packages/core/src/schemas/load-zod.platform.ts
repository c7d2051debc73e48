// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of load-zod.ts there): no `require` on those platforms, so zod is
// imported statically, the builders by name (zod-parts.ts) rather than the
// `z` namespace, so that a bundler leaves out the rest of zod (the namespace
// reaches every locale, several times the size of the client).
import { zodParts } from './zod-parts.js';
import type { ZodParts } from './zod-namespace.js';

/** zod's builders. */
export function loadZod(): ZodParts {
  return zodParts;
}
