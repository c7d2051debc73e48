import { describe, expect, it } from '@jest/globals';
import { APIConnectionError } from '../../src/errors/api-connection-error.js';
import { APIError } from '../../src/errors/api-error.js';
import { APIPageStatusError } from '../../src/errors/api-page-status-error.js';
import { APITimeoutError } from '../../src/errors/api-timeout-error.js';
import { APIUserAbortError } from '../../src/errors/api-user-abort-error.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { NoFramesFound } from '../../src/errors/no-frames-found.js';
import { NoSearchResultsFound } from '../../src/errors/no-search-results-found.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';
import { deserializeError, serializeError } from '../../src/errors/serialization.js';

/** What crosses a worker boundary: serialize, clone as postMessage would, rebuild. */
function roundTrip(error: unknown): Error {
  return deserializeError(structuredClone(serializeError(error)));
}

function systemError(): Error & { code: string } {
  return Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });
}

/** A 429 with every optional field of APIPageStatusError set. */
function rateLimited(): APIPageStatusError {
  return new APIPageStatusError({
    method: 'GET',
    url: 'https://frinkiac.com/api/search?q=impossible',
    pageStatus: 429,
    statusText: 'Too Many Requests',
    retryAfter: 120,
    attempts: 3,
  });
}

const SDK_ERRORS: readonly (readonly [string, () => ScreencapError, abstract new (...args: never[]) => Error])[] = [
  ['ScreencapError', () => new ScreencapError('Something odd happened'), ScreencapError],
  ['APIPageStatusError', rateLimited, APIPageStatusError],
  [
    'APIPageStatusError without optional fields',
    () => new APIPageStatusError({ method: 'GET', url: 'https://frinkiac.com/api/nearby?e=S99E99&t=0', pageStatus: 404 }),
    APIPageStatusError,
  ],
  [
    'APIConnectionError',
    () => new APIConnectionError({ method: 'GET', url: 'https://frinkiac.com/api/random', code: 'ECONNREFUSED', attempts: 3 }),
    APIConnectionError,
  ],
  [
    'APITimeoutError',
    () =>
      new APITimeoutError({ method: 'GET', url: 'https://frinkiac.com/api/random', timeout: 2.5, phase: 'body', attempts: 2 }),
    APITimeoutError,
  ],
  [
    'APIUserAbortError',
    () => new APIUserAbortError({ method: 'GET', url: 'https://frinkiac.com/api/episode/S05E01/0/10000' }),
    APIUserAbortError,
  ],
  [
    'InvalidResponseError (schema)',
    () =>
      new InvalidResponseError({
        method: 'GET',
        url: 'https://frinkiac.com/api/caption?e=S05E01&t=200160',
        pageStatus: 200,
        reason: 'schema',
        issues: [
          { path: ['Frame', 'Id'], message: 'Invalid input: expected number, received string' },
          { path: ['Nearby', 2, 'Timestamp'], message: 'Too small: expected number to be >=0' },
        ],
        bodyExcerpt: '{"Episode":{"Id":101}',
        contentType: 'application/json',
      }),
    InvalidResponseError,
  ],
  [
    'InvalidResponseError (not-json)',
    () =>
      new InvalidResponseError({
        method: 'GET',
        url: 'https://frinkiac.com/api/random',
        pageStatus: 200,
        reason: 'not-json',
        bodyExcerpt: '<html><body>Bad gateway</body></html>',
        contentType: 'text/html',
      }),
    InvalidResponseError,
  ],
  [
    'NoSearchResultsFound',
    () => new NoSearchResultsFound({ query: 'xyzzy & plugh', url: 'https://frinkiac.com/api/search?q=xyzzy%20%26%20plugh' }),
    NoSearchResultsFound,
  ],
  ['NoFramesFound', () => new NoFramesFound({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 }), NoFramesFound],
];

