/**
 * The tables of `screencap`'s commands, in the order the help lists them:
 * what the help and the command line's parse read, without any command's code.
 */
import type { CommandSpec } from './command.js';
import { CAPTION_COMMAND } from './caption.js';
import { COMIC_COMMAND } from './comic.js';
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

/** The commands' tables, in help order: those of every service, then those of the 2026 one. */
export const COMMAND_TABLES: readonly CommandSpec[] = [
  RANDOM_COMMAND,
  SEARCH_COMMAND,
  QUOTE_COMMAND,
  CAPTION_COMMAND,
  FRAMES_COMMAND,
  NEARBY_COMMAND,
  EPISODE_COMMAND,
  MEME_COMMAND,
  GIF_COMMAND,
  COMIC_COMMAND,
  UNFURL_COMMAND,
  DISCOVER_COMMAND,
  NAVIGATOR_COMMAND,
  TRANSCRIPT_COMMAND,
  STATUS_COMMAND,
];

/** The table of the command called `name`, if there is one. */
export function findCommandTable(name: string | undefined): CommandSpec | undefined {
  return COMMAND_TABLES.find((table) => table.name === name);
}
