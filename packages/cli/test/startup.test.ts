import { closedPort } from './support/closed-port.js';
import { describe, expect, test } from '@jest/globals';
import { runScreencapRecordingImports } from './support/import-recorder.js';

// What start-up loads: --help and --version must not pay for the HTTP client,
// the response schemas or the disk cache (node-fetch and zod cost more than Node.js itself
// takes to start); only a command that sends a request loads them.

/** The modules that send requests or validate answers, as the recorder lists them (a `node:` name or a file path). */
const HEAVY = [
  // zod's package, or the copy of what the schemas use of it that the build writes beside the bundle.
  { name: 'zod', pattern: /\/zod\/|\/zod\.cjs$/ },
  { name: 'node-fetch', pattern: /\/node-fetch\// },
  { name: '@screencap/async', pattern: /\/async-client\/(dist|lib)\/|\/@screencap\/async\// },
  { name: 'node:http', pattern: /^node:https?$/ },
  // Node.js's own fetch, which an ES module import of node:http loads (three of its exports are getters that do).
  { name: "Node.js's undici", pattern: /^node:internal\/deps\/undici\// },
  { name: 'the disk cache (keyv)', pattern: /\/keyv(-file)?\// },
];

function heavyModulesIn(modules: readonly string[]): string[] {
  return HEAVY.filter(({ pattern }) => modules.some((url) => pattern.test(url))).map(({ name }) => name);
}

describe('start-up', () => {
  test.each([
    [['--help']],
    [['--version']],
    [['gif', '--help']],
    [['comic', '-h']],
    [['random', '--version']],
  ])('screencap %j loads no HTTP client and no schemas', async (args) => {
    const run = await runScreencapRecordingImports(args);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toBe('');
    // The recorder saw the CLI itself and Node's modules, so an empty list below means something.
    expect(run.modules.some((file) => file.endsWith('/cli/lib/help-or-version.js'))).toBe(true);
    // Nor the command's bundle, which holds the SDK inside: the front answers from the commands' tables.
    expect(run.modules.filter((file) => file.endsWith('/cli/lib/main.js'))).toEqual([]);
    expect(run.modules).toContain('node:util');
    expect(heavyModulesIn(run.modules)).toEqual([]);
  });

  test.each([[['bogus']], [['caption', 'S01E01', 'abc']], [['comic', 'S01E01', '1', '--font', 'nope']]])(
    'a usage error (screencap %j) is found without loading them either',
    async (args) => {
      const run = await runScreencapRecordingImports(args);
      expect(run.code).toBe(2);
      expect(heavyModulesIn(run.modules)).toEqual([]);
    },
  );

  // The command is bundled with the SDK and the disk cache inside: what a run
  // shows as loaded is node:http, which its transport takes to send.
  test('a command that sends a request does load node:http (the recorder sees it), no zod (no answer came to explain), no node-fetch (the CLI sends with node:http) and not the undici of Node.js\'s own fetch', async () => {
    const run = await runScreencapRecordingImports(['--url', `http://127.0.0.1:${await closedPort()}/`, 'random']);
    expect(run.code).toBe(5);
    expect(heavyModulesIn(run.modules)).toEqual(['node:http']);
  });
});
