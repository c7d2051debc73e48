import { createRequire } from 'node:module';
import { buildSchemas, type ResponseSchemas } from './build-schemas.js';
import type { Zod } from './zod-namespace.js';

let schemas: ResponseSchemas | undefined;

/**
 * The response schemas, built with zod on the first call. Most answers never
 * need them (the generated predicates accept a valid answer without zod), so
 * zod loads only to explain an answer they refused, or for a caller who asks
 * for the schemas themselves. The answer is read synchronously (both clients'
 * `parse` is), hence `require`: zod ships CommonJS beside its ES modules.
 */
export function responseSchemas(): ResponseSchemas {
  // A bare specifier resolves from here as from an `import`: to the zod this package depends on.
  schemas ??= buildSchemas((createRequire(import.meta.url)('zod') as { z: Zod }).z);
  return schemas;
}
