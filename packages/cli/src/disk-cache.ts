/**
 * The CLI's cache on disk, kept between runs: a Keyv store (keyv-file, one
 * JSON file) in the user's cache directory, so that asking the same search
 * or render again within its lifetime costs no request. The SDK decides what
 * goes in (RFC 9111: what the service marks cacheable; renders by body).
 */
import path from 'node:path';
import envPaths from 'env-paths';
import { Keyv } from 'keyv';
import { KeyvFile } from 'keyv-file';

/** The environment variable that moves the cache directory. */
export const CACHE_DIR_ENV = 'SCREENCAP_CACHE_DIR';

/**
 * Where the cache lives: `$SCREENCAP_CACHE_DIR`, else the platform's user
 * cache directory (`~/.cache/screencap` on Linux, `$XDG_CACHE_HOME` honoured).
 */
export function cacheDirectory(env: Readonly<Record<string, string | undefined>>): string {
  // An empty value counts as unset, as shells leave it.
  const given = env[CACHE_DIR_ENV];
  return given !== undefined && given !== '' ? given : envPaths('screencap', { suffix: '' }).cache;
}

/**
 * The Keyv over the cache file in `directory`. Entries expire by themselves;
 * expired ones are swept at most every ten minutes. Each write reaches the
 * file before the call that made it returns (no write delay: the process
 * ends right after its one command).
 */
export function diskCache(directory: string): Keyv {
  const store = new KeyvFile({ filename: path.join(directory, 'http-cache.json'), writeDelay: 0, expiredCheckDelay: 10 * 60 * 1000 });
  return new Keyv({ store });
}
