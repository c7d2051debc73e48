/**
 * `screencap search`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `search.ts`).
 */
import { ARGUMENTS } from './search.js';
import type { CommandInput, CommandRunner } from './command.js';
import { readSeasonFilter } from './shared.js';
import { UsageError, readArguments } from '../arguments.js';
import { plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** Checks the arguments of `screencap search` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  const { quote } = readArguments(positionals, ARGUMENTS);
  if (quote.trim() === '') throw new UsageError('quote must not be empty');
  const seasons = readSeasonFilter(values);
  return async (client) => {
    const frames = await client.search(quote, seasons);
    return {
      human: () => renderFrames(`${plural(frames.length, 'result')} for ${JSON.stringify(quote)}`, frames),
      json: () => frames.map(frameToJson),
    };
  };
}
