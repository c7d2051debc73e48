/**
 * What every command of `screencap` declares: its name, its help, and how it
 * turns its arguments into a result.
 */
import type { ScreencapClient } from '@screencap/async';
import type { ResolvedInstance } from '@screencap/core/internal';
import type { ArgumentSpec, OptionSpec, OptionValues } from '../arguments.js';

/** What a command prints: built once, shown as text or as JSON. */
export interface CommandResult {
  /** The text for people, aligned, ending with a newline. */
  readonly human: () => string;
  /** The value `--json` prints (its shapes are documented in the README). */
  readonly json: () => unknown;
  /** The link `--download` saves, for the commands that take it. */
  readonly mediaUrl?: string;
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

/** One command of `screencap`. */
export interface Command {
  /** What is typed to run it, such as `caption`. */
  readonly name: string;
  /** One line for the command list. */
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
  /** The options only this command takes (global ones are shared). */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Example command lines, without the leading `screencap`. */
  readonly examples: readonly string[];
  /**
   * Checks the arguments and options, before any client exists or any
   * request is sent, and returns what to run.
   * @throws {UsageError} for a missing, extra or malformed argument or option.
   */
  prepare(input: CommandInput): CommandRunner;
}
