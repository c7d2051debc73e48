import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap } from './support/run-screencap.js';

// The commands of the 2026 service on an instance that runs the classic one:
// a usage error (exit 2) that names the generation they need, never a "not
// found" of the classic service's 404 nor a link that leads nowhere.

let classic: FakeServiceHandle;

beforeAll(async () => {
  classic = await startFakeServiceProcess();
});

afterAll(async () => {
  await classic.close();
});

beforeEach(async () => {
  await classic.clearRequests();
});

const COMMANDS_2026 = [
  ['gif --render', ['gif', 'S01E01', '20000', '--render']],
  ['gif --render --mp4', ['gif', 'S01E01', '20000', '--render', '--mp4']],
  ['discover', ['discover']],
  ['navigator', ['navigator']],
  ['transcript', ['transcript', 'S01E01', '20000']],
  ['comic', ['comic', 'S01E01', '20000', '--caption', 'hi']],
] as const;

describe('on an instance known to run the classic service', () => {
  test.each(COMMANDS_2026)('%s: --generation classic exits 2 naming the 2026 generation, before any request', async (what, args) => {
    const run = await runScreencap(['--url', classic.url, '--generation', 'classic', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`screencap: ${what} needs the 2026 generation of the service; ${classic.url} runs the classic one (--generation classic) (see screencap ${args[0]} --help)\n`);
    expect(await classic.requests()).toEqual([]);
  });

  test('a preset that runs it (goodgodlemon): exit 2 without leaving the machine', async () => {
    const run = await runScreencap(['--instance', 'goodgodlemon', 'discover']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^screencap: discover needs the 2026 generation of the service; https:\/\/goodgodlemon\.com\/ \(GoodGodLemon\) runs the classic one/);
  });
});

describe('on an instance whose generation the SDK guesses (any other host)', () => {
  test.each([['discover'], ['navigator']])('%s: the 404 of its endpoint says the generation it needs (exit 2)', async (command) => {
    const run = await runScreencap(['--url', classic.url, command]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^screencap: ${command} needs the 2026 generation of the service; \\S+ answered 404 Not Found to api/${command}: it runs the classic one`));
  });

  test('transcript: its 404 names the episode and the generation both (exit 3)', async () => {
    const run = await runScreencap(['--url', classic.url, 'transcript', 'S01E01', '20000']);
    expect(run.code).toBe(3);
    expect(run.stderr).toBe(`screencap: No episode S01E01 on ${classic.url}, or it runs the classic service (transcript needs the 2026 one)\n`);
  });

  test('gif without --render and meme still work there (classic links)', async () => {
    const run = await runScreencap(['--url', classic.url, 'meme', 'S01E01', '20000']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Meme +\S+\/meme\/S01E01\//m);
  });
});
