// create-bot as a user runs it: the command line (exit 0, 1, 2), the project
// it writes from a template, and the dependencies it names, on the registry
// or on a folder of packed tarballs.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { availableTemplates, runCreateBot, TEMPLATES } from '../src/index.js';
import { PACKAGE_VERSIONS } from '../src/versions.js';

const REPOSITORY = new URL('../../../', import.meta.url);
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'create-bot-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function run(argv: string[], env: Record<string, string | undefined> = {}): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = runCreateBot(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
    cwd: work,
  });
  return { code, stdout, stderr };
}

function manifestOf(folder: string): { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; scripts: Record<string, string> } {
  return JSON.parse(readFileSync(join(work, folder, 'package.json'), 'utf8'));
}

/** A gzipped tar holding only package/package.json, as `npm pack` lays it out. */
function fakeTarball(folder: string, manifest: { name: string; version: string; dependencies?: Record<string, string> }): void {
  const body = Buffer.from(JSON.stringify(manifest));
  const header = Buffer.alloc(512);
  header.write('package/package.json', 0);
  header.write('0000644\0', 100);
  header.write(`${body.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('        ', 148);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  writeFileSync(join(folder, `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`), gzipSync(Buffer.concat([header, body, padding, Buffer.alloc(1024)])));
}

describe('the command line', () => {
  test('--help and --version print to standard output and exit 0', () => {
    const help = run(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('usage: create-bot <folder> --template <name>');
    expect(availableTemplates()).toEqual([...TEMPLATES]);
    for (const template of availableTemplates()) expect(help.stdout).toContain(template);
    const version = run(['-v']);
    expect(version).toEqual({ code: 0, stdout: `${PACKAGE_VERSIONS['@screencap/create-bot'] ?? ''}\n`, stderr: '' });
  });

  test.each([
    [['my-bot', '--template', 'script', '--frobnicate'], /Unknown option '--frobnicate'/],
    [['--template', 'script'], /name the folder/],
    [['my-bot'], /pick a template with --template/],
    [['my-bot', '--template', 'irc-bot'], /unknown template "irc-bot"; pick one of discord-worker, /],
    [['one', 'two', '--template', 'script'], /one folder, please/],
  ])('%j is a bad command line: the problem and the usage on standard error, exit 2, nothing written', (argv, problem) => {
    const result = run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(problem);
    expect(result.stderr).toContain('usage: create-bot');
    expect(existsSync(join(work, 'my-bot'))).toBe(false);
  });

  test('a folder that exists and is not empty is refused with exit 1, and left as it was', () => {
    mkdirSync(join(work, 'taken'));
    writeFileSync(join(work, 'taken', 'notes.txt'), 'mine');
    const result = run(['taken', '--template', 'script']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(/taken is not empty/);
    expect(readdirSync(join(work, 'taken'))).toEqual(['notes.txt']);
  });

  test('an empty folder that exists is used', () => {
    mkdirSync(join(work, 'empty'));
    expect(run(['empty', '--template', 'script']).code).toBe(0);
    expect(manifestOf('empty').name).toBe('empty');
  });
});

describe('the project written', () => {
  test.each(availableTemplates())('%s: semver ranges of the released packages, the project named after its folder, in its userAgent too', (template) => {
    const folder = `My Bot ${template}`;
    const result = run([folder, '--template', template]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(`cd "${folder}"\n  npm install\n`);
    const manifest = manifestOf(folder);
    const name = `my-bot-${template}`;
    expect(manifest.name).toBe(name);
    expect(Object.keys(manifest.scripts)).toEqual(expect.arrayContaining(['test', 'dev']));
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    const screencap = Object.entries(all).filter(([dependency]) => dependency.startsWith('@screencap/'));
    expect(screencap.length).toBeGreaterThan(0);
    for (const [dependency, spec] of screencap) expect(spec).toBe(`^${PACKAGE_VERSIONS[dependency] ?? 'unknown'}`);
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    // Nothing of a workspace run, and a .gitignore npm would not have published under that name.
    const files = readdirSync(join(work, folder), { recursive: true }).map(String);
    expect(files.some((file) => file.split('/').includes('node_modules'))).toBe(false);
    expect(files).toContain('.gitignore');
    expect(files).not.toContain('gitignore');
    const sources = files.filter((file) => file.startsWith('src/')).map((file) => readFileSync(join(work, folder, file), 'utf8'));
    expect(sources.join('\n')).toContain(`'${name}/0.1.0 (+https://`);
    expect(sources.join('\n')).toMatch(/userAgent: (USER_AGENT|')/);
    expect(sources.join('\n')).not.toContain('my-screencap-bot');
  });

  test('the versions it names are those of the packages in this release', () => {
    for (const [name, version] of Object.entries(PACKAGE_VERSIONS)) {
      const folder = name === '@screencap/async' ? 'async-client' : name === '@screencap/sync' ? 'sync-client' : name.replace('@screencap/', '');
      const manifest = JSON.parse(readFileSync(new URL(`packages/${folder}/package.json`, REPOSITORY), 'utf8')) as { name: string; version: string };
      expect([manifest.name, manifest.version]).toEqual([name, version]);
    }
  });
});

describe('--tarballs and SCREENCAP_TARBALLS', () => {
  let tarballs: string;

  beforeAll(() => {
    tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    fakeTarball(tarballs, { name: '@screencap/core', version: '0.0.0', dependencies: { zod: '^4.0.0' } });
    fakeTarball(tarballs, { name: '@screencap/async', version: '0.0.0', dependencies: { '@screencap/core': '^0.0.0' } });
    fakeTarball(tarballs, { name: '@screencap/fake-service', version: '0.0.0' });
  });

  test('file: dependencies on every package the project needs, the transitive @screencap ones too', () => {
    expect(run(['from-tarballs', '--template', 'telegram-bot', '--tarballs', 'tarballs']).code).toBe(0);
    const manifest = manifestOf('from-tarballs');
    expect(manifest.dependencies).toEqual({
      '@screencap/async': `file:${join(tarballs, 'screencap-async-0.0.0.tgz')}`,
      '@screencap/core': `file:${join(tarballs, 'screencap-core-0.0.0.tgz')}`,
      grammy: expect.stringMatching(/^\^/),
    });
    expect(manifest.devDependencies?.['@screencap/fake-service']).toBe(`file:${join(tarballs, 'screencap-fake-service-0.0.0.tgz')}`);
  });

  test('SCREENCAP_TARBALLS stands for --tarballs', () => {
    expect(run(['from-env', '--template', 'discord-bot'], { SCREENCAP_TARBALLS: tarballs }).code).toBe(0);
    expect(manifestOf('from-env').dependencies?.['@screencap/core']).toBe(`file:${join(tarballs, 'screencap-core-0.0.0.tgz')}`);
  });

  test('a tarball folder without a package the project needs is refused with exit 1, nothing written', () => {
    const result = run(['needs-sync', '--template', 'script', '--tarballs', tarballs]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/has no tarball of @screencap\/sync/);
    expect(existsSync(join(work, 'needs-sync'))).toBe(false);
  });

  test('a tarball folder that does not exist is refused with exit 1', () => {
    const result = run(['nowhere', '--template', 'script', '--tarballs', 'no-such-folder']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no-such-folder does not exist/);
  });
});
