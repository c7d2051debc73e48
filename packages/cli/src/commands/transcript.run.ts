/**
 * `screencap transcript`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `transcript.ts`).
 */
import { ARGUMENTS } from './transcript.js';
import type { CommandInput, CommandRunner } from './command.js';
import { formatRealTimestamp } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments } from '../arguments.js';
import { NoResultsError } from '../no-results-error.js';
import { plural, renderSubtitleLines } from '../output/human.js';
import { transcriptToJson } from '../output/json.js';

/** Checks the arguments of `screencap transcript` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals }: CommandInput): CommandRunner {
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
