import { describe, expect, it } from '@jest/globals';
import { pickQuote } from '../../src/quotes/pick-quote.js';

const hit = (name: string, score: number | undefined): { name: string; score: number | undefined } => ({ name, score });

describe('pickQuote', () => {
  const near = [hit('a', 0.9), hit('b', 0.8), hit('c', 0.7), hit('d', 0.5)];

  it('picks among the hits within spread of the best, weighted by score', () => {
    // a 0.9, b 0.8 (c 0.7 is 0.2 below): weights 0.9 and 0.8 of 1.7.
    expect(pickQuote(near, { random: () => 0 }).name).toBe('a');
    expect(pickQuote(near, { random: () => 0.52 }).name).toBe('a');
    expect(pickQuote(near, { random: () => 0.53 }).name).toBe('b');
    expect(pickQuote(near, { random: () => 0.999 }).name).toBe('b');
    expect(pickQuote(near, { spread: 0.2, random: () => 0.999 }).name).toBe('c');
    expect(pickQuote(near, { spread: 0, random: () => 0.999 }).name).toBe('a');
  });

  it('keeps to the hits scoring 1 when any does', () => {
    const hits = [hit('near', 0.95), hit('exact', 1), hit('also', 1)];
    expect(pickQuote(hits, { random: () => 0 }).name).toBe('exact');
    expect(pickQuote(hits, { random: () => 0.99 }).name).toBe('also');
  });

  it('gives the first hit when none has a score', () => {
    expect(pickQuote([hit('first', undefined), hit('second', undefined)], { random: () => 0.99 }).name).toBe('first');
  });

  it('uses Math.random by default', () => {
    expect(['a', 'b']).toContain(pickQuote(near).name);
  });

  it('refuses an empty array, a bad spread or random', () => {
    expect(() => pickQuote([])).toThrow(RangeError);
    expect(() => pickQuote(near, { spread: 2 })).toThrow(RangeError);
    expect(() => pickQuote(near, { random: 0.5 as unknown as () => number })).toThrow(TypeError);
    expect(() => pickQuote('hits' as unknown as [])).toThrow(TypeError);
  });
});
