// Each template as a user gets it: the packages packed as the registry would
// get them (or the tarballs in SCREENCAP_TARBALLS, as `npm run pack` leaves
// them), create-bot's executable writing the project against them, npm
// installing it (the registry only for third-party packages, through one
// shared npm cache), and the project's own `npm test` passing: its handler
// against the fake service, the chat platform faked at its boundary.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableTemplates } from '../src/index.js';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = join(REPOSITORY, 'packages/create-bot/bin/create-bot.js');
/** The packages the registry gets: one tarball each. */
const PUBLISHED = ['core', 'async-client', 'sync-client', 'cli', 'fake-service', 'mcp', 'create-bot'];
const MINUTES = 60_000;

let work: string;
let tarballs: string;

/** The environment of a user's shell: this Node.js first, none of the test runner's or pnpm's settings. */
function userEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_OPTIONS' || key.startsWith('npm_') || key.startsWith('PNPM_') || key === 'JEST_WORKER_ID') continue;
    env[key] = value;
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  // One npm cache for every project, so a package is downloaded once.
  if (process.env.npm_config_cache !== undefined) env.npm_config_cache = process.env.npm_config_cache;
  return env;
}

function run(command: string, args: string[], cwd: string, timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: userEnvironment(), timeout, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error === null) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${error.message.split('\n')[0] ?? ''}):\n${stdout}\n${stderr}`));
    });
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'create-bot-e2e-'));
  if (process.env.SCREENCAP_TARBALLS !== undefined && process.env.SCREENCAP_TARBALLS !== '') {
    tarballs = process.env.SCREENCAP_TARBALLS;
    return;
  }
  tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  // pnpm's pack, as the release does (it turns workspace: ranges into versions), of every package at once.
  const pnpm = process.env.npm_execpath?.includes('pnpm') === true ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
  const [command = 'pnpm', ...prefix] = pnpm;
  await run(command, [...prefix, '--recursive', '--filter', './packages/*', 'pack', '--pack-destination', tarballs], REPOSITORY, 3 * MINUTES);
}, 5 * MINUTES);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Scaffolds, installs and tests one template; resolves to what its `npm test` printed. */
async function scaffoldInstallTest(template: string): Promise<string> {
  const project = join(work, template);
  await run(process.execPath, [BIN, project, '--template', template, '--tarballs', tarballs], work, MINUTES);
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project, 8 * MINUTES);
  return run('npm', ['test'], project, 4 * MINUTES);
}

test(
  'every template, scaffolded from the packed tarballs and installed with npm, passes its own npm test',
  async () => {
    const templates = availableTemplates();
    expect(readdirSync(tarballs).filter((file) => file.endsWith('.tgz')).length).toBe(PUBLISHED.length);
    // As many at once as the machine has cores, never more: npm and the tests are CPU-bound.
    const lanes = Math.max(1, Math.min(availableParallelism(), templates.length));
    const queue = [...templates];
    const outputs = new Map<string, string>();
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let template = queue.shift(); template !== undefined; template = queue.shift()) outputs.set(template, await scaffoldInstallTest(template));
      }),
    );
    for (const template of templates) expect(outputs.get(template)).toMatch(/^ℹ fail 0$/m);
  },
  15 * MINUTES,
);

test('`npm run pack` prints, for each package, one install line naming every tarball it needs', async () => {
  const printed = await run(process.execPath, [join(REPOSITORY, 'scripts/install-lines.mjs'), tarballs], REPOSITORY, MINUTES);
  const lines = new Map(
    printed
      .split('\n')
      .filter((line) => line.startsWith('@screencap/'))
      .map((line) => {
        const [name = '', ...words] = line.split(/\s+/);
        return [name, words.filter((word) => word.endsWith('.tgz')).map((path) => /screencap-([\w-]+)-\d/.exec(path)?.[1])] as const;
      }),
  );
  expect(lines.size).toBe(PUBLISHED.length);
  expect(lines.get('@screencap/core')).toEqual(['core']);
  // The server's install failed with a 404 for @screencap/async when only its own tarball was named.
  expect(lines.get('@screencap/mcp')).toEqual(['core', 'async', 'mcp']);
  expect(lines.get('@screencap/sync')).toEqual(['core', 'async', 'sync']);
  expect(lines.get('@screencap/cli')).toEqual(['core', 'async', 'cli']);
  expect(lines.get('@screencap/fake-service')).toEqual(['fake-service']);
});
