/**
 * CLI start-up: how long `screencap` takes before it does anything useful,
 * against a bare `node -e 0` run in the same rounds.
 *
 * - `--help` and `--version`: spawn to exit.
 * - every command: spawn to the moment its first request reaches a loopback
 *   server (then the process is killed: what follows is the service's time).
 * - for reference, `import('@screencap/async')` alone, spawn to exit: what
 *   any command must load before it can send a request.
 *
 * The command keeps its compiled code in its cache directory (Node.js's
 * compile cache, which src/bin.ts turns on). The runs of each build of the
 * CLI share a cache directory, a new one for this bench, and before the
 * rounds each variant of the CLI runs once to its exit against the fake
 * service (2026 mode, so that every command has its answer), as a user's
 * first run would (`--no-cache`: what is kept is the compiled code, not the
 * answer): the rounds then show what a user's second and later runs take.
 * What a first run takes, with no compiled code kept yet, shows in the
 * variants marked "first run", each run with a new, empty cache directory.
 *
 * The variants run interleaved, one process at a time, the order rotated
 * each round so that no variant always follows the same one; each figure is
 * the median of the rounds, and the ratio to `node -e 0` is the median of
 * the per-round ratios (paired, so a machine that slows down mid-run slows
 * both sides of a pair).
 *
 * Usage: `node bench/dist/cli-startup.js [--rounds N] [--entry path/to/bin]
 * [--before path/to/other/bin]` (the entry defaults to this tree's
 * `packages/cli/lib/bin.js`; `--before` adds the same variants for
 * another build of the CLI, such as a checkout of an earlier commit, run in
 * the same rounds).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { describeMachine, formatMachine } from './machine.js';
import { interleavedRounds, pairedRatio } from './measure.js';
import { ratio, spreadCells } from './report.js';
import { measuredChildEnv } from './child-env.js';

interface Variant {
  /** What the report calls it. */
  readonly name: string;
  /** The arguments after `node`. */
  readonly args: readonly string[];
  /** Where the process runs (package names resolve from there). */
  readonly cwd?: string;
  /** Whether it ends at its first request rather than at its exit. */
  readonly untilRequest: boolean;
  /** Whether it runs `screencap` (and so is run once before the rounds, to keep its compiled code). */
  readonly cli?: boolean;
  /** The cache directory its runs share (the bench's own for each build of the CLI). */
  readonly cacheDir?: string;
  /** Whether each run gets a new, empty cache directory rather than the shared one. */
  readonly firstRun?: boolean;
}

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '10' }, entry: { type: 'string' }, before: { type: 'string' } },
});
const rounds = Number(values.rounds);
const entry = values.entry ?? fileURLToPath(new URL('../../packages/cli/lib/bin.js', import.meta.url));

/** The commands, each with arguments that make it send a request. */
const COMMAND_LINES: readonly (readonly string[])[] = [
  ['random'],
  ['search', 'pancakes'],
  ['caption', 'S01E01', '1000'],
  ['frames', 'S01E01', '1000'],
  ['nearby', 'S01E01', '1000'],
  ['episode', 'S01E01', '0', '1000'],
  ['meme', 'S01E01', '1000'],
  ['gif', 'S01E01', '1000'],
  ['comic', 'S01E01', '1000'],
  ['discover'],
  ['navigator'],
  ['transcript', 'S01E01', '1000'],
];

// Requests arrive one process at a time: the pending one is the running child's.
let onRequest: ((at: number) => void) | undefined;
const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
  const at = performance.now();
  onRequest?.(at);
  onRequest = undefined;
  response.writeHead(503, { 'retry-after': '3600' }).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

// What any command must load before its first request, whatever the CLI does:
// the SDK itself, imported alone by its package name from the CLI's package
// (so each build resolves its own), and node-fetch, the transport, alone.
const cacheDirs: string[] = [];

function treeVariants(label: string, bin: string): Variant[] {
  const cliPackage = path.resolve(path.dirname(bin), '..');
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'screencap-bench-cache-'));
  cacheDirs.push(cacheDir);
  return [
    { name: `${label}import('@screencap/async') alone`, args: ['--input-type=module', '-e', "await import('@screencap/async')"], cwd: cliPackage, untilRequest: false },
    { name: `${label}screencap --help`, args: [bin, '--help'], untilRequest: false, cli: true, cacheDir },
    { name: `${label}screencap --version`, args: [bin, '--version'], untilRequest: false, cli: true, cacheDir },
    ...COMMAND_LINES.map((line) => ({ name: `${label}screencap ${line.join(' ')}`, args: [bin, '--url', baseUrl, ...line], untilRequest: true, cli: true, cacheDir })),
    { name: `${label}screencap --version, first run`, args: [bin, '--version'], untilRequest: false, firstRun: true },
    { name: `${label}screencap random, first run`, args: [bin, '--url', baseUrl, 'random'], untilRequest: true, firstRun: true },
  ];
}

