import { describe, expect, it } from '@jest/globals';

import { formatRealTimestamp } from '../../src/caption/real-timestamp.js';

describe('formatRealTimestamp', () => {
  it.each([
    [0, '00:00'],
    [-0, '00:00'],
    [999, '00:00'],
    [1000, '00:01'],
    [1500.7, '00:01'],
    [59_999, '00:59'],
    [60_000, '01:00'],
    [200_160, '03:20'],
    [599_999, '09:59'],
    [3_599_999, '59:59'],
    [3_600_000, '60:00'],
    [3_725_100, '62:05'],
    [6_000_000, '100:00'],
    [0.5, '00:00'],
  ])('formats %p ms as %p', (ms, expected) => {
    expect(formatRealTimestamp(ms)).toBe(expected);
  });

  it('writes huge values in digits', () => {
    expect(formatRealTimestamp(6e22)).toBe('1000000000000000000:00');
    // 1e30 ms is over 1e21 minutes, where String() would write 1.6e+25.
    expect(formatRealTimestamp(1e30)).toMatch(/^\d{26}:\d\d$/);
  });

  it.each([
    [-1, '-1'],
    [-0.5, '-0.5'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
  ])('rejects %p with a RangeError', (ms, shown) => {
    expect(() => formatRealTimestamp(ms)).toThrow(
      new RangeError(`ms must be a finite number >= 0, got ${shown}`),
    );
  });

  it.each([
    ['1000', '"1000"'],
    [null, 'null'],
    [undefined, 'undefined'],
    [1000n, '1000n'],
  ])('rejects %p with a TypeError', (ms, shown) => {
    expect(() => formatRealTimestamp(ms as never)).toThrow(
      new TypeError(`ms must be a number, got ${shown}`),
    );
  });
});
