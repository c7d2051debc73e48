/**
 * The CLI's cache on disk, kept between runs: a Keyv store (keyv-file, one
 * JSON file) in the user's cache directory, so that asking the same search
 * or render again within its lifetime costs no request. The SDK decides what
 * goes in (RFC 9111: what the service marks cacheable; renders by body).
 */
import path from 'node:path';
import type { Keyv } from 'keyv';

/**
 * The Keyv over the cache file in `directory`. Entries expire by themselves;
 * expired ones are swept at most every ten minutes. Each write reaches the
 * file before the call that made it returns (no write delay: the process
 * ends right after its one command). Keyv and its file store are loaded
 * here, by the first run that uses the cache: imported at the top, a bundle
 * would load them with the CLI itself, for `--help` too.
 */
export async function diskCache(directory: string): Promise<Keyv> {
  // One after the other: Jest's ESM runtime fails on parallel imports of overlapping graphs.
  const { Keyv } = await import('keyv');
  const { KeyvFile } = await import('keyv-file');
  const store = new KeyvFile({ filename: path.join(directory, 'http-cache.json'), writeDelay: 0, expiredCheckDelay: 10 * 60 * 1000 });
  return new Keyv({ store });
}
