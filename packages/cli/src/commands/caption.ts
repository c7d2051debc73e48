/**
 * `screencap caption`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { renderScreencap } from '../output/human.js';
import { screencapToJson } from '../output/json.js';

/** The positional arguments of `screencap caption`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** Checks the arguments of `screencap caption` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  return async (client) => {
    const screencap = await client.getScreencap(key, timestamp);
    return { human: () => renderScreencap(screencap, client.title), json: () => screencapToJson(screencap) };
  };
}

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

/** `screencap caption`: its {@link CAPTION_COMMAND}, and how it runs. */
export const captionCommand: Command = { ...CAPTION_COMMAND, prepare };
