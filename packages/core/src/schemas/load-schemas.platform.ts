// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of load-schemas.ts there): no `require` on those platforms, so zod is
// imported statically. Only `@screencap/core/internal/schemas` reaches it
// there; the clients' validation does not (validate-json.platform.ts).
import { z } from 'zod';
import { buildSchemas, type ResponseSchemas } from './build-schemas.js';

let schemas: ResponseSchemas | undefined;

/** The response schemas, built with zod on the first call. */
export function responseSchemas(): ResponseSchemas {
  schemas ??= buildSchemas(z);
  return schemas;
}
