import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { APIUserAbortError } from '../../src/errors/api-user-abort-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/nearby?e=S05E01&t=200160';

describe('APIUserAbortError', () => {
  it('names the method and the URL, and keeps the abort reason as its cause', () => {
    const reason = new Error('user closed the tab');
    const error = new APIUserAbortError({ method: 'GET', url: URL_, cause: reason });
    expect(error.message).toBe('GET https://frinkiac.com/api/nearby?e=S05E01&t=200160 was aborted by the caller');
    expect(error.name).toBe('APIUserAbortError');
    expect(error.url).toBe(URL_);
    expect(error.method).toBe('GET');
    expect(error.attempts).toBe(1);
    expect(error.cause).toBe(reason);
  });

  it('sits under APIError, ScreencapError and Error', () => {
    const error = new APIUserAbortError({ method: 'GET', url: URL_ });
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
  });

  it('describes itself as plain data', () => {
    expect(new APIUserAbortError({ method: 'GET', url: URL_ }).toJSON()).toEqual({
      name: 'APIUserAbortError',
      message: 'GET https://frinkiac.com/api/nearby?e=S05E01&t=200160 was aborted by the caller',
      method: 'GET',
      url: URL_,
      attempts: 1,
    });
  });
});
