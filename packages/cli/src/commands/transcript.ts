/**
 * `screencap transcript`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { formatRealTimestamp } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { plural, renderSubtitleLines } from '../output/human.js';
import { transcriptToJson } from '../output/json.js';

/** The positional arguments of `screencap transcript`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** Checks the arguments of `screencap transcript` and returns what to run (see `Command.prepare`). */
function prepare({ positionals }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  return async (client) => {
    const lines = (await client.getTranscript(key, timestamp)).map(transcriptToJson);
    if (lines.length === 0) throw new NoResultsError(`No subtitles of ${key} near ${timestamp} ms`);
    const heading = `${plural(lines.length, 'subtitle line')} of ${key} near ${formatRealTimestamp(timestamp)}:`;
    return { human: () => `${heading}\n\n${renderSubtitleLines(lines)}`, json: () => lines };
  };
}

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

/** `screencap transcript`: its {@link TRANSCRIPT_COMMAND}, and how it runs. */
export const transcriptCommand: Command = { ...TRANSCRIPT_COMMAND, prepare };
