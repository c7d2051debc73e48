// zod's builders the schemas use, imported by name:
// a bundler keeps just these and what they need of zod. The build for Workers
// and browsers imports this file (load-zod.platform.ts); the Node.js build
// bundles it, zod inside, into a file of its own that it requires with the
// first answer (load-zod.bundle.ts, scripts/bundle.mjs).
import { array, boolean, int, looseObject, nonnegative, number, optional, string, union } from 'zod/mini';
import type { ZodParts } from './zod-namespace.js';

/** zod's builders. */
export const zodParts: ZodParts = { z: { array, boolean, int, looseObject, nonnegative, number, optional, string, union } };
