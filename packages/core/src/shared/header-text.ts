import { describeValue } from './describe-value.js';

/**
 * Header text Node.js accepts: printable Latin-1 without line breaks (it
 * would fail every request with anything else).
 * @throws {TypeError} when `value` is not a string; {RangeError} for any other character.
 */
export function assertHeaderText(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, got ${describeValue(value)}`);
  if (value === '' || /[^\t\x20-\x7e\x80-\xff]/.test(value)) {
    throw new RangeError(`${name} must be non-empty printable Latin-1 text without line breaks, got ${describeValue(value)}`);
  }
}
