import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_CLIENT_OPTIONS,
  RENDER_CALL_KEYS,
  resolveCallOptions,
  resolveClientOptions,
  worstCaseSeconds,
} from '../../src/client/options.js';
import { DEFAULT_MEDIA_USER_AGENT } from '../../src/urls/media-request.js';
import { catchError } from '../support/catch-error.js';

const DEFAULTS = {
  timeout: 15,
  attemptTimeout: 60,
  renderTimeout: 300,
  maxRetries: 2,
  maxRetryDelay: 30,
  maxResponseBytes: 10485760,
  userAgent: undefined,
  mediaUserAgent: DEFAULT_MEDIA_USER_AGENT,
  cache: true,
  logLevel: 'off',
};

describe('DEFAULT_CLIENT_OPTIONS', () => {
  it('holds the documented defaults, frozen', () => {
    expect(DEFAULT_CLIENT_OPTIONS).toEqual(DEFAULTS);
    expect(Object.isFrozen(DEFAULT_CLIENT_OPTIONS)).toBe(true);
  });
});

describe('resolveClientOptions', () => {
  it('gives the defaults for no options', () => {
    expect(resolveClientOptions(undefined)).toEqual(DEFAULTS);
    expect(resolveClientOptions({})).toEqual(DEFAULTS);
  });

  it('takes what it is given and fills in the rest', () => {
    expect(resolveClientOptions({ timeout: 2.5, userAgent: 'homer-bot/1.0 (+https://example.com)' })).toEqual({
      ...DEFAULTS,
      timeout: 2.5,
      userAgent: 'homer-bot/1.0 (+https://example.com)',
    });
    expect(
      resolveClientOptions({
        timeout: 5,
        attemptTimeout: 20,
        maxRetries: 0,
        maxRetryDelay: 1,
        maxResponseBytes: 1,
        userAgent: '',
      }),
    ).toEqual({ timeout: 5, attemptTimeout: 20, renderTimeout: 300, maxRetries: 0, maxRetryDelay: 1, maxResponseBytes: 1, userAgent: '', mediaUserAgent: DEFAULT_MEDIA_USER_AGENT, cache: true, logLevel: 'off' });
  });

  it('accepts a userAgent with tabs and Latin-1 letters, which HTTP headers allow', () => {
    expect(resolveClientOptions({ userAgent: 'café-bot/1.0\t(+mailto:homer@example.com)' }).userAgent).toBe(
      'café-bot/1.0\t(+mailto:homer@example.com)',
    );
  });

  it('treats undefined values as absent', () => {
    expect(resolveClientOptions({ timeout: undefined, maxRetries: undefined })).toEqual(DEFAULTS);
  });

  it('returns a frozen object, never the defaults themselves', () => {
    const resolved = resolveClientOptions({});
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(resolved).not.toBe(DEFAULT_CLIENT_OPTIONS);
  });

  it('refuses an unknown key, listing the known ones', () => {
    expect(catchError(TypeError, () => resolveClientOptions({ timeOut: 5 })).message).toBe(
      'Unknown client option "timeOut"; the options are timeout, attemptTimeout, renderTimeout, maxRetries, maxRetryDelay, maxResponseBytes, userAgent, mediaUserAgent, generation, captionStyle, cache, rateLimit, redis, headers, logLevel',
    );
  });

  it('accepts the flavour keys, and lists them for an unknown key', () => {
    const fetch = () => Promise.resolve(new Response());
    expect(resolveClientOptions({ fetch, timeout: 3 }, ['fetch'])).toEqual({ ...DEFAULTS, timeout: 3 });
    expect(catchError(TypeError, () => resolveClientOptions({ fech: fetch }, ['fetch', 'agent'])).message).toBe(
      'Unknown client option "fech"; the options are timeout, attemptTimeout, renderTimeout, maxRetries, maxRetryDelay, maxResponseBytes, userAgent, mediaUserAgent, generation, captionStyle, cache, rateLimit, redis, headers, logLevel, fetch, agent',
    );
  });

  it.each([
    [null, 'null'],
    [15, '15'],
    ['fast', '"fast"'],
    [[], 'an array of length 0'],
  ])('refuses options %p that are not an object', (options, described) => {
    expect(catchError(TypeError, () => resolveClientOptions(options)).message).toBe(`options must be an object, got ${described}`);
  });

  it.each([
    ['timeout', 0, RangeError, 'timeout must be a positive, finite number of seconds, got 0'],
    ['timeout', -1, RangeError, 'timeout must be a positive, finite number of seconds, got -1'],
    ['timeout', Number.NaN, RangeError, 'timeout must be a positive, finite number of seconds, got NaN'],
    ['timeout', Number.POSITIVE_INFINITY, RangeError, 'timeout must be a positive, finite number of seconds, got Infinity'],
    ['timeout', '15', TypeError, 'timeout must be a number of seconds, got "15"'],
    ['timeout', null, TypeError, 'timeout must be a number of seconds, got null'],
    ['attemptTimeout', 0, RangeError, 'attemptTimeout must be a positive, finite number of seconds, got 0'],
    ['attemptTimeout', '60', TypeError, 'attemptTimeout must be a number of seconds, got "60"'],
    ['maxRetries', -1, RangeError, 'maxRetries must be a non-negative integer, got -1'],
    ['maxRetries', 1.5, RangeError, 'maxRetries must be a non-negative integer, got 1.5'],
    ['maxRetries', Number.POSITIVE_INFINITY, RangeError, 'maxRetries must be a non-negative integer, got Infinity'],
    ['maxRetries', '2', TypeError, 'maxRetries must be a number, got "2"'],
    ['maxRetryDelay', -5, RangeError, 'maxRetryDelay must be a positive, finite number of seconds, got -5'],
    ['maxRetryDelay', true, TypeError, 'maxRetryDelay must be a number of seconds, got true'],
    ['timeout', 5000, TypeError, 'timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5'],
    ['attemptTimeout', 20_000, TypeError, 'attemptTimeout is in seconds: 20000 would let one attempt run 5.5 hours; for 20 seconds pass 20'],
    ['renderTimeout', 300_000, TypeError, 'renderTimeout is in seconds: 300000 would let a render run 3.4 days; for 300 seconds pass 300'],
    ['maxRetryDelay', 30_000, TypeError, 'maxRetryDelay is in seconds: 30000 would let a retry wait 8.3 hours; for 30 seconds pass 30'],
    ['maxResponseBytes', 0, RangeError, 'maxResponseBytes must be at least 1, got 0'],
    ['maxResponseBytes', 1.5, RangeError, 'maxResponseBytes must be a non-negative integer, got 1.5'],
    ['maxResponseBytes', '10MB', TypeError, 'maxResponseBytes must be a number, got "10MB"'],
    ['userAgent', 42, TypeError, 'userAgent must be a string, got 42'],
    ['mediaUserAgent', 42, TypeError, 'mediaUserAgent must be a string, got 42'],
    ['mediaUserAgent', 'a\nb', RangeError, 'mediaUserAgent must be non-empty printable Latin-1 text without line breaks, got "a\\nb"'],
    ['userAgent', ['bot'], TypeError, 'userAgent must be a string, got an array of length 1'],
    ['userAgent', 'bot\r\nX-Evil: 1', RangeError, 'userAgent must be printable Latin-1 text without line breaks, got "bot\\r\\nX-Evil: 1"'],
    ['userAgent', 'bot\u0000', RangeError, 'userAgent must be printable Latin-1 text without line breaks, got "bot\\u0000"'],
    ['userAgent', 'donut-bot 🍩', RangeError, 'userAgent must be printable Latin-1 text without line breaks, got "donut-bot 🍩"'],
  ] as const)('refuses %s = %p, naming the option and the value', (key, value, ErrorClass, message) => {
    expect(catchError(ErrorClass, () => resolveClientOptions({ [key]: value })).message).toBe(message);
  });
});

