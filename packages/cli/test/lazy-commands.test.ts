import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { closedPort } from './support/closed-port.js';

// The CLI loads only the command it runs: each command's table (its help)
// lives apart from its code (`commands/<name>.run.ts`), which is imported
// when the command runs. Seen on the sources, run by Node.js itself (its type
// stripping), module by module: the built command is one bundle, where a
// module's code is inside whether or not it runs.

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

// Resolves the sources' `./x.js` to `./x.ts`, as the build does, and writes down every file loaded.
const HOOKS = `
import { appendFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const source = new URL(specifier.slice(0, -'.js'.length) + '.ts', context.parentURL);
    if (existsSync(fileURLToPath(source))) return nextResolve(source.href, context);
  }
  return nextResolve(specifier, context);
}
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) appendFileSync(process.env.SCREENCAP_TEST_MODULE_LOG, fileURLToPath(url) + '\\n');
  return nextLoad(url, context);
}
`;

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'screencap-lazy-'));
  writeFileSync(join(folder, 'hooks.mjs'), HOOKS);
  writeFileSync(join(folder, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${join(folder, 'hooks.mjs')}`).href)});\n`);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the CLI's sources with `args`: its exit code and the files it loaded. */
async function loadedBy(args: readonly string[]): Promise<{ code: number | null; files: string[] }> {
  const log = join(folder, `modules-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, '');
  const env: NodeJS.ProcessEnv = { ...process.env, SCREENCAP_TEST_MODULE_LOG: log, SCREENCAP_CACHE_DIR: join(folder, 'cache') };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--no-warnings', '--import', join(folder, 'register.mjs'), MAIN, ...args], { env, stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, files: readFileSync(log, 'utf8').split('\n').filter((line) => line !== '') };
}

const commandCode = (files: readonly string[]) => files.filter((file) => /\/commands\/[\w-]+\.run\.ts$/.test(file)).map((file) => /([\w-]+)\.run\.ts$/.exec(file)?.[1]);
// The client, its transport and the schemas' validator: none of it for help or a version.
const client = (files: readonly string[]) => files.filter((file) => /\/async-client\/|\/@screencap\/async\/|\/node-fetch\/|\/zod\/|\/zod\.cjs$/.test(file));

describe('the CLI loads only the command it runs', () => {
  test.each([[['--help']], [['--version']], [['gif', '--help']], [['comic', '-h']], [['random', '--version']]])('screencap %j loads no command and no client', async (args) => {
    const { code, files } = await loadedBy(args);
    expect(code).toBe(0);
    // What it loaded is seen: the tables, so that an empty list below means something.
    expect(files.some((file) => file.endsWith('/commands/gif.ts'))).toBe(true);
    expect(commandCode(files)).toEqual([]);
    expect(client(files)).toEqual([]);
  });

  test('a command loads its own code and no other command\'s', async () => {
    const { code, files } = await loadedBy(['--url', `http://127.0.0.1:${await closedPort()}/`, '--no-cache', 'random']);
    expect(code).toBe(5);
    expect(commandCode(files)).toEqual(['random']);
    expect(client(files).length).toBeGreaterThan(0);
  });

  test('a usage error in a command\'s arguments is found by its code, still before any client', async () => {
    const { code, files } = await loadedBy(['caption', 'S01E01', 'abc']);
    expect(code).toBe(2);
    expect(commandCode(files)).toEqual(['caption']);
    expect(client(files)).toEqual([]);
  });
});
