/**
 * `screencap transcript`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`transcript.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap transcript`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/**
 * `screencap transcript <key> <timestamp>`: the subtitles around a time.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const TRANSCRIPT_COMMAND = {
  name: 'transcript',
  summary: 'the subtitle lines around a timestamp (2026 service)',
  description:
    literalText(
      'Lists the subtitle lines the service has around a timestamp of an episode, with their times. ',
      'Exits with 3 when there are none.',
    ),
  arguments: ARGUMENTS,
  options: {},
  examples: ['transcript S05E01 200160', 'transcript S05E01 200160 --json'],
} as const satisfies CommandSpec;