describe('serializeError', () => {
  it('writes an SDK error as its class name, message and fields', () => {
    const error = new APIPageStatusError({ method: 'GET', url: 'https://frinkiac.com/api/random', pageStatus: 503 });
    expect(serializeError(error)).toEqual({
      name: 'APIPageStatusError',
      message: 'GET https://frinkiac.com/api/random answered 503',
      fields: {
        method: 'GET',
        url: 'https://frinkiac.com/api/random',
        attempts: 1,
        pageStatus: 503,
        statusText: '',
        retryAfter: undefined,
        headers: {},
        body: '',
      },
    });
  });

  it('keeps the code of a system error', () => {
    expect(serializeError(systemError())).toEqual({ name: 'Error', message: 'read ECONNRESET', fields: { code: 'ECONNRESET' } });
  });

  it('keeps a numeric code (DOMException style)', () => {
    const error = Object.assign(new Error('The operation was aborted'), { code: 20 });
    expect(serializeError(error).fields).toEqual({ code: 20 });
  });

  it('writes the cause chain', () => {
    const error = new APIConnectionError({
      method: 'GET',
      url: 'https://frinkiac.com/api/random',
      code: 'ECONNRESET',
      cause: systemError(),
    });
    expect(serializeError(error).cause).toEqual({ name: 'Error', message: 'read ECONNRESET', fields: { code: 'ECONNRESET' } });
  });

  it('stops a cyclic cause chain', () => {
    const error = new Error('loop');
    (error as { cause?: unknown }).cause = error;
    let depth = 0;
    for (let data = serializeError(error).cause; data; data = data.cause) depth += 1;
    expect(depth).toBe(5);
    expect(() => structuredClone(serializeError(error))).not.toThrow();
  });

  it.each([
    ['a string', 'boom', 'boom'],
    ['a number', 42, '42'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    ['a plain object', { reason: 'x' }, '[object Object]'],
  ])('turns %s into a plain Error record', (_label, value, message) => {
    expect(serializeError(value)).toEqual({ name: 'Error', message, fields: {} });
  });

  it('survives thrown values that cannot be turned into a string', () => {
    const bare: unknown = Object.create(null);
    const rude = { toString: () => { throw new Error('no'); } };
    expect(serializeError(bare)).toEqual({ name: 'Error', message: 'an object', fields: {} });
    expect(serializeError(rude)).toEqual({ name: 'Error', message: 'an object', fields: {} });
    expect(roundTrip(bare).message).toBe('an object');
  });
});

describe('deserializeError after structuredClone', () => {
  it.each(SDK_ERRORS)('rebuilds %s as the same class with the same message and fields', (_label, make, ErrorClass) => {
    const original = make();
    const rebuilt = roundTrip(original);
    expect(rebuilt).toBeInstanceOf(ErrorClass);
    expect(rebuilt).toBeInstanceOf(ScreencapError);
    expect(rebuilt).toBeInstanceOf(Error);
    expect(rebuilt.constructor).toBe(original.constructor);
    expect(rebuilt.name).toBe(original.name);
    expect(rebuilt.message).toBe(original.message);
    if (!(rebuilt instanceof ScreencapError)) throw new Error('not a ScreencapError');
    expect(rebuilt.toJSON()).toEqual(original.toJSON());
  });

  it('rebuilds the fields of an APIPageStatusError', () => {
    const rebuilt = roundTrip(rateLimited());
    if (!(rebuilt instanceof APIPageStatusError)) throw new Error('wrong class');
    expect(rebuilt.pageStatus).toBe(429);
    expect(rebuilt.statusText).toBe('Too Many Requests');
    expect(rebuilt.retryAfter).toBe(120);
    expect(rebuilt.attempts).toBe(3);
    expect(rebuilt.url).toBe('https://frinkiac.com/api/search?q=impossible');
    expect(rebuilt.method).toBe('GET');
    expect(rebuilt.message).toBe(
      'GET https://frinkiac.com/api/search?q=impossible answered 429 Too Many Requests, asking to retry after 120 s (after 3 attempts)',
    );
  });

  it('rebuilds the issues of an InvalidResponseError', () => {
    const rebuilt = roundTrip(
      new InvalidResponseError({
        method: 'GET',
        url: 'https://frinkiac.com/api/caption?e=S05E01&t=200160',
        pageStatus: 200,
        reason: 'schema',
        issues: [{ path: ['Nearby', 2, 'Timestamp'], message: 'Too small: expected number to be >=0' }],
      }),
    );
    if (!(rebuilt instanceof InvalidResponseError)) throw new Error('wrong class');
    expect(rebuilt.reason).toBe('schema');
    expect(rebuilt.issues).toEqual([{ path: ['Nearby', 2, 'Timestamp'], message: 'Too small: expected number to be >=0' }]);
  });

  it('rebuilds the window of a NoFramesFound and the query of a NoSearchResultsFound', () => {
    const frames = roundTrip(new NoFramesFound({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 }));
    if (!(frames instanceof NoFramesFound)) throw new Error('wrong class');
    expect(frames.window).toEqual({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });

    const search = roundTrip(new NoSearchResultsFound({ query: 'xyzzy', url: 'https://frinkiac.com/api/search?q=xyzzy' }));
    if (!(search instanceof NoSearchResultsFound)) throw new Error('wrong class');
    expect(search.query).toBe('xyzzy');
    expect(search.url).toBe('https://frinkiac.com/api/search?q=xyzzy');
  });

  it('keeps the cause chain: SDK error, then a system error with code ECONNRESET', () => {
    const original = new APIConnectionError({
      method: 'GET',
      url: 'https://frinkiac.com/api/random',
      code: 'ECONNRESET',
      attempts: 3,
      cause: systemError(),
    });
    const rebuilt = roundTrip(original);
    if (!(rebuilt instanceof APIConnectionError)) throw new Error('wrong class');
    expect(rebuilt.code).toBe('ECONNRESET');
    expect(rebuilt.message).toBe('GET https://frinkiac.com/api/random failed: connection error (ECONNRESET) (after 3 attempts)');
    const cause = rebuilt.cause;
    expect(cause).toBeInstanceOf(Error);
    expect((cause as Error).name).toBe('Error');
    expect((cause as Error).message).toBe('read ECONNRESET');
    expect((cause as { code?: unknown }).code).toBe('ECONNRESET');
  });

  it('keeps a three-level chain across classes', () => {
    const original = new APIPageStatusError({
      method: 'GET',
      url: 'https://frinkiac.com/api/random',
      pageStatus: 502,
      cause: new APIConnectionError({ method: 'GET', url: 'https://frinkiac.com/api/random', code: 'ECONNRESET', cause: systemError() }),
    });
    const rebuilt = roundTrip(original);
    expect(rebuilt).toBeInstanceOf(APIPageStatusError);
    expect(rebuilt.cause).toBeInstanceOf(APIConnectionError);
    const inner = (rebuilt.cause as APIConnectionError).cause as Error & { code?: unknown };
    expect(inner.message).toBe('read ECONNRESET');
    expect(inner.code).toBe('ECONNRESET');
  });

  it('keeps the cause of classes whose constructor takes none', () => {
    const original = new ScreencapError('outer', { cause: new TypeError('inner') });
    const rebuilt = roundTrip(original);
    expect(rebuilt).toBeInstanceOf(ScreencapError);
    expect(rebuilt.cause).toBeInstanceOf(TypeError);
    expect((rebuilt.cause as Error).message).toBe('inner');
  });

  it.each([
    ['TypeError', new TypeError('episode must be a non-empty episode key string such as "S05E01", got 5'), TypeError],
    ['RangeError', new RangeError('timestamp must be a non-negative integer number of milliseconds, got -1'), RangeError],
  ] as const)('rebuilds a %s as the same built-in class', (name, original, ErrorClass) => {
    const rebuilt = roundTrip(original);
    expect(rebuilt).toBeInstanceOf(ErrorClass);
    expect(rebuilt.name).toBe(name);
    expect(rebuilt.message).toBe(original.message);
  });

  it('rebuilds an unknown class as a plain Error carrying its name and fields', () => {
    class ParserError extends Error {
      override name = 'ParserError';
      readonly code = 'E_PARSE';
    }
    const rebuilt = roundTrip(new ParserError('unexpected end of input'));
    expect(rebuilt.constructor).toBe(Error);
    expect(rebuilt.name).toBe('ParserError');
    expect(rebuilt.message).toBe('unexpected end of input');
    expect((rebuilt as { code?: unknown }).code).toBe('E_PARSE');
    expect(String(rebuilt)).toBe('ParserError: unexpected end of input');
  });

  it('rebuilds an unknown SyntaxError cause of an InvalidResponseError', () => {
    let cause: unknown;
    try {
      JSON.parse('<html>');
    } catch (error) {
      cause = error;
    }
    const rebuilt = roundTrip(
      new InvalidResponseError({
        method: 'GET',
        url: 'https://frinkiac.com/api/random',
        pageStatus: 200,
        reason: 'not-json',
        bodyExcerpt: '<html>',
        cause,
      }),
    );
    expect(rebuilt).toBeInstanceOf(InvalidResponseError);
    expect((rebuilt.cause as Error).name).toBe('SyntaxError');
    expect((rebuilt.cause as Error).message).toBe((cause as Error).message);
  });

  it('rebuilds non-Error thrown values as a plain Error with their text', () => {
    const rebuilt = roundTrip('boom');
    expect(rebuilt.constructor).toBe(Error);
    expect(rebuilt.name).toBe('Error');
    expect(rebuilt.message).toBe('boom');
    expect(rebuilt.cause).toBeUndefined();
  });

  it('does not take a name such as "constructor" or "toString" for a known class', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const rebuilt = deserializeError({ name, message: 'odd', fields: {} });
      expect(rebuilt.constructor).toBe(Error);
      expect(rebuilt.name).toBe(name);
      expect(rebuilt.message).toBe('odd');
    }
  });

  it('reads a base APIError as a plain Error keeping its name and fields', () => {
    const rebuilt = roundTrip(new APIError('went wrong', { method: 'GET', url: 'https://frinkiac.com/api/random' }));
    expect(rebuilt.name).toBe('APIError');
    expect(rebuilt.message).toBe('GET https://frinkiac.com/api/random went wrong');
    expect((rebuilt as { url?: unknown }).url).toBe('https://frinkiac.com/api/random');
  });
});

describe('serializeError with errors from another realm', () => {
  it('keeps the name, message, code and cause of an error-shaped object that fails instanceof Error', () => {
    // What a Node system error looks like when it was made in another vm context.
    const foreign = { name: 'Error', message: 'read ECONNRESET', code: 'ECONNRESET', cause: { name: 'Error', message: 'socket hang up', code: 'ECONNRESET' } };
    expect(foreign instanceof Error).toBe(false);
    expect(serializeError(foreign)).toEqual({
      name: 'Error',
      message: 'read ECONNRESET',
      fields: { code: 'ECONNRESET' },
      cause: { name: 'Error', message: 'socket hang up', fields: { code: 'ECONNRESET' } },
    });
  });
});
