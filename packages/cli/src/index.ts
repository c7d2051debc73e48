/**
 * `@screencap/cli`: the `screencap` command, and `runCli` to run it from code
 * (tests, other tools) with streams of one's own.
 *
 * @packageDocumentation
 */
export { runCli, type CliIo } from './cli.js';
export { ExitCode, exitCodeFor } from './exit-codes.js';
export { UsageError } from './arguments.js';
export { NoResultsError } from './no-results-error.js';
