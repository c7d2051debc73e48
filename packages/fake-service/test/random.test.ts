import { describe, expect, test } from '@jest/globals';
import { createRandom } from '../src/random.js';

const draw = (seed: number, count: number): number[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  test('the same seed gives the same sequence', () => {
    expect(draw(42, 20)).toEqual(draw(42, 20));
  });

  test('different seeds give different sequences', () => {
    expect(draw(1, 10)).not.toEqual(draw(2, 10));
  });

  test('numbers stay in [0, 1) and integers in [0, max)', () => {
    const random = createRandom(7);
    for (let index = 0; index < 2_000; index++) {
      const number = random.next();
      expect(number).toBeGreaterThanOrEqual(0);
      expect(number).toBeLessThan(1);
      const integer = random.nextInt(5);
      expect(Number.isInteger(integer)).toBe(true);
      expect(integer).toBeGreaterThanOrEqual(0);
      expect(integer).toBeLessThan(5);
    }
  });

  test('every value of a small range comes up', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.nextInt(10)));
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('is mulberry32: a known first value for seed 1 stays stable across releases', () => {
    // Pinned so that a change of generator (and of every seeded test elsewhere) is noticed.
    expect(createRandom(1).next()).toBeCloseTo(0.6270739405881613, 12);
  });
});
