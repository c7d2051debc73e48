// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of load-schemas.ts there): no `require` on those platforms, so zod is
// imported statically. Its builders are imported by name, not as the `z`
// namespace, so that a bundler leaves out the rest of zod (the namespace
// reaches every locale, several times the size of the client); the English
// messages the Node.js build's zod sets up are set up here too, so issues
// read the same on every platform.
import { array, boolean, config, int, looseObject, number, string, union } from 'zod';
import { en } from 'zod/locales';
import { buildSchemas, type ResponseSchemas } from './build-schemas.js';

let schemas: ResponseSchemas | undefined;

/** The response schemas, built with zod on the first call. */
export function responseSchemas(): ResponseSchemas {
  if (schemas === undefined) {
    config(en());
    schemas = buildSchemas({ array, boolean, int, looseObject, number, string, union });
  }
  return schemas;
}
