/**
 * `screencap-mcp`'s command line: the instance flags it shares with
 * `screencap` (defined and resolved once, in core), the transport flags,
 * `--help` and `--version`, and its exit codes.
 */
import { parseArgs } from 'node:util';
import { ScreencapClient, type AsyncClientOptions } from '@screencap/async';
import {
  BASE_URL_VARIABLE,
  HELP_INDENT,
  INSTANCE_FLAGS,
  UsageError,
  flagEntries,
  helpSection,
  parseArgsOptions,
  resolveInstanceFlags,
  type FlagSpec,
  type FlagValues,
  type InstanceClientOptions,
  type InstanceFlags,
  type ResolvedInstance,
} from '@screencap/core/internal';
import { splitTransportArguments, type TransportArguments } from './http-arguments.js';
import { servedPresets } from './instance.js';

export { UsageError, type FlagSpec, type InstanceClientOptions, type InstanceFlags, type ResolvedInstance };

/**
 * Every flag `screencap-mcp` takes: the instance flags it shares with
 * `screencap`, the transport flags, `--help` and `--version`.
 */
export type ServerFlags = InstanceFlags & {
  /**
   * `--instance <preset>`: `screencap`'s flag, which here may be given
   * several times, or as `all` (every preset); with more than one instance
   * served, every tool takes `show`, the preset's name.
   * @default Frinkiac
   */
  readonly instance: FlagSpec;
  /**
   * `--http [host:]port`: serve Streamable HTTP at `/mcp` on that address
   * instead of standard I/O (host 127.0.0.1 unless given; port 0 picks a free one).
   * @default standard I/O
   */
  readonly http: FlagSpec;
  /**
   * `--allow-origin <origin>`: with `--http`, a browser origin served besides
   * loopback ones; may be given several times.
   * @default none
   */
  readonly 'allow-origin': FlagSpec;
  /** `--help`, `-h`: print help to standard output and exit 0, without serving. */
  readonly help: FlagSpec;
  /** `--version`: print the version of `@screencap/mcp` to standard output and exit 0, without serving. */
  readonly version: FlagSpec;
};

/**
 * The {@link ServerFlags} of `screencap-mcp`: each one's `description` is its
 * line in `screencap-mcp --help`. The environment variable
 * `SCREENCAP_BASE_URL` stands for `--base-url` when neither `--instance` nor
 * `--base-url` is given.
 */
