/**
 * `screencap frames`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`frames.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT, WINDOW_OPTIONS } from './shared.js';

/** The positional arguments of `screencap frames`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

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
