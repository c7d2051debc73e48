/**
 * What `screencap random` runs: loaded only when the command runs (see `Command.load`).
 */
import { readArguments } from '../../arguments.js';
import { renderScreencap } from '../../output/human.js';
import { screencapToJson } from '../../output/json.js';
import { readSeasonFilter } from '../shared.js';
import type { CommandInput, CommandRunner } from '../command.js';

/** Checks the arguments of `screencap random` and returns what to run (see `CommandImplementation.prepare`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  const seasons = readSeasonFilter(values);
  return async (client) => {
    const screencap = await client.getRandomScreencap(seasons);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}
