/**
 * `screencap search`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { SEASON_OPTIONS, readSeasonFilter } from './shared.js';
import { UsageError, readArguments } from '../arguments.js';
import { plural, renderFrames } from '../output/human.js';
import { frameToJson } from '../output/json.js';

/** The positional arguments of `screencap search`, in order. */
const ARGUMENTS = [
  { name: 'quote', description: 'the words to look for in the subtitles (several words are joined with spaces)', variadic: true },
] as const;

/** Checks the arguments of `screencap search` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values }: CommandInput): CommandRunner {
  const { quote } = readArguments(positionals, ARGUMENTS);
  if (quote.trim() === '') throw new UsageError('quote must not be empty');
  const seasons = readSeasonFilter(values);
  return async (client) => {
    const frames = await client.search(quote, seasons);
    return {
      human: () => renderFrames(`${plural(frames.length, 'result')} for ${JSON.stringify(quote)}`, frames),
      json: () => frames.map(frameToJson),
    };
  };
}

/**
 * `screencap search <quote> [--season-min n] [--season-max n]`: the frames whose subtitles match a quote.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const SEARCH_COMMAND = {
  name: 'search',
  summary: 'the frames whose subtitles match a quote',
  description:
    literalText(
      'Searches the subtitles and lists the matching frames, best first, with the key and timestamp ',
      'that `caption`, `meme` and `gif` take. --season-min and --season-max limit it to a range of ',
      'seasons (2026 service). Exits with 3 when nothing matches.',
    ),
  arguments: ARGUMENTS,
  options: SEASON_OPTIONS,
  examples: ['search "I am so smart"', 'search --json "pancakes"', 'search pancakes --season-min 2'],
} as const satisfies CommandSpec;

/** `screencap search`: its {@link SEARCH_COMMAND}, and how it runs. */
export const searchCommand: Command = { ...SEARCH_COMMAND, prepare };
