import { describe, expect, it } from '@jest/globals';
import { defaultRateLimitFor } from '../../src/client/default-rate-limit.js';
import { assertHeaders, assertRateLimit, assertRedisUrl, resolveLogLevel } from '../../src/client/scale-options.js';

describe('assertHeaders', () => {
  it('takes a plain object of strings', () => {
    expect(() => { assertHeaders({ 'X-Bot': 'quote-bot/1.0', referer: 'https://example.com/' }); }).not.toThrow();
    expect(() => { assertHeaders(undefined); }).not.toThrow();
  });

  it.each([
    [new Map([['a', 'b']]), TypeError, 'a plain object'],
    [{ a: 1 }, TypeError, 'must be a string'],
    [{ 'a b': 'c' }, TypeError, 'not a valid header name'],
    [{ a: 'x\ny' }, RangeError, 'printable Latin-1'],
    [{ a: 'ok', A: 'twice' }, TypeError, 'given twice'],
    [{ 'User-Agent': 'me' }, TypeError, 'use the userAgent option'],
    [{ 'content-type': 'text/plain' }, TypeError, 'set by the SDK'],
  ])('refuses %p', (value, errorClass, message) => {
    expect(() => { assertHeaders(value); }).toThrow(errorClass);
    expect(() => { assertHeaders(value); }).toThrow(message);
  });
});

describe('assertRateLimit and assertRedisUrl', () => {
  it('take a positive rate or false, and a redis URL', () => {
    expect(() => { assertRateLimit(0.5); }).not.toThrow();
    expect(() => { assertRateLimit(false); }).not.toThrow();
    expect(() => { assertRateLimit(true); }).toThrow(TypeError);
    expect(() => { assertRateLimit(-1); }).toThrow(RangeError);
    expect(() => { assertRateLimit(Infinity); }).toThrow(RangeError);
    expect(() => { assertRedisUrl('rediss://user:pw@cache.example:6380/2'); }).not.toThrow();
    expect(() => { assertRedisUrl('127.0.0.1:6379'); }).toThrow(TypeError);
  });
});

describe('resolveLogLevel', () => {
  it('takes the option, else SCREENCAP_LOG when it names a level, else off', () => {
    expect(resolveLogLevel('warn', { SCREENCAP_LOG: 'debug' })).toBe('warn');
    expect(resolveLogLevel(undefined, { SCREENCAP_LOG: ' DEBUG ' })).toBe('debug');
    expect(resolveLogLevel(undefined, { SCREENCAP_LOG: 'loud' })).toBe('off');
    expect(resolveLogLevel(undefined, {})).toBe('off');
    expect(() => resolveLogLevel('loud', {})).toThrow(TypeError);
  });

  it('reads a variable the program may not read (Deno without --allow-env throws) as unset', () => {
    const denied = new Proxy<Record<string, string | undefined>>({}, {
      get(_target, name) {
        throw new Error(`NotCapable: Requires env access to "${String(name)}", run again with the --allow-env flag`);
      },
    });
    expect(resolveLogLevel(undefined, denied)).toBe('off');
    expect(resolveLogLevel('info', denied)).toBe('info');
  });

  it('does not read SCREENCAP_LOG where Deno would ask for it first (run in a terminal without --allow-env)', () => {
    const asked: unknown[] = [];
    Object.defineProperty(globalThis, 'Deno', {
      configurable: true,
      value: { permissions: { querySync: (permission: unknown) => (asked.push(permission), { state: 'prompt' }) } },
    });
    try {
      expect(resolveLogLevel(undefined, { SCREENCAP_LOG: 'debug' })).toBe('off');
      expect(asked).toEqual([{ name: 'env', variable: 'SCREENCAP_LOG' }]);
    } finally {
      Reflect.deleteProperty(globalThis, 'Deno');
    }
  });
});

describe('defaultRateLimitFor', () => {
  it('is 2 a second for the presets hosts and none for others', () => {
    for (const url of ['https://frinkiac.com/', 'https://www.morbotron.com/', 'https://masterofallscience.com/', 'https://goodgodlemon.com/', 'https://capitalbeat.us/', 'https://frinkihams.com/']) {
      expect(defaultRateLimitFor(url)).toBe(2);
    }
    expect(defaultRateLimitFor('http://127.0.0.1:8080/')).toBe(false);
    expect(defaultRateLimitFor('https://frinkiac.com.example/')).toBe(false);
  });
});
