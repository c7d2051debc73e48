/**
 * `screencap nearby`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`nearby.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap nearby`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

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
