/**
 * A program that bundles its own code and the SDK's for Node.js, as a Lambda
 * or a single-file deploy does (esbuild here, as AWS CDK's NodejsFunction
 * does by default): the bundle alone, moved away from node_modules, sends and
 * checks its answers. The SDK's Node.js build loads its validators from
 * `zod.cjs` beside its code, which a bundler does not copy; it follows the
 * SDK's `import('./zod.cjs')` instead.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { build } from 'esbuild';
import { useFakeService } from './support/fake-service.js';
import { CONFORMANCE_DIR } from './support/faults.js';

const run = promisify(execFile);
const fake = useFakeService({ mode: 'classic' });
const folder = mkdtempSync(join(tmpdir(), 'screencap-bundled-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

// One valid answer and one that is not the documented shape: both need the validators.
const PROGRAM = `
import { ScreencapClient } from '@screencap/async';
async function main() {
  const client = new ScreencapClient(process.argv[2], 'The Testingtons', { generation: 'classic', maxRetries: 0 });
  const frames = await client.search('pancakes');
  const invalid = await client.getScreencap('S01E01', 1000).then(() => 'no error', (error) => error.name);
  console.log(JSON.stringify({ frames: frames.length, firstKey: frames[0]?.key, invalid }));
  client.close();
}
main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

describe('the async flavour bundled into a program for Node.js', () => {
  it.each(['esm', 'cjs'] as const)('works from the bundle alone (esbuild, format %s)', async (format) => {
    const source = join(CONFORMANCE_DIR, `bundled-program-${format}.mjs`);
    writeFileSync(source, PROGRAM);
    const outfile = join(folder, `program.${format === 'esm' ? 'mjs' : 'cjs'}`);
    let warnings: string[];
    try {
      const result = await build({ entryPoints: [source], bundle: true, platform: 'node', format, outfile, logLevel: 'silent' });
      warnings = result.warnings.map((warning) => warning.text);
    } finally {
      rmSync(source, { force: true });
    }
    // No warning for the user's build: the bare imports that order the SDK's chunks are declared as having side effects.
    // (A CommonJS bundle has no import.meta: the Redis limiter, loaded by path, would not load there.)
    expect(warnings.filter((text) => !text.includes('"import.meta" is not available'))).toEqual([]);
    await fake().injectFault({ endpoint: 'caption', kind: 'wrong-shape' });
    const { stdout } = await run(process.execPath, [outfile, fake().url], { cwd: folder, timeout: 20_000 });
    expect(JSON.parse(stdout)).toEqual({ frames: 7, firstKey: expect.any(String), invalid: 'InvalidResponseError' });
  });
});

describe('the sync flavour bundled into a program', () => {
  it("fails its first call at once with SyncWorkerError naming the worker's missing file", async () => {
    const source = join(CONFORMANCE_DIR, 'bundled-sync-program.mjs');
    writeFileSync(
      source,
      `import { ScreencapClient } from '@screencap/sync';
const client = new ScreencapClient(process.argv[2], 'The Testingtons', { generation: 'classic' });
try {
  client.search('pancakes');
  console.log(JSON.stringify({ error: null }));
} catch (error) {
  console.log(JSON.stringify({ error: error.name, message: error.message }));
}
`,
    );
    const outfile = join(folder, 'sync-program.mjs');
    try {
      await build({ entryPoints: [source], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent' });
    } finally {
      rmSync(source, { force: true });
    }
    // synckit, which the SDK requires at run time, beside the bundle; the worker's file is not.
    mkdirSync(join(folder, 'node_modules'), { recursive: true });
    const synckitEntry = createRequire(join(realpathSync(join(CONFORMANCE_DIR, 'node_modules', '@screencap', 'sync')), 'package.json')).resolve('synckit');
    symlinkSync(synckitEntry.slice(0, synckitEntry.lastIndexOf('/synckit/') + '/synckit'.length), join(folder, 'node_modules', 'synckit'));
    const { stdout } = await run(process.execPath, [outfile, fake().url], { cwd: folder, timeout: 20_000 });
    expect(JSON.parse(stdout)).toEqual({
      error: 'SyncWorkerError',
      message: `The @screencap/sync worker cannot start: its file ${join(folder, 'worker.js')} is missing. The sync flavour starts its worker thread from its own lib/worker.js, so it cannot be bundled into a program; @screencap/async can`,
    });
    expect(await fake().requests()).toEqual([]);
  });
});
