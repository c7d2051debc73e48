// Apart from the cache itself: every run needs the directory's name, and only
// a run that sends a request needs Keyv and its file store.
import envPaths from 'env-paths';

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
