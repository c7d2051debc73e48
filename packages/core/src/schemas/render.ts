import { z } from 'zod';

/** The answer to a render request with `check_only: true`. */
export const renderCheckJsonSchema = z.looseObject({
  cached: z.boolean(),
  url: z.string().optional(),
});

/** One line of a render's progress stream: progress, the result, or a failure. */
export const renderLineJsonSchema = z.union([
  z.looseObject({ url: z.string() }),
  z.looseObject({ error: z.string() }),
  z.looseObject({ progress: z.number() }),
]);

/** The raw JSON of a progress-stream line. */
export type RenderLineJson = z.output<typeof renderLineJsonSchema>;
