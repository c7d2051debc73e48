/**
 * Retrying, counted through the fake service's request log, in both flavours:
 * which failures are retried and how often (`maxRetries`), how `Retry-After`
 * is honoured or ends the retrying, and the per-call `timeout`.
 *
 * Clients use FAST_OPTIONS with `maxRetryDelay` 0.01 s unless a test needs a
 * longer one, so backoff costs next to nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { APIConnectionError, APIPageStatusError, APITimeoutError, type CallOptions, type ClientOptions, InvalidResponseError } from '@screencap/core/internal';
import { useFakeService } from './support/fake-service.js';
import { callWith, failureUnder, requestsTo } from './support/faults.js';
import { FLAVOURS } from './support/flavours.js';

const fake = useFakeService({ mode: 'classic' });

const RETRYABLE_STATUSES = [408, 429, 500, 502, 503, 504];
const FINAL_STATUSES = [400, 403, 404, 410, 501];

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  const search = (overrides: ClientOptions = {}, options?: CallOptions): Promise<unknown> =>
    callWith(flavour, fake().url, { maxRetryDelay: 0.01, ...overrides }, (client) => client.search('pancakes', options));
  const searchUrl = (): string => `${fake().url}api/search?q=pancakes`;
  const statuses = async (): Promise<(number | null)[]> => (await requestsTo(fake(), 'search')).map((request) => request.status);

  describe.each(RETRYABLE_STATUSES)('%i is retried', (status) => {
    it.each([
      { label: 'default (2)', options: {}, requests: 3 },
      { label: '0', options: { maxRetries: 0 }, requests: 1 },
      { label: '1', options: { maxRetries: 1 }, requests: 2 },
    ])('maxRetries $label -> $requests requests, then APIPageStatusError', async ({ options, requests }) => {
      const error = await failureUnder(fake(), 'search', { kind: 'status', status }, () => search(options));
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: status, attempts: requests, url: searchUrl() });
      expect(await statuses()).toEqual(Array.from({ length: requests }, () => status));
    });
  });

  it.each(FINAL_STATUSES)('%i is not retried: 1 request', async (status) => {
    const error = await failureUnder(fake(), 'search', { kind: 'status', status }, () => search());
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: status, attempts: 1 });
    expect(await statuses()).toEqual([status]);
  });

  it.each(['html', 'malformed-json', 'truncated-json', 'empty-body', 'wrong-shape'] as const)(
    'an invalid body (%s) is not retried: 1 request',
    async (kind) => {
      const error = await failureUnder(fake(), 'search', { kind }, () => search());
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ attempts: 1 });
      expect(await statuses()).toEqual([200]);
    },
  );

  describe('connection errors and timeouts are retried', () => {
    it.each([
      { label: 'default (2)', options: {}, requests: 3 },
      { label: '0', options: { maxRetries: 0 }, requests: 1 },
      { label: '1', options: { maxRetries: 1 }, requests: 2 },
    ])('reset with maxRetries $label -> $requests requests', async ({ options, requests }) => {
      const error = await failureUnder(fake(), 'search', { kind: 'reset' }, () => search(options));
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(error).toMatchObject({ attempts: requests });
      expect(await requestsTo(fake(), 'search')).toHaveLength(requests);
    });

    it('no-headers with maxRetries 1 -> 2 requests', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'no-headers' }, () => search({ maxRetries: 1 }, { timeout: 0.1 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'response', attempts: 2 });
      expect(await requestsTo(fake(), 'search')).toHaveLength(2);
    });
  });

  describe('Retry-After', () => {
    it.each([0, 0.1])('%s seconds is honoured, then success', async (seconds) => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: seconds });
      await expect(search({ maxRetryDelay: 0.2 })).resolves.toHaveLength(7);
      expect(await statuses()).toEqual([429, 200]);
    });

    it('an HTTP date in the near past is honoured (retry now), then success', async () => {
      const past = new Date(Date.now() - 10_000).toUTCString();
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503, retryAfter: past });
      await expect(search()).resolves.toHaveLength(7);
      expect(await statuses()).toEqual([503, 200]);
    });

    it('0 on every attempt -> 3 requests, and the error keeps retryAfter 0', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'status', status: 429, retryAfter: 0 }, () => search());
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 429, retryAfter: 0, attempts: 3 });
      expect(await statuses()).toEqual([429, 429, 429]);
    });

    it.each([
      { status: 429, seconds: 5 },
      { status: 503, seconds: 120 },
    ])('$seconds s on a $status, above maxRetryDelay -> no retry at all, retryAfter $seconds', async ({ status, seconds }) => {
      const error = await failureUnder(fake(), 'search', { kind: 'status', status, retryAfter: seconds }, () => search({ maxRetryDelay: 0.05 }));
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: status, retryAfter: seconds, attempts: 1 });
      // The wait is in the message, for a log line to say why the call gave up.
      expect(error.message).toContain(`answered ${status} `);
      expect(error.message).toContain(`, asking to retry after ${seconds} s`);
      expect(await statuses()).toEqual([status]);
    });

    it('an HTTP date a minute ahead, above maxRetryDelay -> no retry, retryAfter about 60', async () => {
      const ahead = new Date(Date.now() + 60_000).toUTCString();
      const error = await failureUnder(fake(), 'search', { kind: 'status', status: 503, retryAfter: ahead }, () => search());
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 503, attempts: 1 });
      // Whole seconds in the header, and a little time passes before it is read.
      expect(error.retryAfter).toBeGreaterThan(50);
      expect(error.retryAfter).toBeLessThanOrEqual(60);
      expect(await statuses()).toEqual([503]);
    });

    it('an unreadable value is ignored: backoff and retries as usual', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'status', status: 503, retryAfter: 'soon' }, () => search());
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 503, retryAfter: undefined, attempts: 3 });
      expect(await statuses()).toEqual([503, 503, 503]);
    });

    it('on a status that is not retried, it is reported but does not cause a retry', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'status', status: 404, retryAfter: 0 }, () => search());
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, retryAfter: 0, attempts: 1 });
      expect(await statuses()).toEqual([404]);
    });
  });

  describe('per-call timeout overrides the client timeout', () => {
    it('a shorter one bounds the wait for the headers', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'no-headers' }, () => search({ timeout: 1, maxRetries: 0 }, { timeout: 0.2 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'response', timeout: 0.2, attempts: 1 });
    });

    it('a shorter one bounds each gap in the body', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'slow-body', chunkDelayMs: 300 }, () => search({ timeout: 1, maxRetries: 0 }, { timeout: 0.15 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'body', timeout: 0.15, attempts: 1 });
    });

    it('a longer one lets a slow answer through', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'delay', delayMs: 250 });
      await expect(search({ timeout: 0.1, maxRetries: 0 }, { timeout: 1 })).resolves.toHaveLength(7);
      expect(await statuses()).toEqual([200]);
    });

    it('without one, the client timeout applies', async () => {
      const error = await failureUnder(fake(), 'search', { kind: 'no-headers' }, () => search({ timeout: 0.15, maxRetries: 0 }));
      expect(error).toBeInstanceOf(APITimeoutError);
      expect(error).toMatchObject({ phase: 'response', timeout: 0.15, attempts: 1 });
    });
  });
});
