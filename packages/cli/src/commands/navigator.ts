/**
 * `screencap navigator`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderNavigator } from '../output/human.js';
import { navigatorToJson } from '../output/json.js';

/** Checks the arguments of `screencap navigator` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const episodes = (await client.navigator()).map(navigatorToJson);
    if (episodes.length === 0) throw new NoResultsError(`No episodes on ${client.url}`);
    return { human: () => renderNavigator(episodes, client.title), json: () => episodes };
  };
}

/**
 * `screencap navigator`: every episode of the instance.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const NAVIGATOR_COMMAND = {
  name: 'navigator',
  summary: 'every episode, with frames to browse (2026 service)',
  description:
    literalText(
      'Lists every episode the service has: its key, season, number, air date and title. With --json, ',
      'each also has the timestamps of frames spread over it. Exits with 3 when the list is empty.',
    ),
  arguments: [],
  options: {},
  examples: ['navigator', 'navigator --json'],
} as const satisfies CommandSpec;

/** `screencap navigator`: its {@link NAVIGATOR_COMMAND}, and how it runs. */
export const navigatorCommand: Command = { ...NAVIGATOR_COMMAND, prepare };
