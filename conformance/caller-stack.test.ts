/**
 * Where an error of the sync flavour says it came from. Sync flavour only:
 * its errors are rebuilt on the caller's thread from the worker's data, deep
 * inside the SDK, and without care an uncaught one's banner (the source line
 * Node.js prints above the message) pointed into core's rebuild code. It must
 * name the user's own line, as a thrown error of their own would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { APIPageStatusError, NoSearchResultsFound, ScreencapClient } from '@screencap/sync';
import { useFakeService } from './support/fake-service.js';
import { FAST_OPTIONS } from './support/flavours.js';
import { TITLE } from './support/faults.js';

const fake = useFakeService({ mode: 'classic' });

const THIS_FILE = fileURLToPath(import.meta.url);
const SYNC_ENTRY = new URL('../packages/sync-client/lib/index.js', import.meta.url).href;

/** The first frame of a stack (`at f (file:3:4)` or `at file:3:4`). */
function firstFrame(error: unknown): string {
  const stack = error instanceof Error ? String(error.stack) : '';
  return stack.split('\n').find((line) => line.trimStart().startsWith('at ')) ?? stack;
}

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('sync flavour: an error names the caller first', () => {
  it('an answer the worker saw fail (a 404) starts at the line that called the client', () => {
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      const error = thrownBy(() => client.getScreencap('S99E99', 1));
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(firstFrame(error)).toContain(THIS_FILE);
    } finally {
      client.close();
    }
  });

  it('a public method that calls another (searchForScreencap calls search) starts at its own caller', () => {
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      const error = thrownBy(() => client.searchForScreencap('no subtitle says this, none at all'));
      expect(error).toBeInstanceOf(NoSearchResultsFound);
      expect(firstFrame(error)).toContain(THIS_FILE);
      // Not a frame of the SDK's own code is left above the caller's.
      expect(String((error as Error).stack)).not.toMatch(/packages\/(?:core|async-client|sync-client)\//);
    } finally {
      client.close();
    }
  });

  it('an uncaught one prints a banner naming the script, as installed code runs it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'screencap-uncaught-'));
    try {
      const script = join(dir, 'script.mjs');
      writeFileSync(
        script,
        [
          `import { ScreencapClient } from ${JSON.stringify(SYNC_ENTRY)};`,
          `const client = new ScreencapClient(${JSON.stringify(fake().url)}, ${JSON.stringify(TITLE)});`,
          `client.getScreencap('S99E99', 1);`,
          '',
        ].join('\n'),
      );
      const env: NodeJS.ProcessEnv = { ...process.env };
      delete env.NODE_OPTIONS;
      const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const code = await new Promise((resolve) => child.once('close', resolve));
      expect(code).toBe(1);
      const [banner, line, caret] = stderr.split('\n');
      expect(banner).toBe(`${pathToFileURL(script).href}:3`);
      expect(line).toBe(`client.getScreencap('S99E99', 1);`);
      expect(caret?.trim()).toBe('^');
      expect(stderr).toContain('APIPageStatusError: GET ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