describe('resolveCallOptions', () => {
  it('gives an empty object for no options', () => {
    expect(resolveCallOptions(undefined)).toEqual({});
    expect(resolveCallOptions({})).toEqual({});
  });

  it('takes a timeout', () => {
    expect(resolveCallOptions({ timeout: 0.5 })).toEqual({ timeout: 0.5 });
  });

  it('accepts the flavour keys', () => {
    const signal = new AbortController().signal;
    expect(resolveCallOptions({ signal, timeout: 1 }, ['signal'])).toEqual({ signal, timeout: 1 });
  });

  it('refuses an unknown key, listing the known ones', () => {
    expect(catchError(TypeError, () => resolveCallOptions({ signl: 1 }, ['signal'])).message).toBe(
      'Unknown call option "signl"; the options are timeout, signal',
    );
    expect(catchError(TypeError, () => resolveCallOptions({ maxRetries: 1 })).message).toBe(
      'Unknown call option "maxRetries"; the options are timeout',
    );
  });

  it('refuses a bad timeout, naming it', () => {
    expect(catchError(RangeError, () => resolveCallOptions({ timeout: 0 })).message).toBe(
      'timeout must be a positive, finite number of seconds, got 0',
    );
    expect(catchError(TypeError, () => resolveCallOptions({ timeout: '1' })).message).toBe(
      'timeout must be a number of seconds, got "1"',
    );
  });

  it('refuses a timeout or renderTimeout above an hour, which is milliseconds written by habit', () => {
    expect(catchError(TypeError, () => resolveCallOptions({ timeout: 5000 })).message).toBe(
      'timeout is in seconds: 5000 would wait 83 minutes; for 5 seconds pass 5',
    );
    expect(catchError(TypeError, () => resolveCallOptions({ renderTimeout: 120_000 }, RENDER_CALL_KEYS)).message).toBe(
      'renderTimeout is in seconds: 120000 would let a render run 33 hours; for 120 seconds pass 120',
    );
    expect(resolveCallOptions({ timeout: 3600, renderTimeout: 3600 }, RENDER_CALL_KEYS)).toEqual({ timeout: 3600, renderTimeout: 3600 });
  });

  it('refuses call options that are not an object', () => {
    expect(catchError(TypeError, () => resolveCallOptions(5)).message).toBe('call options must be an object, got 5');
    expect(catchError(TypeError, () => resolveCallOptions(null)).message).toBe('call options must be an object, got null');
  });
});

