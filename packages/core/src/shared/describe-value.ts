// The wording of every "got ..." in the SDK's argument errors: short, safe
// (never dumps a large payload or throws on a cyclic one), and telling a
// string from a number.

const MAX_QUOTED_LENGTH = 80;

/**
 * Describes a received value for an error message, so that `0`, `'0'`,
 * `null` and `[]` read differently: the wording of the SDK's argument errors,
 * exported so that the flavours word theirs alike.
 *
 * @param value - Anything.
 * @returns A short description: strings quoted (long ones cut), numbers as
 * written, objects by kind.
 * @example
 * ```ts
 * describeValue('4'); // '"4"'
 * describeValue(-0); // '-0'
 * ```
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value.length > MAX_QUOTED_LENGTH
        ? `${JSON.stringify(value.slice(0, MAX_QUOTED_LENGTH))}… (${value.length} characters)`
        : JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value.toString()}n`;
    case 'boolean':
    case 'symbol':
      return value.toString();
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'object':
      return describeObject(value);
  }
}

function describeObject(value: object | null): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === null || prototype === Object.prototype) return 'an object';
  const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? `an instance of ${name}` : 'an object';
}
