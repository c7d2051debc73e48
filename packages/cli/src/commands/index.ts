/**
 * Every command of `screencap`, in the order the help lists them.
 */
import { captionCommand } from './caption.js';
import type { Command } from './command.js';
import { episodeCommand } from './episode.js';
import { framesCommand } from './frames.js';
import { gifCommand } from './gif.js';
import { memeCommand } from './meme.js';
import { nearbyCommand } from './nearby.js';
import { randomCommand } from './random.js';
import { searchCommand } from './search.js';

/** The commands, in help order. */
export const COMMANDS: readonly Command[] = [
  randomCommand,
  searchCommand,
  captionCommand,
  framesCommand,
  nearbyCommand,
  episodeCommand,
  memeCommand,
  gifCommand,
];

/** The command called `name`, if there is one. */
export function findCommand(name: string | undefined): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
