import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/caption?e=S05E01&t=200160';
const REQUEST = { method: 'GET', url: URL_ } as const;

describe('InvalidResponseError', () => {
  it('says an empty body was empty', () => {
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'empty' });
    expect(error.message).toBe('GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: it was empty');
    expect(error.name).toBe('InvalidResponseError');
    expect(error.reason).toBe('empty');
    expect(error.pageStatus).toBe(200);
    expect(error.issues).toEqual([]);
    expect(error.bodyExcerpt).toBe('');
    expect(error.contentType).toBe('');
  });

  it('quotes the start of a body that is not JSON, with its content type', () => {
    const error = new InvalidResponseError({
      ...REQUEST,
      pageStatus: 200,
      reason: 'not-json',
      bodyExcerpt: '<!DOCTYPE html><title>Just a moment...</title>',
      contentType: 'text/html; charset=UTF-8',
    });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: ' +
        'expected JSON, got "<!DOCTYPE html><title>Just a moment...</title>" (text/html; charset=UTF-8)',
    );
    expect(error.bodyExcerpt).toBe('<!DOCTYPE html><title>Just a moment...</title>');
    expect(error.contentType).toBe('text/html; charset=UTF-8');
  });

  it('works for a body that is not JSON without a content type', () => {
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'not-json', bodyExcerpt: '{"Episode":' });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: expected JSON, got "{\\"Episode\\":"',
    );
  });

  it('names where the shape differs, and how many more places do', () => {
    const issues = [
      { path: ['Frame', 'Id'], message: 'Invalid input: expected number, received string' },
      { path: ['Subtitles'], message: 'Invalid input: expected array, received object' },
      { path: ['Nearby', 3, 'Timestamp'], message: 'Too small: expected number to be >=0' },
    ];
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'schema', issues });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: ' +
        'at Frame.Id: Invalid input: expected number, received string (and 2 more)',
    );
    expect(error.issues).toEqual(issues);
  });

  it('names the root when the whole body has the wrong shape', () => {
    const error = new InvalidResponseError({
      ...REQUEST,
      pageStatus: 200,
      reason: 'schema',
      issues: [{ path: [], message: 'Invalid input: expected array, received object' }],
    });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: ' +
        'at the root: Invalid input: expected array, received object',
    );
  });

  it('still reads when a schema failure comes without issues', () => {
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'schema' });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: unexpected shape',
    );
  });

  it('says a body was too large', () => {
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'too-large', attempts: 2 });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: ' +
        'it was larger than the client accepts (after 2 attempts)',
    );
  });

  it('sits under APIError, ScreencapError and Error, and keeps its cause', () => {
    const cause = new SyntaxError('Unexpected token < in JSON at position 0');
    const error = new InvalidResponseError({ ...REQUEST, pageStatus: 200, reason: 'not-json', cause });
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toBe(cause);
  });

  it('describes itself as plain data, with copies of the issues', () => {
    const issues = [{ path: ['Frame', 'Id'], message: 'bad' }];
    const error = new InvalidResponseError({
      ...REQUEST,
      pageStatus: 200,
      reason: 'schema',
      issues,
      bodyExcerpt: '{"Frame":{"Id":"1"}}',
      contentType: 'application/json',
    });
    const json = error.toJSON();
    expect(json).toEqual({
      name: 'InvalidResponseError',
      message: 'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 answered 200 with an invalid body: at Frame.Id: bad',
      method: 'GET',
      url: URL_,
      attempts: 1,
      pageStatus: 200,
      reason: 'schema',
      issues: [{ path: ['Frame', 'Id'], message: 'bad' }],
      bodyExcerpt: '{"Frame":{"Id":"1"}}',
      contentType: 'application/json',
    });
    expect(json.issues).not.toBe(error.issues);
  });
});
