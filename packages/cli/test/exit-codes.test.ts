import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap, type ScreencapRun } from './support/run-screencap.js';

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess();
});

afterEach(async () => {
  await service.reset();
});

afterAll(async () => {
  await service.close();
});

/** An expected failure: the exit code, and one line on stderr, no stack, nothing on stdout. */
function expectFailure(run: ScreencapRun, code: number, message: string | RegExp): void {
  expect(run.code).toBe(code);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stderr.startsWith('screencap: ')).toBe(true);
  expect(run.stderr).toMatch(message);
}

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('2: usage errors', () => {
  test.each([
    [[], /missing command \(see screencap --help\)/],
    [['bogus'], /unknown command "bogus"; the commands are random, search, caption, frames, nearby, episode, meme, gif, comic, discover, navigator, transcript \(/],
    [['caption', 'S01E01'], /missing argument <timestamp> \(see screencap caption --help\)/],
    [['search'], /missing argument <quote>/],
    [['search', ''], /quote must not be empty/],
    [['random', 'extra'], /unexpected argument "extra"/],
    [['caption', 'S01E01', 'abc'], /timestamp must be a whole number of milliseconds \(0 or more\), got "abc"/],
    [['caption', 'S01E01', '-5'], /negative numbers are not allowed, got -5 \(see screencap caption --help\)/],
    [['caption', 'S01E01', '1.5'], /got "1\.5"/],
    [['frames', 'S01E01', '1000', '--before', 'abc'], /--before must be a whole number of milliseconds/],
    [['frames', 'S01E01', '1000', '--after=-5'], /--after must be a whole number of milliseconds \(0 or more\), got "-5"/],
    [['frames', 'S01E01', '1000', '--before'], /--before needs a value/],
    [['episode', 'S01E01', '5000', '1000'], /end \(1000\) must not be before start \(5000\)/],
    [['caption', '', '1000'], /key must be an episode key such as S05E01, got ""/],
    [['random', '--bogus'], /unknown option --bogus/],
    [['frames', 'S01E01', '1000', '--caption', 'x'], /frames takes no option --caption/],
    [['random', '--instance', 'simpsons'], /unknown instance "simpsons"; the instances are frinkiac, morbotron, masterofallscience, goodgodlemon, capitalbeatus, frinkihams/],
    [['random', '--instance', 'morbotron', '--url', 'http://127.0.0.1:1/'], /--instance and --url cannot be used together/],
    [['random', '--title', 'x'], /--title goes with --url/],
    [['random', '--url', 'ftp://example.com/'], /--url must be an absolute http\(s\) address/],
    [['random', '--timeout', '0'], /--timeout must be a number of seconds above 0, got "0"/],
    [['random', '--timeout', 'soon'], /--timeout must be a number of seconds above 0/],
  ])('screencap %j', async (args, message) => {
    expectFailure(await runScreencap(args), 2, message);
  });

  test('are found before any request is sent', async () => {
    await service.clearRequests();
    expectFailure(await runScreencap(['--url', service.url, 'caption', 'S01E01', 'abc']), 2, /got "abc"/);
    expect(await service.requests()).toEqual([]);
  });
});

describe('3: no results', () => {
  test('a search that matches nothing', async () => {
    expectFailure(await runScreencap(['--url', service.url, 'search', 'zyzzyva']), 3, 'screencap: No search results for "zyzzyva"\n');
  });

  test('frames of an episode the service does not know', async () => {
    expectFailure(await runScreencap(['--url', service.url, 'frames', 'S99E99', '5000']), 3, /No frames of S99E99 between 2000 and 9000 ms/);
  });

  test("a gif whose window holds no frame (the SDK's NoFramesFound)", async () => {
    // The catalogue has frames everywhere, so the service is made to answer an empty window.
    await service.injectFault({ endpoint: 'frames', kind: 'wrong-shape', body: [] });
    expectFailure(await runScreencap(['--url', service.url, 'gif', 'S01E01', '5000']), 3, /No frames of S01E01/);
  });

  test('an episode the service does not know', async () => {
    expectFailure(await runScreencap(['--url', service.url, 'episode', 'S99E99', '0', '1000']), 3, /No episode S99E99 on /);
  });
});

describe('4: service errors', () => {
  test('a status other than 200, after the retries', async () => {
    await service.injectFault({ endpoint: '*', kind: 'status', status: 500, times: Infinity });
    expectFailure(
      await runScreencap(['--url', service.url, 'random']),
      4,
      `screencap: GET ${service.url}api/random answered 500 Internal Server Error (after 3 attempts)\n`,
    );
  });

  test('a status error in --json mode is still one line on stderr', async () => {
    await service.injectFault({ endpoint: 'search', kind: 'status', status: 404, times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, '--json', 'search', 'pancakes']), 4, /answered 404/);
  });

  test('an answer that is not JSON', async () => {
    await service.injectFault({ endpoint: 'caption', kind: 'html', times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, 'caption', 'S01E01', '1000']), 4, /invalid body: expected JSON/);
  });

  test('no answer within --timeout', async () => {
    await service.injectFault({ endpoint: 'random', kind: 'no-headers', times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, '--timeout', '0.2', 'random']), 4, /timed out after 0\.2 s/);
  });

  test('nothing listening at --url', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    expectFailure(await runScreencap(['--url', url, 'random']), 4, /connection error \(ECONNREFUSED\)/);
  });

  test('SCREENCAP_DEBUG=1 adds the stack trace after the message', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const run = await runScreencap(['--url', url, 'random'], { SCREENCAP_DEBUG: '1' });
    expect(run.code).toBe(4);
    const [message, ...stack] = run.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^screencap: GET .* failed: connection error/);
    expect(stack[0]).toMatch(/^APIConnectionError: /);
    expect(stack.some((line) => /^\s+at /.test(line))).toBe(true);
    expect(stack.some((line) => line.startsWith('Caused by: '))).toBe(true);
  });
});
