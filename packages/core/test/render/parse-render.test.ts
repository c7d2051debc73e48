import { describe, expect, it } from '@jest/globals';
import type { HttpRequest, HttpResponse } from '../../src/shared/http.js';
import { APIError } from '../../src/errors/api-error.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { RenderError } from '../../src/errors/render-error.js';
import { parseRenderCheck, parseRenderStream, renderProgressOf } from '../../src/render/parse-render.js';
import { catchError } from '../support/catch-error.js';

const BASE = 'https://frinkiac.com/';
const STREAM: HttpRequest = { method: 'POST', url: `${BASE}api/render/gif/stream`, expect: 'ndjson', body: '[]' };
const CHECK: HttpRequest = { method: 'POST', url: `${BASE}api/render/gif/stream`, expect: 'json', body: '[]' };

function answer(body: string, attempts = 1, contentType = 'application/x-ndjson'): HttpResponse {
  return { url: STREAM.url, finalUrl: STREAM.url, status: 200, contentType, body, attempts };
}

describe('renderProgressOf', () => {
  it('reads the progress of a progress line', () => {
    expect(renderProgressOf('{"progress": 0.0445}')).toBe(0.0445);
    expect(renderProgressOf('{"progress":0}')).toBe(0);
    expect(renderProgressOf('{"progress":1}')).toBe(1);
    expect(renderProgressOf('  {"progress":0.5}\r')).toBe(0.5);
    expect(renderProgressOf('{"progress":0.5,"frame":12}')).toBe(0.5);
  });

  it('gives undefined for any other line, and never throws', () => {
    for (const line of [
      '{"url":"/video/S05E01/abc.gif"}', '{"error":"boom"}', '{"progress":"0.5"}', '{"progress":null}',
      '{"progress":1e999}', 'null', '5', '"progress"', '[0.5]', '{"progress":', 'not json', '',
    ]) {
      expect(renderProgressOf(line)).toBeUndefined();
    }
  });
});

