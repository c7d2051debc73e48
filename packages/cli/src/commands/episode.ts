/**
 * `screencap episode`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT } from './shared.js';
import { UsageError, parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderEpisode } from '../output/human.js';
import { episodeToJson } from '../output/json.js';

/** The positional arguments of `screencap episode`, in order. */
const ARGUMENTS = [
  KEY_ARGUMENT,
  { name: 'start', description: 'where the range starts, in milliseconds' },
  { name: 'end', description: 'where it ends, in milliseconds (not before start)' },
] as const;

/** Checks the arguments of `screencap episode` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const start = parseMilliseconds(args.start, 'start');
  const end = parseMilliseconds(args.end, 'end');
  if (end < start) throw new UsageError(`end (${end}) must not be before start (${start})`);
  return async (client) => {
    const view = await client.viewEpisode(key, start, end);
    // The services answer an unknown key with 200 and an episode record whose every field is empty.
    if (view.Episode.Key === '') throw new NoResultsError(`No episode ${key} on ${client.url}`);
    const episode = episodeToJson(view);
    return { human: () => renderEpisode(episode, client.title), json: () => episode };
  };
}

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

/** `screencap episode`: its {@link EPISODE_COMMAND}, and how it runs. */
export const episodeCommand: Command = { ...EPISODE_COMMAND, prepare };
