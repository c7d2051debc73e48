// The Node.js build (scripts/bundle.mjs serves this file in place of
// load-zod.ts there): zod-parts.ts bundled with the part of zod it uses, into
// `zod.cjs` beside the bundle. One file read and run with the first answer,
// where `require('zod/mini')` reads some ninety (zod's CommonJS entry loads
// all of it, every locale included), which was most of the first answer's cost.
//
// A program that bundles its own code and the SDK's for Node.js (esbuild,
// webpack: a Lambda, say) carries this code without `zod.cjs` beside it, and
// a bundler does not follow `createRequire`: for it, the `import()` below,
// which it does follow, is taken when the file is missing, as soon as this
// module runs, so that the copy is there by the first answer.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { grantedWithoutAsking } from '../shared/deno-permissions.js';
import type { ZodParts } from './zod-namespace.js';

/** `zod.cjs` as an import gives it: its exports, or (through a bundler's interop) under `default`. */
interface ZodPartsModule {
  readonly zodParts?: ZodParts;
  readonly default?: { readonly zodParts?: ZodParts };
}

/** `zod.cjs` as a program's bundler carries it, once its import has settled. */
let carried: ZodParts | undefined;
let carriedError: unknown;

/** Whether `zod.cjs` is beside this file, as the SDK's build leaves it (not when a program's bundler moved this code). */
function besideThisFile(): boolean {
  try {
    const file = new URL('./zod.cjs', import.meta.url);
    // Where Deno may not read it without asking, the import below loads it all the same.
    return grantedWithoutAsking({ name: 'read', path: fileURLToPath(file) }) && existsSync(file);
  } catch {
    // No file URL here (a bundle made as CommonJS has no import.meta.url).
    return false;
  }
}

if (!besideThisFile()) {
  import('./zod.cjs').then(
    (module: ZodPartsModule) => {
      carried = module.zodParts ?? module.default?.zodParts;
    },
    (error: unknown) => {
      carriedError = error;
    },
  );
}

/**
 * zod's builders and English messages, from the bundled `zod.cjs`.
 * @throws {Error} when neither `zod.cjs` beside this file nor a bundler's copy of it can be had.
 */
export function loadZod(): ZodParts {
  if (carried !== undefined) return carried;
  try {
    // Required, not imported: the answer is read synchronously (both clients' `parse` is).
    return (createRequire(import.meta.url)('./zod.cjs') as ZodPartsModule & { readonly zodParts: ZodParts }).zodParts;
  } catch (error) {
    // A bundler's copy that failed to load says more than the missing file.
    const carriedFailure = carriedError instanceof Error ? ` (the bundled copy failed too: ${carriedError.message})` : '';
    throw new Error(
      `@screencap/core could not load its response validators (zod.cjs, beside its code): a bundler that moved the SDK's code must follow its import('./zod.cjs'), or the file must be copied beside the bundle${carriedFailure}`,
      { cause: error },
    );
  }
}
