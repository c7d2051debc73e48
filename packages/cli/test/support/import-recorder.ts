import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScreencap, type ScreencapRun } from './run-screencap.js';

// An ESM resolve hook, registered before the CLI starts, that appends every
// module URL the process resolves (its own files, packages, `node:` builtins)
// to a log file. Hooks run on their own thread, hence a file, not memory.
const HOOKS = `
import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(log, result.url + '\\n');
  return result;
}`;

function registration(log: string): string {
  const hooks = `data:text/javascript,${encodeURIComponent(HOOKS)}`;
  return `data:text/javascript,${encodeURIComponent(
    `import { register } from 'node:module'; register(${JSON.stringify(hooks)}, { data: { log: ${JSON.stringify(log)} } });`,
  )}`;
}

/** A run of the real `screencap` process, and every module URL it resolved. */
export interface RecordedRun extends ScreencapRun {
  readonly modules: readonly string[];
}

/** Runs `screencap` as {@link runScreencap} does, recording every module it imports. */
export async function runScreencapRecordingImports(args: readonly string[]): Promise<RecordedRun> {
  const folder = mkdtempSync(join(tmpdir(), 'screencap-imports-'));
  const log = join(folder, 'imports.log');
  try {
    const run = await runScreencap(args, {}, ['--import', registration(log)]);
    const modules = [...new Set(readFileSync(log, 'utf8').split('\n').filter((line) => line !== ''))];
    return { ...run, modules };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