export const SERVER_FLAGS: ServerFlags = {
  ...INSTANCE_FLAGS,
  instance: { ...INSTANCE_FLAGS.instance, multiple: true, description: `${INSTANCE_FLAGS.instance.description}; repeatable, or all (every preset): each tool then takes show` },
  http: { type: 'string', valueName: '[host:]port', description: 'serve Streamable HTTP at /mcp there instead of standard I/O (host 127.0.0.1 unless given)' },
  'allow-origin': { type: 'string', multiple: true, valueName: 'origin', description: 'with --http, a browser origin to serve besides loopback ones (repeatable)' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
  version: { type: 'boolean', description: 'show the version of screencap-mcp' },
};

/**
 * What the process exit code of `screencap-mcp` means (the same numbers as
 * `screencap`'s for the same cases).
 * @enum
 */
export const ExitCode = Object.freeze({
  /** `--help` or `--version` printed, or the client closed the connection. */
  Success: 0,
  /** The server could not start or serve (the message says why). */
  UnexpectedError: 1,
  /** The command line is wrong: an unknown flag, a missing or bad value, flags that cannot go together. The problem and the usage go to standard error; nothing is served. */
  UsageError: 2,
} as const);

/** One of the values of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** What `screencap-mcp`'s command line asks for: its help, its version, or serving an instance. */
export type ServerArguments =
  | {
      /** `--help`: print {@link serverHelp}. */
      readonly action: 'help';
    }
  | {
      /** `--version`: print the version. */
      readonly action: 'version';
    }
  | {
      /** Serve the instance, or the instances. */
      readonly action: 'serve';
      /** The instance to serve, and the client options the flags set: the first of `instances`. */
      readonly instance: ResolvedInstance;
      /** Every instance to serve, in the order given: one, unless `--instance` was repeated or `all`. */
      readonly instances: readonly ResolvedInstance[];
      /** Standard I/O, or Streamable HTTP and the origins it serves. */
      readonly transport: TransportArguments;
    };

/** The usage line of `screencap-mcp`, printed after the problem of every {@link UsageError}. */
export const USAGE = "Usage: screencap-mcp [options] (see 'screencap-mcp --help')";

/** The text of `screencap-mcp --help`. */
export function serverHelp(): string {
  return [
    'screencap-mcp: an MCP server (standard I/O, or Streamable HTTP with --http) for the screencap services (Frinkiac, Morbotron and their sister sites)\n',
    `Usage:\n${HELP_INDENT}screencap-mcp [options]\n`,
    helpSection('Options', flagEntries(SERVER_FLAGS)),
    helpSection('Environment', [
      [`${BASE_URL_VARIABLE}=<url>`, 'stands for --base-url when neither --instance nor --base-url is given'],
      ['SCREENCAP_LOG=<level>', "the client's log level (its lines go to standard error)"],
    ]),
    helpSection('Exit codes', [
      [String(ExitCode.Success), 'help or version printed, or the connection closed'],
      [String(ExitCode.UnexpectedError), 'the server could not start or serve'],
      [String(ExitCode.UsageError), 'usage error: unknown flag, missing or bad value, flags that cannot go together'],
    ]),
  ].join('\n');
}

/**
 * Reads `screencap-mcp`'s command line (`util.parseArgs`) and environment:
 * `--help` or `--version` win over everything else; otherwise the transport
 * flags are read, and the instance flags are resolved as `screencap`
 * resolves them.
 *
 * @param argv - the arguments after the executable's path
 * @param env - the environment, for `SCREENCAP_BASE_URL`
 * @throws {UsageError} for an unknown flag or a positional argument, a
 *   missing value, an instance flag's bad value or combination, or a bad
 *   `--http` address or `--allow-origin`
 * @example
 * ```ts
 * parseServerArguments(['--base-url', 'http://127.0.0.1:4000/', '--generation', '2026'], {});
 * // { action: 'serve', instance: { url: 'http://127.0.0.1:4000/', title: '', options: { generation: '2026' } },
 * //   instances: [the same], transport: { http: undefined, allowedOrigins: [] } }
 * parseServerArguments(['--instance', 'frinkiac', '--instance', 'morbotron'], {}).instances.length; // 2
 * ```
 */
export function parseServerArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerArguments {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], strict: true, allowPositionals: false, options: parseArgsOptions(SERVER_FLAGS) }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help === true) return { action: 'help' };
  if (values.version === true) return { action: 'version' };
  const { transport } = splitTransportArguments(argv);
  // Only --instance and --allow-origin are `multiple`, both string flags: every value is a string, a boolean or strings.
  const flags = values as FlagValues;
  const given = flags.instance;
  const names = given === undefined ? [undefined] : servedPresets(typeof given === 'object' ? given : [String(given)]);
  const instances = names.map((instance) => resolveInstanceFlags({ ...flags, instance }, env));
  const [instance] = instances;
  if (instance === undefined) throw new UsageError('--instance names no preset');
  return { action: 'serve', instance, instances, transport };
}

/**
 * The client of the instance the command line names, with the options its
 * flags set. An instance without a title (`--base-url` alone) is called
 * `Screencaps`, the name the tools' descriptions give it.
 *
 * @param instance - what {@link parseServerArguments} resolved
 * @param options - further client options (`logger`, `logLevel`, ...); the flags' win over them
 */
export function clientFor(instance: ResolvedInstance, options: AsyncClientOptions = {}): ScreencapClient {
  return new ScreencapClient(instance.url, instance.title === '' ? 'Screencaps' : instance.title, { ...options, ...instance.options });
}
