import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { closedPort } from './support/closed-port.js';
import { runScreencap } from './support/run-screencap.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The files a stack trace names (`at f (/path/file.ts:1:2)`, `at file:///path/file.js:1:2`), Node.js's own left out. */
function filesNamed(stack: string): string[] {
  return [...stack.matchAll(/^\s+at (?:.*\()?(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?$/gm)].map((match) => decodeURIComponent(match[1]!));
}

async function debugRun(bin: string, url: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, SCREENCAP_DEBUG: '1' };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [bin, '--no-cache', '--url', url, 'random'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await new Promise((resolve) => child.once('close', resolve));
  return stderr;
}

describe('SCREENCAP_DEBUG stack traces name files that exist', () => {
  test('in a checkout: the TypeScript sources, each of them there', async () => {
    const run = await runScreencap(['--url', `http://127.0.0.1:${await closedPort()}/`, 'random'], { SCREENCAP_DEBUG: '1' });
    const files = filesNamed(run.stderr);
    expect(files.some((file) => file.endsWith('.ts'))).toBe(true);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });

  test('as installed (lib/ and src/, what the tarball holds): files of the package, none it does not ship', async () => {
    // Inside the package, so that the bundle still finds its dependencies in node_modules.
    const installed = mkdtempSync(join(PACKAGE_DIR, '.installed-'));
    try {
      for (const dir of ['lib', 'src']) cpSync(join(PACKAGE_DIR, dir), join(installed, dir), { recursive: true });
      const stderr = await debugRun(join(installed, 'lib', 'bin.js'), `http://127.0.0.1:${await closedPort()}/`);
      const files = filesNamed(stderr);
      expect(files.filter((file) => !existsSync(file))).toEqual([]);
      // The CLI's own code by its sources; the SDK's, bundled inside, by the bundle (its sources are not in this package).
      expect(files.some((file) => file.startsWith(join(installed, 'src')) && file.endsWith('.ts'))).toBe(true);
      expect(files).toContain(join(installed, 'lib', 'main.js'));
      expect(files.filter((file) => !file.startsWith(installed + sep))).toEqual([]);
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });

  test('lib/ alone: the bundle itself', async () => {
    const installed = mkdtempSync(join(PACKAGE_DIR, '.installed-'));
    try {
      cpSync(join(PACKAGE_DIR, 'lib'), join(installed, 'lib'), { recursive: true });
      const stderr = await debugRun(join(installed, 'lib', 'bin.js'), `http://127.0.0.1:${await closedPort()}/`);
      const files = filesNamed(stderr);
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => !existsSync(file))).toEqual([]);
      expect(files).toContain(join(installed, 'lib', 'main.js'));
    } finally {
      rmSync(installed, { recursive: true, force: true });
    }
  });
});
