import type { Command } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap transcript`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** `screencap transcript <key> <timestamp>`: the subtitles around a time. */
export const transcriptCommand: Command = {
  name: 'transcript',
  summary: 'the subtitle lines around a timestamp (2026 service)',
  description:
    'Lists the subtitle lines the service has around a timestamp of an episode, with their times. ' +
    'Exits with 3 when there are none.',
  arguments: ARGUMENTS,
  options: {},
  examples: ['transcript S05E01 200160', 'transcript S05E01 200160 --json'],
  load: () => import('./run/transcript.js'),
};
