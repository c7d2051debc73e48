/**
 * The CLI's cache on disk, kept between runs: a Keyv store (keyv-file, one
 * JSON file) in the user's cache directory, so that asking the same search
 * or render again within its lifetime costs no request. The SDK decides what
 * goes in (RFC 9111: what the service marks cacheable; renders by body).
 */
import path from 'node:path';
import { Keyv } from 'keyv';
import { KeyvFile } from 'keyv-file';

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