describe('worstCaseSeconds', () => {
  it('is every attempt running into attemptTimeout plus the longest waits between them', () => {
    expect(worstCaseSeconds({ attemptTimeout: 10, maxRetries: 0, maxRetryDelay: 30 })).toBe(10);
    expect(worstCaseSeconds({ attemptTimeout: 5, maxRetries: 3, maxRetryDelay: 1 })).toBe(23);
  });

  it('is renderTimeout when that is longer: a render may take that long', () => {
    expect(worstCaseSeconds(DEFAULT_CLIENT_OPTIONS)).toBe(300);
    expect(worstCaseSeconds({ attemptTimeout: 5, maxRetries: 3, maxRetryDelay: 1, renderTimeout: 20 })).toBe(23);
    expect(worstCaseSeconds({ attemptTimeout: 5, maxRetries: 3, maxRetryDelay: 1, renderTimeout: 600 })).toBe(600);
  });
});

describe('attemptTimeout and timeout together', () => {
  it('defaults attemptTimeout to 60 s, or to 4 × timeout when that is longer, so a long timeout is not cut short', () => {
    expect(resolveClientOptions({}).attemptTimeout).toBe(60);
    expect(resolveClientOptions({ timeout: 5 }).attemptTimeout).toBe(60);
    expect(resolveClientOptions({ timeout: 120 }).attemptTimeout).toBe(480);
  });

  it('keeps that default attemptTimeout within the hour any seconds option is held to', () => {
    expect(resolveClientOptions({ timeout: 1000 }).attemptTimeout).toBe(3600);
    expect(resolveClientOptions({ timeout: 3600 }).attemptTimeout).toBe(3600);
  });

  it('refuses an attemptTimeout shorter than timeout, which it would cap', () => {
    expect(catchError(RangeError, () => resolveClientOptions({ timeout: 120, attemptTimeout: 1 })).message).toBe(
      'attemptTimeout (1 s) must not be shorter than timeout (120 s), which it caps',
    );
    expect(resolveClientOptions({ timeout: 10, attemptTimeout: 10 }).attemptTimeout).toBe(10);
  });
});
