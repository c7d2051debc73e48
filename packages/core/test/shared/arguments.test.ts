import { describe, expect, it } from '@jest/globals';
import {
  assertCount,
  assertEpisodeKey,
  assertMilliseconds,
  assertOptionsObject,
  assertSeconds,
  MAX_SECONDS,
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

describe('assertSeconds', () => {
  it('accepts positive finite numbers up to an hour, fractions included', () => {
    for (const s of [0.001, 1, 15, 2.5, 1000, MAX_SECONDS]) expect(() => { assertSeconds(s, 'timeout'); }).not.toThrow();
    expect(MAX_SECONDS).toBe(3600);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p with a RangeError', (value) => {
    expect(catchError(RangeError, () => { assertSeconds(value, 'timeout'); }).message).toContain(
      'timeout must be a positive, finite number of seconds, got',
    );
  });

  it('refuses a string with a TypeError', () => {
    expect(catchError(TypeError, () => { assertSeconds('15', 'timeout'); }).message).toBe(
      'timeout must be a number of seconds, got "15"',
    );
  });

  it.each([
    [5000, 'timeout', 'timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5'],
    [4000, 'timeout', 'timeout is in seconds: 4000 would wait 66 minutes; for 4 seconds pass 4'],
    [3600.5, 'timeout', 'timeout is in seconds: 3600.5 would wait 60 minutes; for 3.6005 seconds pass 3.6005'],
    [20_000, 'attemptTimeout', 'attemptTimeout is in seconds: 20000 would let one attempt run 5.5 hours; for 20 seconds pass 20'],
    [300_000, 'renderTimeout', 'renderTimeout is in seconds: 300000 would let a render run 3.4 days; for 300 seconds pass 300'],
    [30_000, 'maxRetryDelay', 'maxRetryDelay is in seconds: 30000 would let a retry wait 8.3 hours; for 30 seconds pass 30'],
    [1_000_000, '--timeout', '--timeout is in seconds: 1000000 would wait 11 days; for 1000 seconds pass 1000'],
    [5_000_000, '--render-timeout', '--render-timeout is in seconds: 5000000 would let a render run 57 days; at most 3600 (an hour) is taken'],
    [1e12, 'timeout', 'timeout is in seconds: 1000000000000 would wait 31688 years; at most 3600 (an hour) is taken'],
    [Number.MAX_VALUE, 'timeout', 'timeout is in seconds: 1.7976931348623157e+308 would wait 5.696545792019405e+300 years; at most 3600 (an hour) is taken'],
    [1000 * 1000 + 1, 'ttl', 'ttl is in seconds: 1000001 would mean 11 days; for 1000.001 seconds pass 1000.001'],
  ])('refuses %p for %s with a TypeError naming the unit and what it would mean', (value, name, message) => {
    expect(catchError(TypeError, () => { assertSeconds(value, name); }).message).toBe(message);
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
