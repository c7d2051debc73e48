import type { frameSchemas } from './frame.js';
import type { Assert, Output, Same, Zod } from './zod-namespace.js';

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

/**
 * The raw JSON of an episode record, as the caption, random and episode
 * endpoints send it. An unknown key gets a record with every field zeroed or
 * empty. Unknown keys are kept.
 */
export interface EpisodeJson {
  /** The episode's id in the service's database. */
  Id: number;
  /** The episode key, such as `S05E01`; `''` in the zeroed record of an unknown key. */
  Key: string;
  /** The season number. */
  Season: number;
  /** The episode's number within its season. */
  EpisodeNumber: number;
  /** The episode's title. */
  Title: string;
  /** Who directed the episode. */
  Director: string;
  /** Who wrote the episode. */
  Writer: string;
  /** `d-Mon-yy` before 2026 ("9-Jan-00"), `YYYY-MM-DD` since. */
  OriginalAirDate: string;
  /** A link to the episode's wiki page. */
  WikiLink: string;
  /** Since 2026: the video's width in pixels, when sent. */
  VideoWidth?: number | undefined;
  /** Since 2026: the video's height in pixels, when sent. */
  VideoHeight?: number | undefined;
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

// Fails to compile the day the interface and the schema part.
type _EpisodeJsonIsTheSchemaOutput = Assert<Same<EpisodeJson, Output<ReturnType<typeof episodeSchemas>['episodeJsonSchema']>>>;
