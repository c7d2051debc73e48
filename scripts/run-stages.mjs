#!/usr/bin/env node
// The stages of `npm test` and `pnpm test:fast` after the build, side by
// side (a 2-core laptop or CI runner is the target), each timed. Jest streams
// its output as it goes (the longest stage, so a person sees progress); the
// others print theirs in one block when they end.
// Every stage runs even when another fails; the run fails if any did. The
// last lines are a table of each stage's time, so a slower stage is seen the
// day it slows (the same table goes to .test-stages.json).
//
// Usage: node scripts/run-stages.mjs test|fast [--timed name=start..end...]
// (`--timed` adds a stage the caller ran before, the install or the build,
// from its start and end in seconds since the epoch.)
import { spawn } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** A niceness the scheduler serves after Jest's processes (0), yet well above idle (19). */
const BACKGROUND_PRIORITY = 10;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { timed: { type: 'string', multiple: true, default: [] } } });
const [suite] = positionals;
if (suite !== 'test' && suite !== 'fast') {
  console.error('usage: run-stages.mjs test|fast [--timed name=start..end...]');
  process.exit(64);
}

const node = process.execPath;
const bin = (name) => `node_modules/${name}`;
const cores = availableParallelism();
/**
 * Jest's workers: one per core. Many suites time their answers (a timeout
 * of 50 ms, a retry after a slow attempt), so Jest's own processes never
 * outnumber the cores; the other stages fill the time its suites spend waiting.
 */
const jestWorkers = Math.max(2, cores);
const jestArgs = [node, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning', bin('jest/bin/jest.js'), '--json'];
/** End-to-end suites (`*.e2e.test.ts`): they pack the packages and install projects from the tarballs, so they are no part of test:fast. */
const E2E = String.raw`\.e2e\.test\.ts$`;
const JEST_RESULTS = '.jest-results.json';
const { default: jestConfig } = await import('../jest.config.js');
const E2E_RESULTS = '.jest-e2e-results.json';

/**
 * The stages in the order they start, three at a time: Jest, the end-to-end
 * suites (mostly waiting on npm) and the checks in turn; whichever slot frees
 * first takes the next. The stages marked `background` run at a lower
 * priority: none of them times anything, so they take the CPU Jest's suites
 * leave while they wait, and never delay an answer a suite is timing. The
 * runtimes suite, which does time its answers, comes last, when Jest is done
 * or nearly.
 */
const SLOTS = 3;
const STAGES = [
  // testPathIgnorePatterns given here replaces jest.config.js's, so it adds to them.
  { name: 'jest', stream: true, command: [...jestArgs, `--maxWorkers=${jestWorkers}`, `--outputFile=${JEST_RESULTS}`, '--testPathIgnorePatterns', ...jestConfig.testPathIgnorePatterns, E2E] },
  { name: 'jest e2e', background: true, command: [...jestArgs, '--testPathPatterns', E2E, '--passWithNoTests', `--outputFile=${E2E_RESULTS}`] },
  { name: 'typecheck', background: true, command: [node, bin('typescript/bin/tsc'), '-p', 'tsconfig.json'], then: [node, bin('typescript/bin/tsc'), '-p', 'conformance/types/browser'] },
  { name: 'api report', background: true, command: [node, 'scripts/api-report.mjs', '--check'] },
  { name: 'import cycles', background: true, command: [node, 'scripts/check-import-cycles.mjs'] },
  { name: 'function length', background: true, command: [node, 'scripts/check-function-length.mjs'] },
  // The reference from the TSDoc (docs/reference/ with `npm run docs`): an undocumented export or a broken link fails.
  { name: 'docs', background: true, command: [node, bin('typedoc/bin/typedoc'), '--emit', 'none', '--skipErrorChecking'] },
  { name: 'bundle size', background: true, command: [node, 'scripts/check-bundle-size.mjs'] },
  { name: 'demo', background: true, command: [node, 'demo/dist/demo.js'], quiet: true },
  { name: 'lint', background: true, command: [node, bin('eslint/bin/eslint.js'), '.'] },
  { name: 'runtimes', command: [node, 'conformance/runtimes/run.mjs'] },
];
const FAST = new Set(['jest']);
const stages = STAGES.filter((stage) => suite === 'test' || FAST.has(stage.name));
rmSync(E2E_RESULTS, { force: true });

function run(stage) {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const step = (command, next) => {
      // The demo prints every link it opened: only what it says of a failure (stderr) matters.
      const stdout = stage.stream ? 'inherit' : stage.quiet ? 'ignore' : 'pipe';
      const child = spawn(command[0], command.slice(1), { stdio: ['ignore', stdout, stage.stream ? 'inherit' : 'pipe'] });
      // Its children (Jest's workers, the processes a suite starts) inherit it.
      if (stage.background && child.pid !== undefined) setPriority(child.pid, BACKGROUND_PRIORITY);
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => finish(1, `${output}${error.message}\n`));
      child.on('close', (code, signal) => {
        if (code === 0 && next !== undefined) step(next);
        else finish(code ?? signal, output);
      });
    };
    const finish = (status, text) => {
      const seconds = (performance.now() - started) / 1000;
      if (!stage.stream) process.stdout.write(`\n── ${stage.name} (${seconds.toFixed(1)} s)${status === 0 ? '' : `: FAILED (${status})`}\n${text}`);
      resolve({ name: stage.name, seconds, ok: status === 0 });
    };
    step(stage.command, stage.then);
  });
}

const started = performance.now();
const queue = [...stages];
const results = [];
await Promise.all(
  Array.from({ length: SLOTS }, async () => {
    for (let stage = queue.shift(); stage !== undefined; stage = queue.shift()) results.push(await run(stage));
  }),
);
const wall = (performance.now() - started) / 1000;

// One Jest report, as CI and the closing line read it: the end-to-end suites' results added to the others'.
if (existsSync(E2E_RESULTS) && existsSync(JEST_RESULTS)) {
  const [all, e2e] = [JEST_RESULTS, E2E_RESULTS].map((file) => JSON.parse(readFileSync(file, 'utf8')));
  for (const key of Object.keys(all)) if (typeof all[key] === 'number' && key.startsWith('num')) all[key] += e2e[key] ?? 0;
  all.success &&= e2e.success;
  all.testResults.push(...e2e.testResults);
  writeFileSync(JEST_RESULTS, JSON.stringify(all));
  rmSync(E2E_RESULTS);
}

// Bash's EPOCHREALTIME has the locale's decimal separator.
const before = values.timed.map((pair) => {
  const [name, times] = pair.split('=');
  const [start, end] = times.split('..').map((time) => Number(time.replace(/[^0-9]/, '.')));
  return { name, seconds: end - start, ok: true };
});
const order = [...before.map((each) => each.name), ...STAGES.map((stage) => stage.name)];
const rows = [...before, ...results].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const total = before.reduce((sum, each) => sum + each.seconds, 0) + wall;
const failed = rows.filter((row) => !row.ok);

console.log(`\nstage times (${suite === 'test' ? 'npm test' : 'pnpm test:fast'}; ${SLOTS} stages at a time, jest with ${jestWorkers} workers):`);
for (const row of rows) console.log(`  ${row.name.padEnd(16)} ${row.seconds.toFixed(1).padStart(6)} s${row.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(1).padStart(6)} s (${Math.floor(total / 60)} min ${Math.round(total % 60)} s)`);
writeFileSync('.test-stages.json', `${JSON.stringify({ suite, workers: jestWorkers, total, stages: rows }, null, 2)}\n`);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
