/**
 * `screencap random`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `random.ts`).
 */
import type { CommandInput, CommandRunner } from './command.js';
import { readSeasonFilter } from './shared.js';
import { readArguments } from '../arguments.js';
import { renderScreencap } from '../output/human.js';
import { screencapToJson } from '../output/json.js';

/** Checks the arguments of `screencap random` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  const seasons = readSeasonFilter(values);
  return async (client) => {
    const screencap = await client.getRandomScreencap(seasons);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}
