import { describe, expect, it } from '@jest/globals';
import {
  assertCount,
  assertEpisodeKey,
  assertMilliseconds,
  assertOptionsObject,
  assertPositiveSeconds,
  assertString,
  assertWellFormed,
} from '../../src/shared/arguments.js';
import { catchError } from '../support/catch-error.js';

describe('assertEpisodeKey', () => {
  it('accepts non-empty keys, odd ones included', () => {
    for (const key of ['S05E01', 'x', '...', 'S05E01 ', '🍩']) expect(() => { assertEpisodeKey(key); }).not.toThrow();
  });

  it('uses the name it is given', () => {
    expect(catchError(TypeError, () => { assertEpisodeKey(7, 'frame.key'); }).message).toBe(
      'frame.key must be a non-empty episode key string such as "S05E01", got 7',
    );
    expect(catchError(RangeError, () => { assertEpisodeKey('..', 'frame.key'); }).message).toBe(
      'frame.key must be an episode key such as "S05E01", got ".."',
    );
  });
});

describe('assertWellFormed', () => {
  it('accepts well-formed text, astral characters included', () => {
    expect(() => { assertWellFormed('Mmm 🍩', 'text'); }).not.toThrow();
  });

  it('refuses a lone surrogate with a RangeError naming the argument and the value', () => {
    expect(catchError(RangeError, () => { assertWellFormed('a\uD83D', 'text'); }).message).toBe(
      'text must be well-formed Unicode text (it holds a lone surrogate), got "a\\ud83d"',
    );
  });
});

describe('assertMilliseconds', () => {
  it('accepts non-negative safe integers', () => {
    for (const ms of [0, 1, 200160, Number.MAX_SAFE_INTEGER]) expect(() => { assertMilliseconds(ms, 'ts'); }).not.toThrow();
  });

  it('treats -0 as 0', () => {
    expect(() => { assertMilliseconds(-0, 'ts'); }).not.toThrow();
  });
});

describe('assertString', () => {
  it('accepts the empty string and refuses a String object', () => {
    expect(() => { assertString('', 'caption'); }).not.toThrow();
    expect(catchError(TypeError, () => { assertString(Object('x'), 'caption'); }).message).toBe(
      'caption must be a string, got an instance of String',
    );
  });
});

describe('assertOptionsObject', () => {
  it('accepts undefined and objects', () => {
    expect(() => { assertOptionsObject(undefined); }).not.toThrow();
    expect(() => { assertOptionsObject({}); }).not.toThrow();
    expect(() => { assertOptionsObject(Object.create(null)); }).not.toThrow();
  });

  it.each([
    [null, 'null'],
    [[], 'an array of length 0'],
    ['timeout', '"timeout"'],
    [5, '5'],
    [() => 1, 'a function'],
  ])('refuses %p', (value, described) => {
    expect(catchError(TypeError, () => { assertOptionsObject(value, 'call options'); }).message).toBe(
      `call options must be an object, got ${described}`,
    );
  });
});

describe('assertPositiveSeconds', () => {
  it('accepts positive finite numbers, fractions included', () => {
    for (const s of [0.001, 1, 15, 2.5]) expect(() => { assertPositiveSeconds(s, 'timeout'); }).not.toThrow();
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p with a RangeError', (value) => {
    expect(catchError(RangeError, () => { assertPositiveSeconds(value, 'timeout'); }).message).toContain(
      'timeout must be a positive, finite number of seconds, got',
    );
  });

  it('refuses a string with a TypeError', () => {
    expect(catchError(TypeError, () => { assertPositiveSeconds('15', 'timeout'); }).message).toBe(
      'timeout must be a number of seconds, got "15"',
    );
  });
});

describe('assertCount', () => {
  it('accepts 0 and positive integers', () => {
    for (const n of [0, 1, 10]) expect(() => { assertCount(n, 'maxRetries'); }).not.toThrow();
  });

  it('refuses negative, fractional and non-number counts', () => {
    expect(catchError(RangeError, () => { assertCount(-1, 'maxRetries'); }).message).toBe(
      'maxRetries must be a non-negative integer, got -1',
    );
    expect(catchError(RangeError, () => { assertCount(1.5, 'maxRetries'); }).message).toBe(
      'maxRetries must be a non-negative integer, got 1.5',
    );
    expect(catchError(TypeError, () => { assertCount('2', 'maxRetries'); }).message).toBe(
      'maxRetries must be a number, got "2"',
    );
  });
});
