/**
 * `screencap episode`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`episode.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap episode`, in order. */
export const ARGUMENTS = [
  KEY_ARGUMENT,
  { name: 'start', description: 'where the range starts, in milliseconds' },
  { name: 'end', description: 'where it ends, in milliseconds (not before start)' },
] as const;

/**
 * `screencap episode <key> <start> <end>`: an episode's record and subtitles.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const EPISODE_COMMAND = {
  name: 'episode',
  summary: "an episode's details and subtitles from start to end",
  description:
    literalText(
      "Shows an episode's title, credits and air date, and every subtitle line from start to end. ",
      'Exits with 3 when the service does not know the episode.',
    ),
  arguments: ARGUMENTS,
  options: {},
  examples: ['episode S05E01 0 60000', 'episode S05E01 0 60000 --json'],
} as const satisfies CommandSpec;
