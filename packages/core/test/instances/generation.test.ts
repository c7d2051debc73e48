import { describe, expect, it } from '@jest/globals';
import { GENERATIONS, GENERATION_OPTIONS, assertGeneration, defaultGenerationFor, isNeeds2026Error, needs2026Error, startingGeneration } from '../../src/instances/generation.js';

describe('defaultGenerationFor', () => {
  it.each([
    ['https://frinkiac.com/', '2026'],
    ['https://www.frinkiac.com/', '2026'],
    ['http://morbotron.com:8080/', '2026'],
    ['https://capitalbeat.us/', '2026'],
    ['https://masterofallscience.com/', 'auto'],
    ['https://goodgodlemon.com/', 'auto'],
    ['https://frinkihams.com/', 'auto'],
    ['https://notfrinkiac.com/', 'auto'],
    ['https://images.frinkiac.com/', 'auto'],
    ['http://127.0.0.1:3000/', 'auto'],
  ])('%s speaks %s', (url, generation) => {
    expect(defaultGenerationFor(url)).toBe(generation);
  });
});

describe('assertGeneration', () => {
  it('accepts every generation, and auto, and nothing else', () => {
    for (const generation of GENERATIONS) expect(() => { assertGeneration(generation); }).not.toThrow();
    expect(GENERATION_OPTIONS).toEqual(['classic', '2026', 'auto']);
    expect(() => { assertGeneration('auto'); }).not.toThrow();
    expect(() => { assertGeneration('Classic'); }).toThrow(RangeError);
    expect(() => { assertGeneration(undefined); }).toThrow(TypeError);
  });
});

describe('startingGeneration', () => {
  it('is the option when it names a generation, classic for auto, and the host default otherwise', () => {
    expect(startingGeneration('http://127.0.0.1:3000/', '2026')).toBe('2026');
    expect(startingGeneration('https://frinkiac.com/', 'classic')).toBe('classic');
    expect(startingGeneration('https://frinkiac.com/', 'auto')).toBe('classic');
    expect(startingGeneration('https://frinkiac.com/')).toBe('2026');
    expect(startingGeneration('http://127.0.0.1:3000/')).toBe('classic');
  });
});

describe('needs2026Error', () => {
  it('names the operation and the generation the client is set to, and is recognised as such', () => {
    const error = needs2026Error('discover', 'http://127.0.0.1:3000/', 'classic');
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      "discover needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if http://127.0.0.1:3000/ runs the 2026 one)",
    );
    expect(isNeeds2026Error(error)).toBe(true);
    expect(isNeeds2026Error(new TypeError(error.message))).toBe(false);
  });

  it("says that an 'auto' client is not sure yet (the host default included)", () => {
    expect(needs2026Error('getComicEditorUrl', 'http://127.0.0.1:3000/', undefined).message).toMatch(
      /^getComicEditorUrl needs the 2026 generation of the service; this client is set to 'auto' and no answer of http:\/\/127\.0\.0\.1:3000\/ has shown the 2026 generation yet/,
    );
  });
});
