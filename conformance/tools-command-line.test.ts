/**
 * One command line for both tools: `screencap` (the CLI) and `screencap-mcp`
 * (the MCP server) are driven with the same table of command lines and must
 * answer alike: `--help` and `--version` on standard output with exit 0; a bad
 * command line refused with exit 2, the problem (in the same words, for every
 * instance flag) and the usage on standard error, before any request; and a
 * good one serving the instance it names, `SCREENCAP_BASE_URL` included.
 *
 * The built executables run as real processes against a fake service. Which
 * preset a line names cannot be seen that way without leaving the machine, so
 * the last table runs each tool's own entry points in this process, their
 * requests routed to the fake service.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from '@jest/globals';
import type { FetchLike } from '@screencap/async';
import { runCli } from '@screencap/cli';
import { INSTANCE_FLAGS } from '@screencap/core/internal';
import { clientFor, parseServerArguments } from '@screencap/mcp';
import { useFakeService } from './support/fake-service.js';

const fake = useFakeService({ mode: '2026' });

// The CLI's compile cache, away from the user's.
const cacheDir = mkdtempSync(join(tmpdir(), 'screencap-cache-'));
afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

type Tool = 'screencap' | 'screencap-mcp';
const TOOLS: readonly Tool[] = ['screencap', 'screencap-mcp'];

const BINS: Record<Tool, string> = {
  screencap: fileURLToPath(new URL('../packages/cli/lib/bin.js', import.meta.url)),
  'screencap-mcp': fileURLToPath(new URL('../packages/mcp/bin/screencap-mcp.js', import.meta.url)),
};

const VERSIONS: Record<Tool, string> = {
  screencap: (JSON.parse(readFileSync(new URL('../packages/cli/package.json', import.meta.url), 'utf8')) as { version: string }).version,
  'screencap-mcp': (JSON.parse(readFileSync(new URL('../packages/mcp/package.json', import.meta.url), 'utf8')) as { version: string }).version,
};

/** The instance's base address in a table: the fake service's, known only once it runs. */
const FAKE = '<fake>';

interface ToolRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The server's answers to `initialize` and to a `random_screencap` call (a server that served). */
  readonly answers: readonly { readonly id: number; readonly result?: Record<string, unknown>; readonly error?: unknown }[];
}

/**
 * Runs a tool as a real process. To `serve`, the CLI gets a command after the
 * line (`random`: one request), and the server is spoken to (initialize, then
 * a `random_screencap` call, then its standard input closes): what each does
 * with an instance. Otherwise (`--help`, `--version`) the line is all.
 */
function runTool(tool: Tool, line: readonly string[], env: Readonly<Record<string, string>>, serve = true): Promise<ToolRun> {
  const args = line.map((arg) => (arg === FAKE ? fake().url : arg));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SCREENCAP_CACHE_DIR: cacheDir, ...env };
  delete childEnv.NODE_OPTIONS;
  delete childEnv.SCREENCAP_DEBUG;
  if (env.SCREENCAP_BASE_URL === undefined) delete childEnv.SCREENCAP_BASE_URL;
  const command = tool === 'screencap' && serve ? [...args, '--no-cache', 'random'] : args;
  const speaks = tool === 'screencap-mcp' && serve;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BINS[tool], ...command], { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const answers: ToolRun['answers'][number][] = [];
    const send = (message: object): void => {
      if (child.stdin.writable) child.stdin.write(`${JSON.stringify(message)}\n`);
    };
    // A tool that ended at once has closed it: what was not sent was not needed.
    child.stdin.on('error', () => undefined);
    if (!speaks) child.stdin.end();
    else send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '0' } } });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!speaks) return;
      const lines = stdout.split('\n');
      for (const text of lines.slice(answers.length, -1)) {
        const answer = JSON.parse(text) as ToolRun['answers'][number];
        answers.push(answer);
        if (answer.id === 1) {
          send({ jsonrpc: '2.0', method: 'notifications/initialized' });
          send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'random_screencap', arguments: {} } });
        } else {
          child.stdin.end();
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => {
      resolve({ code, stdout, stderr, answers });
    });
  });
}

/** Each tool's own line of an error: the problem after `<tool>: `, without the CLI's pointer to its help. */
function problemOf(tool: Tool, stderr: string): string {
  const first = stderr.split('\n')[0] ?? '';
  expect(first.startsWith(`${tool}: `)).toBe(true);
  return first.slice(`${tool}: `.length).replace(/ \(see screencap [a-z]+ --help\)$/, '');
}

