import { assertCount } from '../shared/arguments.js';

/** Limits `search` and `getRandomScreencap` to a range of seasons (2026 service; older ones ignore it). */
export interface SeasonFilter {
  /** The first season to include. @default no limit */
  readonly seasonMin?: number;
  /** The last season to include. @default no limit */
  readonly seasonMax?: number;
}

/** The option names of {@link SeasonFilter}, for call-option checks. */
export const SEASON_FILTER_KEYS: readonly string[] = ['seasonMin', 'seasonMax'];

/**
 * Checks a season filter (read from an options object that may hold other
 * keys) and turns it into the service's `smin`/`smax` query pairs.
 * @throws {TypeError} | {RangeError} for a season that is not a non-negative integer, or min above max.
 */
export function seasonQuery(options: unknown): [readonly ['smin', number | undefined], readonly ['smax', number | undefined]] {
  const { seasonMin, seasonMax } = (typeof options === 'object' && options !== null ? options : {}) as SeasonFilter;
  if (seasonMin !== undefined) assertCount(seasonMin, 'seasonMin');
  if (seasonMax !== undefined) assertCount(seasonMax, 'seasonMax');
  if (seasonMin !== undefined && seasonMax !== undefined && seasonMin > seasonMax) {
    throw new RangeError(`seasonMin (${seasonMin}) must not be above seasonMax (${seasonMax})`);
  }
  return [['smin', seasonMin], ['smax', seasonMax]];
}
