/**
 * The exit codes of `screencap`, and which error leads to which.
 */
import { APIError, NoFramesFound, NoSearchResultsFound } from '@screencap/core/internal';
import { UsageError } from './arguments.js';
import { NoResultsError } from './no-results-error.js';

/**
 * What the process exit code of `screencap` means. Scripts can rely on these:
 * they are part of the CLI's public contract.
 */
export const ExitCode = Object.freeze({
  /** The command did what was asked. */
  Success: 0,
  /** Something the CLI did not expect (a bug): the message says what. */
  UnexpectedError: 1,
  /** The command line is wrong: unknown command or option, missing argument, bad number, unknown instance. */
  UsageError: 2,
  /** The service found nothing: no search results, no frames, an unknown episode, nothing to discover, no transcript lines. */
  NoResults: 3,
  /** The service failed: a status other than 200, no connection, a timeout, an invalid answer, or a failed render. */
  ServiceError: 4,
} as const);

/** One of the values of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** The exit code a failure ends the process with. */
export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof UsageError) return ExitCode.UsageError;
  if (error instanceof NoSearchResultsFound || error instanceof NoFramesFound || error instanceof NoResultsError) {
    return ExitCode.NoResults;
  }
  if (error instanceof APIError) return ExitCode.ServiceError;
  return ExitCode.UnexpectedError;
}
