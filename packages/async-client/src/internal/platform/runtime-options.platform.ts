// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of runtime-options.ts there).
import { nodeOnlyOptionError } from './node-only.js';

/**
 * Refuses the options that need Node.js, when the client is made.
 * @throws {TypeError} for `redis`: its client speaks to Redis over Node.js sockets.
 */
export function assertRuntimeOptions(options: { readonly redis?: string | undefined }): void {
  if (options.redis !== undefined) throw nodeOnlyOptionError('redis', 'its client, @keyv/redis, speaks to Redis over Node.js sockets');
}
