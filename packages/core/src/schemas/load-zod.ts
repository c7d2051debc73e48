import { createRequire } from 'node:module';
import type { ZodParts } from './zod-namespace.js';

/**
 * zod's `zod/mini`, required: the answer is read synchronously (both clients'
 * `parse` is), hence `require` rather than `import()`: zod ships CommonJS
 * beside its ES modules. Called once, with the first answer (load-schemas.ts).
 * What tsc's output and the tests run; the Node.js bundle requires its own
 * smaller copy of the same builders instead (load-zod.bundle.ts).
 */
export function loadZod(): ZodParts {
  // A bare specifier resolves from here as from an `import`: to the zod this package depends on.
  const zod = createRequire(import.meta.url)('zod/mini') as typeof import('zod/mini');
  return { z: zod };
}
