#!/usr/bin/env node
// The stages of `npm test` and `pnpm test:fast` after the build, two at a
// time (a 2-core laptop or CI runner is the target), each timed. Jest streams
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
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { timed: { type: 'string', multiple: true, default: [] } } });
const [suite] = positionals;
if (suite !== 'test' && suite !== 'fast') {
  console.error('usage: run-stages.mjs test|fast [--timed name=start..end...]');
  process.exit(64);
}

const node = process.execPath;
const bin = (name) => `node_modules/${name}`;
/**
 * Jest's workers. Many suites wait on child processes and timers more than
 * they compute, so more workers than cores keep both cores busy; beyond
 * about twice the cores, suites that start processes fight over them.
 */
const jestWorkers = Math.max(2, Math.min(4, availableParallelism() * 2 - 1));
const jest = [node, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning', bin('jest/bin/jest.js'), `--maxWorkers=${jestWorkers}`, '--json', '--outputFile=.jest-results.json'];

/**
 * The stages in the order they start. Two run at a time: Jest, the longest,
 * from the start, beside the others one after another (each CPU-bound on one
 * core: type checks, reports, lint); whichever slot frees first takes the next.
 * The runtimes suite comes last, so it runs beside lint or alone, not against
 * Jest's busiest minutes (many of its checks time their answers).
 */
const SLOTS = 2;
const STAGES = [
  { name: 'jest', stream: true, command: jest },
  { name: 'typecheck', command: [node, bin('typescript/bin/tsc'), '-p', 'tsconfig.json'], then: [node, bin('typescript/bin/tsc'), '-p', 'conformance/types/browser'] },
  { name: 'api report', command: [node, 'scripts/api-report.mjs', '--check'] },
  { name: 'import cycles', command: [node, 'scripts/check-import-cycles.mjs'] },
  { name: 'function length', command: [node, 'scripts/check-function-length.mjs'] },
  // The reference from the TSDoc (docs/reference/ with `npm run docs`): an undocumented export or a broken link fails.
  { name: 'docs', command: [node, bin('typedoc/bin/typedoc'), '--emit', 'none', '--skipErrorChecking'] },
  { name: 'bundle size', command: [node, 'scripts/check-bundle-size.mjs'] },
  { name: 'demo', command: [node, 'demo/dist/demo.js'], quiet: true },
  { name: 'lint', command: [node, bin('eslint/bin/eslint.js'), '.'] },
  { name: 'runtimes', command: [node, 'conformance/runtimes/run.mjs'] },
];
const FAST = new Set(['jest']);
const stages = STAGES.filter((stage) => suite === 'test' || FAST.has(stage.name));

function run(stage) {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const step = (command, next) => {
      // The demo prints every link it opened: only what it says of a failure (stderr) matters.
      const stdout = stage.stream ? 'inherit' : stage.quiet ? 'ignore' : 'pipe';
      const child = spawn(command[0], command.slice(1), { stdio: ['ignore', stdout, stage.stream ? 'inherit' : 'pipe'] });
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

console.log(`\nstage times (${suite === 'test' ? 'npm test' : 'pnpm test:fast'}; two stages at a time, jest with ${jestWorkers} workers):`);
for (const row of rows) console.log(`  ${row.name.padEnd(16)} ${row.seconds.toFixed(1).padStart(6)} s${row.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(1).padStart(6)} s (${Math.floor(total / 60)} min ${Math.round(total % 60)} s)`);
writeFileSync('.test-stages.json', `${JSON.stringify({ suite, workers: jestWorkers, total, stages: rows }, null, 2)}\n`);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
