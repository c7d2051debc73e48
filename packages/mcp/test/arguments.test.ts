import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsageError, clientFor, parseServerArguments } from '../src/index.js';

describe('parseServerArguments', () => {
  test('defaults to Frinkiac', () => {
    expect(parseServerArguments([], {})).toEqual({ baseUrl: 'https://frinkiac.com/', title: 'The Simpsons', generation: undefined });
  });

  test('--instance names a preset, case-insensitively', () => {
    expect(parseServerArguments(['--instance', 'morbotron'], {})).toMatchObject({ baseUrl: 'https://morbotron.com/', title: 'Futurama' });
  });

  test('--base-url with --generation and --title; a missing trailing slash is added', () => {
    const args = parseServerArguments(['--base-url', 'http://127.0.0.1:9/x', '--generation', '2026', '--title', 'Show'], {});
    expect(args).toEqual({ baseUrl: 'http://127.0.0.1:9/x/', title: 'Show', generation: '2026' });
    const client = clientFor(args);
    expect([client.url, client.generation]).toEqual(['http://127.0.0.1:9/x/', '2026']);
    client.close();
  });

  test("--generation auto: the client's option, classic in use until an answer shows the 2026 generation", () => {
    const args = parseServerArguments(['--base-url', 'http://127.0.0.1:9/', '--generation', 'auto'], {});
    expect(args.generation).toBe('auto');
    const client = clientFor(args);
    expect([client.options.generation, client.generation]).toEqual(['auto', 'classic']);
    client.close();
  });

  test('SCREENCAP_BASE_URL stands for --base-url; the flags win over it', () => {
    expect(parseServerArguments([], { SCREENCAP_BASE_URL: 'http://localhost:1/' }).baseUrl).toBe('http://localhost:1/');
    expect(parseServerArguments(['--instance', 'Morbotron'], { SCREENCAP_BASE_URL: 'http://localhost:1/' }).baseUrl).toBe('https://morbotron.com/');
  });

  test.each([
    [['--instance', 'Nowhere'], /unknown --instance "Nowhere"/],
    [['--instance', 'Frinkiac', '--base-url', 'http://a/'], /not both/],
    [['--base-url', 'ftp://a/'], /http or https/],
    [['--base-url', 'nope'], /not a URL/],
    [['--generation', '1999'], /--generation must be one of classic, 2026, auto, got "1999"/],
    [['--what'], /--what/],
    [['stray'], /stray/],
  ])('%j is a UsageError', (argv, message) => {
    expect(() => parseServerArguments(argv, {})).toThrow(UsageError);
    expect(() => parseServerArguments(argv, {})).toThrow(message);
  });
});

test('screencap-mcp exits with status 64 and the usage on a bad command line', () => {
  const bin = fileURLToPath(new URL('../bin/screencap-mcp.js', import.meta.url));
  const run = spawnSync(process.execPath, [bin, '--instance', 'Nowhere'], { encoding: 'utf8', env: {} });
  expect(run.status).toBe(64);
  expect(run.stderr).toMatch(/^screencap-mcp: unknown --instance "Nowhere"\nusage: screencap-mcp/);
  expect(run.stdout).toBe('');
});

test('VERSION is the package version (scripts/sync-versions.mjs keeps them equal)', async () => {
  const { VERSION } = await import('../src/index.js');
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(manifest.version);
});