const asyncPackage = fileURLToPath(new URL('../../packages/async-client/', import.meta.url));
const floorVariant: Variant = { name: 'node -e 0', args: ['-e', '0'], untilRequest: false };
const transportVariant: Variant = { name: "import('node-fetch') alone", args: ['--input-type=module', '-e', "await import('node-fetch')"], cwd: asyncPackage, untilRequest: false };
// The least any Node.js program that sends a request takes: node:http alone, its first request.
const bareRequestVariant: Variant = { name: "require('node:http').get() alone", args: ['-e', `require('node:http').get(${JSON.stringify(baseUrl)})`], untilRequest: true };
const variants: Variant[] = [
  floorVariant,
  transportVariant,
  bareRequestVariant,
  ...treeVariants('', entry),
  ...(values.before === undefined ? [] : treeVariants('before: ', values.before)),
];

const env = measuredChildEnv();
/** The environment of a run whose cache directory is `cacheDir` (none: the variable unset). */
const envWith = (cacheDir: string | undefined): NodeJS.ProcessEnv => (cacheDir === undefined ? env : { ...env, SCREENCAP_CACHE_DIR: cacheDir });

/** Runs a variant once to its exit, its requests sent to `url` instead of the timing server. */
function primeOnce(variant: Variant, url: string): Promise<void> {
  const args = variant.args.map((arg) => (arg === baseUrl ? url : arg));
  if (variant.untilRequest) args.splice(args.indexOf(url) + 1, 0, '--no-cache');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: envWith(variant.cacheDir), stdio: 'ignore', cwd: variant.cwd });
    child.once('error', reject);
    child.once('exit', () => {
      resolve();
    });
  });
}

/** One run: milliseconds from spawn to exit, or to the first request. */
function runOnce(variant: Variant): Promise<number> {
  const ownCacheDir = variant.firstRun === true ? mkdtempSync(path.join(tmpdir(), 'screencap-bench-first-')) : undefined;
  return new Promise<number>((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, variant.args, { env: envWith(ownCacheDir ?? variant.cacheDir), stdio: 'ignore', cwd: variant.cwd });
    let requestAt: number | undefined;
    if (variant.untilRequest) {
      onRequest = (at) => {
        requestAt = at;
        child.kill('SIGKILL');
      };
    }
    child.once('error', reject);
    child.once('exit', (code) => {
      const end = variant.untilRequest ? requestAt : performance.now();
      if (end === undefined) reject(new Error(`${variant.name} exited before sending a request`));
      else if (!variant.untilRequest && code !== 0) reject(new Error(`${variant.name} failed (exit code ${code})`));
      else resolve(end - start);
    });
  }).finally(() => {
    if (ownCacheDir !== undefined) rmSync(ownCacheDir, { recursive: true, force: true });
  });
}


const machine = describeMachine();
// Each variant once to its exit: the compile cache of a user who has run it before.
const service = await startFakeServiceProcess({ mode: '2026' });
for (const variant of variants) if (variant.cli === true) await primeOnce(variant, service.url);
await service.close();
const times = await interleavedRounds(variants, rounds, runOnce);
server.close();
for (const cacheDir of cacheDirs) rmSync(cacheDir, { recursive: true, force: true });

const floor = times.get(floorVariant)!;
const transport = times.get(transportVariant)!;
const lines = [
  `CLI start-up, ${rounds} interleaved rounds after one warm-up; ${formatMachine(machine)}`,
  `entry: ${entry}${values.before === undefined ? '' : `; before: ${values.before}`}`,
  '',
  'Ratios are medians of the per-round ratios (paired).',
  '',
  '| what | until | median | min | max | / `node -e 0` | / node-fetch import |',
  '|---|---|---:|---:|---:|---:|---:|',
];
for (const variant of variants) {
  const series = times.get(variant)!;
  const toFloor = pairedRatio(series, floor);
  const toTransport = pairedRatio(series, transport);
  const until = variant.untilRequest ? 'first request' : 'exit';
  lines.push(
    `| \`${variant.name}\` | ${until} | ${spreadCells(series).join(' | ')} | ${ratio(toFloor)} | ${ratio(toTransport)} |`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
