import type { Output, Zod } from './zod-namespace.js';

/** The schemas of render answers, built with `z`. */
export function renderSchemas(z: Zod) {
  /** The answer to a render request with `check_only: true`. */
  const renderCheckJsonSchema = z.looseObject({
    cached: z.boolean(),
    url: z.optional(z.string()),
  });

  /** One line of a render's progress stream: progress, the result, or a failure. */
  const renderLineJsonSchema = z.union([
    z.looseObject({ url: z.string() }),
    z.looseObject({ error: z.string() }),
    z.looseObject({ progress: z.number() }),
  ]);

  return { renderCheckJsonSchema, renderLineJsonSchema };
}

/** The raw JSON of a progress-stream line. */
export type RenderLineJson = Output<ReturnType<typeof renderSchemas>['renderLineJsonSchema']>;
