/**
 * The CLI's cache on disk, kept between runs: a Keyv over one JSON file
 * (`JsonFileStore`) in the user's cache directory, so that asking the same search
 * or render again within its lifetime costs no request. The SDK decides what
 * goes in (RFC 9111: what the service marks cacheable; renders by body).
 */
import { join } from 'node:path';
import type { Keyv } from 'keyv';
import { JsonFileStore } from './json-file-store.js';

/**
 * The Keyv over the cache file in `directory`. Entries expire by themselves
 * and are dropped from the file when it is next read or written. Each write
 * reaches the file before the call that made it returns (the process ends
 * right after its one command). Keyv is loaded here, by the first run that
 * uses the cache: imported at the top, a bundle would load it with the CLI
 * itself, for `--help` too.
 */
export async function diskCache(directory: string): Promise<Keyv> {
  const { Keyv } = await import('keyv');
  return new Keyv({ store: new JsonFileStore(join(directory, 'http-cache.json')) });
}
