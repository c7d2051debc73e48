// Apart from the cache itself: every run needs the directory's name, and only
// a run that sends a request needs Keyv and its file store. The platforms'
// rules are written here rather than imported (env-paths): they are three
// lines, and the package would be loaded by every run, `--version` included.
import { homedir } from 'node:os';
import { join, win32 } from 'node:path';

/** The environment variable that moves the cache directory. */
export const CACHE_DIR_ENV = 'SCREENCAP_CACHE_DIR';

const NAME = 'screencap';

// An empty value counts as unset, as shells leave it.
const given = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);

/**
 * Where the cache lives: `$SCREENCAP_CACHE_DIR`, else the platform's user
 * cache directory: `$XDG_CACHE_HOME/screencap` or `~/.cache/screencap` on
 * Linux and other Unix systems, `~/Library/Caches/screencap` on macOS,
 * `%LOCALAPPDATA%\screencap\Cache` on Windows.
 *
 * @param env - the environment to read the variables from.
 * @param platform - the operating system, as `process.platform` names it.
 * @param home - the user's home directory.
 */
export function cacheDirectory(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const chosen = given(env[CACHE_DIR_ENV]);
  if (chosen !== undefined) return chosen;
  if (platform === 'darwin') return join(home, 'Library', 'Caches', NAME);
  if (platform === 'win32') return win32.join(given(env.LOCALAPPDATA) ?? win32.join(home, 'AppData', 'Local'), NAME, 'Cache');
  return join(given(env.XDG_CACHE_HOME) ?? join(home, '.cache'), NAME);
}
