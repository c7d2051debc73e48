/**
 * What `screencap navigator` runs: loaded only when the command runs (see `Command.load`).
 */
import { readArguments } from '../../arguments.js';
import { NoResultsError } from '../../no-results-error.js';
import { renderNavigator } from '../../output/human.js';
import { navigatorToJson } from '../../output/json.js';
import type { CommandInput, CommandRunner } from '../command.js';

/** Checks the arguments of `screencap navigator` and returns what to run (see `CommandImplementation.prepare`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const episodes = (await client.navigator()).map(navigatorToJson);
    if (episodes.length === 0) throw new NoResultsError(`No episodes on ${client.url}`);
    return { human: () => renderNavigator(episodes, client.title), json: () => episodes };
  };
}
