import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { UsageError, clientFor, parseServerArguments, serverHelp, SERVER_FLAGS } from '../src/index.js';

describe('parseServerArguments', () => {
  test('defaults to Frinkiac', () => {
    expect(parseServerArguments([], {})).toEqual({
      action: 'serve',
      instance: { url: 'https://frinkiac.com/', title: 'The Simpsons', options: {} },
      instances: [{ url: 'https://frinkiac.com/', title: 'The Simpsons', options: {} }],
      transport: { http: undefined, allowedOrigins: [] },
    });
  });

  test('--help and --version win over everything else, a bad instance flag included', () => {
    expect(parseServerArguments(['--instance', 'Nowhere', '-h'], {})).toEqual({ action: 'help' });
    expect(parseServerArguments(['--version', '--timeout', '5000'], {})).toEqual({ action: 'version' });
  });

  test('--base-url with --title, --generation and the timeouts: the client gets them all', () => {
    const args = parseServerArguments(['--base-url', 'http://127.0.0.1:9/x', '--generation', '2026', '--title', 'Show', '--timeout', '2.5', '--render-timeout', '60'], {});
    expect(args).toMatchObject({ action: 'serve', instance: { url: 'http://127.0.0.1:9/x/', title: 'Show', options: { generation: '2026', timeout: 2.5, renderTimeout: 60 } } });
    if (args.action !== 'serve') throw new Error('not served');
    const client = clientFor(args.instance);
    expect([client.url, client.title, client.generation, client.options.timeout, client.options.renderTimeout]).toEqual(['http://127.0.0.1:9/x/', 'Show', '2026', 2.5, 60]);
    client.close();
  });

  test('an instance without a title is called Screencaps by the client the tools describe', () => {
    const args = parseServerArguments([], { SCREENCAP_BASE_URL: 'http://127.0.0.1:9/' });
    if (args.action !== 'serve') throw new Error('not served');
    expect(args.instance.title).toBe('');
    const client = clientFor(args.instance);
    expect(client.title).toBe('Screencaps');
    client.close();
  });

  test('the transport flags are read beside the instance flags', () => {
    const args = parseServerArguments(['--http', '0', '--instance', 'morbotron', '--allow-origin', 'https://a.example'], {});
    expect(args).toMatchObject({ action: 'serve', instance: { url: 'https://morbotron.com/' }, transport: { http: { host: '127.0.0.1', port: 0 }, allowedOrigins: ['https://a.example'] } });
  });

  test('--instance repeated serves each preset once, in order, each with the other flags; all serves every preset', () => {
    const args = parseServerArguments(['--instance', 'morbotron', '--instance', 'Frinkiac', '--instance', 'MORBOTRON', '--timeout', '5'], {});
    if (args.action !== 'serve') throw new Error('not served');
    expect(args.instances).toEqual([
      { url: 'https://morbotron.com/', title: 'Futurama', options: { timeout: 5 } },
      { url: 'https://frinkiac.com/', title: 'The Simpsons', options: { timeout: 5 } },
    ]);
    expect(args.instance).toEqual(args.instances[0]);
    const all = parseServerArguments(['--instance', 'ALL'], {});
    if (all.action !== 'serve') throw new Error('not served');
    expect(all.instances.map((instance) => instance.title)).toEqual(['The Simpsons', 'Futurama', 'Rick and Morty', '30 Rock', 'West Wing', 'Steamed Hams']);
  });

  test.each([
    [['--instance', 'frinkiac', '--instance', 'Nowhere'], /^--instance must be one of Frinkiac, .*got "Nowhere"$/],
    [['--instance', 'all', '--base-url', 'http://127.0.0.1:9/'], /^--instance and --base-url cannot be used together$/],
    [['--allow-origin', 'https://a.example'], /--allow-origin goes with --http/],
    [['--what'], /--what/],
    [['stray'], /stray/],
    [['--timeout'], /--timeout/],
  ])('%j is a UsageError', (argv, message) => {
    expect(() => parseServerArguments(argv, {})).toThrow(UsageError);
    expect(() => parseServerArguments(argv, {})).toThrow(message);
  });
});

test('--help lists every flag and the environment variable', () => {
  const help = serverHelp();
  for (const name of Object.keys(SERVER_FLAGS)) expect(help).toContain(`--${name}`);
  expect(help).toContain('SCREENCAP_BASE_URL=<url>');
});

test('VERSION is the package version (scripts/sync-versions.mjs keeps them equal)', async () => {
  const { VERSION } = await import('../src/index.js');
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(manifest.version);
});
