/**
 * `pnpm soak`: 20 000 calls (by default) across every operation and both
 * flavours against the fake service, with short timeouts and a fault
 * injected into one call in 44 (2.3%: 227 faulted calls per flavour, enough
 * for every one of the 25 fault variants x 9 operations pairs), covering
 * every kind of fault of the fake service. Each flavour runs in a child
 * process of its own (`soak-body.ts`, with `--expose-gc`), concurrently; the
 * children report, and must then exit by themselves.
 *
 * Exits 1, saying why, when a call ends otherwise than its fault predicts
 * (or with an undocumented error class), takes longer than the client's
 * worst case plus a margin, a promise rejection goes unhandled, heap or RSS
 * keeps growing, something is left open at the end, or a child does not exit
 * by itself.
 *
 * Usage: node --expose-gc bench/dist/soak.js [--calls N] [--fault-every K] [--seed S] [--json FILE]
 * (`--json` also writes the children's raw reports, memory samples included.)
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { describeMachine, formatMachine } from './machine.js';
import { FAULT_VARIANTS, OPERATIONS, SOAK_CLIENT_OPTIONS } from './soak-plan.js';
import { type ChildResult, REPORT_PREFIX, type SoakBounds, type SoakReport, judge } from './soak-report.js';
import { measuredChildEnv } from './child-env.js';

const BODY_PATH = fileURLToPath(new URL('./soak-body.js', import.meta.url));
const FLAVOURS = ['async', 'sync'] as const;
/** A child that has not reported by then is killed. */
const CHILD_DEADLINE_MS = 10 * 60_000;
const BOUNDS: SoakBounds = { exitAfterReportMs: 5_000 };

function readArguments(): { calls: number; faultEvery: number; seed: number; json: string | undefined } {
  const { values } = parseArgs({
    options: {
      calls: { type: 'string', default: '20000' },
      'fault-every': { type: 'string', default: '44' },
      seed: { type: 'string', default: '1' },
      json: { type: 'string' },
    },
  });
  const [calls, faultEvery, seed] = [Number(values.calls), Number(values['fault-every']), Number(values.seed)];
  if (!Number.isInteger(calls) || calls < 200) throw new RangeError('--calls must be an integer >= 200');
  return { calls, faultEvery, seed, json: values.json };
}

/** Runs one flavour's soak in a child and watches it report and exit. */
function runChild(flavour: 'async' | 'sync', args: readonly string[]): Promise<ChildResult> {
  const env = measuredChildEnv();
  const child = spawn(process.execPath, ['--expose-gc', BODY_PATH, '--flavour', flavour, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let report: SoakReport | undefined;
  let reportedAt: number | undefined;
  let killedBecause: string | undefined;
  let exitTimer: NodeJS.Timeout | undefined;
  const kill = (reason: string): void => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killedBecause = reason;
    child.kill('SIGKILL');
  };
  const deadline = setTimeout(() => {
    kill(`no report within ${CHILD_DEADLINE_MS / 1000} s`);
  }, CHILD_DEADLINE_MS);

  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(REPORT_PREFIX)) {
      report = JSON.parse(line.slice(REPORT_PREFIX.length)) as SoakReport;
      reportedAt = performance.now();
      clearTimeout(deadline);
      // Twice the bound: a child still there then is killed, and judged on the time it took.
      exitTimer = setTimeout(() => {
        kill(`did not exit by itself within ${(2 * BOUNDS.exitAfterReportMs) / 1000} s of its report`);
      }, 2 * BOUNDS.exitAfterReportMs);
    } else {
      process.stdout.write(`[${flavour}] ${line}\n`);
    }
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    process.stderr.write(line.startsWith(`[${flavour}]`) ? `${line}\n` : `[${flavour}] ${line}\n`);
  });

  return new Promise((resolve) => {
    child.once('close', (exitCode, signal) => {
      clearTimeout(deadline);
      clearTimeout(exitTimer);
      resolve({
        flavour,
        report,
        exitCode,
        signal,
        exitAfterReportMs: reportedAt === undefined || killedBecause !== undefined ? undefined : performance.now() - reportedAt,
        killedBecause,
      });
    });
  });
}

async function main(): Promise<void> {
  const { calls, faultEvery, seed, json } = readArguments();
  const machine = describeMachine();
  const perFlavour = Math.ceil(calls / FLAVOURS.length);
  console.log('# screencap SDK soak\n');
  console.log(`Machine: ${formatMachine(machine)}`);
  console.log(
    `${calls} calls (${perFlavour} per flavour, flavours in parallel, each against its own fake service), ` +
      `${OPERATIONS.length} operations, a fault in 1 call of ${faultEvery} (${(100 / faultEvery).toFixed(1)}%) cycling through ${FAULT_VARIANTS.length} fault variants, seed ${seed}`,
  );
  console.log(`Client options: ${JSON.stringify(SOAK_CLIENT_OPTIONS)}\n`);

  const started = performance.now();
  const args = ['--calls', String(perFlavour), '--fault-every', String(faultEvery), '--seed', String(seed)];
  const results = await Promise.all(FLAVOURS.map((flavour) => runChild(flavour, args)));
  if (json !== undefined) writeFileSync(json, `${JSON.stringify({ machine, calls, faultEvery, seed, results }, null, 2)}\n`);
  const { text, failures } = judge(results, BOUNDS);
  console.log(`\n${text}\n`);
  console.log(`Whole soak: ${((performance.now() - started) / 1000).toFixed(1)} s; load average now ${describeMachine().loadAverage.join(' / ')}\n`);
  if (failures.length > 0) {
    console.log(`SOAK FAILED (${failures.length}):`);
    for (const failure of failures) console.log(`- ${failure}`);
    process.exitCode = 1;
  } else {
    console.log('SOAK PASSED: every call ended as its fault predicts, within its worst case; no unhandled rejection; heap, external memory and RSS flat; nothing left open; both children exited by themselves.');
  }
}

await main();
