/**
 * `screencap discover`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `discover.ts`).
 */
import type { CommandInput, CommandRunner } from './command.js';
import { readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderDiscover } from '../output/human.js';
import { discoverToJson } from '../output/json.js';

/** Checks the arguments of `screencap discover` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const entries = (await client.discover()).map(discoverToJson);
    if (entries.length === 0) throw new NoResultsError(`No moments to discover on ${client.url}`);
    return { human: () => renderDiscover(entries), json: () => entries };
  };
}
