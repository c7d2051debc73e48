/**
 * Sync cold start: `import('@screencap/sync')` plus the first call, each run
 * in a fresh process (so nothing is cached but what the OS caches).
 */
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ColdStartPhases } from './cold-start-child.js';
import { measuredChildEnv } from './child-env.js';

const run = promisify(execFile);
const CHILD_PATH = fileURLToPath(new URL('./cold-start-child.js', import.meta.url));

/** One run: the child's own phases, and the whole process's wall time as the parent saw it. */
export interface ColdStartRun extends ColdStartPhases {
  /** Import plus worker start plus first request: the figure the target is about. */
  readonly totalMs: number;
  /** Spawn to exit, Node.js's own start-up included. */
  readonly processMs: number;
}

/** Runs `runs` fresh processes one after the other against `url`. */
export async function measureColdStarts(url: string, runs: number): Promise<ColdStartRun[]> {
  const results: ColdStartRun[] = [];
  const env = measuredChildEnv();
  for (let i = 0; i < runs; i++) {
    const before = performance.now();
    const { stdout } = await run(process.execPath, [CHILD_PATH, url], { env, timeout: 30_000 });
    const processMs = performance.now() - before;
    const phases = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as ColdStartPhases;
    results.push({ ...phases, totalMs: phases.importMs + phases.workerStartMs + phases.firstRequestMs, processMs });
  }
  return results;
}
