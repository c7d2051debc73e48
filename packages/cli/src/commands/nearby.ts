/**
 * `screencap nearby`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { formatRealTimestamp } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** The positional arguments of `screencap nearby`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** Checks the arguments of `screencap nearby` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
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

/**
 * `screencap nearby <key> <timestamp>`: the frames of the same scene.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const NEARBY_COMMAND = {
  name: 'nearby',
  summary: 'the seven frames around a timestamp',
  description: 'Lists the frames the service offers around a timestamp, seven of them, in time order.',
  arguments: ARGUMENTS,
  options: {},
  examples: ['nearby S05E01 200160', 'nearby S05E01 200160 --json'],
} as const satisfies CommandSpec;

/** `screencap nearby`: its {@link NEARBY_COMMAND}, and how it runs. */
export const nearbyCommand: Command = { ...NEARBY_COMMAND, prepare };
