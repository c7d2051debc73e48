/**
 * Text typed as its very words. The reference shows each command's table by
 * its type (see `CommandSpec`), so a text built from parts must keep a
 * literal type: `'a' + 'b'` and `list.join(', ')` would be typed `string`,
 * and the reference would show `string` instead of the help.
 */

/** The string literal of `Parts` joined with `Separator` (`string` when a part is not a literal). */
export type Joined<Parts extends readonly string[], Separator extends string> = Parts extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
  ? Rest extends readonly []
    ? First
    : `${First}${Separator}${Joined<Rest, Separator>}`
  : Parts extends readonly []
    ? ''
    : string;

/** `list.join(separator)`, typed as the joined words. */
export function joinWords<const List extends readonly string[], const Separator extends string>(list: List, separator: Separator): Joined<List, Separator> {
  return list.join(separator) as Joined<List, Separator>;
}

/** The parts written one after the other, typed as the whole text: a long help text split over lines of source. */
export function literalText<const Parts extends readonly string[]>(...parts: Parts): Joined<Parts, ''> {
  return parts.join('') as Joined<Parts, ''>;
}
