// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of load-zod.ts there): no `require` on those platforms, so zod is
// imported statically. Its builders are imported by name, not as the `z`
// namespace, so that a bundler leaves out the rest of zod (the namespace
// reaches every locale, several times the size of the client); `en` likewise,
// for issues to read the same on every platform.
import { array, boolean, int, looseObject, nonnegative, number, optional, string, union } from 'zod/mini';
import { en } from 'zod/locales';
import type { ZodParts } from './zod-namespace.js';

/** zod's builders and English messages. */
export function loadZod(): ZodParts {
  return { z: { array, boolean, int, looseObject, nonnegative, number, optional, string, union }, en };
}
