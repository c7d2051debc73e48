/**
 * A value made the first time it is asked for, then kept: for module-level
 * constants whose making costs every importer start-up time although few
 * runs use them. A regular expression with a Unicode property (`\p{...}`) is
 * one: V8 resolves the property through ICU when it builds it, a cost every
 * run of the CLI would pay for patterns only a few of its commands use.
 *
 * @example
 * ```ts
 * const WHITE_SPACE = lazily(() => /\p{White_Space}+/u);
 * text.split(WHITE_SPACE());
 * ```
 */
export function lazily<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
