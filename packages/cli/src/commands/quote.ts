/**
 * `screencap quote`: its table (its help, arguments and options), which the
 * help reads without loading how it runs (`quote.run.ts`).
 */
import type { CommandSpec } from './command.js';
import { literalText } from './literal-text.js';
import { SEASON_OPTIONS } from './shared.js';
import { DOWNLOAD_OPTIONS } from '../download.js';

/** The positional arguments of `screencap quote`, in order. */
export const ARGUMENTS = [
  { name: 'quote', description: 'the words someone said (several words are joined with spaces)', variadic: true },
] as const;

/** The most lines `--max-lines` takes: the SDK's limit. */
export const MAX_LINES = 8;

/**
 * `screencap quote <quote> | --random [--season-min n] [--season-max n] [--episode key] [--pick best|weighted] [--variants] [--max-lines n] [--gif | --mp4]`.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const QUOTE_COMMAND = {
  name: 'quote',
  summary: 'the subtitle lines that say a quote, in whole sentences, with their clip and links',
  description:
    literalText(
      'Searches for the quote, picks the hit whose line matches it best (near-duplicate hits merged), and ',
      'prints the subtitle lines that say it, grown to whole sentences, each with its time; the episode and ',
      'the clip from the first line\'s start to the last line\'s end; and its links: on the 2026 service a ',
      'one-panel comic with the lines, a strip of one panel a line, the comic editor filled in with that ',
      'strip, and a thumbnail; on a classic one the meme of the lines and the thumbnail. --gif (or --mp4) ',
      'adds the clip with each line captioned while it is spoken: rendered by the 2026 service (a progress ',
      'bar on a terminal), a gif/ (mp4/) URL on a classic one. --pick weighted takes one of the strong hits ',
      'at random, weighted by score, for a different good answer each time; --variants, when nothing matches, ',
      'also tries the quote without punctuation, then its first six words. --random needs no quote: the lines ',
      'spoken around a random frame. Exits with 3 when nothing matches.',
    ),
  arguments: ARGUMENTS,
  synopsis: '<quote> | --random',
  options: {
    ...SEASON_OPTIONS,
    episode: { type: 'string', valueName: 'key', description: 'only hits of this episode, such as S05E01' },
    random: { type: 'boolean', description: 'no quote: the lines spoken around a random frame (takes the seasons and --max-lines)' },
    pick: { type: 'string', valueName: 'how', description: 'which hit: best, the best-ranked, or weighted, a strong one at random (default best)' },
    variants: { type: 'boolean', description: 'when nothing matches, also the quote without punctuation, then its first six words' },
    'max-lines': { type: 'string', valueName: 'n', description: `the most lines to keep, from 1 to ${MAX_LINES} (default 4)` },
    gif: { type: 'boolean', description: 'also the gif of the lines, each captioned while it is spoken' },
    mp4: { type: 'boolean', description: 'also the mp4 video of the lines, as --gif' },
    ...DOWNLOAD_OPTIONS,
  },
  examples: ['quote "Who wants pancakes?"', 'quote "I am so smart" --gif', 'quote pancakes --season-min 2 --json', 'quote "the build is green" --episode S01E01 --max-lines 2', 'quote "I am so smart" --gif --download smart.gif', 'quote --random --season-min 3', 'quote pancakes --pick weighted', 'quote "who wants pancakes" --variants'],
} as const satisfies CommandSpec;
