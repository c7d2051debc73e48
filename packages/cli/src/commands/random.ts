/**
 * `screencap random`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { SEASON_OPTIONS, readSeasonFilter } from './shared.js';
import { readArguments } from '../arguments.js';
import { renderScreencap } from '../output/human.js';
import { screencapToJson } from '../output/json.js';

/** Checks the arguments of `screencap random` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  const seasons = readSeasonFilter(values);
  return async (client) => {
    const screencap = await client.getRandomScreencap(seasons);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}

/**
 * `screencap random [--season-min n] [--season-max n]`: a random screencap.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const RANDOM_COMMAND = {
  name: 'random',
  summary: 'a random screencap',
  description:
    literalText(
      'Asks the service for a random screencap and shows its episode, time, caption, credits and URLs. ',
      '--season-min and --season-max limit it to a range of seasons (2026 service).',
    ),
  arguments: [],
  options: SEASON_OPTIONS,
  examples: ['random', 'random --instance morbotron', 'random --season-min 3 --season-max 8', 'random --json'],
} as const satisfies CommandSpec;

/** `screencap random`: its {@link RANDOM_COMMAND}, and how it runs. */
export const randomCommand: Command = { ...RANDOM_COMMAND, prepare };
