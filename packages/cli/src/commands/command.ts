/**
 * What every command of `screencap` declares: its name, its help, and how it
 * turns its arguments into a result.
 */
import type { ScreencapClient } from '@screencap/async';
import type { ResolvedInstance } from '@screencap/core/internal';
import type { ArgumentSpec, OptionSpec, OptionValues } from '../arguments.js';
import type { ExitCode } from '../exit-codes.js';

/** What a command prints: built once, shown as text or as JSON. */
export interface CommandResult {
  /** The text for people, aligned, ending with a newline. */
  readonly human: () => string;
  /** The value `--json` prints (its shapes are documented in the README). */
  readonly json: () => unknown;
  /** The link `--download` saves, for the commands that take it. */
  readonly mediaUrl?: string;
  /**
   * The exit code after printing, for a command whose answer is itself a
   * verdict (`status`).
   * @default ExitCode.Success
   */
  readonly exitCode?: ExitCode;
}

/** What a command reads from the command line. */
export interface CommandInput {
  /** The positionals after the command name. */
  readonly positionals: readonly string[];
  /** Every option given, global ones included. */
  readonly values: OptionValues;
  /** The instance the global options (and `SCREENCAP_BASE_URL`) name, checked. */
  readonly instance: ResolvedInstance;
}

/** What a running command may use besides the client. */
export interface RunContext {
  /**
   * Where the run's error messages go: a command may draw progress there
   * (only when it is a terminal, see `createProgressBar`), never results.
   */
  readonly stderr: NodeJS.WritableStream;
}

/** Runs a checked command against a client. */
export type CommandRunner = (client: ScreencapClient, context: RunContext) => Promise<CommandResult>;

/**
 * One command of `screencap` as its help and its command line know it: the
 * words it is run by, its arguments, and each of its own options (name,
 * value, meaning and default), from which `screencap <command> --help` and
 * the `util.parseArgs` configuration are both made. Each command's table is
 * exported (`QUOTE_COMMAND`, `GIF_COMMAND`, ...) with its texts typed as
 * the words themselves, so that this reference shows them.
 */
export interface CommandSpec {
  /** What is typed to run it, such as `caption`. */
  readonly name: string;
  /** One line for the command list of `screencap --help`. */
  readonly summary: string;
  /** A few sentences for the command's own help. */
  readonly description: string;
  /** Its positional arguments, in order. */
  readonly arguments: readonly ArgumentSpec[];
  /**
   * How its arguments read in the synopsis, when the list of `arguments`
   * cannot say it (arguments that repeat).
   * @default each of `arguments` as `<name>`
   */
  readonly synopsis?: string;
  /**
   * Whether its `arguments` may be given again, in turn (`comic`'s pairs of
   * `<key> <timestamp>`), so that a message can name the argument at any position.
   * @default false
   */
  readonly repeats?: boolean;
  /**
   * The options only this command takes, by name without the dashes
   * (`'max-lines'` is `--max-lines`); the global ones ({@link GLOBAL_OPTIONS})
   * apply to every command. A `string` option's `description` ends with its
   * default, when it has one; a `boolean` one is off unless given.
   */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Example command lines, without the leading `screencap`. */
  readonly examples: readonly string[];
}

/**
 * Checks a command's arguments and options, before any client exists or any
 * request is sent, and returns what to run.
 * @throws {UsageError} for a missing, extra or malformed argument or option.
 */
export type CommandPreparer = (input: CommandInput) => CommandRunner;

/** One command of `screencap`: its {@link CommandSpec}, and how it runs. */
export interface Command extends CommandSpec {
  /**
   * Loads the command's code (only the command that runs is loaded: the
   * help needs none), then does as {@link CommandPreparer}.
   * @throws {UsageError} for a missing, extra or malformed argument or option.
   */
  prepare(input: CommandInput): Promise<CommandRunner>;
}
