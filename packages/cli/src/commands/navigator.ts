/**
 * `screencap navigator`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`navigator.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';

/**
 * `screencap navigator`: every episode of the instance.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const NAVIGATOR_COMMAND = {
  name: 'navigator',
  summary: 'every episode, with frames to browse (2026 service)',
  description:
    literalText(
      'Lists every episode the service has: its key, season, number, air date and title. With --json, ',
      'each also has the timestamps of frames spread over it. Exits with 3 when the list is empty.',
    ),
  arguments: [],
  options: {},
  examples: ['navigator', 'navigator --json'],
} as const satisfies CommandSpec;
