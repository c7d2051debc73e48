import { describe, expect, test } from '@jest/globals';
import { APIPageStatusError } from '@screencap/core';
import { closestName } from '../src/did-you-mean.js';
import { failureMessage } from '../src/failure.js';
import { runScreencap } from './support/run-screencap.js';

describe('a bare screencap', () => {
  test('prints the usage with the command list, then the one-line error; exit 2', async () => {
    const run = await runScreencap([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^screencap: search the screencap services/);
    expect(run.stderr).toMatch(/^Commands:\n {2}random /m);
    expect(run.stderr).toMatch(/^ {2}quote <quote>/m);
    expect(run.stderr.trimEnd().split('\n').at(-1)).toBe('screencap: missing command (see screencap --help)');
  });
});

describe('did you mean', () => {
  test.each([
    ['serch', 'search'],
    ['SERCH', 'search'],
    ['qoute', 'quote'],
    ['randon', 'random'],
    ['caption', 'caption'],
    ['unfrul', 'unfurl'],
  ])('%s -> %s', (typed, expected) => {
    expect(closestName(typed, ['random', 'search', 'quote', 'caption', 'unfurl'])).toBe(expected);
  });

  test.each([['xyz'], ['s'], ['pancakes']])('%s: no guess', (typed) => {
    expect(closestName(typed, ['random', 'search', 'quote', 'caption', 'unfurl'])).toBeUndefined();
  });
});

describe('a call held back by an earlier Retry-After', () => {
  const heldBack = new APIPageStatusError({
    method: 'GET',
    url: 'https://frinkiac.com/api/search?q=x',
    attempts: 0,
    pageStatus: 429,
    statusText: "Too Many Requests (not sent: the origin's Retry-After runs 2999.9 s more)",
    retryAfter: 2999.999,
  });

  test('is not said to be answered, and its wait is in whole units', () => {
    const message = failureMessage(heldBack, new Date('2026-11-25T14:00:00Z'));
    expect(message).toBe(
      'The service is rate-limiting: try again in 50 minutes (at 14:50 UTC). (GET https://frinkiac.com/api/search?q=x not sent: an earlier answer of the service asked to wait 50 minutes more (Retry-After))',
    );
    expect(message).not.toMatch(/answered|\d\.\d/);
  });

  test('a call that was answered still says so', () => {
    const answered = new APIPageStatusError({ method: 'GET', url: 'https://frinkiac.com/api/search?q=x', attempts: 1, pageStatus: 429, retryAfter: 30 });
    expect(failureMessage(answered, new Date('2026-11-25T14:00:00Z'))).toMatch(/^The service is rate-limiting: try again in 30 seconds \(at 14:00:30 UTC\)\. \(GET \S+ answered 429/);
  });
});
