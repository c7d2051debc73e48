/**
 * The exit codes of `screencap`: one table, applied to every command (see
 * `exitCodeFor`), printed by `--help` and documented in the README. Imports
 * nothing, so that `--help` can print it without loading the SDK's errors.
 */

/**
 * What the process exit code of `screencap` means. Scripts can rely on these:
 * they are part of the CLI's public contract.
 * @enum
 */
export const ExitCode = Object.freeze({
  /** The command did what was asked. */
  Success: 0,
  /** Something the CLI did not expect (a bug): the message says what. */
  UnexpectedError: 1,
  /** The command line is wrong: unknown command or option, missing argument, bad number, unknown instance. */
  UsageError: 2,
  /**
   * Nothing found: no search results, no frames, no screencap or episode at
   * that key (the service's `404 Not Found` included), nothing to discover,
   * no transcript lines. The same for every command.
   */
  NoResults: 3,
  /** The service failed: a status other than 200, 404 and 429, an invalid answer, or a failed render. */
  ServiceError: 4,
  /** The service could not be reached: no connection, or no answer within `--timeout`, or a render longer than `--render-timeout`. */
  NetworkError: 5,
  /** The service is rate-limiting (`429 Too Many Requests`): the message says when to try again. */
  RateLimited: 6,
} as const);

/** One of the values of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Each exit code with its meaning in a few words, as `--help` and the README list them. */
export const EXIT_CODE_TABLE: readonly (readonly [ExitCode, string])[] = [
  [ExitCode.Success, 'success'],
  [ExitCode.UnexpectedError, 'unexpected error (a bug: set SCREENCAP_DEBUG=1 for the stack trace)'],
  [ExitCode.UsageError, 'usage error: unknown command or option, missing argument, bad number, unknown instance'],
  [ExitCode.NoResults, 'not found: no search results, no frames, no screencap or episode there (404), nothing listed'],
  [ExitCode.ServiceError, 'service error: a status other than 200, 404 or 429, an invalid answer, a failed render'],
  [ExitCode.NetworkError, 'network error: no connection, no answer within --timeout, a render over --render-timeout'],
  [ExitCode.RateLimited, 'rate-limited (429): the message says when to try again'],
];
