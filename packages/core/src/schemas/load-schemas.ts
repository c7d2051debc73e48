import { createRequire } from 'node:module';
import { buildSchemas, type ResponseSchemas } from './build-schemas.js';
import type { Zod } from './zod-namespace.js';

let schemas: ResponseSchemas | undefined;

/**
 * The response schemas, built with zod on the first call: zod loads with the
 * first answer a program reads, so importing a client (or a program that
 * only builds links) does not load it. The answer is read synchronously (both
 * clients' `parse` is), hence `require`: zod ships CommonJS beside its ES
 * modules.
 */
export function responseSchemas(): ResponseSchemas {
  // A bare specifier resolves from here as from an `import`: to the zod this package depends on.
  schemas ??= buildSchemas((createRequire(import.meta.url)('zod') as { z: Zod }).z);
  return schemas;
}
