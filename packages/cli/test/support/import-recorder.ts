import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScreencap, type ScreencapRun } from './run-screencap.js';

// A preload (`node --import`) that writes down every module the process
// loads: each of Node's own public modules, by its `node:` name (from
// `process.moduleLoadList`, which lists those a builtin loads too, and the
// undici Node.js bundles for its global fetch, as `node:internal/deps/undici/...`), every
// CommonJS file (`require.cache`, as the bundle requires zod), and every ES
// module file, seen by a load hook (as the bundle imports node-fetch).
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(process.env.SCREENCAP_TEST_MODULE_LOG, new URL(url).pathname + '\\n');
  return nextLoad(url, context);
}
`;
const RECORDER = `
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}));
process.once('exit', () => {
  const builtins = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule ') && (!entry.startsWith('NativeModule internal/') || entry.includes('/undici/')))
    .map((entry) => 'node:' + entry.slice('NativeModule '.length));
  appendFileSync(process.env.SCREENCAP_TEST_MODULE_LOG, [...builtins, ...Object.keys(createRequire(import.meta.url).cache)].join('\\n') + '\\n');
});
`;

/** A run of the real `screencap` process, and every module it loaded. */
export interface RecordedRun extends ScreencapRun {
  readonly modules: readonly string[];
}

/** Runs `screencap` as {@link runScreencap} does, recording every module it loads. */
export async function runScreencapRecordingImports(args: readonly string[]): Promise<RecordedRun> {
  const folder = mkdtempSync(join(tmpdir(), 'screencap-imports-'));
  const log = join(folder, 'modules.log');
  const recorder = join(folder, 'recorder.mjs');
  writeFileSync(recorder, RECORDER);
  try {
    const run = await runScreencap(args, { SCREENCAP_TEST_MODULE_LOG: log }, ['--import', recorder]);
    const modules = [...new Set(readFileSync(log, 'utf8').split('\n').filter((line) => line !== ''))];
    return { ...run, modules };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
