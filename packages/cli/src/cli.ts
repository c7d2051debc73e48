/**
 * `runCli`: one run of `screencap`, from the command line to the exit code,
 * writing only to the streams it is given so that tests can run it in-process.
 *
 * Help, the client, the disk cache, the JSON output and the error classes
 * are imported when a run needs them, so `--help` and `--version` load no
 * HTTP or schema code (a test holds this).
 */
import type { FetchLike } from '@screencap/async';
import { resolveInstanceFlags } from '@screencap/core/internal';
import { UsageError, negativeArgumentError, parseCommandLine } from './arguments.js';
import type { Command } from './commands/command.js';
import { COMMANDS, findCommand } from './commands/index.js';
import { ALL_OPTIONS, helpOrVersion } from './command-line.js';
import { isDebugEnabled } from './debug-flag.js';
import { readDownload, saveMedia } from './download.js';
import { ExitCode } from './exit-codes.js';
import { GLOBAL_OPTIONS } from './global-options.js';
import { nodeHttpFetch } from './node-http-fetch.js';
import { renderFields } from './output/human.js';

/** Where a run of the CLI writes, what environment it reads, and (for tests) how it sends requests. */
export interface CliIo {
  /** Results and help. */
  readonly stdout: NodeJS.WritableStream;
  /** Error messages, one line each. */
  readonly stderr: NodeJS.WritableStream;
  /** The environment; `SCREENCAP_BASE_URL` and `SCREENCAP_DEBUG` are read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * What the client sends requests with, to route them elsewhere (a test's
   * fake service).
   * @default Node.js's own `http`/`https` (`nodeHttpFetch`): a command
   * starts faster than with node-fetch, the SDK's default
   */
  readonly fetch?: FetchLike;
  /**
   * The directory of the cache kept between runs (`bin.ts` gives the user's
   * cache directory); without it, a run caches in memory only.
   * @default undefined
   */
  readonly cacheDir?: string;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The stack of an error and of each of its causes, for `SCREENCAP_DEBUG`. */
function stackTrace(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    if (!(current instanceof Error)) {
      parts.push(describe(current));
      break;
    }
    parts.push(current.stack ?? `${current.name}: ${current.message}`);
    current = current.cause;
  }
  return `${parts.join('\nCaused by: ')}\n`;
}

/**
 * Writes the one-line message of a failure (and, when debugging, its stack) and picks the exit code.
 * @param showUsage - whether a usage error's message is followed by the usage line: it is for one
 * found before any client existed (the command line's own), unless the whole help went out already.
 */
async function reportFailure(error: unknown, io: CliIo, command: Command | undefined, showUsage: boolean): Promise<ExitCode> {
  const { exitCodeFor, failureMessage } = await import('./failure.js');
  const code = exitCodeFor(error);
  const debug = isDebugEnabled(io.env);
  let message = failureMessage(error);
  let usage = '';
  if (code === ExitCode.UsageError) {
    message += ` (see screencap ${command === undefined ? '' : `${command.name} `}--help)`;
    if (showUsage) usage = (await import('./help.js')).usageLine(command);
  } else if (code === ExitCode.UnexpectedError) {
    const name = error instanceof Error ? `${error.name}: ` : '';
    message = `unexpected error: ${name}${message}${debug ? '' : ' (set SCREENCAP_DEBUG=1 for the stack trace)'}`;
  }
  // One line, whatever the message holds, so that scripts can read stderr line by line.
  io.stderr.write(`screencap: ${message.replace(/\s*\n\s*/g, ' ')}\n${usage}`);
  if (debug) io.stderr.write(stackTrace(error));
  return code;
}

/** Refuses options that belong to other commands (`frames --caption`). */
function checkOptionsApply(optionNames: readonly string[], command: Command): void {
  const misplaced = optionNames.find((name) => !(name in GLOBAL_OPTIONS) && !(name in command.options));
  if (misplaced !== undefined) throw new UsageError(`${command.name} takes no option --${misplaced}`);
}

/** The error of a command name that is none, with the nearest known one as a guess. */
async function unknownCommandError(name: string): Promise<UsageError> {
  const names = COMMANDS.map((known) => known.name);
  const { closestName } = await import('./did-you-mean.js');
  const guess = closestName(name, names);
  const hint = guess === undefined ? '' : ` (did you mean ${guess}?)`;
  return new UsageError(`unknown command ${JSON.stringify(name)}${hint}; the commands are ${names.join(', ')}`);
}

/**
 * Runs `screencap` with the arguments after the program name and resolves to
 * the exit code (see {@link ExitCode}). Never rejects: every failure becomes a
 * one-line message on `io.stderr` and its exit code.
 *
 * @example
 * ```ts
 * process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  // A first guess, so that a line too broken to parse still gets its command's help pointed at.
  let command = argv.map(findCommand).find((known) => known !== undefined);
  // Until a client exists, a usage error is the command line's own; after, the SDK refusing what it asked for.
  let showUsage = true;
  try {
    const { positionals, values, optionNames, negative } = parseCommandLine(argv, ALL_OPTIONS);
    const [name, ...commandPositionals] = positionals;
    command = findCommand(name);
    const answer = await helpOrVersion(values, command);
    if (answer !== undefined) {
      io.stdout.write(answer);
      return ExitCode.Success;
    }
    // Named after the argument it was given for, which only the command knows (an unknown command is reported below).
    if (negative?.position === 0) throw new UsageError(`negative numbers are not allowed, got ${negative.text}`);
    if (negative !== undefined && command !== undefined) throw negativeArgumentError(command.arguments, negative.position - 1, negative.text, command.repeats);
    if (name === undefined) {
      // What to type next, rather than only what is missing.
      const { globalHelp } = await import('./help.js');
      io.stderr.write(globalHelp());
      showUsage = false;
      throw new UsageError('missing command');
    }
    if (command === undefined) throw await unknownCommandError(name);
    checkOptionsApply(optionNames, command);
    const instance = resolveInstanceFlags(values, io.env);
    const run = await command.prepare({ positionals: commandPositionals, values, instance });
    const download = 'download' in command.options ? readDownload(values) : undefined;
    showUsage = false;
    const { createClient } = await import('./client.js');
    // A store on disk between runs, loaded only when a command runs; --no-cache turns it off.
    const cache = values['no-cache'] === true ? false : io.cacheDir === undefined ? undefined : await (await import('./disk-cache.js')).diskCache(io.cacheDir);
    const client = await createClient(instance, io.fetch ?? nodeHttpFetch, cache);
    try {
      // `io` itself, not `{ stderr: io.stderr }`: reading the stream would open it before the request.
      const ran = command;
      const result = await run(client, io).catch(async (error: unknown) => {
        const key = ran.arguments[0]?.name === 'key' ? commandPositionals[0] : undefined;
        throw (await import('./explain-404.js')).explain404(error, { command: ran.name, key, baseUrl: client.url });
      });
      const saved = download === undefined || result.mediaUrl === undefined ? undefined : await saveMedia(client, result.mediaUrl, download);
      if (values.json === true) {
        const json = result.json();
        io.stdout.write((await import('./output/json.js')).renderJson(saved === undefined ? json : { ...(json as object), download: saved }));
      } else {
        io.stdout.write(saved === undefined ? result.human() : `${result.human()}${renderFields([['Saved', `${saved.file} (${saved.contentType}, ${saved.size} bytes)`]])}`);
      }
      return result.exitCode ?? ExitCode.Success;
    } finally {
      client.close();
    }
  } catch (error) {
    return await reportFailure(error, io, command, showUsage);
  }
}
