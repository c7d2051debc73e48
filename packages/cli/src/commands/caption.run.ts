/**
 * `screencap caption`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `caption.ts`).
 */
import { ARGUMENTS } from './caption.js';
import type { CommandInput, CommandRunner } from './command.js';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { renderScreencap } from '../output/human.js';
import { screencapToJson } from '../output/json.js';

/** Checks the arguments of `screencap caption` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  return async (client) => {
    const screencap = await client.getScreencap(key, timestamp);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}
