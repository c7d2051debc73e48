// The Node.js build (scripts/bundle.mjs serves this file in place of
// load-zod.ts there): zod-parts.ts bundled with the part of zod it uses, into
// `zod.cjs` beside the bundle. One file read and run with the first answer,
// where `require('zod/mini')` reads some ninety (zod's CommonJS entry loads
// all of it, every locale included), which was most of the first answer's cost.
import { createRequire } from 'node:module';
import type { ZodParts } from './zod-namespace.js';

/** zod's builders and English messages, from the bundled `zod.cjs`. */
export function loadZod(): ZodParts {
  // Required, not imported: the answer is read synchronously (both clients' `parse` is).
  return (createRequire(import.meta.url)('./zod.cjs') as typeof import('./zod-parts.js')).zodParts;
}
