import { describeValue } from '../shared/describe-value.js';

/**
 * Formats a frame's timestamp (milliseconds into the episode) as `mm:ss`.
 *
 * Minutes are zero-padded to two digits and not capped at 59, so long
 * episodes read `62:05`; seconds are floored, never rounded up.
 *
 * @param ms - Milliseconds, a finite number >= 0 (fractions allowed).
 * @returns The time as `mm:ss`.
 * @throws TypeError if `ms` is not a number.
 * @throws RangeError, naming the value, if `ms` is negative, `NaN` or infinite.
 * @example
 * ```ts
 * formatRealTimestamp(200_160); // '03:20'
 * formatRealTimestamp(3_725_100); // '62:05'
 * ```
 */
export function formatRealTimestamp(ms: number): string {
  const value: unknown = ms;
  if (typeof value !== 'number') {
    throw new TypeError(`ms must be a number, got ${describeValue(value)}`);
  }
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`ms must be a finite number >= 0, got ${describeValue(value)}`);
  }
  const totalSeconds = Math.floor(value / 1000);
  const seconds = totalSeconds % 60;
  // BigInt keeps huge minute counts in digits; String() would switch to 1e+21.
  const minutes = BigInt(Math.floor(totalSeconds / 60)).toString();
  return `${minutes.padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
