import { describe, expect, it } from '@jest/globals';
import { config, locales } from 'zod/mini';
import type { HttpRequest, HttpResponse } from '../../src/shared/http.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { parseJsonResponse } from '../../src/schemas/parse-response.js';
import { catchError } from '../support/catch-error.js';
import { caption2026, classicCaption, searchResults2026 } from '../support/payloads.js';

const CAPTION_URL = 'https://frinkiac.com/api/caption?e=S05E01&t=200160';
const SEARCH_URL = 'https://frinkiac.com/api/search?q=impossible';

function request(url: string): HttpRequest {
  return { method: 'GET', url, expect: 'json' };
}

function response(url: string, body: string, extra: Partial<HttpResponse> = {}): HttpResponse {
  return { url, finalUrl: url, status: 200, contentType: 'application/json; charset=utf-8', body, attempts: 1, ...extra };
}

describe('parseJsonResponse', () => {
  it('returns the validated JSON, unknown keys kept', () => {
    const body = JSON.stringify(caption2026());
    expect(parseJsonResponse(request(CAPTION_URL), response(CAPTION_URL, body), 'screencapJsonSchema')).toEqual(caption2026());
  });

  it('parses a list of frames and an empty list', () => {
    const body = JSON.stringify(searchResults2026());
    expect(parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema')).toEqual(
      searchResults2026(),
    );
    expect(parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, '[]'), 'frameListJsonSchema')).toEqual([]);
  });

  it.each(['', '   ', '\n\t\r\n'])('refuses the empty body %j with reason "empty"', (body) => {
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema'),
    );
    expect(error.reason).toBe('empty');
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/search?q=impossible answered 200 with an invalid body: it was empty',
    );
    expect(error.url).toBe(SEARCH_URL);
    expect(error.pageStatus).toBe(200);
  });

  it('refuses an HTML page with reason "not-json", quoting it with its content type', () => {
    const html = '<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>';
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(
        request(CAPTION_URL),
        response(CAPTION_URL, html, { contentType: 'text/html; charset=UTF-8' }),
        'screencapJsonSchema',
      ),
    );
    expect(error.reason).toBe('not-json');
    expect(error.bodyExcerpt).toBe(html);
    expect(error.contentType).toBe('text/html; charset=UTF-8');
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: expected JSON, got ' +
        '"<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>" (text/html; charset=UTF-8)',
    );
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('keeps only the first 200 characters of a long body', () => {
    const html = `<html>${'x'.repeat(1000)}</html>`;
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(CAPTION_URL), response(CAPTION_URL, html, { contentType: 'text/html' }), 'screencapJsonSchema'),
    );
    expect(error.bodyExcerpt).toBe(`<html>${'x'.repeat(194)}`);
    expect(error.message).not.toContain('</html>');
  });

  it('refuses truncated JSON with reason "not-json"', () => {
    const truncated = JSON.stringify(classicCaption()).slice(0, 120);
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(CAPTION_URL), response(CAPTION_URL, truncated), 'screencapJsonSchema'),
    );
    expect(error.reason).toBe('not-json');
    expect(error.bodyExcerpt).toBe(truncated);
    expect(error.message).toContain('GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200');
    expect(error.message).toContain('(application/json; charset=utf-8)');
  });

  it('refuses the wrong shape with reason "schema" and the issue paths', () => {
    const raw = classicCaption();
    const body = JSON.stringify({ ...raw, Frame: { ...raw.Frame, Id: '701002' } });
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(CAPTION_URL), response(CAPTION_URL, body), 'screencapJsonSchema'),
    );
    expect(error.reason).toBe('schema');
    expect(error.issues.map((issue) => issue.path)).toEqual([['Frame', 'Id']]);
    expect(error.issues[0]?.message).toContain('expected number');
    expect(error.message).toMatch(
      /^GET https:\/\/frinkiac\.com\/api\/caption\?e=S05E01&t=200160 answered 200 with an invalid body: at Frame\.Id: /,
    );
    expect(error.url).toBe(CAPTION_URL);
    expect(error.pageStatus).toBe(200);
    expect(error.method).toBe('GET');
  });

  it('reports numeric indexes in issue paths', () => {
    const body = JSON.stringify([{ Id: 1, Episode: 'S05E01', Timestamp: 1 }, { Id: 2, Episode: 'S05E01', Timestamp: -1 }]);
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema'),
    );
    expect(error.issues.map((issue) => issue.path)).toEqual([[1, 'Timestamp']]);
    expect(error.message).toContain('at 1.Timestamp: ');
  });

  it('names the root when the body is JSON of the wrong kind', () => {
    for (const body of ['null', '{}', '"[]"', '42']) {
      const error = catchError(InvalidResponseError, () =>
        parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema'),
      );
      expect(error.reason).toBe('schema');
      expect(error.issues.map((issue) => issue.path)).toEqual([[]]);
      expect(error.message).toContain('with an invalid body: at the root: ');
    }
  });

  it('keeps at most 10 issues and counts the rest in the message', () => {
    const body = JSON.stringify(Array.from({ length: 15 }, (_, index) => ({ Id: index, Episode: 'S05E01', Timestamp: -1 })));
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema'),
    );
    expect(error.issues).toHaveLength(10);
    expect(error.issues[9]?.path).toEqual([9, 'Timestamp']);
    expect(error.message).toMatch(/ \(and 9 more\)$/);
  });

  // zod's own wording, pinned: InvalidResponseError's message shows it, and a
  // change of validator or of zod must not change what users read.
  it.each([
    ['a value of the wrong type', { Id: '1', Episode: 'S05E01', Timestamp: 1 }, 'at 0.Id: Invalid input: expected number, received string'],
    ['a missing key', { Id: 1, Timestamp: 1 }, 'at 0.Episode: Invalid input: expected string, received undefined'],
    ['a negative time', { Id: 1, Episode: 'S05E01', Timestamp: -1 }, 'at 0.Timestamp: Too small: expected number to be >=0'],
    ['a fractional time', { Id: 1, Episode: 'S05E01', Timestamp: 1.5 }, 'at 0.Timestamp: Invalid input: expected int, received number'],
    ['a wrong optional key', { Id: 1, Episode: 'S05E01', Timestamp: 1, Title: 3 }, 'at 0.Title: Invalid input: expected string, received number'],
  ])('says %s in zod\'s English words', (_label, frame, said) => {
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, JSON.stringify([frame])), 'frameListJsonSchema'),
    );
    expect(error.message).toBe(`GET https://frinkiac.com/api/search?q=impossible answered 200 with an invalid body: ${said}`);
  });

  it('says its issues in English when the program set another locale for its own zod schemas, and leaves that setting alone', () => {
    const before = config().localeError;
    const german = locales.de().localeError;
    config({ localeError: german });
    try {
      const body = JSON.stringify([{ Id: '1', Episode: 'S05E01', Timestamp: -1 }]);
      const error = catchError(InvalidResponseError, () =>
        parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, body), 'frameListJsonSchema'),
      );
      expect(error.issues.map((issue) => issue.message)).toEqual([
        'Invalid input: expected number, received string',
        'Too small: expected number to be >=0',
      ]);
      expect(config().localeError).toBe(german);
    } finally {
      config({ localeError: before });
    }
  });

  it('carries the status and the attempts of the response', () => {
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(request(SEARCH_URL), response(SEARCH_URL, '', { status: 203, attempts: 3 }), 'frameListJsonSchema'),
    );
    expect(error.pageStatus).toBe(203);
    expect(error.attempts).toBe(3);
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/search?q=impossible answered 203 with an invalid body: it was empty (after 3 attempts)',
    );
  });

  it('names the URL of the request, not the URL it was redirected to', () => {
    const error = catchError(InvalidResponseError, () =>
      parseJsonResponse(
        request(SEARCH_URL),
        response(SEARCH_URL, '<html></html>', { finalUrl: 'https://frinkiac.com/blocked', contentType: 'text/html' }),
        'frameListJsonSchema',
      ),
    );
    expect(error.url).toBe(SEARCH_URL);
  });
});
