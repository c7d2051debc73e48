import type { frameSchemas } from './frame.js';
import type { Output, Zod } from './zod-namespace.js';

/** The schema of episode records, built with `z` from the key rule of `frame`. */
export function episodeSchemas(z: Zod, { episodeKeyOrEmptySchema }: ReturnType<typeof frameSchemas>) {
  /**
   * An episode record, as the caption, random and episode endpoints send it.
   * An unknown key gets a record with every field zeroed or empty. The 2026
   * service adds the optional `VideoWidth` and `VideoHeight`; other unknown
   * keys are kept.
   */
  const episodeJsonSchema = z.looseObject({
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
    VideoWidth: z.optional(z.number()),
    VideoHeight: z.optional(z.number()),
  });

  return { episodeJsonSchema };
}

/** The raw JSON of an episode record. */
export type EpisodeJson = Output<ReturnType<typeof episodeSchemas>['episodeJsonSchema']>;
