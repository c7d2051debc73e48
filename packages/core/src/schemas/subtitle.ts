import { z } from 'zod';
import { episodeKeySchema } from './frame.js';

/** One subtitle line of a caption, random or episode response. */
export const subtitleJsonSchema = z.looseObject({
  Id: z.int(),
  Episode: episodeKeySchema,
  StartTimestamp: z.int(),
  EndTimestamp: z.int(),
  Content: z.string(),
  RepresentativeTimestamp: z.int().optional(),
  Language: z.string().optional(),
});

/** The raw JSON of a subtitle line. */
export type SubtitleJson = z.output<typeof subtitleJsonSchema>;
