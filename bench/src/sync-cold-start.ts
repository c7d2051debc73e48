/**
 * Sync cold start against its floor, side by side: fresh processes, spawn to
 * exit, run interleaved (the order rotated each round), for
 * - synckit's own no-op worker: import synckit, start a worker, call it once
 *   (the floor);
 * - `@screencap/sync` as built here: import, start the worker, first
 *   `getScreencap` against the fake service (`cold-start-child.js`);
 * - optionally the same child of another build (`--before`, such as a
 *   checkout of an earlier commit, built).
 * Each figure is the median of the rounds; a ratio is the median of the
 * per-round ratios to the floor (paired).
 *
 * Usage: node bench/dist/sync-cold-start.js [--rounds N] [--before <other>/bench/dist/cold-start-child.js]
 */
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { describeMachine, formatMachine } from './machine.js';
import { interleavedRounds, pairedRatio } from './measure.js';
import { ratio, spreadCells } from './report.js';
import { measuredChildEnv } from './child-env.js';

const run = promisify(execFile);

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '12' }, before: { type: 'string' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('--rounds must be a positive integer');

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));
const service = await startFakeServiceProcess({ mode: 'classic', seed: 1 });

interface Variant {
  readonly name: string;
  readonly args: readonly string[];
}

const variants: Variant[] = [
  { name: 'synckit no-op worker (floor)', args: [here('./synckit-noop-child.js')] },
  { name: '@screencap/sync, first getScreencap', args: [here('./cold-start-child.js'), service.url] },
  ...(values.before === undefined ? [] : [{ name: 'before: @screencap/sync, first getScreencap', args: [values.before, service.url] }]),
];

const env = measuredChildEnv();

async function spawnToExit(variant: Variant): Promise<number> {
  const start = performance.now();
  await run(process.execPath, variant.args, { env, timeout: 30_000 });
  return performance.now() - start;
}


const machine = describeMachine();
let times: Map<Variant, number[]>;
try {
  times = await interleavedRounds(variants, rounds, spawnToExit);
} finally {
  await service.close();
}

const floor = times.get(variants[0]!)!;
const lines = [
  `Sync cold start, spawn to exit, ${rounds} interleaved rounds after one warm-up; ${formatMachine(machine)}`,
  ...(values.before === undefined ? [] : [`before: ${values.before}`]),
  '',
  '| what | median | min | max | / floor (median of paired ratios) |',
  '|---|---:|---:|---:|---:|',
];
for (const variant of variants) {
  const series = times.get(variant)!;
  lines.push(`| ${variant.name} | ${spreadCells(series).join(' | ')} | ${ratio(pairedRatio(series, floor))} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