describe('parseRenderStream', () => {
  it('reads progress lines then the url line into an absolute URL', () => {
    const body = '{"progress": 0.0445}\n{"progress": 0.5}\n{"progress": 1}\n{"url": "/video/S05E01/AbC_123.gif"}\n';
    expect(parseRenderStream(BASE, STREAM, answer(body))).toBe('https://frinkiac.com/video/S05E01/AbC_123.gif');
  });

  it('takes a url line alone, without a final line break, and with CRLF or blank lines', () => {
    expect(parseRenderStream(BASE, STREAM, answer('{"url":"/video/S01E01/t.gif"}'))).toBe('https://frinkiac.com/video/S01E01/t.gif');
    expect(parseRenderStream(BASE, STREAM, answer('\n{"progress":0.1}\r\n\r\n  \n{"url":"/video/S01E01/t.gif"}\r\n'))).toBe(
      'https://frinkiac.com/video/S01E01/t.gif',
    );
  });

  it('resolves a root-relative url against the instance, and keeps an absolute one of its origin', () => {
    expect(parseRenderStream('http://127.0.0.1:8080/', STREAM, answer('{"url":"/video/k/t.mp4"}'))).toBe('http://127.0.0.1:8080/video/k/t.mp4');
    expect(parseRenderStream(BASE, STREAM, answer('{"url":"https://frinkiac.com/v/t.gif"}'))).toBe('https://frinkiac.com/v/t.gif');
  });

  it.each([
    ['https://cdn.example/v/t.gif', 'leads to another origin (https://cdn.example)'],
    ['//evil.example/x.gif', 'leads to another origin (https://evil.example)'],
    ['http://frinkiac.com/v/t.gif', 'leads to another origin (http://frinkiac.com)'],
    ['https://frinkiac.com:8443/v/t.gif', 'leads to another origin (https://frinkiac.com:8443)'],
    ['javascript:alert(1)', 'is not an http(s) URL'],
    ['file:///etc/passwd', 'is not an http(s) URL'],
    ['https://homer:donut@frinkiac.com/v/t.gif', 'carries credentials (user-info)'],
    ['', 'is empty'],
    ['  ', 'is empty'],
  ])('refuses the url %j: it %s', (url, problem) => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer(`{"progress":1}\n${JSON.stringify({ url })}`)));
    expect(error.reason).toBe('schema');
    expect(error.issues).toEqual([{ path: [1], message: `line 2 has a url that ${problem}; a render URL must be an http(s) URL of the instance's origin` }]);
    expect(error.message).not.toContain('donut');
    expect(error.bodyExcerpt).not.toContain('donut');
  });

  it.each([
    ['{"progress":1,"url":5}', 'line 1 has a url that is not a string'],
    ['{"progress":1,"url":null}', 'line 1 has a url that is not a string'],
    ['{"progress":1,"url":{"href":"/a.gif"}}', 'line 1 has a url that is not a string'],
    ['{"progress":1,"error":{}}', 'line 1 has an error that is not a string'],
    ['{"progress":1,"error":null}', 'line 1 has an error that is not a string'],
    ['{"error":{}}', 'line 1 is not a progress, url or error line'],
    ['{"url":null}', 'line 1 is not a progress, url or error line'],
    ['{"progress":"1"}', 'line 1 is not a progress, url or error line'],
    ['[]', 'line 1 is not a progress, url or error line'],
    ['null', 'line 1 is not a progress, url or error line'],
  ])('reads %s as an invalid response (never a TypeError): %s', (line, message) => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer(line)));
    expect(error.issues).toEqual([{ path: [0], message }]);
  });

  it('stops at the first url line', () => {
    expect(parseRenderStream(BASE, STREAM, answer('{"url":"/video/a.gif"}\nnot json\n{"error":"late"}'))).toBe('https://frinkiac.com/video/a.gif');
  });

  it('keeps unknown keys of a line out of the way', () => {
    expect(parseRenderStream(BASE, STREAM, answer('{"progress":0.2,"eta":3}\n{"url":"/video/a.gif","size":1234}'))).toBe(
      'https://frinkiac.com/video/a.gif',
    );
  });

  it('raises RenderError for an error line, with the request and the service message', () => {
    const error = catchError(RenderError, () =>
      parseRenderStream(BASE, STREAM, answer('{"progress":0.3}\n{"error":"ffmpeg exited with code 1"}\n', 2)),
    );
    expect(error).toBeInstanceOf(APIError);
    expect(error.serviceMessage).toBe('ffmpeg exited with code 1');
    expect(error.method).toBe('POST');
    expect(error.url).toBe('https://frinkiac.com/api/render/gif/stream');
    expect(error.attempts).toBe(2);
    expect(error.message).toBe('POST https://frinkiac.com/api/render/gif/stream failed to render: ffmpeg exited with code 1 (after 2 attempts)');
  });

  it('raises InvalidResponseError (schema) for a stream with no url or error line', () => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('{"progress":0.5}\n{"progress":1}\n')));
    expect(error.reason).toBe('schema');
    expect(error.issues).toEqual([{ path: [3], message: 'the stream ended without a url or an error line' }]);
    expect(error.method).toBe('POST');
    expect(error.url).toBe(STREAM.url);
    expect(error.pageStatus).toBe(200);
    expect(error.contentType).toBe('application/x-ndjson');
    expect(error.bodyExcerpt).toBe('{"progress":0.5}\n{"progress":1}\n');
  });

  it('raises InvalidResponseError (empty) for an empty stream, as every endpoint does for an empty body', () => {
    expect(catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer(''))).reason).toBe('empty');
    expect(catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('\n \n'))).reason).toBe('empty');
  });

  it('raises InvalidResponseError (schema) for a stream of progress that never names a url', () => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('{"progress":0.5}\n')));
    expect(error.reason).toBe('schema');
    expect(error.issues).toEqual([{ path: [2], message: 'the stream ended without a url or an error line' }]);
  });

  it('refuses an empty url line rather than resolve it to the base URL', () => {
    expect(catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('{"url":""}\n'))).reason).toBe('schema');
  });

  it('raises InvalidResponseError (not-json) naming a line that is not JSON', () => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('{"progress":0.1}\n<html>busy</html>\n')));
    expect(error.reason).toBe('not-json');
    expect(error.issues).toEqual([{ path: [1], message: 'line 2 is not JSON' }]);
    expect(error.message).toBe(
      'POST https://frinkiac.com/api/render/gif/stream answered 200 with an invalid body: ' +
        'expected JSON, got "{\\"progress\\":0.1}\\n<html>busy</html>\\n" (application/x-ndjson)',
    );
  });

  it('raises InvalidResponseError (not-json) for an HTML page instead of the stream', () => {
    const error = catchError(InvalidResponseError, () =>
      parseRenderStream(BASE, STREAM, answer('<!doctype html>\n<p>502 Bad Gateway</p>', 1, 'text/html')),
    );
    expect(error.reason).toBe('not-json');
    expect(error.contentType).toBe('text/html');
    expect(error.issues).toEqual([{ path: [0], message: 'line 1 is not JSON' }]);
  });

  it('raises InvalidResponseError (schema) for JSON of another shape', () => {
    for (const line of ['{"progress":"half"}', '{"url":5}', '{"error":null}', '{}', '[]', 'null', '0.5', '"done"']) {
      const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer(`${line}\n{"url":"/v.gif"}`)));
      expect(error.reason).toBe('schema');
      expect(error.issues).toEqual([{ path: [0], message: 'line 1 is not a progress, url or error line' }]);
    }
  });

  it('raises InvalidResponseError (schema), not a TypeError, for a url that is not a URL', () => {
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer('{"progress":1}\n{"url":"http://["}')));
    expect(error.reason).toBe('schema');
    expect(error.issues).toEqual([{ path: [1], message: "line 2 has a url that is not a URL; a render URL must be an http(s) URL of the instance's origin" }]);
  });

  it('cuts the body excerpt at 200 characters', () => {
    const body = '{"progress":0.1}\n'.repeat(30);
    const error = catchError(InvalidResponseError, () => parseRenderStream(BASE, STREAM, answer(body)));
    expect(error.bodyExcerpt).toBe(body.slice(0, 200));
  });
});

