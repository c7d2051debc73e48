import { closedPort } from './support/closed-port.js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { runScreencap, type ScreencapRun } from './support/run-screencap.js';

let service: FakeServiceHandle;
let service2026: FakeServiceHandle;

beforeAll(async () => {
  [service, service2026] = await Promise.all([startFakeServiceProcess({ mode: 'classic' }), startFakeServiceProcess({ mode: '2026' })]);
});

afterEach(async () => {
  await Promise.all([service.reset(), service2026.reset()]);
});

afterAll(async () => {
  await Promise.all([service.close(), service2026.close()]);
});

/**
 * An expected failure: the exit code, and one line on stderr (a usage error's
 * followed by the usage), no stack, nothing on stdout.
 */
function expectFailure(run: ScreencapRun, code: number, message: string | RegExp): void {
  expect(run.code).toBe(code);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(code === 2 ? 2 : 1);
  if (code === 2) expect(lines[1]).toMatch(/^Usage: screencap /);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.stderr.startsWith('screencap: ')).toBe(true);
  expect(run.stderr).toMatch(message);
}

describe('0: success', () => {
  // stdout is opened by the first write, after the request; a reader that
  // has gone by then (`| head -1`) is no error of the command's.
  test.each([[['search', 'pancakes']], [['--json', 'search', 'pancakes']]])('screencap %j into a pipe closed before it writes: exit 0, nothing on stderr', async (args) => {
    const run = await runScreencap(['--url', service.url, ...args], {}, [], { closeStdout: true });
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('2: usage errors', () => {
  test.each([
    [['bogus'], /unknown command "bogus"; the commands are random, search, quote, caption, frames, nearby, episode, meme, gif, comic, unfurl, discover, navigator, transcript, status \(/],
    [['serch', 'pancakes'], /unknown command "serch" \(did you mean search\?\); the commands are /],
    [['random', '--timeout', '-1'], /--timeout must not be negative, got -1/],
    [['caption', 'S01E01'], /missing argument <timestamp> \(see screencap caption --help\)/],
    [['search'], /missing argument <quote>/],
    [['search', ''], /quote must not be empty/],
    [['random', 'extra'], /unexpected argument "extra"/],
    [['caption', 'S01E01', 'abc'], /timestamp must be a whole number of milliseconds \(0 or more\), got "abc"/],
    [['caption', 'S01E01', '-5'], /^screencap: <timestamp> must not be negative, got -5 \(see screencap caption --help\)\nUsage: screencap /],
    [['nearby', 'S01E01', '-1.5', '--json'], /^screencap: <timestamp> must not be negative, got -1\.5 \(see screencap nearby --help\)\nUsage: screencap /],
    [['frames', '-1', '1000'], /^screencap: <key> must not be negative, got -1 /],
    [['episode', 'S01E01', '0', '-5'], /^screencap: <end> must not be negative, got -5 /],
    [['episode', 'S01E01', '-5', '0'], /^screencap: <start> must not be negative, got -5 /],
    [['gif', 'S01E01', '-200', '--render'], /^screencap: <timestamp> must not be negative, got -200 \(see screencap gif --help\)/],
    [['meme', 'S01E01', '-5', '--caption', 'x'], /^screencap: <timestamp> must not be negative, got -5 /],
    [['comic', 'S01E01', '1000', 'S01E02', '-5'], /^screencap: <timestamp> must not be negative, got -5 \(see screencap comic --help\)/],
    [['comic', 'S01E01', '1000', '-5', '1000'], /^screencap: <key> must not be negative, got -5 /],
    [['caption', 'S01E01', '100', '-5'], /^screencap: unexpected argument "-5" /],
    [['search', 'x', '-5'], /^screencap: <quote> must not be negative, got -5 \(write -- -5 to take it as a word\)/],
    [['-5'], /^screencap: negative numbers are not allowed, got -5 /],
    [['captoin', 'S01E01', '-5'], /^screencap: unknown command "captoin" \(did you mean caption\?\)/],
    [['caption', 'S01E01', '1.5'], /got "1\.5"/],
    [['frames', 'S01E01', '1000', '--before', 'abc'], /--before must be a whole number of milliseconds/],
    [['frames', 'S01E01', '1000', '--after=-5'], /--after must be a whole number of milliseconds \(0 or more\), got "-5"/],
    [['frames', 'S01E01', '1000', '--before'], /--before needs a value/],
    [['episode', 'S01E01', '5000', '1000'], /end \(1000\) must not be before start \(5000\)/],
    [['caption', '', '1000'], /key must be an episode key such as S05E01, got ""/],
    [['random', '--bogus'], /unknown option --bogus/],
    [['frames', 'S01E01', '1000', '--caption', 'x'], /frames takes no option --caption/],
    [['random', '--instance', 'simpsons'], /--instance must be one of Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams \(any case\), got "simpsons"/],
    [['random', '--instance', 'morbotron', '--url', 'http://127.0.0.1:1/'], /--instance and --url cannot be used together/],
    [['random', '--title', 'x'], /--title goes with --base-url/],
    [['random', '--url', 'ftp://example.com/'], /--url must use http or https, got "ftp:\/\/example\.com\/"/],
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

describe('3: not found, the same code for every command', () => {
  // Every command that can find nothing, on the generation it belongs to: the
  // SDK's NoSearchResultsFound/NoFramesFound, the CLI's own empty answers, and
  // the service's 404 for a key or a season filter it has nothing for.
  test.each([
    ['classic', ['search', 'zyzzyva'], 'screencap: No search results for "zyzzyva"\n'],
    ['classic', ['caption', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['classic', ['frames', 'S99E99', '5000'], /No frames of S99E99 between 2000 and 9000 ms/],
    ['classic', ['nearby', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['classic', ['episode', 'S99E99', '0', '1000'], 'screencap: No episode S99E99 on URL\n'],
    ['classic', ['meme', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['classic', ['gif', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['2026', ['random', '--season-min', '5'], /GET \S+api\/random\?smin=5 answered 404 Not Found/],
    ['2026', ['search', 'zyzzyva', '--season-min', '2'], /No search results for "zyzzyva"/],
    ['2026', ['caption', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['2026', ['transcript', 'S99E99', '100', '--generation', '2026'], 'screencap: No episode S99E99 on URL\n'],
    ['2026', ['comic', 'S99E99', '100'], 'screencap: No episode S99E99 on URL\n'],
    ['2026', ['gif', 'S99E99', '100', '--render'], 'screencap: No episode S99E99 on URL\n'],
  ] as const)('%s: screencap %j', async (generation, args, message) => {
    const url = generation === '2026' ? service2026.url : service.url;
    expectFailure(await runScreencap(['--url', url, ...args]), 3, typeof message === 'string' ? message.replace('URL', url) : message);
  });

  test("a gif whose window holds no frame (the SDK's NoFramesFound)", async () => {
    // The catalogue has frames everywhere, so the service is made to answer an empty window.
    await service.injectFault({ endpoint: 'frames', kind: 'wrong-shape', body: [] });
    expectFailure(await runScreencap(['--url', service.url, 'gif', 'S01E01', '5000']), 3, /No frames of S01E01/);
  });

  test.each([
    ['discover', /No moments to discover on /],
    ['navigator', /No episodes on /],
  ] as const)('an empty list: screencap %s', async (command, message) => {
    await service2026.injectFault({ endpoint: command, kind: 'wrong-shape', body: [] });
    expectFailure(await runScreencap(['--url', service2026.url, command]), 3, message);
  });

  test('--json changes nothing: the same code, one line on stderr', async () => {
    expectFailure(await runScreencap(['--url', service2026.url, '--json', 'random', '--season-min', '5']), 3, /answered 404/);
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
    await service.injectFault({ endpoint: 'search', kind: 'status', status: 400, times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, '--json', 'search', 'pancakes']), 4, /answered 400/);
  });

  test('an answer that is not JSON', async () => {
    await service.injectFault({ endpoint: 'caption', kind: 'html', times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, 'caption', 'S01E01', '1000']), 4, /invalid body: expected JSON/);
  });

  // The command is one bundle; zod, which explains the answer, is required from zod.cjs beside it.
  test('an answer of the wrong shape, explained by its schema', async () => {
    await service.injectFault({ endpoint: 'caption', kind: 'wrong-shape', body: { Frame: { Id: 'one' } }, times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, 'caption', 'S01E01', '1000']), 4, /answered 200 with an invalid body: at Episode: Invalid input: expected object, received undefined \(and 4 more\)/);
  });

  test('a failed render', async () => {
    await service2026.injectFault({ endpoint: 'render-gif', kind: 'render-error' });
    const { code } = await runScreencap(['--url', service2026.url, 'gif', 'S01E01', '5000', '--render']);
    expect(code).toBe(4);
  });
});

describe('5: network errors', () => {
  test('no answer within --timeout', async () => {
    await service.injectFault({ endpoint: 'random', kind: 'no-headers', times: Infinity });
    expectFailure(await runScreencap(['--url', service.url, '--timeout', '0.2', 'random']), 5, /timed out after 0\.2 s/);
  });

  test('nothing listening at --url', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    expectFailure(await runScreencap(['--url', url, 'random']), 5, /connection error \(ECONNREFUSED\)/);
  });

  test('SCREENCAP_DEBUG=1 adds the stack trace after the message', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const run = await runScreencap(['--url', url, 'random'], { SCREENCAP_DEBUG: '1' });
    expect(run.code).toBe(5);
    const [message, ...stack] = run.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^screencap: GET .* failed: connection error/);
    expect(stack[0]).toMatch(/^APIConnectionError: /);
    expect(stack.some((line) => /^\s+at /.test(line))).toBe(true);
    expect(stack.some((line) => line.startsWith('Caused by: '))).toBe(true);
    // The frames name the CLI's TypeScript sources, through the bundle's source
    // map, and the bundle itself for the SDK's code inside it: the map names
    // only files the package ships (debug-trace.test.ts checks that they exist).
    expect(stack.some((line) => /^\s+at .*\/cli\/src\/[\w/-]+\.ts:\d+:\d+\)?$/.test(line))).toBe(true);
    expect(stack.some((line) => /^\s+at .*\/cli\/lib\/main\.js:\d+:\d+\)?$/.test(line))).toBe(true);
    expect(stack.filter((line) => /\/(?:core|async-client)\/src\//.test(line))).toEqual([]);
  });
});

describe('6: rate-limited', () => {
  test('a 429 with Retry-After says in plain words when to try again', async () => {
    // Far above the client's maxRetryDelay, so the client gives up at once instead of waiting.
    await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 720, times: Infinity });
    const before = Date.now();
    const run = await runScreencap(['--url', service.url, 'search', 'pancakes']);
    expectFailure(run, 6, /^screencap: The service is rate-limiting: try again in 12 minutes \(at (\d\d):(\d\d) UTC\)\. \(GET \S+ answered 429 Too Many Requests.*\)\n$/);
    const [, hours, minutes] = /at (\d\d):(\d\d) UTC/.exec(run.stderr) ?? [];
    // The time said is 12 to 13 minutes after the request (rounded up to the minute), modulo a day.
    const said = (Number(hours) * 60 + Number(minutes)) * 60_000;
    const dayMs = 24 * 60 * 60_000;
    const earliest = (before + 720_000) % dayMs;
    const offset = (said - earliest + dayMs) % dayMs;
    expect(offset).toBeLessThanOrEqual(120_000);
  });

  test('a 429 without Retry-After says to try again later', async () => {
    await service.injectFault({ endpoint: 'random', kind: 'status', status: 429, times: Infinity });
    expectFailure(
      await runScreencap(['--url', service.url, '--json', 'random']),
      6,
      /^screencap: The service is rate-limiting: try again later\. \(GET \S+api\/random answered 429 Too Many Requests.*\)\n$/,
    );
  });
});
