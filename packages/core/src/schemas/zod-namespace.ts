import type * as zod from 'zod';

/**
 * The zod namespace the schemas are built with. The schemas take it as an
 * argument rather than importing zod, so that zod loads only when a schema is
 * asked for (load-schemas.ts), and then synchronously.
 */
export type Zod = typeof zod.z;

/** The value a schema hands back. */
export type Output<Schema extends zod.ZodType> = zod.output<Schema>;
