import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { FetchLike } from '@screencap/async';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { type CliIo, ExitCode, runCli } from '../src/index.js';
import { frameAt, lineSaying } from './support/catalogue.js';
import { comicPanelsOf } from './support/run-screencap.js';

// runCli in this process, with streams of the test's own: what the real
// process cannot show (which URLs a preset builds without leaving the
// machine, a failure nothing in the SDK raises).

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess();
});

afterAll(async () => {
  await service.close();
});

interface Captured {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(argv: string[], extra: Partial<CliIo> = {}): Promise<Captured> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const code = await runCli(argv, { stdout, stderr, env: {}, ...extra });
  return { code, stdout: out, stderr: err };
}

describe('--instance', () => {
  const requested: string[] = [];
  /** Sends what the client asks of an instance to the fake service instead, and notes the URL asked for. */
  const routedToFakeService =
    (instanceUrl: string): FetchLike =>
    async (url, init) => {
      requested.push(url);
      const target = url.replace(instanceUrl, service.url);
      return fetch(target, { method: init.method, headers: init.headers, signal: init.signal, redirect: init.redirect });
    };
  const viaFakeService = routedToFakeService('https://morbotron.com/');
  beforeEach(() => {
    requested.length = 0;
  });
  const line = lineSaying('Who wants pancakes?');
  const frame = frameAt(line.Episode, line.RepresentativeTimestamp);

  test('morbotron asks morbotron.com and builds morbotron URLs', async () => {
    const result = await run(['--instance', 'morbotron', 'meme', 'S01E01', String(line.RepresentativeTimestamp)], { fetch: viaFakeService });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(ExitCode.Success);
    // The preset speaks the 2026 generation, which asks the caption endpoint for Nearby.
    expect(requested).toEqual([`https://morbotron.com/api/caption?e=S01E01&t=${line.RepresentativeTimestamp}&nearby=1`]);
    expect(result.stdout).toMatch(/^Show +Futurama$/m);
    const memeUrl = /^Meme +(\S+)$/m.exec(result.stdout)?.[1] ?? '';
    // morbotron.com runs the 2026 service: its meme is a one-panel comic, never meme/.
    expect(memeUrl.startsWith('https://morbotron.com/comic/img?b64=')).toBe(true);
    expect(comicPanelsOf(memeUrl)).toEqual([{ e: 'S01E01', ts: frame.Timestamp, o: [{ t: 'Who wants pancakes?', s: 0, c: 'ffffffff', u: 0 }] }]);
  });

  test('names are matched in any case; --json shows the preset in every URL', async () => {
    const result = await run(['caption', 'S01E01', String(frame.Timestamp), '--instance', 'Morbotron', '--json'], { fetch: viaFakeService });
    expect(result.code).toBe(ExitCode.Success);
    const json = JSON.parse(result.stdout);
    expect(json.imageUrl).toBe(`https://morbotron.com/img/S01E01/${frame.Timestamp}.jpg`);
    expect(json.frame.imageUrl).toBe(json.imageUrl);
    expect(json.gifUrl).toBe('https://morbotron.com/gif/{key}/{start}/{end}.gif?b64lines={caption}');
  });

  test('frinkiac is the default', async () => {
    const result = await run(['nearby', 'S01E01', '1000', '--json'], { fetch: routedToFakeService('https://frinkiac.com/') });
    expect(result.code).toBe(ExitCode.Success);
    // The 2026 generation's nearby frames: the Nearby of api/caption (the classic fake sends them too).
    expect(requested).toEqual(['https://frinkiac.com/api/caption?e=S01E01&t=1000&nearby=1']);
    expect(JSON.parse(result.stdout)[0].imageUrl.startsWith('https://frinkiac.com/img/S01E01/')).toBe(true);
  });
});

describe('exit codes', () => {
  test('are exported with their documented values', () => {
    expect(ExitCode).toEqual({ Success: 0, UnexpectedError: 1, UsageError: 2, NoResults: 3, ServiceError: 4 });
  });

  test('1: an unexpected failure is one line naming the error, the stack only with SCREENCAP_DEBUG', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    });
    failing.write = () => {
      throw new Error('disk full');
    };
    const quiet = await run(['--version'], { stdout: failing });
    expect(quiet.code).toBe(ExitCode.UnexpectedError);
    expect(quiet.stderr).toBe('screencap: unexpected error: Error: disk full (set SCREENCAP_DEBUG=1 for the stack trace)\n');

    const debug = await run(['--version'], { stdout: failing, env: { SCREENCAP_DEBUG: '1' } });
    expect(debug.code).toBe(ExitCode.UnexpectedError);
    const [message, ...stack] = debug.stderr.trimEnd().split('\n');
    expect(message).toBe('screencap: unexpected error: Error: disk full');
    expect(stack[0]).toBe('Error: disk full');
    expect(stack.length).toBeGreaterThan(1);
  });

  test('writes results to the stdout it is given, and nothing to stderr', async () => {
    const result = await run(['--url', service.url, 'search', 'pancakes', '--json']);
    expect(result.code).toBe(ExitCode.Success);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toHaveLength(7);
  });
});
