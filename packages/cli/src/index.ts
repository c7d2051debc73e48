/**
 * `@screencap/cli`: the `screencap` command, and `runCli` to run it from code
 * (tests, other tools) with streams of one's own.
 *
 * @packageDocumentation
 * @module @screencap/cli
 */
export { runCli, type CliIo } from './cli.js';
export { ExitCode } from './exit-codes.js';
export { GLOBAL_OPTIONS, type GlobalOptions } from './global-options.js';
export type { FlagSpec, InstanceFlags } from '@screencap/core/internal';
export { exitCodeFor } from './failure.js';
export { UsageError } from './arguments.js';
export { NoResultsError } from './no-results-error.js';
