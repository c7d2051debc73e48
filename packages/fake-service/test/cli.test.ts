import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { EXIT_USAGE, parseArguments, runCli, USAGE, UsageError, type CliIo } from '../src/cli.js';

const defaults = { port: 0, host: '127.0.0.1', seed: 1, mode: '2026', exitWithStdin: false, help: false };

function captureIo(): { io: CliIo; stdout: () => string; stderr: () => string; exitCodes: number[] } {
  const out: string[] = [];
  const err: string[] = [];
  const exitCodes: number[] = [];
  const sink = (into: string[]): Writable =>
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        into.push(chunk.toString());
        callback();
      },
    });
  return { io: { stdout: sink(out), stderr: sink(err), exit: (code) => exitCodes.push(code) }, stdout: () => out.join(''), stderr: () => err.join(''), exitCodes };
}

describe('parseArguments', () => {
  test('defaults', () => {
    expect(parseArguments([])).toEqual(defaults);
  });

  test('every option, with a separate value or after =', () => {
    expect(parseArguments(['--port', '8080', '--host', '0.0.0.0', '--seed', '-42', '--mode', '2026', '--exit-with-stdin'])).toEqual({
      ...defaults,
      port: 8080,
      host: '0.0.0.0',
      seed: -42,
      exitWithStdin: true,
    });
    expect(parseArguments(['--port=0', '--seed=7', '--mode=classic', '--host=::1'])).toEqual({ ...defaults, seed: 7, mode: 'classic', host: '::1' });
    expect(parseArguments(['--mode', '2026', '--render-step-ms', '5'])).toEqual({ ...defaults, renderStepMs: 5 });
    expect(parseArguments(['--render-step-ms=0'])).toEqual({ ...defaults, renderStepMs: 0 });
    expect(parseArguments(['--moved-to', 'https://frinkiac.com/'])).toEqual({ ...defaults, movedTo: 'https://frinkiac.com/' });
    expect(parseArguments(['--cdn', 'off', '--renamed'])).toEqual({ ...defaults, cdn: false, renamed: true });
    expect(parseArguments(['--cdn=on'])).toEqual({ ...defaults, cdn: true });
    expect(parseArguments(['--allow-cross-origin'])).toEqual({ ...defaults, allowCrossOrigin: true });
    expect(parseArguments(['--help']).help).toBe(true);
    expect(parseArguments(['-h']).help).toBe(true);
    expect(parseArguments(['--seed=-5', '--port', '1', '--port', '2'])).toEqual({ ...defaults, seed: -5, port: 2 });
  });

  test.each([
    [['--nope'], /unknown argument "--nope"/],
    [['extra'], /unknown argument "extra"/],
    [['--port'], /--port needs a value/],
    [['--port', 'abc'], /--port must be an integer from 0 to 65535/],
    [['--port', '70000'], /--port must be an integer/],
    [['--port', '1.5'], /--port must be an integer/],
    [['--seed', 'x'], /--seed must be an integer/],
    [['--mode', 'modern'], /--mode must be classic or 2026/],
    [['--host', ''], /--host must not be empty/],
    [['--render-step-ms', '-1'], /--render-step-ms must be an integer from 0 to 60000/],
    [['--render-step-ms', '2.5'], /--render-step-ms must be an integer/],
    [['--render-step-ms'], /--render-step-ms needs a value/],
    [['--exit-with-stdin=yes'], /takes no value/],
    [['--moved-to', 'frinkiac.com'], /--moved-to: movedTo must be an absolute http\(s\) URL/],
    [['--moved-to'], /--moved-to needs a value/],
    [['--', '--port', '1'], /unknown argument "--"/],
    [['-x'], /unknown argument "-x"/],
    [['--nope=1'], /unknown argument "--nope=1"/],
    [['--help=yes'], /--help takes no value/],
    [['--cdn', 'yes'], /--cdn must be on or off/],
    [['--renamed=1'], /--renamed takes no value/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
    expect(() => parseArguments(argv)).toThrow(message);
  });
});

describe('runCli', () => {
  test('a usage error prints one line to stderr and exits 64', async () => {
    const capture = captureIo();
    await runCli(['--port', 'x'], capture.io);
    expect(capture.exitCodes).toEqual([EXIT_USAGE]);
    expect(capture.stderr()).toMatch(/^screencap-fake-service: --port must be an integer.*; usage: screencap-fake-service \[--port N\].*\n$/);
    expect(capture.stderr().trimEnd().split('\n')).toHaveLength(1);
    expect(capture.stdout()).toBe('');
  });

  test('--help prints the usage and exits 0', async () => {
    const capture = captureIo();
    await runCli(['--help'], capture.io);
    expect(capture.stdout()).toBe(`${USAGE}\n`);
    expect(capture.exitCodes).toEqual([0]);
  });
});

describe('the reference of the command', () => {
  // The package's page lists the flags in a table of its TSDoc: it must keep up with the command.
  const packageDocs = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');
  const rows = new Map(
    packageDocs
      .split('\n')
      .filter((line) => line.startsWith(' * | `-'))
      // Cells split at the pipes that are not escaped (`--mode classic\|2026`).
      .map((line) => line.slice(' * |'.length, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()))
      .map(([flag = '', option = '', fallback = '']) => [/--[a-z-]+/.exec(flag)?.[0] ?? '', { option: option.replaceAll('`', ''), fallback }]),
  );

  test('lists every flag of the usage line', () => {
    const flags = [...USAGE.matchAll(/--[a-z-]+/g)].map(([flag]) => flag);
    expect(flags.length).toBeGreaterThan(5);
    for (const flag of [...flags, '--help']) expect([flag, rows.has(flag)]).toEqual([flag, true]);
  });

  test('gives the defaults the command applies', () => {
    const applied = parseArguments([]);
    for (const flag of ['--port', '--host', '--seed', '--mode'] as const) {
      const row = rows.get(flag);
      const option = row?.option as keyof typeof applied;
      expect([flag, row?.fallback.split(/[`:]/)[1]]).toEqual([flag, String(applied[option])]);
    }
  });
});
