/**
 * `screencap search`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`search.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { SEASON_OPTIONS } from './shared.js';

/** The positional arguments of `screencap search`, in order. */
export const ARGUMENTS = [
  { name: 'quote', description: 'the words to look for in the subtitles (several words are joined with spaces)', variadic: true },
] as const;

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
