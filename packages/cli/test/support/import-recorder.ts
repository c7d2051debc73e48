import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScreencap, type ScreencapRun } from './run-screencap.js';

// A preload (`node --require`) that, as the process exits, writes down every
// module it loaded: each of Node's own public modules that was loaded, by its
// `node:` name (from `process.moduleLoadList`, which lists those a builtin
// loads too), and every CommonJS file (`require.cache`). The command is
// CommonJS and may not `import()` (scripts/bundle.mjs), so that is all of it.
const RECORDER = `
const { writeFileSync } = require('node:fs');
process.once('exit', () => {
  const builtins = process.moduleLoadList
    .filter((entry) => entry.startsWith('NativeModule ') && !entry.startsWith('NativeModule internal/'))
    .map((entry) => 'node:' + entry.slice('NativeModule '.length));
  writeFileSync(process.env.SCREENCAP_TEST_MODULE_LOG, [...builtins, ...Object.keys(require.cache)].join('\\n'));
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
  const recorder = join(folder, 'recorder.cjs');
  writeFileSync(recorder, RECORDER);
  try {
    const run = await runScreencap(args, { SCREENCAP_TEST_MODULE_LOG: log }, ['--require', recorder]);
    const modules = [...new Set(readFileSync(log, 'utf8').split('\n').filter((line) => line !== ''))];
    return { ...run, modules };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
