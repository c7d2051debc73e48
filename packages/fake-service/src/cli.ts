/**
 * The command line of `screencap-fake-service`: argument parsing and the
 * run loop. Kept apart from `bin.ts` so it can be tested without starting a
 * process.
 */
import { parseArgs } from 'node:util';
import { movedBaseUrl, startFakeService } from './server.js';
import { DEFAULT_SERVICE_MODE, type FakeServiceHandle, type ServiceMode } from './types.js';

/** The program name used in messages. */
export const PROGRAM_NAME = 'screencap-fake-service';

/** One-line usage. */
export const USAGE = `usage: ${PROGRAM_NAME} [--port N] [--host ADDRESS] [--seed N] [--mode classic|2026] [--render-step-ms N] [--moved-to URL] [--cdn on|off] [--renamed] [--allow-cross-origin] [--exit-with-stdin]`;

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
  /** Imitate the CDN's `403` for media without a browser's headers; absent for the default (off). */
  readonly cdn?: boolean;
  /** Renamed mode: some frames no longer exist. */
  readonly renamed?: boolean;
  /** Let web pages of any origin read the answers (CORS); absent when not asked for. */
  readonly allowCrossOrigin?: true;
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

/** The options, as `util.parseArgs` reads them. */
const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  mode: { type: 'string' },
  'render-step-ms': { type: 'string' },
  'moved-to': { type: 'string' },
  cdn: { type: 'string' },
  renamed: { type: 'boolean' },
  'allow-cross-origin': { type: 'boolean' },
  'exit-with-stdin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Splits the line with `util.parseArgs` and refuses what it let through (it
 * runs loose, so that `--seed -42` takes a negative value): an unknown
 * option, any positional, a flag given a value, an option without one.
 */
function splitArguments(argv: readonly string[]): Readonly<Record<string, string | boolean | undefined>> {
  const { values, tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option' || !Object.hasOwn(OPTIONS, token.name)) throw new UsageError(`unknown argument ${JSON.stringify(argv[token.index])}`);
    const { type } = OPTIONS[token.name as keyof typeof OPTIONS];
    if (type === 'boolean' && token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
    if (type === 'string' && token.value === undefined) throw new UsageError(`${token.rawName} needs a value`);
  }
  return values;
}

/** `--moved-to`'s value, checked as the service will check it. */
function movedToOption(raw: string): string {
  try {
    movedBaseUrl(raw);
  } catch (error) {
    throw new UsageError(`--moved-to: ${error instanceof Error ? error.message : String(error)}`);
  }
  return raw;
}

/**
 * Parses the arguments (after the program name). Options take their value as
 * the next argument or after `=` (`--port 0`, `--port=0`); the last of a
 * repeated option counts.
 *
 * @throws {UsageError} on unknown options, missing or invalid values.
 */
export function parseArguments(argv: readonly string[]): CliOptions {
  const values = splitArguments(argv);
  const text = (name: keyof typeof OPTIONS): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const host = text('host') ?? '127.0.0.1';
  if (host === '') throw new UsageError('--host must not be empty');
  const mode = text('mode') ?? DEFAULT_SERVICE_MODE;
  if (mode !== 'classic' && mode !== '2026') throw new UsageError(`--mode must be classic or 2026, got ${JSON.stringify(mode)}`);
  const port = text('port');
  const seed = text('seed');
  const renderStepMs = text('render-step-ms');
  const movedTo = text('moved-to');
  const cdn = text('cdn');
  if (cdn !== undefined && cdn !== 'on' && cdn !== 'off') throw new UsageError(`--cdn must be on or off, got ${JSON.stringify(cdn)}`);
  return {
    port: port === undefined ? 0 : integerOption('--port', port, 0, 65_535),
    host,
    seed: seed === undefined ? 1 : integerOption('--seed', seed, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    mode,
    ...(renderStepMs === undefined ? {} : { renderStepMs: integerOption('--render-step-ms', renderStepMs, 0, 60_000) }),
    ...(movedTo === undefined ? {} : { movedTo: movedToOption(movedTo) }),
    ...(cdn === undefined ? {} : { cdn: cdn === 'on' }),
    ...(values.renamed === true ? { renamed: true } : {}),
    ...(values['allow-cross-origin'] === true ? { allowCrossOrigin: true as const } : {}),
    exitWithStdin: values['exit-with-stdin'] === true,
    help: values.help === true,
  };
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
