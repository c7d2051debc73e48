/**
 * Arguments and options that several commands share, declared once so that
 * their help reads the same everywhere.
 */
import { type SeasonFilter, DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from '@screencap/core/internal';
import { type ArgumentSpec, type OptionSpec, type OptionValues, UsageError, parseWholeNumber, stringOption } from '../arguments.js';

/** `<key>`: the episode key. */
export const KEY_ARGUMENT = { name: 'key', description: 'the episode key, such as S05E01' } as const satisfies ArgumentSpec;

/** `<timestamp>`: a position in the episode. */
export const TIMESTAMP_ARGUMENT = {
  name: 'timestamp',
  description: 'milliseconds into the episode, such as 200160 (the service picks the nearest frame)',
} as const satisfies ArgumentSpec;

/** `--before` and `--after`: the window around a timestamp, for frames and gifs. */
export const WINDOW_OPTIONS = {
  before: {
    type: 'string',
    valueName: 'ms',
    description: `how far the window reaches before the timestamp (default ${DEFAULT_CLIP_BEFORE})`,
  },
  after: {
    type: 'string',
    valueName: 'ms',
    description: `how far the window reaches after the timestamp (default ${DEFAULT_CLIP_AFTER})`,
  },
} as const satisfies Record<string, OptionSpec>;

/** `--caption`: the text written on a meme or gif. */
export const CAPTION_OPTION = {
  caption: {
    type: 'string',
    valueName: 'text',
    description: "the text to write, as given (default: the screencap's own caption, wrapped and shortened)",
  },
} as const satisfies Record<string, OptionSpec>;

/** `--season-min` and `--season-max`: a range of seasons, for `random` and `search` (2026 service). */
export const SEASON_OPTIONS = {
  'season-min': { type: 'string', valueName: 'n', description: 'only from this season on (2026 service; older ones ignore it)' },
  'season-max': { type: 'string', valueName: 'n', description: 'only up to this season (2026 service; older ones ignore it)' },
} as const satisfies Record<string, OptionSpec>;

/**
 * The season filter the options ask for, as `seasonMin`/`seasonMax` (only
 * those given).
 * @throws {UsageError} for a season that is not a whole number, or a minimum above the maximum.
 */
export function readSeasonFilter(values: OptionValues): SeasonFilter {
  const minText = stringOption(values, 'season-min');
  const maxText = stringOption(values, 'season-max');
  const seasonMin = minText === undefined ? undefined : parseWholeNumber(minText, '--season-min');
  const seasonMax = maxText === undefined ? undefined : parseWholeNumber(maxText, '--season-max');
  if (seasonMin !== undefined && seasonMax !== undefined && seasonMin > seasonMax) {
    throw new UsageError(`--season-min (${seasonMin}) must not be above --season-max (${seasonMax})`);
  }
  return { ...(seasonMin === undefined ? {} : { seasonMin }), ...(seasonMax === undefined ? {} : { seasonMax }) };
}
