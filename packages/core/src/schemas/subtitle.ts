import type { frameSchemas } from './frame.js';
import type { Output, Zod } from './zod-namespace.js';

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

/** The raw JSON of a subtitle line. */
export type SubtitleJson = Output<ReturnType<typeof subtitleSchemas>['subtitleJsonSchema']>;