describe('--help and --version: standard output, exit 0', () => {
  const flagTerms = Object.entries(INSTANCE_FLAGS).map(([name, spec]) => `--${name} <${spec.valueName}>`);

  test.each(TOOLS.flatMap((tool) => [[tool, '--help'], [tool, '-h']] as const))('%s %s lists every instance flag and SCREENCAP_BASE_URL', async (tool, flag) => {
    const run = await runTool(tool, [flag], {}, false);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain(`Usage:\n  ${tool} `);
    for (const term of flagTerms) expect(run.stdout).toContain(term);
    expect(run.stdout).toContain('SCREENCAP_BASE_URL=<url>');
    expect(run.stdout).toMatch(/^Exit codes:\n {2}0 {2}/m);
  });

  test.each(TOOLS)("%s --version prints the package's version", async (tool) => {
    expect(await runTool(tool, ['--version'], {}, false)).toEqual({ code: 0, stdout: `${VERSIONS[tool]}\n`, stderr: '', answers: [] });
  });
});

/** A bad command line: the line, its environment, and what the problem says. */
interface BadLine {
  readonly line: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly problem: RegExp;
  /**
   * Whether both tools say it in the same words: every problem of an instance
   * flag's value (the reading of them is one); the parsers' own words for an
   * unknown flag or a missing value differ.
   */
  readonly sameWords: boolean;
}

const BAD_LINES: readonly BadLine[] = [
  { line: ['--bogus'], problem: /--bogus/, sameWords: false },
  { line: ['--timeout'], problem: /--timeout/, sameWords: false },
  { line: ['--instance', 'Nowhere'], problem: /^--instance must be one of Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams \(any case\), got "Nowhere"$/, sameWords: true },
  { line: ['--instance', 'morbotron', '--base-url', FAKE], problem: /^--instance and --base-url cannot be used together$/, sameWords: true },
  { line: ['--instance', 'morbotron', '--url', FAKE], problem: /^--instance and --url cannot be used together$/, sameWords: true },
  { line: ['--base-url', FAKE, '--url', FAKE], problem: /^--url is another name of --base-url/, sameWords: true },
  { line: ['--title', 'The Testingtons'], problem: /^--title goes with --base-url/, sameWords: true },
  { line: ['--instance', 'morbotron', '--title', 'The Testingtons'], problem: /^--title goes with --base-url/, sameWords: true },
  { line: ['--base-url', 'ftp://example.com/'], problem: /^--base-url must use http or https, got "ftp:\/\/example\.com\/"$/, sameWords: true },
  { line: ['--base-url', 'not a url'], problem: /^--base-url must be an absolute http\(s\) URL/, sameWords: true },
  { line: ['--generation', '1999'], problem: /^--generation must be one of classic, 2026, auto, got "1999"$/, sameWords: true },
  { line: ['--timeout', 'soon'], problem: /^--timeout must be a number of seconds above 0, got "soon"$/, sameWords: true },
  { line: ['--timeout', '0'], problem: /^--timeout must be a number of seconds above 0, got "0"$/, sameWords: true },
  { line: ['--timeout', '5000'], problem: /^--timeout is in seconds: 5000 would wait 83 minutes/, sameWords: true },
  { line: ['--render-timeout', '3601'], problem: /^--render-timeout is in seconds: 3601 would let a render run 60 minutes/, sameWords: true },
  { line: [], env: { SCREENCAP_BASE_URL: 'ftp://example.com/' }, problem: /^SCREENCAP_BASE_URL must use http or https/, sameWords: true },
];

describe('a bad command line: the problem and the usage on standard error, exit 2, no request', () => {
  test.each(BAD_LINES.map((bad) => [bad.line.join(' ') + (bad.env === undefined ? '' : ` with ${JSON.stringify(bad.env)}`), bad] as const))('%s', async (_label, bad) => {
    const runs = await Promise.all(TOOLS.map((tool) => runTool(tool, bad.line, bad.env ?? {})));
    const problems = TOOLS.map((tool, index) => {
      const run = runs[index]!;
      expect([run.code, run.stdout]).toEqual([2, '']);
      expect(run.stderr).toMatch(new RegExp(`\\nUsage: ${tool} [^\\n]+\\n$`));
      const problem = problemOf(tool, run.stderr);
      expect(problem).toMatch(bad.problem);
      return problem;
    });
    if (bad.sameWords) expect(problems[1]).toBe(problems[0]);
    expect(await fake().requests()).toEqual([]);
  });
});

/** A good command line against the fake service: the show's title it names (`''`: none). */
interface GoodLine {
  readonly line: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly title: string;
}

const GOOD_LINES: readonly GoodLine[] = [
  { line: ['--base-url', FAKE], title: '' },
  { line: ['--url', FAKE], title: '' },
  { line: [], env: { SCREENCAP_BASE_URL: FAKE }, title: '' },
  { line: ['--title', 'The Testingtons'], env: { SCREENCAP_BASE_URL: FAKE }, title: 'The Testingtons' },
  // The flag wins over the variable (which leads nowhere here).
  { line: ['--base-url', FAKE], env: { SCREENCAP_BASE_URL: 'http://127.0.0.1:9/' }, title: '' },
  { line: ['--base-url', FAKE, '--title', 'The Testingtons', '--generation', '2026', '--timeout', '20', '--render-timeout', '3600'], title: 'The Testingtons' },
  { line: ['--base-url', FAKE, '--generation', 'AUTO', '--timeout', '0.5'], title: '' },
];

