import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { type FakeServiceHandle, RENDER_PROGRESS, RENDER_PROGRESS_BEFORE_ERROR, startFakeServiceProcess } from '@screencap/fake-service';
import { ExitCode, runCli } from '../src/index.js';
import { createProgressBar, progressLine } from '../src/output/progress.js';
import { lineSaying } from './support/catalogue.js';

// The render progress bar, through runCli in this process: a terminal is a
// stream whose isTTY is true, and anything else gets no bar at all.

/** A stream that says it is a terminal and keeps what is written to it. */
class FakeTerminal extends Writable {
  readonly isTTY = true;
  text = '';

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.text += chunk.toString();
    callback();
  }
}

/** A pipe: no isTTY. */
function collector(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return { stream, text: () => text };
}

const BAR = /^rendering \[([#-]{20})\] +(\d+)%$/;

/** The percentages a bar drew, from its `\r`-separated frames; checks every frame's form. */
function percentagesOf(drawn: string): number[] {
  expect(drawn.startsWith('\r')).toBe(true);
  return drawn
    .slice(1)
    .replace(/\n$/, '')
    .split('\r')
    .map((frame) => {
      const match = BAR.exec(frame);
      expect(match).not.toBeNull();
      const percent = Number(match![2]);
      expect(match![1]).toBe('#'.repeat(Math.round(percent / 5)).padEnd(20, '-'));
      return percent;
    });
}

describe('progressLine and createProgressBar', () => {
  test('draw a 20-character bar and the percentage, padded', () => {
    expect(progressLine('rendering', 50)).toBe('rendering [##########----------]  50%');
    expect(progressLine('rendering', 0)).toBe('rendering [--------------------]   0%');
    expect(progressLine('rendering', 100)).toBe('rendering [####################] 100%');
  });

  test('on a terminal: redraws in place when the percentage changes, clamps, and ends the line', () => {
    const terminal = new FakeTerminal();
    const bar = createProgressBar(terminal, 'rendering');
    bar.update(0);
    bar.update(0.001);
    bar.update(0.5);
    bar.update(0.999);
    bar.update(-1);
    bar.update(Number.NaN);
    bar.complete();
    bar.update(0.2);
    bar.stop();
    expect(percentagesOf(terminal.text)).toEqual([0, 50, 99, 0, 100]);
    expect(terminal.text.endsWith('] 100%\n')).toBe(true);
    expect(terminal.text.match(/\n/g)).toHaveLength(1);
  });

  test('stop ends a drawn line without completing it; nothing drawn, nothing written', () => {
    const terminal = new FakeTerminal();
    const bar = createProgressBar(terminal, 'rendering');
    bar.update(0.3);
    bar.stop();
    bar.complete();
    expect(terminal.text).toBe(`\r${progressLine('rendering', 30)}\n`);

    const quiet = new FakeTerminal();
    createProgressBar(quiet, 'rendering').stop();
    expect(quiet.text).toBe('');
  });

  test('not a terminal: writes nothing', () => {
    const pipe = collector();
    const bar = createProgressBar(pipe.stream, 'rendering');
    bar.update(0.5);
    bar.complete();
    expect(pipe.text()).toBe('');
  });
});

describe('gif --render through runCli', () => {
  let service: FakeServiceHandle;
  const timestamp = String(lineSaying('Who wants pancakes?').RepresentativeTimestamp);

  beforeAll(async () => {
    service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  });

  beforeEach(async () => {
    await service.reset();
  });

  afterAll(async () => {
    await service.close();
  });

  async function render(stderr: NodeJS.WritableStream, ...extra: string[]): Promise<{ code: number; stdout: string }> {
    const stdout = collector();
    const code = await runCli(['--url', service.url, 'gif', 'S01E01', timestamp, '--render', ...extra], { stdout: stdout.stream, stderr, env: {} });
    // Let the pipes pass on what was written to them.
    await new Promise((resolve) => setImmediate(resolve));
    return { code, stdout: stdout.text() };
  }

  test('on a terminal, stderr shows the bar updating in place up to 100%, then a newline; stdout only the URL', async () => {
    const terminal = new FakeTerminal();
    const { code, stdout } = await render(terminal);
    expect(code).toBe(ExitCode.Success);
    expect(stdout).toMatch(new RegExp(`^${service.url}video/S01E01/\\S+\\.gif\\n$`));
    // 0% at the start, then each progress line the service streamed.
    expect(percentagesOf(terminal.text)).toEqual([0, ...RENDER_PROGRESS.map((progress) => Math.floor(progress * 100))]);
    expect(terminal.text.endsWith('rendering [####################] 100%\n')).toBe(true);
    expect(terminal.text.split('\n')).toEqual([expect.any(String), '']);
  });

  test('a cached render jumps to 100%', async () => {
    await render(new PassThrough().resume());
    const terminal = new FakeTerminal();
    expect((await render(terminal)).code).toBe(ExitCode.Success);
    expect(percentagesOf(terminal.text)).toEqual([0, 100]);
  });

  test('with --json on a terminal, stdout holds only the JSON', async () => {
    const terminal = new FakeTerminal();
    const { code, stdout } = await render(terminal, '--mp4', '--json');
    expect(code).toBe(ExitCode.Success);
    expect(JSON.parse(stdout)).toMatchObject({ format: 'mp4', renderedUrl: expect.stringMatching(/\.mp4$/) });
    expect(terminal.text.endsWith('] 100%\n')).toBe(true);
  });

  test('not a terminal: nothing on stderr, the URL on stdout', async () => {
    const stderr = collector();
    const { code, stdout } = await render(stderr.stream);
    expect(code).toBe(ExitCode.Success);
    expect(stderr.text()).toBe('');
    expect(stdout).toMatch(new RegExp(`^${service.url}video/S01E01/\\S+\\.gif\\n$`));
  });

  test('a failed render ends the bar where it stopped, then the one-line message on a line of its own; exit 4', async () => {
    await service.injectFault({ endpoint: 'render-gif', kind: 'render-error', message: 'no more crayons' });
    const terminal = new FakeTerminal();
    const { code, stdout } = await render(terminal);
    expect(code).toBe(ExitCode.ServiceError);
    expect(stdout).toBe('');
    const [bar, message, end] = terminal.text.split('\n');
    expect(end).toBe('');
    expect(message).toBe(`screencap: POST ${service.url}api/render/gif/stream failed to render: no more crayons`);
    const shown = RENDER_PROGRESS.slice(0, RENDER_PROGRESS_BEFORE_ERROR).map((progress) => Math.floor(progress * 100));
    expect(percentagesOf(bar!)).toEqual([0, ...shown]);
  });

  test('a failed render with a pipe for stderr: only the message', async () => {
    await service.injectFault({ endpoint: 'render-gif', kind: 'render-error' });
    const stderr = collector();
    const { code } = await render(stderr.stream);
    expect(code).toBe(ExitCode.ServiceError);
    expect(stderr.text()).toBe(`screencap: POST ${service.url}api/render/gif/stream failed to render: render failed\n`);
  });
});
