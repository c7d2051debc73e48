/**
 * Every published package's source maps name only files its tarball holds:
 * a path that is not there ends up in a user's stack trace or debugger as a
 * file they cannot open. Here for all of them (core is where they start);
 * scripts/check-packages.sh runs the same check on the installed tarballs.
 * Reads the build: run after `pnpm run build`.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PUBLISHED = ['core', 'async-client', 'sync-client', 'cli', 'fake-service', 'mcp'];

describe("the published packages' source maps", () => {
  it('name only files of their own package that `npm pack` ships, and every map a file points at is shipped', async () => {
    const args = ['scripts/check-source-maps.mjs', '--packed', ...PUBLISHED.map((name) => `packages/${name}`)];
    // A failed check rejects with its output, which is what the expectations below show.
    const run = await promisify(execFile)(process.execPath, args, { cwd: ROOT }).catch((error: unknown) => error as { stdout: string; stderr: string });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^source maps: \d+ maps in 6 packages, every file they name shipped\n$/);
  }, 60_000);
});
