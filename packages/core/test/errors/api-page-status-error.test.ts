import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { APIPageStatusError } from '../../src/errors/api-page-status-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/search?q=impossible';

describe('APIPageStatusError', () => {
  it('names the method, the URL, the status and the status text', () => {
    const error = new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 404, statusText: 'Not Found' });
    expect(error.message).toBe('GET https://frinkiac.com/api/search?q=impossible answered 404 Not Found');
    expect(error.name).toBe('APIPageStatusError');
    expect(error.pageStatus).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.url).toBe(URL_);
    expect(error.method).toBe('GET');
    expect(error.attempts).toBe(1);
    expect(error.retryAfter).toBeUndefined();
  });

  it('works without a status text', () => {
    const error = new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 500 });
    expect(error.message).toBe('GET https://frinkiac.com/api/search?q=impossible answered 500');
    expect(error.statusText).toBe('');
  });

  it('keeps Retry-After and the number of attempts', () => {
    const error = new APIPageStatusError({
      method: 'GET',
      url: URL_,
      pageStatus: 429,
      statusText: 'Too Many Requests',
      retryAfter: 120,
      attempts: 3,
    });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/search?q=impossible answered 429 Too Many Requests, asking to retry after 120 s (after 3 attempts)',
    );
    expect(error.retryAfter).toBe(120);
    expect(error.attempts).toBe(3);
  });

  it('sits under APIError, ScreencapError and Error', () => {
    const error = new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 503 });
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
  });

  it('keeps its cause', () => {
    const cause = new Error('upstream');
    expect(new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 502, cause }).cause).toBe(cause);
  });

  it('describes itself as plain data', () => {
    const error = new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 429, retryAfter: 5 });
    expect(error.toJSON()).toEqual({
      name: 'APIPageStatusError',
      message: 'GET https://frinkiac.com/api/search?q=impossible answered 429, asking to retry after 5 s',
      method: 'GET',
      url: URL_,
      attempts: 1,
      pageStatus: 429,
      statusText: '',
      retryAfter: 5,
      headers: {},
      body: '',
    });
  });

  it('names the target of a redirect it did not follow, without user-info, in its field and message', () => {
    const error = new APIPageStatusError({
      method: 'GET',
      url: 'https://homer:donut@frinkiac.com/api/random',
      pageStatus: 301,
      statusText: 'Moved Permanently',
      location: 'https://homer:donut@morbotron.com/api/random',
    });
    expect(error.location).toBe('https://morbotron.com/api/random');
    expect(error.url).toBe('https://frinkiac.com/api/random');
    expect(error.message).toBe('GET https://frinkiac.com/api/random answered 301 Moved Permanently, redirecting to https://morbotron.com/api/random');
    expect(JSON.stringify(error.toJSON())).not.toContain('donut');
  });

  it('carries the response headers and the start of the body, and keeps them as data', () => {
    const headers = { 'retry-after': '5', 'content-type': 'text/plain' };
    const error = new APIPageStatusError({ method: 'GET', url: URL_, pageStatus: 429, retryAfter: 5, headers, body: 'slow down' });
    expect(error.headers).toEqual(headers);
    expect(error.body).toBe('slow down');
    expect(Object.isFrozen(error.headers)).toBe(true);
    expect(error.toJSON()).toMatchObject({ headers, body: 'slow down' });
    expect(APIPageStatusError.MAX_BODY_BYTES).toBe(4096);
  });
});