describe('parseRenderCheck', () => {
  it('gives the absolute URL of a cached render', () => {
    expect(parseRenderCheck(BASE, CHECK, answer('{"cached":true,"url":"/video/S05E01/abc.gif"}', 1, 'application/json'))).toBe(
      'https://frinkiac.com/video/S05E01/abc.gif',
    );
  });

  it('gives undefined for a render that is not cached, or cached without a url', () => {
    expect(parseRenderCheck(BASE, CHECK, answer('{"cached":false}'))).toBeUndefined();
    expect(parseRenderCheck(BASE, CHECK, answer('{"cached":false,"url":"/video/old.gif"}'))).toBeUndefined();
    expect(parseRenderCheck(BASE, CHECK, answer('{"cached":true}'))).toBeUndefined();
  });

  it('keeps unknown keys out of the way', () => {
    expect(parseRenderCheck(BASE, CHECK, answer('{"cached":true,"url":"/v.gif","age":3}'))).toBe('https://frinkiac.com/v.gif');
  });

  it('raises InvalidResponseError for a body of the wrong shape, not JSON, or empty', () => {
    const wrong = catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer('{"cached":"yes"}')));
    expect(wrong.reason).toBe('schema');
    expect(wrong.issues[0]?.path).toEqual(['cached']);
    expect(catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer('{"cached":true,"url":7}'))).reason).toBe('schema');
    expect(catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer('[{"cached":true}]'))).reason).toBe('schema');
    expect(catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer('<html>'))).reason).toBe('not-json');
    expect(catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer(' '))).reason).toBe('empty');
  });

  it('raises InvalidResponseError (schema), not a TypeError, for a cached url that is not a URL', () => {
    const error = catchError(InvalidResponseError, () => parseRenderCheck(BASE, CHECK, answer('{"cached":true,"url":"//"}')));
    expect(error.reason).toBe('schema');
    expect(error.issues).toEqual([{ path: ['url'], message: "url is not a URL; a render URL must be an http(s) URL of the instance's origin" }]);
    expect(error.method).toBe('POST');
  });
});
