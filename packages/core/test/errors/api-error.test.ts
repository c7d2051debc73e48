import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/caption?e=S05E01&t=200160';

describe('APIError', () => {
  it('puts the method and the URL of the failed request in front of the summary', () => {
    const error = new APIError('went wrong', { method: 'GET', url: URL_ });
    expect(error.message).toBe('GET https://frinkiac.com/api/caption?e=S05E01&t=200160 went wrong');
    expect(error.method).toBe('GET');
    expect(error.url).toBe(URL_);
    expect(error.attempts).toBe(1);
    expect(error.name).toBe('APIError');
  });

  it('sits under ScreencapError and Error', () => {
    const error = new APIError('went wrong', { method: 'GET', url: URL_ });
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
  });

  it('says how many attempts were made when there was more than one', () => {
    expect(new APIError('went wrong', { method: 'GET', url: URL_, attempts: 1 }).message).toBe(
      'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 went wrong',
    );
    const error = new APIError('went wrong', { method: 'GET', url: URL_, attempts: 3 });
    expect(error.message).toBe('GET https://frinkiac.com/api/caption?e=S05E01&t=200160 went wrong (after 3 attempts)');
    expect(error.attempts).toBe(3);
  });

  it('keeps its cause', () => {
    const cause = new Error('socket hang up');
    expect(new APIError('went wrong', { method: 'GET', url: URL_, cause }).cause).toBe(cause);
  });

  it('describes itself as plain data', () => {
    expect(new APIError('went wrong', { method: 'GET', url: URL_, attempts: 2 }).toJSON()).toEqual({
      name: 'APIError',
      message: 'GET https://frinkiac.com/api/caption?e=S05E01&t=200160 went wrong (after 2 attempts)',
      method: 'GET',
      url: URL_,
      attempts: 2,
    });
  });
});
