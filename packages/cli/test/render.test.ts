import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, type LoggedRequest, startFakeServiceProcess } from '@screencap/fake-service';
import { frameAt, framesOf, lineSaying } from './support/catalogue.js';
import { runScreencap, USAGE_ERROR_OUTPUT, type ScreencapRun } from './support/run-screencap.js';
import { fetchAsBrowser } from './support/browser.js';

// `screencap gif --render` against the fake service in its 2026 mode, as a
// real process: stdout is a pipe there, so no progress bar is drawn.

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
});

beforeEach(async () => {
  await service.reset();
});

afterAll(async () => {
  await service.close();
});

async function screencap(...args: string[]): Promise<ScreencapRun> {
  const run = await runScreencap(['--url', service.url, ...args]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return run;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `<base>video/<key>/<token>.<format>`, alone on stdout. */
function videoUrlPattern(key: string, format: string): RegExp {
  return new RegExp(`^${escapeRegExp(service.url)}video/${key}/[A-Za-z0-9_=-]+\\.${format}$`);
}

/** A render job as the client sends it. */
interface RenderJobBody {
  readonly episode: string;
  readonly start: number;
  readonly end: number;
  readonly check_only: boolean;
  readonly overlays: readonly Readonly<Record<string, unknown>>[];
}

/** The one job of a logged render request. */
function jobOf(request: LoggedRequest | undefined): RenderJobBody {
  expect(Array.isArray(request?.render)).toBe(true);
  return (request?.render as RenderJobBody[])[0]!;
}

const build = lineSaying('Did the build pass? It did! Hooray.');
const buildFrame = frameAt(build.Episode, build.RepresentativeTimestamp);
const timestamp = String(build.RepresentativeTimestamp);

/** The window around the build line's frame, within the episode's first and last frame (no frames request). */
function windowOf(before: number, after: number): { start: number; end: number } {
  const frames = framesOf('S01E01');
  return {
    start: Math.max(buildFrame.Timestamp - before, frames[0]!.Timestamp),
    end: Math.min(buildFrame.Timestamp + after, frames.at(-1)!.Timestamp),
  };
}

describe('gif --render', () => {
  test('prints only the absolute URL of the rendered gif, after a check_only POST and a stream POST (no frames request)', async () => {
    const { stdout } = await screencap('gif', 'S01E01', timestamp, '--render');
    expect(stdout.endsWith('\n')).toBe(true);
    expect(stdout.trimEnd()).toMatch(videoUrlPattern('S01E01', 'gif'));

    const requests = await service.requests();
    expect(requests.map((request) => `${request.method} ${request.endpoint}`)).toEqual([
      'GET caption',
      'POST render-gif',
      'POST render-gif',
    ]);
    expect(requests[1]?.path).toBe('/api/render/gif/stream');
    const { start, end } = windowOf(3000, 4000);
    // The line spoken at the frame, as given, shown while it is spoken.
    const expectedJob = {
      episode: 'S01E01',
      start,
      end,
      overlays: [expect.objectContaining({ text: 'Did the build pass? It did! Hooray.', start: build.StartTimestamp - start, end: build.EndTimestamp - start })],
    };
    expect(jobOf(requests[1])).toEqual({ ...expectedJob, check_only: true });
    expect(jobOf(requests[2])).toEqual({ ...expectedJob, check_only: false });

    // The URL serves the gif the fake made.
    const video = await fetchAsBrowser(stdout.trimEnd());
    expect(video.status).toBe(200);
    await video.arrayBuffer();
  });

  test('the same render again is cached: the check_only POST answers it, with the same URL', async () => {
    const first = (await screencap('gif', 'S01E01', timestamp, '--render')).stdout;
    await service.clearRequests();
    const second = (await screencap('gif', 'S01E01', timestamp, '--render')).stdout;
    expect(second).toBe(first);
    const renders = (await service.requests()).filter((request) => request.endpoint === 'render-gif');
    expect(renders.map((request) => jobOf(request).check_only)).toEqual([true]);
  });

  test('--caption, --before and --after shape the job', async () => {
    await screencap('gif', 'S01E01', timestamp, '--render', '--caption', 'Yay & such!', '--before', '1000', '--after', '2000');
    const stream = (await service.requests()).filter((request) => request.endpoint === 'render-gif')[1];
    const { start, end } = windowOf(1000, 2000);
    expect(jobOf(stream)).toMatchObject({ start, end, check_only: false, overlays: [{ text: 'Yay & such!' }] });
  });

  test('--mp4 renders an mp4 (POST api/render/mp4)', async () => {
    const { stdout } = await screencap('gif', 'S01E01', timestamp, '--render', '--mp4');
    expect(stdout.trimEnd()).toMatch(videoUrlPattern('S01E01', 'mp4'));
    const renders = (await service.requests()).filter((request) => request.method === 'POST');
    expect(renders.map((request) => [request.endpoint, request.path, jobOf(request).check_only])).toEqual([
      ['render-mp4', '/api/render/mp4', true],
      ['render-mp4', '/api/render/mp4', false],
    ]);
  });

  test('--json prints { renderedUrl, format, caption, before, after, screencap }', async () => {
    const gif = JSON.parse((await screencap('gif', 'S01E01', timestamp, '--render', '--json', '--after', '1000')).stdout);
    expect(gif).toEqual({
      renderedUrl: expect.stringMatching(videoUrlPattern('S01E01', 'gif')),
      format: 'gif',
      // No --caption: the service draws the subtitle lines, each while spoken, so no one caption covers the clip.
      caption: null,
      before: 3000,
      after: 1000,
      screencap: expect.objectContaining({ key: 'S01E01', timestamp: buildFrame.Timestamp, title: 'The Flaky Test' }),
    });
    const mp4 = JSON.parse((await screencap('gif', 'S01E01', timestamp, '--render', '--mp4', '--caption', 'Hi', '--json')).stdout);
    expect(mp4).toMatchObject({ format: 'mp4', caption: 'Hi', before: 3000, after: 4000 });
    expect(mp4.renderedUrl).toMatch(videoUrlPattern('S01E01', 'mp4'));
  });
});

describe('failures', () => {
  /** An expected failure: the exit code, and one line on stderr (a usage error's followed by the usage), nothing on stdout. */
  function expectFailure(run: ScreencapRun, code: number, message: string | RegExp): void {
    expect(run.code).toBe(code);
    expect(run.stdout).toBe('');
    if (code === 2) expect(run.stderr).toMatch(USAGE_ERROR_OUTPUT);
    else expect(run.stderr).toMatch(/^[^\n]+\n$/);
    expect(run.stderr).toMatch(message);
  }

  test('a failed render (RenderError) exits with 4 and its one-line message', async () => {
    await service.injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'out of \n crayons' });
    const run = await runScreencap(['--url', service.url, 'gif', 'S01E01', timestamp, '--render']);
    expectFailure(run, 4, `screencap: POST ${service.url}api/render/gif/stream failed to render: out of crayons\n`);
    // Not retried: the same job would fail the same way.
    expect((await service.requests()).filter((request) => request.endpoint === 'render-gif')).toHaveLength(2);
  });

  test('a failed mp4 render too, in --json mode', async () => {
    await service.injectFault({ endpoint: 'render-mp4', kind: 'render-error' });
    const run = await runScreencap(['--url', service.url, '--json', 'gif', 'S01E01', timestamp, '--render', '--mp4']);
    expectFailure(run, 4, `screencap: POST ${service.url}api/render/mp4 failed to render: render failed\n`);
  });

  // A render whose answer never ends (here, the same progress line again and
  // again, well within --timeout) is ended by --render-timeout, not by the SDK's
  // default of 300 s (which outlasts the test): a network error, exit code 5.
  test.each([
    ['gif --render', ['gif', 'S01E01', timestamp, '--render'], 'render-gif'],
    ['gif --render --mp4', ['gif', 'S01E01', timestamp, '--render', '--mp4'], 'render-mp4'],
    ['quote --gif', ['quote', 'Did the build pass?', '--gif'], 'render-gif'],
  ] as const)('a stalled render ends after --render-timeout: %s exits with 5', async (_name, args, endpoint) => {
    await service.injectFault({ endpoint, kind: 'never-ending', pattern: 'repeat-progress', intervalMs: 50, times: Infinity });
    const run = await runScreencap(['--url', service.url, '--timeout', '5', ...args, '--render-timeout', '1']);
    expectFailure(run, 5, /^screencap: POST \S+api\/render\/\S+ timed out after 1 s for the whole render \(renderTimeout\)\n$/);
  });

  test('the old gif URLs answer 410 on the 2026 service: with --generation classic, --generate is a service error that says so', async () => {
    const run = await runScreencap(['--url', service.url, '--generation', 'classic', 'gif', 'S01E01', timestamp, '--generate']);
    expectFailure(run, 4, /answered 410 Gone: \S+ looks like it runs the 2026 generation of the service, where classic gif\/, mp4\/ and meme\/ links are gone; this client is set to 'classic' \(give it generation: '2026' or 'auto'\)\n$/);
  });

  test.each([
    [['--mp4'], /--mp4 goes with --render \(see screencap gif --help\)/],
    [['--render', '--generate'], /--generate and --render cannot be used together/],
    [['--render', '--before', 'soon'], /--before must be a whole number of milliseconds/],
    [['--render', '--font', 'impact'], /gif takes no option --font/],
    [['--render', '--render-timeout', '0'], /--render-timeout must be a number of seconds above 0, got "0"/],
    [['--render', '--render-timeout', 'soon'], /--render-timeout must be a number of seconds above 0, got "soon"/],
    [['--render', '--render-timeout', '-1'], /--render-timeout must not be negative, got -1/],
  ])('usage errors exit with 2 before any request: gif ... %j', async (options, message) => {
    const run = await runScreencap(['--url', service.url, 'gif', 'S01E01', timestamp, ...options]);
    expectFailure(run, 2, message);
    expect(await service.requests()).toEqual([]);
  });
});
