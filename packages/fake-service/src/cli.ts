/**
 * The command line of `screencap-fake-service`: argument parsing and the
 * run loop. Kept apart from `bin.ts` so it can be tested without starting a
 * process.
 */
import { movedBaseUrl, startFakeService } from './server.js';
import type { FakeServiceHandle, ServiceMode } from './types.js';

/** The program name used in messages. */
export const PROGRAM_NAME = 'screencap-fake-service';

/** One-line usage. */
export const USAGE = `usage: ${PROGRAM_NAME} [--port N] [--host ADDRESS] [--seed N] [--mode classic|2026] [--render-step-ms N] [--moved-to URL] [--cdn on|off] [--renamed] [--exit-with-stdin]`;

/** `EX_USAGE` from sysexits.h: the command was used incorrectly. */
export const EXIT_USAGE = 64;

/** Parsed command line. */
export interface CliOptions {
  readonly port: number;
  readonly host: string;
  readonly seed: number;
  readonly mode: ServiceMode;
  /** Mode `'2026'`: pause between two lines of a streamed render, in ms; absent for the default. */
  readonly renderStepMs?: number;
  /** Answer every request `301` to this base URL (a moved instance); absent when the service has not moved. */
  readonly movedTo?: string;
  /** Imitate the CDN's `403` for media without a browser's headers; absent for the mode's default. */
  readonly cdn?: boolean;
  /** Renamed mode: some frames no longer exist. */
  readonly renamed?: boolean;
  /** Exit when stdin closes (set by `startFakeServiceProcess`, so an orphaned child does not outlive its parent). */
  readonly exitWithStdin: boolean;
  readonly help: boolean;
}

/** A command line that cannot be run; the message fits on one line. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function integerOption(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * Parses the arguments (after the program name). Options take their value as
 * the next argument or after `=` (`--port 0`, `--port=0`).
 *
 * @throws {UsageError} on unknown options, missing or invalid values.
 */
export function parseArguments(argv: readonly string[]): CliOptions {
  let port = 0;
  let host = '127.0.0.1';
  let seed = 1;
  let mode: ServiceMode = 'classic';
  let renderStepMs: number | undefined;
  let movedTo: string | undefined;
  let cdn: boolean | undefined;
  let renamed = false;
  let exitWithStdin = false;
  let help = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const equals = argument.indexOf('=');
    const name = argument.startsWith('--') && equals !== -1 ? argument.slice(0, equals) : argument;
    const inlineValue = argument.startsWith('--') && equals !== -1 ? argument.slice(equals + 1) : undefined;
    const value = (): string => {
      if (inlineValue !== undefined) return inlineValue;
      const next = argv[index + 1];
      if (next === undefined) throw new UsageError(`${name} needs a value`);
      index++;
      return next;
    };
    const noValue = (): void => {
      if (inlineValue !== undefined) throw new UsageError(`${name} takes no value`);
    };
    switch (name) {
      case '--port':
        port = integerOption('--port', value(), 0, 65_535);
        break;
      case '--host':
        host = value();
        if (host === '') throw new UsageError('--host must not be empty');
        break;
      case '--seed':
        seed = integerOption('--seed', value(), -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
        break;
      case '--mode': {
        const chosen = value();
        if (chosen !== 'classic' && chosen !== '2026') throw new UsageError(`--mode must be classic or 2026, got ${JSON.stringify(chosen)}`);
        mode = chosen;
        break;
      }
      case '--render-step-ms':
        renderStepMs = integerOption('--render-step-ms', value(), 0, 60_000);
        break;
      case '--moved-to':
        movedTo = value();
        try {
          movedBaseUrl(movedTo);
        } catch (error) {
          throw new UsageError(`--moved-to: ${error instanceof Error ? error.message : String(error)}`);
        }
        break;
      case '--cdn': {
        const chosen = value();
        if (chosen !== 'on' && chosen !== 'off') throw new UsageError(`--cdn must be on or off, got ${JSON.stringify(chosen)}`);
        cdn = chosen === 'on';
        break;
      }
      case '--renamed':
        noValue();
        renamed = true;
        break;
      case '--exit-with-stdin':
        noValue();
        exitWithStdin = true;
        break;
      case '--help':
      case '-h':
        noValue();
        help = true;
        break;
      default:
        throw new UsageError(`unknown argument ${JSON.stringify(argument)}`);
    }
  }
  const parsed: CliOptions = { port, host, seed, mode, exitWithStdin, help };
  const withStep = renderStepMs === undefined ? parsed : { ...parsed, renderStepMs };
  const withMove = movedTo === undefined ? withStep : { ...withStep, movedTo };
  const withCdn = cdn === undefined ? withMove : { ...withMove, cdn };
  return renamed ? { ...withCdn, renamed } : withCdn;
}

/** Where the CLI writes and how it ends; the real process in production. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly exit: (code: number) => void;
}

const processIo: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  exit: (code) => process.exit(code),
};

/**
 * Runs the CLI: starts the service, prints its URL as the first line of
 * stdout, and stops it on SIGTERM or SIGINT (and, with `--exit-with-stdin`,
 * when stdin closes). Usage errors exit with 64, start failures with 1.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${PROGRAM_NAME}: ${error.message}; ${USAGE}\n`);
    io.exit(EXIT_USAGE);
    return;
  }
  if (options.help) {
    io.stdout.write(`${USAGE}\n`);
    io.exit(0);
    return;
  }

  let service: FakeServiceHandle;
  try {
    service = await startFakeService(options);
  } catch (error) {
    io.stderr.write(`${PROGRAM_NAME}: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}\n`);
    io.exit(1);
    return;
  }

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void service.close().finally(() => {
      io.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  if (options.exitWithStdin) {
    process.stdin.once('end', stop);
    process.stdin.once('close', stop);
    process.stdin.resume();
  }
  io.stdout.write(`${service.url}\n`);
}
