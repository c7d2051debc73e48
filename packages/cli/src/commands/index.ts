/**
 * Every command of `screencap`, in the order the help lists them.
 */
import { captionCommand } from './caption.js';
import { comicCommand } from './comic.js';
import type { Command } from './command.js';
import { discoverCommand } from './discover.js';
import { episodeCommand } from './episode.js';
import { framesCommand } from './frames.js';
import { gifCommand } from './gif.js';
import { memeCommand } from './meme.js';
import { navigatorCommand } from './navigator.js';
import { nearbyCommand } from './nearby.js';
import { quoteCommand } from './quote.js';
import { randomCommand } from './random.js';
import { searchCommand } from './search.js';
import { statusCommand } from './status.js';
import { transcriptCommand } from './transcript.js';
import { unfurlCommand } from './unfurl.js';

/** The commands, in help order: those of every service, then those of the 2026 one. */
export const COMMANDS: readonly Command[] = [
  randomCommand,
  searchCommand,
  quoteCommand,
  captionCommand,
  framesCommand,
  nearbyCommand,
  episodeCommand,
  memeCommand,
  gifCommand,
  comicCommand,
  unfurlCommand,
  discoverCommand,
  navigatorCommand,
  transcriptCommand,
  statusCommand,
];

/** The command called `name`, if there is one. */
export function findCommand(name: string | undefined): Command | undefined {
  return COMMANDS.find((command) => command.name === name);
}
