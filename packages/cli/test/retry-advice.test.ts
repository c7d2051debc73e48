import { describe, expect, test } from '@jest/globals';
import { APIPageStatusError, NoSearchResultsFound } from '@screencap/core';
import { exitCodeFor, failureMessage } from '../src/failure.js';
import { describeWait, retryAdvice } from '../src/retry-advice.js';

const NOW = new Date('2026-11-25T14:50:00Z');

describe('retryAdvice', () => {
  test.each([
    [720, 'The service is rate-limiting: try again in 12 minutes (at 15:02 UTC).'],
    [30, 'The service is rate-limiting: try again in 30 seconds (at 14:50:30 UTC).'],
    [1, 'The service is rate-limiting: try again in 1 second (at 14:50:01 UTC).'],
    [61, 'The service is rate-limiting: try again in 2 minutes (at 14:52 UTC).'],
    [3600, 'The service is rate-limiting: try again in 1 hour (at 15:50 UTC).'],
    [2 * 3600 + 5 * 60, 'The service is rate-limiting: try again in 2 hours 5 minutes (at 16:55 UTC).'],
    [2 * 86_400, 'The service is rate-limiting: try again in 48 hours (at 2026-11-27 14:50 UTC).'],
  ])('429 with Retry-After %i s', (seconds, advice) => {
    expect(retryAdvice(429, seconds, NOW)).toBe(advice);
  });

  test('the time said is never before the wait is over: rounded up to the minute', () => {
    expect(retryAdvice(429, 720, new Date('2026-11-25T14:50:20Z'))).toBe('The service is rate-limiting: try again in 12 minutes (at 15:03 UTC).');
  });

  test('without Retry-After: later; another status: unavailable', () => {
    expect(retryAdvice(429, undefined, NOW)).toBe('The service is rate-limiting: try again later.');
    expect(retryAdvice(503, 120, NOW)).toBe('The service is unavailable for now: try again in 2 minutes (at 14:52 UTC).');
  });

  test('describeWait rounds up', () => {
    expect(describeWait(0.2)).toBe('1 second');
    expect(describeWait(59.5)).toBe('1 minute');
    expect(describeWait(90)).toBe('2 minutes');
  });
});

describe('failureMessage and exitCodeFor', () => {
  const details = { method: 'GET', url: 'https://frinkiac.com/api/search?q=x' };

  test('a 429 leads with the advice, then the error, and exits 6', () => {
    const error = new APIPageStatusError({ ...details, pageStatus: 429, statusText: 'Too Many Requests', retryAfter: 720 });
    expect(failureMessage(error, NOW)).toBe(
      `The service is rate-limiting: try again in 12 minutes (at 15:02 UTC). (${error.message})`,
    );
    expect(exitCodeFor(error)).toBe(6);
  });

  test('a 503 with Retry-After gets advice too, but exits 4; a 404 exits 3', () => {
    const unavailable = new APIPageStatusError({ ...details, pageStatus: 503, retryAfter: 60 });
    expect(failureMessage(unavailable, NOW)).toMatch(/^The service is unavailable for now: try again in 1 minute \(at 14:51 UTC\)\. \(GET /);
    expect(exitCodeFor(unavailable)).toBe(4);
    expect(exitCodeFor(new APIPageStatusError({ ...details, pageStatus: 404 }))).toBe(3);
  });

  test('other errors keep their own message', () => {
    const error = new NoSearchResultsFound({ query: 'x', url: details.url });
    expect(failureMessage(error, NOW)).toBe('No search results for "x"');
    expect(exitCodeFor(error)).toBe(3);
    expect(exitCodeFor(new TypeError('bug'))).toBe(1);
  });
});
