/**
 * Every command of `screencap`, in the order the help lists them: each one's
 * table, with its code loaded only when it runs (`--help` and `--version`
 * load none of it, nor the client it runs with).
 */
import type { Command, CommandPreparer } from './command.js';
import { COMMAND_TABLES } from './tables.js';

/** Each command's code by its name: an `import()` of its own, loaded when the command runs. */
const LOADERS: Readonly<Record<string, () => Promise<{ prepare: CommandPreparer }>>> = {
  random: () => import('./random.run.js'),
  search: () => import('./search.run.js'),
  quote: () => import('./quote.run.js'),
  caption: () => import('./caption.run.js'),
  frames: () => import('./frames.run.js'),
  nearby: () => import('./nearby.run.js'),
  episode: () => import('./episode.run.js'),
  meme: () => import('./meme.run.js'),
  gif: () => import('./gif.run.js'),
  comic: () => import('./comic.run.js'),
  unfurl: () => import('./unfurl.run.js'),
  discover: () => import('./discover.run.js'),
  navigator: () => import('./navigator.run.js'),
  transcript: () => import('./transcript.run.js'),
  status: () => import('./status.run.js'),
};

/** The commands, in help order: each table with how it runs. */
export const COMMANDS: readonly Command[] = COMMAND_TABLES.map((spec) => {
  const load = LOADERS[spec.name];
  if (load === undefined) throw new Error(`screencap ${spec.name} has a table and no code`);
  return { ...spec, prepare: async (input) => (await load()).prepare(input) };
});

/** The command called `name`, if there is one. */
export function findCommand(name: string | undefined): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
