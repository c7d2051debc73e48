import { describe, expect, it } from '@jest/globals';
import { backoffSeconds, isRetryableStatus, parseRetryAfter } from '../../src/internal/transport/retry-policy.js';

// 2015-10-21T07:28:00Z, the date of the examples below.
const NOW = Date.UTC(2015, 9, 21, 7, 28, 0);

describe('isRetryableStatus', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 301, 400, 401, 403, 404, 410, 501, 505])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('is undefined without a header', () => {
    expect(parseRetryAfter(null, NOW)).toBeUndefined();
  });

  it.each([
    ['0', 0],
    ['120', 120],
    ['  7 ', 7],
    ['1.5', 1.5],
    ['0.25', 0.25],
  ])('reads %p as %p seconds', (header, seconds) => {
    expect(parseRetryAfter(header, NOW)).toBe(seconds);
  });

  it.each([
    ['Wed, 21 Oct 2015 07:28:30 GMT', 30],
    ['Wednesday, 21-Oct-15 07:29:00 GMT', 60],
    ['Wed Oct 21 07:30:00 2015', 120],
  ])('reads the HTTP date %p as %p seconds from now', (header, seconds) => {
    expect(parseRetryAfter(header, NOW)).toBe(seconds);
  });

  it('reads an HTTP date as whole seconds, rounded up, whatever the moment it is read', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', NOW + 1)).toBe(30);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', NOW + 999)).toBe(30);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', NOW + 1000)).toBe(29);
  });

  it('reads an HTTP date in the past as 0', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:00:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', NOW)).toBe(0);
  });

  it.each(['', 'soon', 'in 5 minutes', '-5', '+5', '.5', '1.', '1e3', '0x10', '5 seconds', 'Mon 5', 'foo 2020', '2015-10-21', 'Wed, 32 Foo 2015 99:99:99 GMT'])(
    'is undefined for the unreadable %p',
    (header) => {
      expect(parseRetryAfter(header, NOW)).toBeUndefined();
    },
  );

  it('measures from the real clock by default', () => {
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:00 GMT')).toBe(0);
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT')).toBeGreaterThan(0);
  });
});

describe('backoffSeconds', () => {
  const noJitter = (): number => 0;

  it('starts at 0.5 s and doubles', () => {
    expect([1, 2, 3, 4, 5].map((retry) => backoffSeconds(retry, 30, noJitter))).toEqual([0.5, 1, 2, 4, 8]);
  });

  it('is capped at maxDelay', () => {
    expect(backoffSeconds(6, 30, noJitter)).toBe(16);
    expect(backoffSeconds(7, 30, noJitter)).toBe(30);
    expect(backoffSeconds(50, 30, noJitter)).toBe(30);
    expect(backoffSeconds(1, 0.01, noJitter)).toBe(0.01);
  });

  it('shortens each wait by up to a quarter at random', () => {
    expect(backoffSeconds(3, 30, () => 0.5)).toBe(1.75);
    expect(backoffSeconds(7, 30, () => 0.5)).toBe(26.25);
    // random() is below 1, so the wait stays above three quarters.
    expect(backoffSeconds(3, 30, () => 0.999999)).toBeGreaterThan(1.5);
  });

  it('stays within [0.75, 1] of the undisturbed delay with Math.random', () => {
    for (let index = 0; index < 200; index += 1) {
      const seconds = backoffSeconds(2, 30);
      expect(seconds).toBeGreaterThan(0.75);
      expect(seconds).toBeLessThanOrEqual(1);
    }
  });
});