describe('a good command line: the tool serves the instance it names', () => {
  test.each(GOOD_LINES.map((good) => [good.line.join(' ') + (good.env === undefined ? '' : ` with ${JSON.stringify(good.env)}`), good] as const))('%s', async (_label, good) => {
    const env = Object.fromEntries(Object.entries(good.env ?? {}).map(([name, value]) => [name, value === FAKE ? fake().url : value]));
    const cli = await runTool('screencap', good.line, env);
    expect([cli.code, cli.stderr]).toEqual([0, '']);
    // Text output names the show when there is one.
    expect(/^Show +(.*)$/m.exec(cli.stdout)?.[1] ?? '').toBe(good.title);
    expect((await fake().requests()).map((request) => request.endpoint)).toEqual(['random']);
    await fake().clearRequests();

    const server = await runTool('screencap-mcp', good.line, env);
    expect([server.code, server.stderr]).toEqual([0, '']);
    const [initialized, called] = server.answers;
    // The server names an untitled instance "Screencaps".
    expect((initialized?.result?.serverInfo as { title?: string } | undefined)?.title).toBe(`${good.title === '' ? 'Screencaps' : good.title} screencaps`);
    expect(called?.result?.isError).toBeUndefined();
    expect((await fake().requests()).map((request) => request.endpoint)).toContain('random');
  });
});

/** The URL a preset's client asks, sent to the fake service instead; every URL asked is noted. */
function routedToFake(asked: string[]): FetchLike {
  return async (url, init) => {
    asked.push(url);
    const { pathname, search } = new URL(url);
    return fetch(`${fake().url.replace(/\/$/, '')}${pathname}${search}`, { method: init.method, headers: init.headers, signal: init.signal, redirect: init.redirect });
  };
}

describe('the preset a line names: the same for both tools', () => {
  test.each([
    [[], {}, 'https://frinkiac.com/', 'The Simpsons'],
    [['--instance', 'morbotron'], {}, 'https://morbotron.com/', 'Futurama'],
    [['--instance', 'FRINKIHAMS', '--generation', '2026'], {}, 'https://frinkihams.com/', 'Steamed Hams'],
    // The flag wins over the variable.
    [['--instance', 'Morbotron'], { SCREENCAP_BASE_URL: 'http://127.0.0.1:9/' }, 'https://morbotron.com/', 'Futurama'],
    // An empty variable is no variable.
    [[], { SCREENCAP_BASE_URL: '' }, 'https://frinkiac.com/', 'The Simpsons'],
  ] as const)('%j with %j: %s', async (line, env, url, title) => {
    const asked: string[] = [];
    const stdout = new PassThrough().setEncoding('utf8');
    let text = '';
    stdout.on('data', (chunk: string) => (text += chunk));
    const code = await runCli([...line, 'random'], { stdout, stderr: new PassThrough(), env, fetch: routedToFake(asked) });
    expect(code).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
    for (const asking of asked) expect(asking.startsWith(url)).toBe(true);
    expect(text).toMatch(new RegExp(`^Show +${title}$`, 'm'));

    const served = parseServerArguments(line, env);
    if (served.action !== 'serve') throw new Error(`${JSON.stringify(line)} does not serve`);
    const client = clientFor(served.instance);
    expect([client.url, client.title]).toEqual([url, title]);
    client.close();
  });
});

describe('--instance given several times, or all: screencap asks one instance, screencap-mcp serves each', () => {
  test('screencap asks the last preset named; screencap-mcp serves both, in order', async () => {
    const line = ['--instance', 'frinkiac', '--instance', 'Morbotron'];
    const asked: string[] = [];
    const code = await runCli([...line, 'random'], { stdout: new PassThrough(), stderr: new PassThrough(), env: {}, fetch: routedToFake(asked) });
    expect(code).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
    for (const asking of asked) expect(asking.startsWith('https://morbotron.com/')).toBe(true);
    const served = parseServerArguments(line, {});
    if (served.action !== 'serve') throw new Error('does not serve');
    expect(served.instances.map((instance) => instance.url)).toEqual(['https://frinkiac.com/', 'https://morbotron.com/']);
  });

  test('all: every preset for screencap-mcp; a usage error for screencap, before any request', async () => {
    const served = parseServerArguments(['--instance', 'all'], {});
    if (served.action !== 'serve') throw new Error('does not serve');
    expect(served.instances.map((instance) => instance.title)).toEqual(['The Simpsons', 'Futurama', 'Rick and Morty', '30 Rock', 'West Wing', 'Steamed Hams']);
    const asked: string[] = [];
    const stderr = new PassThrough().setEncoding('utf8');
    let text = '';
    stderr.on('data', (chunk: string) => (text += chunk));
    const code = await runCli(['--instance', 'all', 'random'], { stdout: new PassThrough(), stderr, env: {}, fetch: routedToFake(asked) });
    expect(code).toBe(2);
    expect(text).toContain('--instance must be one of Frinkiac');
    expect(asked).toEqual([]);
  });
});
