/**
 * Every command of `screencap`, in the order the help lists them: each one's
 * table, with its code loaded only when it runs (`--help` and `--version`
 * load none of it, nor the client it runs with).
 */
import { CAPTION_COMMAND } from './caption.js';
import { COMIC_COMMAND } from './comic.js';
import type { Command, CommandPreparer, CommandSpec } from './command.js';
import { DISCOVER_COMMAND } from './discover.js';
import { EPISODE_COMMAND } from './episode.js';
import { FRAMES_COMMAND } from './frames.js';
import { GIF_COMMAND } from './gif.js';
import { MEME_COMMAND } from './meme.js';
import { NAVIGATOR_COMMAND } from './navigator.js';
import { NEARBY_COMMAND } from './nearby.js';
import { QUOTE_COMMAND } from './quote.js';
import { RANDOM_COMMAND } from './random.js';
import { SEARCH_COMMAND } from './search.js';
import { STATUS_COMMAND } from './status.js';
import { TRANSCRIPT_COMMAND } from './transcript.js';
import { UNFURL_COMMAND } from './unfurl.js';

/** A command from its table and the loader of its code (an `import()` of its own, which the build makes a chunk of its own). */
function lazyCommand(spec: CommandSpec, load: () => Promise<{ prepare: CommandPreparer }>): Command {
  return { ...spec, prepare: async (input) => (await load()).prepare(input) };
}

/** The commands, in help order: those of every service, then those of the 2026 one. */
export const COMMANDS: readonly Command[] = [
  lazyCommand(RANDOM_COMMAND, () => import('./random.run.js')),
  lazyCommand(SEARCH_COMMAND, () => import('./search.run.js')),
  lazyCommand(QUOTE_COMMAND, () => import('./quote.run.js')),
  lazyCommand(CAPTION_COMMAND, () => import('./caption.run.js')),
  lazyCommand(FRAMES_COMMAND, () => import('./frames.run.js')),
  lazyCommand(NEARBY_COMMAND, () => import('./nearby.run.js')),
  lazyCommand(EPISODE_COMMAND, () => import('./episode.run.js')),
  lazyCommand(MEME_COMMAND, () => import('./meme.run.js')),
  lazyCommand(GIF_COMMAND, () => import('./gif.run.js')),
  lazyCommand(COMIC_COMMAND, () => import('./comic.run.js')),
  lazyCommand(UNFURL_COMMAND, () => import('./unfurl.run.js')),
  lazyCommand(DISCOVER_COMMAND, () => import('./discover.run.js')),
  lazyCommand(NAVIGATOR_COMMAND, () => import('./navigator.run.js')),
  lazyCommand(TRANSCRIPT_COMMAND, () => import('./transcript.run.js')),
  lazyCommand(STATUS_COMMAND, () => import('./status.run.js')),
];

/** The command called `name`, if there is one. */
export function findCommand(name: string | undefined): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
