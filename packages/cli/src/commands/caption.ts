/**
 * `screencap caption`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`caption.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

/** The positional arguments of `screencap caption`, in order. */
export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/**
 * `screencap caption <key> <timestamp>`: the screencap at a position.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const CAPTION_COMMAND = {
  name: 'caption',
  summary: 'the screencap at an episode key and timestamp',
  description: 'Shows the screencap nearest a timestamp of an episode: its caption, credits and URLs.',
  arguments: ARGUMENTS,
  options: {},
  examples: ['caption S05E01 200160', 'caption S05E01 200160 --json'],
} as const satisfies CommandSpec;
