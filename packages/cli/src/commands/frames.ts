/**
 * `screencap frames`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT, WINDOW_OPTIONS } from './shared.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from '@screencap/core/internal';
import { millisecondsOption, parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { frameSpan, plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** The positional arguments of `screencap frames`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** Checks the arguments of `screencap frames` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values }: CommandInput): CommandRunner {
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

/**
 * `screencap frames <key> <timestamp> [--before ms] [--after ms]`: the frames of a window.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const FRAMES_COMMAND = {
  name: 'frames',
  summary: 'the frames around a timestamp, for a gif maker',
  description:
    literalText(
      'Lists the frames the service has from --before ms before the timestamp to --after ms after it. ',
      'Exits with 3 when the window holds no frame.',
    ),
  arguments: ARGUMENTS,
  options: WINDOW_OPTIONS,
  examples: ['frames S05E01 200160', 'frames S05E01 200160 --before 1000 --after 1000 --json'],
} as const satisfies CommandSpec;

/** `screencap frames`: its {@link FRAMES_COMMAND}, and how it runs. */
export const framesCommand: Command = { ...FRAMES_COMMAND, prepare };
