import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, landmarks, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap } from './support/run-screencap.js';

// What a bot's conversation added to the command line: `quote --random`,
// `--pick weighted`, `--variants` and `status`, against the fake service.

const OTHER = 'https://frinkiac.example/';
let service2026: FakeServiceHandle;
let moved: FakeServiceHandle;

beforeAll(async () => {
  [service2026, moved] = await Promise.all([startFakeServiceProcess({ mode: '2026' }), startFakeServiceProcess({ mode: '2026', movedTo: OTHER })]);
});

afterAll(async () => {
  await Promise.all([service2026.close(), moved.close()]);
});

function on2026(...args: string[]) {
  return runScreencap(['--url', service2026.url, '--generation', '2026', ...args]);
}

/** The texts of a `quote --json` answer's lines. */
function linesOf(stdout: string): string[] {
  return (JSON.parse(stdout) as { lines: { text: string }[] }).lines.map((line) => line.text);
}

/** A loopback address where nothing listens: a port just given back by the system. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/`;
}

describe('quote --random', () => {
  test('the lines spoken around a random frame, from one random request and the seasons asked for', async () => {
    await service2026.clearRequests();
    const run = await on2026('quote', '--random', '--season-min', '1', '--season-max', '1', '--max-lines', '2', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.quote).toBeNull();
    expect(json.lines.length).toBeGreaterThanOrEqual(1);
    expect(json.lines.length).toBeLessThanOrEqual(2);
    expect(json.text).toBe(linesOf(run.stdout).join(' '));
    const random = (await service2026.requests()).filter((request) => request.endpoint === 'random');
    expect(random.map((request) => new URLSearchParams(request.query).get('smin'))).toEqual(['1']);
    expect(await service2026.requests()).not.toContainEqual(expect.objectContaining({ endpoint: 'search' }));
  });

  test('for people: the episode, the clip and its lines', async () => {
    const run = await on2026('quote', '--random');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Episode +S\d\dE\d\d /m);
    expect(run.stdout).toMatch(/^Clip +\d\d:\d\d\.\d to /m);
    expect(run.stdout).toMatch(/^\d+ lines?:$/m);
  });
});

describe('quote --pick and --variants', () => {
  // Both 2026 hits of this quote score 1: weighted takes either, never the weaker `Friday? Deploy on it?`.
  const STRONG = ['Deploy on Friday!', 'Never deploy on Friday.'];

  test('--pick weighted: one of the strong hits', async () => {
    const json = await on2026('quote', landmarks.quotes.repeated, '--pick', 'weighted', '--json');
    expect(json.code).toBe(0);
    expect(STRONG.filter((line) => linesOf(json.stdout).includes(line))).toHaveLength(1);
    const human = await on2026('quote', landmarks.quotes.repeated, '--pick', 'weighted');
    expect(human.code).toBe(0);
    expect(STRONG.filter((line) => human.stdout.includes(`  ${line}\n`))).toHaveLength(1);
    expect(human.stdout).not.toContain('Friday? Deploy on it?');
  });

  test('--pick best is the first hit, as without it', async () => {
    expect(linesOf((await on2026('quote', landmarks.quotes.repeated, '--pick', 'best', '--json')).stdout)).toEqual(['Deploy on Friday!']);
  });

  test('--variants finds the quote remembered with punctuation that the plain quote misses', async () => {
    const quote = '"I told the release manager" #';
    const plain = await on2026('quote', quote);
    expect(plain.code).toBe(3);
    const run = await on2026('quote', quote, '--variants', '--json');
    expect(run.code).toBe(0);
    expect(linesOf(run.stdout)).toEqual(['I told the release manager', 'the nightly build is green--', 'and she believed me.']);
    const human = await on2026('quote', quote, '--variants');
    expect(human.stdout).toContain('  I told the release manager\n');
  });
});

describe('status', () => {
  test('up: exit 0, the state, the status and the time', async () => {
    const human = await on2026('status');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^State +up\nStatus +200\nTime +\d+ ms\n$/);
    const json = await on2026('status', '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ state: 'up', status: 200, location: null, ms: expect.any(Number) });
  });

  test('moved: exit 4, with where to', async () => {
    const human = await runScreencap(['--url', moved.url, 'status']);
    expect(human.code).toBe(4);
    expect(human.stdout).toMatch(new RegExp(`^State +moved\\nStatus +301\\nLocation +${OTHER}api/random\\n`));
    const json = await runScreencap(['--url', moved.url, 'status', '--json']);
    expect(json.code).toBe(4);
    expect(JSON.parse(json.stdout)).toEqual({ state: 'moved', status: 301, location: `${OTHER}api/random`, ms: expect.any(Number) });
  });

  test('down: exit 5 when nothing answers', async () => {
    const url = await closedPortUrl();
    const human = await runScreencap(['--url', url, '--generation', '2026', 'status']);
    expect(human.code).toBe(5);
    expect(human.stdout).toMatch(/^State +down\nStatus +no answer\n/);
    const json = await runScreencap(['--url', url, '--generation', '2026', 'status', '--json']);
    expect(json.code).toBe(5);
    expect(JSON.parse(json.stdout)).toEqual({ state: 'down', status: null, location: null, ms: expect.any(Number) });
  });
});

describe('usage errors, before any request', () => {
  test.each([
    [['quote', 'x', '--pick', 'random'], /--pick must be one of best, weighted, got "random"/],
    [['quote', 'x', '--random'], /--random takes no quote, got "x"/],
    [['quote', '--random', '--variants'], /--variants cannot be used with --random/],
    [['quote', '--random', '--max-lines', '9'], /--max-lines must be a whole number from 1 to 8/],
    [['status', 'extra'], /unexpected argument "extra"/],
  ] as const)('screencap %j exits 2', async (args, message) => {
    await service2026.clearRequests();
    const run = await on2026(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await service2026.requests()).toEqual([]);
  });
});
