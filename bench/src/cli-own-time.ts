/**
 * The CLI's own time before its first request, measured inside the process:
 * from the moment Node.js has booted (a `--require`d probe runs, just before
 * the executable) to the moment the command creates its first HTTP request
 * (Node's `http.client.request.start` diagnostics channel). Node's bootstrap,
 * which `cli-startup.ts` includes and which varies by several milliseconds
 * from run to run, is left out, so changes of a few tenths of a millisecond
 * show.
 *
 * Each build runs the same command line against the fake service (2026
 * mode, `--no-cache`), the builds interleaved, one process at a time. Runs
 * share a cache directory per build (the first run, which makes the compile
 * cache, is not counted) unless `--first-run`, where each run gets a new,
 * empty one. `--stdout pipe` gives the command a pipe for its output, as a
 * script reading it would (the default is `/dev/null`).
 *
 * Usage: `node bench/dist/cli-own-time.js [--runs N] [--first-run]
 * [--stdout null|pipe] [--entry path/to/bin] [--before path/to/other/bin]
 * [-- command line]` (default command line: `search pancakes`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { describeMachine, formatMachine } from './machine.js';
import { interleavedRounds, midpointMedian } from './measure.js';
import { table } from './report.js';
import { measuredChildEnv } from './child-env.js';

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '25' },
    'first-run': { type: 'boolean', default: false },
    stdout: { type: 'string', default: 'null' },
    entry: { type: 'string' },
    before: { type: 'string' },
  },
  allowPositionals: true,
});
if (values.stdout !== 'null' && values.stdout !== 'pipe') throw new Error('--stdout is null or pipe');
const runs = Number(values.runs);
const commandLine = positionals.length > 0 ? positionals : ['search', 'pancakes'];
const entry = values.entry ?? fileURLToPath(new URL('../../packages/cli/lib/bin.js', import.meta.url));
const builds = [{ name: 'this tree', bin: entry }, ...(values.before === undefined ? [] : [{ name: 'before', bin: values.before }])];

const scratch = mkdtempSync(path.join(tmpdir(), 'screencap-own-time-'));
// The probe writes its figure to file descriptor 3, a pipe of its own, so that
// the command's stdout and stderr stay as a user's would be.
const probe = path.join(scratch, 'probe.cjs');
writeFileSync(
  probe,
  `const start = performance.now();
const channel = require('node:diagnostics_channel');
channel.subscribe('http.client.request.start', function onRequest() {
  channel.unsubscribe('http.client.request.start', onRequest);
  require('node:fs').writeSync(3, String(performance.now() - start));
});
`,
);

const service = await startFakeServiceProcess({ mode: '2026' });
const env = measuredChildEnv();

type Build = (typeof builds)[number];
const sharedCacheDirs = new Map<Build, string>(builds.map((build) => [build, mkdtempSync(path.join(scratch, 'cache-'))]));

/** One run of a build: milliseconds from the probe to the first request. */
function runOnce(build: Build): Promise<number> {
  const cacheDir = values['first-run'] ? mkdtempSync(path.join(scratch, 'first-')) : sharedCacheDirs.get(build)!;
  const args = ['--require', probe, build.bin, '--url', service.url, '--no-cache', ...commandLine];
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...env, SCREENCAP_CACHE_DIR: cacheDir },
      stdio: ['ignore', values.stdout === 'pipe' ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    child.stdout?.resume();
    let figure = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      figure += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) reject(new Error(`${build.bin} ${commandLine.join(' ')} exited with ${code}`));
      else if (figure === '') reject(new Error(`${build.bin} sent no request`));
      else resolve(Number(figure));
    });
  }).finally(() => {
    if (values['first-run']) rmSync(cacheDir, { recursive: true, force: true });
  });
}

const machine = describeMachine();
// interleavedRounds runs each build once before the rounds: with a shared
// cache directory, that run makes the compile cache the rounds then read.
const times = await interleavedRounds(builds, runs, runOnce);
await service.close();
rmSync(scratch, { recursive: true, force: true });

console.log(`The CLI's own time before its first request: \`screencap ${commandLine.join(' ')}\`, ${runs} interleaved runs per build after one warm-up; ${formatMachine(machine)}`);
console.log(`${values['first-run'] ? 'each run with a new, empty cache directory (first runs)' : 'compile cache made by the warm-up run'}; stdout: ${values.stdout === 'pipe' ? 'a pipe' : '/dev/null'}`);
console.log('');
console.log(
  table(
    ['build', 'median', 'min', 'max'],
    builds.map((build) => {
      const series = times.get(build)!;
      return [`${build.name} (${build.bin})`, `${midpointMedian(series).toFixed(2)} ms`, `${Math.min(...series).toFixed(2)} ms`, `${Math.max(...series).toFixed(2)} ms`];
    }),
  ),
);
