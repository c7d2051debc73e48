import { z } from 'zod';
import { episodeKeyOrEmptySchema } from './frame.js';

/**
 * An episode record, as the caption, random and episode endpoints send it.
 * An unknown key gets a record with every field zeroed or empty. The 2026
 * service adds the optional `VideoWidth` and `VideoHeight`; other unknown
 * keys are kept.
 */
export const episodeJsonSchema = z.looseObject({
  Id: z.int(),
  /** The episode key; `''` in the zeroed record of an unknown key. */
  Key: episodeKeyOrEmptySchema,
  Season: z.int(),
  EpisodeNumber: z.int(),
  Title: z.string(),
  Director: z.string(),
  Writer: z.string(),
  /** `d-Mon-yy` before 2026 ("9-Jan-00"), `YYYY-MM-DD` since. */
  OriginalAirDate: z.string(),
  WikiLink: z.string(),
  VideoWidth: z.number().optional(),
  VideoHeight: z.number().optional(),
});

/** The raw JSON of an episode record. */
export type EpisodeJson = z.output<typeof episodeJsonSchema>;
