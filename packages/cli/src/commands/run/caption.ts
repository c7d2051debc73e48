/**
 * What `screencap caption` runs: loaded only when the command runs (see `Command.load`).
 */
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../../arguments.js';
import { renderScreencap } from '../../output/human.js';
import { screencapToJson } from '../../output/json.js';
import type { CommandInput, CommandRunner } from '../command.js';
import { ARGUMENTS } from '../caption.js';

/** Checks the arguments of `screencap caption` and returns what to run (see `CommandImplementation.prepare`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  return async (client) => {
    const screencap = await client.getScreencap(key, timestamp);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}
