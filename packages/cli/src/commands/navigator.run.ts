/**
 * `screencap navigator`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `navigator.ts`).
 */
import type { CommandInput, CommandRunner } from './command.js';
import { readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderNavigator } from '../output/human.js';
import { navigatorToJson } from '../output/json.js';

/** Checks the arguments of `screencap navigator` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const episodes = (await client.navigator()).map(navigatorToJson);
    if (episodes.length === 0) throw new NoResultsError(`No episodes on ${client.url}`);
    return { human: () => renderNavigator(episodes, client.title), json: () => episodes };
  };
}
