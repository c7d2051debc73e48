import type * as zod from 'zod';

/**
 * The part of the zod namespace the schemas are built with. The schemas take
 * it as an argument rather than importing zod, so that zod loads only when a
 * schema is asked for (load-schemas.ts), and then synchronously. It names the
 * builders used, no more, so that the build for Workers and browsers
 * (load-schemas.platform.ts) can import just those and leave the rest of zod
 * out of a bundle.
 */
export type Zod = Pick<typeof zod.z, 'array' | 'boolean' | 'int' | 'looseObject' | 'number' | 'string' | 'union'>;

/** The value a schema hands back. */
export type Output<Schema extends zod.ZodType> = zod.output<Schema>;
