import { formatRealTimestamp } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { plural, renderSubtitleLines } from '../output/human.js';
import { transcriptToJson } from '../output/json.js';
import type { Command } from './command.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

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
  prepare({ positionals }) {
    const args = readArguments(positionals, ARGUMENTS);
    const key = parseEpisodeKey(args.key);
    const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
    return async (client) => {
      const lines = (await client.getTranscript(key, timestamp)).map(transcriptToJson);
      if (lines.length === 0) throw new NoResultsError(`No subtitles of ${key} near ${timestamp} ms`);
      const heading = `${plural(lines.length, 'subtitle line')} of ${key} near ${formatRealTimestamp(timestamp)}:`;
      return { human: () => `${heading}\n\n${renderSubtitleLines(lines)}`, json: () => lines };
    };
  },
};
