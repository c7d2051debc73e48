import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMANDS } from '../src/commands/index.js';
import { COMMAND_NAMES } from '../src/commands/names.js';
import { closedPort } from './support/closed-port.js';
import { runScreencap } from './support/run-screencap.js';

// The compiled code of the command, kept between runs (src/compile-cache.ts,
// src/launcher.ts). A cache V8 accepts is left as it is; one it refuses is
// replaced when the process exits, so a file's identity (inode and mtime)
// tells which of the two a run saw.

let cacheDir: string;
let compileCacheDir: string;

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'screencap-compile-cache-'));
  compileCacheDir = path.join(cacheDir, 'v8-compile-cache');
});

afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

const run = (args: readonly string[], env: Readonly<Record<string, string>> = {}) => runScreencap(args, { SCREENCAP_CACHE_DIR: cacheDir, ...env });

function cacheFiles(): string[] {
  return existsSync(compileCacheDir) ? readdirSync(compileCacheDir).sort() : [];
}

function identity(file: string): string {
  const stats = statSync(path.join(compileCacheDir, file));
  return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
}

const NAME = new RegExp(`^(help|other|command-[a-z]+)@[0-9a-f]{16}-node${process.version.replace(/\./g, '\\.')}-${process.arch}\\.bin$`);

describe('the compile cache', () => {
  test('the first --help writes one for help runs, named by the bundle, Node.js and architecture; the next --help reads it and leaves it alone', async () => {
    const first = await run(['--help']);
    expect(first.code).toBe(0);
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(NAME);
    expect(files[0]).toMatch(/^help@/);
    expect(statSync(path.join(compileCacheDir, files[0]!)).size).toBeGreaterThan(10_000);
    const before = identity(files[0]!);

    const second = await run(['--help']);
    expect(second).toEqual(first);
    expect(cacheFiles()).toEqual(files);
    expect(identity(files[0]!)).toBe(before);
  });

  test('a command keeps a cache of its own beside the help runs\' one', async () => {
    await run(['--version']);
    const [helpFile] = cacheFiles();
    const helpIdentity = identity(helpFile!);
    const url = `http://127.0.0.1:${await closedPort()}/`;

    const command = await run(['--url', url, '--no-cache', 'random']);
    expect(command.code).toBe(5);
    const files = cacheFiles();
    expect(files).toHaveLength(2);
    const commandFile = files.find((file) => file.startsWith('command-random@'))!;
    expect(commandFile).toMatch(NAME);
    expect(identity(helpFile!)).toBe(helpIdentity);
    // Same build: the two differ only in kind.
    expect(commandFile.slice('command-random@'.length)).toBe(helpFile!.slice('help@'.length));

    const commandIdentity = identity(commandFile);
    const again = await run(['--url', url, '--no-cache', 'random']);
    expect(again).toEqual(command);
    expect(identity(commandFile)).toBe(commandIdentity);
  });

  test('a damaged cache is refused by V8: the run does what it would without one, and replaces the file with a good one', async () => {
    const clean = await run(['--help']);
    const [file] = cacheFiles();
    const good = readFileSync(path.join(compileCacheDir, file!));
    const damaged = Buffer.from(good);
    damaged.fill(0x5a, 64, 4096);
    writeFileSync(path.join(compileCacheDir, file!), damaged);

    const afterDamage = await run(['--help']);
    expect(afterDamage).toEqual(clean);
    const replaced = readFileSync(path.join(compileCacheDir, file!));
    expect(replaced.equals(damaged)).toBe(false);

    // The replacement is accepted in its turn.
    const replacedIdentity = identity(file!);
    expect(await run(['--help'])).toEqual(clean);
    expect(identity(file!)).toBe(replacedIdentity);
  });

  test('a truncated or empty cache file is refused the same way', async () => {
    const clean = await run(['--version']);
    const [file] = cacheFiles();
    for (const content of [readFileSync(path.join(compileCacheDir, file!)).subarray(0, 100), Buffer.alloc(0)]) {
      writeFileSync(path.join(compileCacheDir, file!), content);
      expect(await run(['--version'])).toEqual(clean);
      expect(statSync(path.join(compileCacheDir, file!)).size).toBeGreaterThan(10_000);
    }
  });

  test('writing one keeps the three newest other files of its kind (other builds, other Node.js versions sharing the directory) and every file of the other kind', async () => {
    mkdirSync(compileCacheDir, { recursive: true });
    const others = ['help@000000000000000a-nodev20.0.0-x64.bin', 'help@000000000000000b-nodev20.0.0-x64.bin', 'help@000000000000000c-nodev22.0.0-x64.bin', 'help@000000000000000d-nodev22.0.0-x64.bin'];
    // Oldest first: a is the one to go.
    others.forEach((name, index) => {
      const file = path.join(compileCacheDir, name);
      writeFileSync(file, 'old');
      utimesSync(file, 1_000_000 + index * 1000, 1_000_000 + index * 1000);
    });
    // Other kinds, one of them a prefix of this one's name without the `@`.
    const otherKinds = ['command-random@0123456789abcdef-nodev20.0.0-x64.bin', 'helpful@0123456789abcdef-nodev20.0.0-x64.bin'];
    for (const name of otherKinds) writeFileSync(path.join(compileCacheDir, name), 'old');

    expect((await run(['--help'])).code).toBe(0);
    const files = cacheFiles();
    const written = files.find((name) => NAME.test(name) && name.startsWith('help@') && !others.includes(name));
    expect(written).toBeDefined();
    expect(files).toEqual([...otherKinds, ...others.slice(1), written].sort());
  });

  test('two builds sharing the directory each keep their cache: neither run removes the other\'s', async () => {
    mkdirSync(compileCacheDir, { recursive: true });
    const otherBuild = `help@0123456789abcdef-node${process.version}-${process.arch}.bin`;
    writeFileSync(path.join(compileCacheDir, otherBuild), 'another install of screencap');
    await run(['--help']);
    const [ours] = cacheFiles().filter((name) => name !== otherBuild);
    const ourIdentity = identity(ours!);
    await run(['--help']);
    expect(cacheFiles()).toEqual([otherBuild, ours].sort());
    expect(identity(ours!)).toBe(ourIdentity);
  });

  test('NODE_DISABLE_COMPILE_CACHE turns it off: nothing is written, and the output is the same', async () => {
    const withCache = await run(['--help']);
    rmSync(compileCacheDir, { recursive: true, force: true });
    const without = await run(['--help'], { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(without).toEqual(withCache);
    expect(existsSync(compileCacheDir)).toBe(false);
  });

  test('a SCREENCAP_DEBUG run neither reads nor writes it (Node.js loads the bundle itself, to map stack traces), and prints the same', async () => {
    const withCache = await run(['--help']);
    rmSync(compileCacheDir, { recursive: true, force: true });
    expect(await run(['--help'], { SCREENCAP_DEBUG: '1' })).toEqual(withCache);
    expect(existsSync(compileCacheDir)).toBe(false);
    // SCREENCAP_DEBUG=0 is off.
    await run(['--help'], { SCREENCAP_DEBUG: '0' });
    expect(cacheFiles()).toHaveLength(1);
  });

  test('an empty NODE_DISABLE_COMPILE_CACHE counts as unset, as shells leave it', async () => {
    await run(['--version'], { NODE_DISABLE_COMPILE_CACHE: '' });
    expect(cacheFiles()).toHaveLength(1);
  });

  test('a cache directory that cannot be made costs the run nothing: same output, nothing on stderr', async () => {
    const clean = await run(['--help']);
    rmSync(cacheDir, { recursive: true, force: true });
    // A file where the directory should be: mkdir fails beneath it.
    writeFileSync(cacheDir, 'not a directory');
    const blocked = await run(['--help']);
    expect(blocked).toEqual(clean);
    expect(blocked.stderr).toBe('');
    expect(statSync(cacheDir).isFile()).toBe(true);
  });

  test('a cache made by a run that failed is replaced by the next run that succeeds, and a good one is not replaced by a run that fails', async () => {
    expect((await run(['--help', '--bogus'])).code).toBe(2);
    const [file] = cacheFiles();
    const fromFailure = identity(file!);
    expect(readFileSync(path.join(compileCacheDir, file!)).readUInt32LE(8)).toBe(0);
    // Another failure leaves it.
    await run(['--help', '--bogus']);
    expect(identity(file!)).toBe(fromFailure);

    expect((await run(['--help'])).code).toBe(0);
    expect(cacheFiles()).toEqual([file]);
    const fromSuccess = identity(file!);
    expect(fromSuccess).not.toBe(fromFailure);
    expect(readFileSync(path.join(compileCacheDir, file!)).readUInt32LE(8)).toBe(1);

    await run(['--help', '--bogus']);
    await run(['--help']);
    expect(identity(file!)).toBe(fromSuccess);
  });

  test('a run that fails still writes the cache, and the next one with a warm cache fails the same way', async () => {
    const usage = await run(['bogus']);
    expect(usage.code).toBe(2);
    expect(cacheFiles()).toEqual([expect.stringMatching(/^other@/)]);
    expect(await run(['bogus'])).toEqual(usage);
  });

  test('each command has its own cache, named after it wherever it stands on the line', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    await run(['--url', url, '--no-cache', 'search', 'random']);
    await run(['caption', 'S01E01', 'x']);
    expect(cacheFiles().map((file) => file.split('@')[0])).toEqual(['command-caption', 'command-search']);
  });

  test('the launcher knows every command by name, in help order', () => {
    expect([...COMMAND_NAMES]).toEqual(COMMANDS.map((command) => command.name));
  });
});
