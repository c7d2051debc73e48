import { describe, expect, it } from '@jest/globals';
import { describeValue } from '../../src/shared/describe-value.js';

describe('describeValue', () => {
  it.each([
    ['4', '"4"'],
    ['', '""'],
    ['line\nbreak', '"line\\nbreak"'],
    [4, '4'],
    [-0, '-0'],
    [Number.NaN, 'NaN'],
    [Number.NEGATIVE_INFINITY, '-Infinity'],
    [10n, '10n'],
    [true, 'true'],
    [null, 'null'],
    [undefined, 'undefined'],
    [[1, 2, 3], 'an array of length 3'],
    [{ a: 1 }, 'an object'],
    [Object.create(null), 'an object'],
    [new Date(0), 'an instance of Date'],
    [() => 1, 'a function'],
  ])('describes %p as %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('describes a symbol', () => {
    expect(describeValue(Symbol('x'))).toBe('Symbol(x)');
  });

  it('cuts a long string and says how long it was', () => {
    const text = 'a'.repeat(200);
    expect(describeValue(text)).toBe(`"${'a'.repeat(80)}"… (200 characters)`);
  });

  it('does not throw on a cyclic object', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('an object');
  });
});
