import { z } from 'zod';

/** The season filter both `find_quote` and `random_screencap` take. */
export const seasonShape = {
  season_min: z.number().int().min(0).optional().describe('the first season to search (inclusive)'),
  season_max: z.number().int().min(0).optional().describe('the last season to search (inclusive)'),
};

/** The client's spelling of the filter. */
export function seasonFilter(args: { season_min?: number | undefined; season_max?: number | undefined }): { seasonMin?: number; seasonMax?: number } {
  return {
    ...(args.season_min === undefined ? {} : { seasonMin: args.season_min }),
    ...(args.season_max === undefined ? {} : { seasonMax: args.season_max }),
  };
}
