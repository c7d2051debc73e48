import { describe, expect, test } from '@jest/globals';
import { lazily } from '../../src/shared/lazily.js';

describe('lazily', () => {
  test('makes the value the first time it is asked for, not before, and only once', () => {
    let made = 0;
    const value = lazily(() => ({ made: (made += 1) }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  test('keeps a value that is undefined or false without making it again', () => {
    let made = 0;
    const nothing = lazily(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });

  test('a maker that throws is asked again next time', () => {
    let calls = 0;
    const flaky = lazily(() => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'made';
    });
    expect(() => flaky()).toThrow('not yet');
    expect(flaky()).toBe('made');
  });
});
