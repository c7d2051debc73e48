/**
 * The version `screencap --version` prints, read from the package's own
 * package.json so that it can never disagree with what was installed.
 */
import { readFileSync } from 'node:fs';

/** The version of `@screencap/cli`, such as `0.1.0`. */
export function readVersion(): string {
  // `../package.json` is the package's from both `src/` (tests) and `dist/` (the build).
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : 'unknown';
}
