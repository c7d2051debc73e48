// What `zod.cjs` exports: the build writes it beside the Node.js bundles
// from zod-parts.ts (scripts/bundle.mjs, ZOD), and load-zod.bundle.ts
// imports it from there.
import type { ZodParts } from './zod-namespace.js';

export declare const zodParts: ZodParts;
