/**
 * `screencap frames`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `frames.ts`).
 */
import { ARGUMENTS } from './frames.js';
import type { CommandInput, CommandRunner } from './command.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from '@screencap/core/internal';
import { millisecondsOption, parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { frameSpan, plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** Checks the arguments of `screencap frames` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  const before = millisecondsOption(values, 'before', DEFAULT_CLIP_BEFORE);
  const after = millisecondsOption(values, 'after', DEFAULT_CLIP_AFTER);
  return async (client) => {
    const frames = await client.getFrames(key, timestamp, before, after);
    if (frames.length === 0) {
      throw new NoResultsError(`No frames of ${key} between ${Math.max(0, timestamp - before)} and ${timestamp + after} ms`);
    }
    return {
      human: () => renderFrames(`${plural(frames.length, 'frame')} of ${key} ${frameSpan(frames)}`, frames),
      json: () => frames.map(frameToJson),
    };
  };
}
