import type { frameSchemas } from './frame.js';
import type { Assert, Output, Same, Zod } from './zod-namespace.js';

/** The schema of subtitle lines, built with `z` from the key rule of `frame`. */
export function subtitleSchemas(z: Zod, { episodeKeySchema }: ReturnType<typeof frameSchemas>) {
  /** One subtitle line of a caption, random or episode response. */
  const subtitleJsonSchema = z.looseObject({
    Id: z.int(),
    Episode: episodeKeySchema,
    StartTimestamp: z.int(),
    EndTimestamp: z.int(),
    Content: z.string(),
    RepresentativeTimestamp: z.optional(z.int()),
    Language: z.optional(z.string()),
  });

  return { subtitleJsonSchema };
}

/** The raw JSON of a subtitle line. Unknown keys are kept. */
export interface SubtitleJson {
  /** The line's id in the service's database. */
  Id: number;
  /** The key of the episode the line is spoken in, such as `S05E01`. */
  Episode: string;
  /** When the line appears, in ms from the start of the episode. */
  StartTimestamp: number;
  /** When the line disappears, in ms from the start of the episode. */
  EndTimestamp: number;
  /** The line's text. */
  Content: string;
  /** A frame timestamp that shows the line, when the service sends one. */
  RepresentativeTimestamp?: number | undefined;
  /** The line's language (`en`), when the service sends it. */
  Language?: string | undefined;
  /** Keys the SDK does not model, as the service sent them. */
  [key: string]: unknown;
}

// Fails to compile the day the interface and the schema part.
type _SubtitleJsonIsTheSchemaOutput = Assert<Same<SubtitleJson, Output<ReturnType<typeof subtitleSchemas>['subtitleJsonSchema']>>>;
