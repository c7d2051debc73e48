import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap } from './support/run-screencap.js';

// The commands of the 2026 service on an instance that runs (or is told to
// run) the classic one: a usage error (exit 2) that names the generation they
// need, never a "not found" of the classic service's 404 nor a link that
// leads nowhere. And --generation auto, the default for a --url: classic
// until an answer of the instance shows the 2026 generation.

let classic: FakeServiceHandle;
let modern: FakeServiceHandle;

beforeAll(async () => {
  [classic, modern] = await Promise.all([startFakeServiceProcess({ mode: 'classic' }), startFakeServiceProcess({ mode: '2026', renderStepMs: 1 })]);
});

afterAll(async () => {
  await Promise.all([classic.close(), modern.close()]);
});

beforeEach(async () => {
  await Promise.all([classic.clearRequests(), modern.clearRequests()]);
});

/** The SDK's TypeError for a client told 'classic', as the CLI prints it. */
const toldClassic = (operation: string, url: string, command: string): string =>
  `screencap: ${operation} needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if ${url} runs the 2026 one) (see screencap ${command} --help)\n`;

describe('--generation classic', () => {
  test.each([
    ['discover', ['discover']],
    ['navigator', ['navigator']],
    ['getTranscript', ['transcript', 'S01E01', '20000']],
    ['comic', ['comic', 'S01E01', '20000', '--caption', 'hi']],
  ] as const)('%s: exits 2 with the SDK\'s message naming the generation, before any request', async (operation, args) => {
    const run = await runScreencap(['--url', classic.url, '--generation', 'classic', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    // comic asks before the client exists (its first panel would need a request): a bad command line, with the usage.
    const usage = operation === 'comic' ? 'Usage: screencap comic <key> <timestamp> [<key> <timestamp> ...] [options]\n' : '';
    expect(run.stderr).toBe(`${toldClassic(operation, classic.url, args[0])}${usage}`);
    expect(await classic.requests()).toEqual([]);
  });

  test.each([
    ['renderGif', ['gif', 'S01E01', '20000', '--render']],
    ['renderMp4', ['gif', 'S01E01', '20000', '--render', '--mp4']],
  ] as const)('gif --render (%s): exits 2 naming the generation; no render reaches the service', async (operation, args) => {
    const run = await runScreencap(['--url', classic.url, '--generation', 'classic', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(toldClassic(operation, classic.url, 'gif'));
    expect((await classic.requests()).map((request) => request.endpoint)).toEqual(['caption']);
  });

  test('on a preset too (goodgodlemon), without leaving the machine', async () => {
    const run = await runScreencap(['--instance', 'goodgodlemon', '--generation', 'classic', 'discover']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(toldClassic('discover', 'https://goodgodlemon.com/', 'discover'));
  });
});

describe('--generation auto (the default for a --url) on a classic instance', () => {
  test.each([['discover'], ['navigator']])('%s: the 404 of its endpoint says the instance does not offer it (exit 2)', async (command) => {
    for (const generation of [[], ['--generation', 'auto']]) {
      const run = await runScreencap(['--url', classic.url, ...generation, command]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `screencap: GET ${classic.url}api/${command} answered 404 Not Found: ${classic.url} does not offer ${command} (api/${command} is an endpoint of the 2026 generation of the service, and this 'auto' client has seen no 2026 answer from the instance, which likely runs the classic one) (see screencap ${command} --help)\n`,
      );
    }
  });

  test('transcript: its 404 says both what it may mean (exit 3)', async () => {
    const run = await runScreencap(['--url', classic.url, 'transcript', 'S01E01', '20000']);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(new RegExp(`^screencap: GET \\S+api/transcript\\S+ answered 404 Not Found: \\S+ does not offer getTranscript .*, or it has no such episode\\)\\n$`));
  });

  test("comic with the screencap's own caption: its caption answer shows the classic service, so exit 2 naming the generation, never a link that leads nowhere", async () => {
    const run = await runScreencap(['--url', classic.url, 'comic', 'S01E01', '20000']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `screencap: comic needs the 2026 generation of the service; ${classic.url} answered api/caption as the classic one (no MinTimestamp/MaxTimestamp), where comic links lead nowhere: use screencap meme there, or --generation 2026 if it runs the 2026 one (see screencap comic --help)\n`,
    );
    expect((await classic.requests()).map((request) => [request.endpoint, request.params])).toEqual([['caption', { e: 'S01E01', t: 20000 }]]);
  });

  test('comic given its captions: the first panel asked for shows the classic service, so exit 2, never a link that leads nowhere', async () => {
    const run = await runScreencap(['--url', classic.url, 'comic', 'S01E01', '20000', 'S01E02', '1000', '--caption', 'hi']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^screencap: comic needs the 2026 generation of the service; /);
    expect((await classic.requests()).map((request) => [request.endpoint, request.params])).toEqual([['caption', { e: 'S01E01', t: 20000 }]]);
  });

  test('gif without --render and meme still work there (classic links)', async () => {
    const run = await runScreencap(['--url', classic.url, 'meme', 'S01E01', '20000']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Meme +\S+\/meme\/S01E01\//m);
  });
});

describe('--generation auto on a 2026 instance', () => {
  test('gif --generate: the caption answer shows the 2026 generation, so the gif is rendered through the render endpoint', async () => {
    const run = await runScreencap(['--url', modern.url, '--json', 'gif', 'S01E01', '20000', '--caption', 'Hi', '--generate']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as { gifUrl: string; generatedUrl: string };
    expect(output.generatedUrl).toMatch(new RegExp(`^${modern.url.replace(/\./g, '\\.')}video/S01E01/[A-Za-z0-9_=-]{28}\\.gif$`));
    expect(output.gifUrl).toBe(output.generatedUrl);
    expect((await modern.requests()).map((request) => [request.method, request.endpoint, request.status])).toEqual([
      ['GET', 'caption', 200],
      ['POST', 'render-gif', 200],
    ]);
  });

  test('--generation is checked before any request, auto among the choices', async () => {
    const run = await runScreencap(['--url', modern.url, '--generation', 'newest', 'discover']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('screencap: --generation must be one of classic, 2026, auto, got "newest" (see screencap discover --help)\nUsage: screencap discover [options]\n');
    expect(await modern.requests()).toEqual([]);
  });
});
