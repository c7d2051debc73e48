import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { FetchLike } from '@screencap/async';
import { type FakeServiceHandle, startFakeServiceProcess } from '@screencap/fake-service';
import { type CliIo, ExitCode, runCli } from '../src/index.js';
import { frameAt, lineSaying } from './support/catalogue.js';
import { captionOf, comicPanelsOf } from './support/run-screencap.js';

// runCli in this process, with streams of the test's own: what the real
// process cannot show (which URLs a preset builds without leaving the
// machine, a failure nothing in the SDK raises).

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: 'classic' });
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
    // morbotron.com runs the 2026 service: the caption request asks for the nearby frames.
    expect(requested).toEqual([`https://morbotron.com/api/caption?e=S01E01&t=${line.RepresentativeTimestamp}&nearby=1`]);
    expect(result.stdout).toMatch(/^Show +Futurama$/m);
    // morbotron.com runs the 2026 service, whose meme/ is gone: the captioned image is a comic, and says so.
    expect(result.stdout).not.toMatch(/^Meme /m);
    const comicUrl = /^Comic +(\S+)$/m.exec(result.stdout)?.[1] ?? '';
    expect(comicUrl.startsWith('https://morbotron.com/comic/img?b64=')).toBe(true);
    expect(comicPanelsOf(comicUrl)).toEqual([{ e: 'S01E01', ts: frame.Timestamp, o: [expect.objectContaining({ t: 'Who wants pancakes?' })] }]);
  });

  test('--generation classic: the meme/ link, labelled Meme, on a preset too', async () => {
    const timestamp = String(line.RepresentativeTimestamp);
    const result = await run(['--instance', 'morbotron', '--generation', 'classic', 'meme', 'S01E01', timestamp], { fetch: viaFakeService });
    expect(result.code).toBe(ExitCode.Success);
    expect(result.stdout).not.toMatch(/^Comic /m);
    const memeUrl = /^Meme +(\S+)$/m.exec(result.stdout)?.[1] ?? '';
    expect(memeUrl.startsWith(`https://morbotron.com/meme/S01E01/${frame.Timestamp}.jpg?b64lines=`)).toBe(true);
    expect(captionOf(memeUrl)).toBe('Who wants pancakes?');
  });

  test('--generation is checked before any request', async () => {
    const result = await run(['--instance', 'morbotron', '--generation', '2027', 'random'], { fetch: viaFakeService });
    expect(result.code).toBe(ExitCode.UsageError);
    expect(result.stderr).toBe('screencap: --generation must be one of classic, 2026, auto, got "2027" (see screencap random --help)\nUsage: screencap random [options]\n');
    expect(requested).toEqual([]);
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
    // frinkiac.com runs the 2026 service, which has no api/nearby: the nearby frames come with the caption.
    expect(requested).toEqual(['https://frinkiac.com/api/caption?e=S01E01&t=1000&nearby=1']);
    expect(JSON.parse(result.stdout)[0].imageUrl.startsWith('https://frinkiac.com/img/S01E01/')).toBe(true);
  });
});

describe('exit codes', () => {
  test('are exported with their documented values', () => {
    expect(ExitCode).toEqual({ Success: 0, UnexpectedError: 1, UsageError: 2, NoResults: 3, ServiceError: 4, NetworkError: 5, RateLimited: 6 });
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
