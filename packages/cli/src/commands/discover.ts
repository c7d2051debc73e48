/**
 * `screencap discover`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { renderDiscover } from '../output/human.js';
import { discoverToJson } from '../output/json.js';

/** Checks the arguments of `screencap discover` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
  readArguments(positionals, []);
  return async (client) => {
    const entries = (await client.discover()).map(discoverToJson);
    if (entries.length === 0) throw new NoResultsError(`No moments to discover on ${client.url}`);
    return { human: () => renderDiscover(entries), json: () => entries };
  };
}

/**
 * `screencap discover`: moments the service suggests.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const DISCOVER_COMMAND = {
  name: 'discover',
  summary: 'moments the service suggests (2026 service)',
  description:
    literalText(
      'Lists the moments the service suggests browsing, with the key and timestamp that `caption`, `comic` ',
      'and `gif` take, and the line spoken there. Exits with 3 when it suggests nothing.',
    ),
  arguments: [],
  options: {},
  examples: ['discover', 'discover --json'],
} as const satisfies CommandSpec;

/** `screencap discover`: its {@link DISCOVER_COMMAND}, and how it runs. */
export const discoverCommand: Command = { ...DISCOVER_COMMAND, prepare };
