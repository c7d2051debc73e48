import type * as zodMini from 'zod/mini';

/**
 * The part of zod's `zod/mini` namespace the schemas are built with. The
 * schemas take it as an argument rather than importing zod, so that zod loads
 * only when a schema is asked for (load-schemas.ts), and then synchronously.
 * It names the builders used, no more, so that the builds can import just
 * those (zod-parts.ts) and leave the rest of zod out of a bundle. `zod/mini` rather than `zod`: the same validators
 * without the classic API's methods on every schema, which a bundler cannot
 * leave out (they were most of the Workers bundle).
 */
export type Zod = Pick<
  typeof zodMini,
  'array' | 'boolean' | 'int' | 'looseObject' | 'nonnegative' | 'number' | 'optional' | 'string' | 'union'
>;

/** What load-zod.ts hands over: the builders (the messages are the SDK's own, issue-messages.ts). */
export interface ZodParts {
  readonly z: Zod;
}

/** `true` when `A` and `B` are assignable to each other, else `false`. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`: where a documented JSON interface is checked against its schema. */
export type Assert<T extends true> = T;

/** The value a schema hands back. */
export type Output<Schema extends zodMini.ZodMiniType> = zodMini.output<Schema>;
