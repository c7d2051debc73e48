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
export type { ArgumentSpec } from './arguments.js';
export type { CommandSpec } from './commands/command.js';
// Each command's table (its help, its arguments, its own options), in the order `screencap --help` lists them.
export { RANDOM_COMMAND } from './commands/random.js';
export { SEARCH_COMMAND } from './commands/search.js';
export { QUOTE_COMMAND } from './commands/quote.js';
export { CAPTION_COMMAND } from './commands/caption.js';
export { FRAMES_COMMAND } from './commands/frames.js';
export { NEARBY_COMMAND } from './commands/nearby.js';
export { EPISODE_COMMAND } from './commands/episode.js';
export { MEME_COMMAND } from './commands/meme.js';
export { GIF_COMMAND } from './commands/gif.js';
export { COMIC_COMMAND } from './commands/comic.js';
export { UNFURL_COMMAND } from './commands/unfurl.js';
export { DISCOVER_COMMAND } from './commands/discover.js';
export { NAVIGATOR_COMMAND } from './commands/navigator.js';
export { TRANSCRIPT_COMMAND } from './commands/transcript.js';
export { STATUS_COMMAND } from './commands/status.js';
