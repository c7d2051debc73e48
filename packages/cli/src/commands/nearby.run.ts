/**
 * `screencap nearby`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `nearby.ts`).
 */
import { ARGUMENTS } from './nearby.js';
import type { CommandInput, CommandRunner } from './command.js';
import { formatRealTimestamp } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** Checks the arguments of `screencap nearby` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  return async (client) => {
    const frames = await client.getNearbyFrames(key, timestamp);
    if (frames.length === 0) throw new NoResultsError(`No frames near ${key} at ${timestamp} ms`);
    return {
      human: () => renderFrames(`${plural(frames.length, 'frame')} near ${key} at ${formatRealTimestamp(timestamp)}`, frames),
      json: () => frames.map(frameToJson),
    };
  };
}
