import { describe, expect, it } from '@jest/globals';
import { GENERATIONS, assertGeneration, defaultGenerationFor } from '../../src/instances/generation.js';

describe('defaultGenerationFor', () => {
  it.each([
    ['https://frinkiac.com/', '2026'],
    ['https://www.frinkiac.com/', '2026'],
    ['http://morbotron.com:8080/', '2026'],
    ['https://capitalbeat.us/', '2026'],
    ['https://masterofallscience.com/', 'classic'],
    ['https://goodgodlemon.com/', 'classic'],
    ['https://frinkihams.com/', 'classic'],
    ['https://notfrinkiac.com/', 'classic'],
    ['https://images.frinkiac.com/', 'classic'],
    ['http://127.0.0.1:3000/', 'classic'],
  ])('%s speaks %s', (url, generation) => {
    expect(defaultGenerationFor(url)).toBe(generation);
  });
});

describe('assertGeneration', () => {
  it('accepts every generation and nothing else', () => {
    for (const generation of GENERATIONS) expect(() => { assertGeneration(generation); }).not.toThrow();
    expect(() => { assertGeneration('Classic'); }).toThrow(RangeError);
    expect(() => { assertGeneration(undefined); }).toThrow(TypeError);
  });
});
