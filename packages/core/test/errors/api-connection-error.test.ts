import { describe, expect, it } from '@jest/globals';
import { APIConnectionError } from '../../src/errors/api-connection-error.js';
import { APIError } from '../../src/errors/api-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/random';

describe('APIConnectionError', () => {
  it('names the method, the URL and the system error code', () => {
    const cause = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });
    const error = new APIConnectionError({ method: 'GET', url: URL_, code: 'ECONNRESET', cause });
    expect(error.message).toBe('GET https://frinkiac.com/api/random failed: connection error (ECONNRESET)');
    expect(error.name).toBe('APIConnectionError');
    expect(error.code).toBe('ECONNRESET');
    expect(error.url).toBe(URL_);
    expect(error.method).toBe('GET');
    expect(error.cause).toBe(cause);
  });

  it('works without a code', () => {
    const error = new APIConnectionError({ method: 'GET', url: URL_, attempts: 3 });
    expect(error.message).toBe('GET https://frinkiac.com/api/random failed: connection error (after 3 attempts)');
    expect(error.code).toBeUndefined();
  });

  it('sits under APIError, ScreencapError and Error', () => {
    const error = new APIConnectionError({ method: 'GET', url: URL_, code: 'ENOTFOUND' });
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
  });

  it('describes itself as plain data', () => {
    expect(new APIConnectionError({ method: 'GET', url: URL_, code: 'ECONNREFUSED' }).toJSON()).toEqual({
      name: 'APIConnectionError',
      message: 'GET https://frinkiac.com/api/random failed: connection error (ECONNREFUSED)',
      method: 'GET',
      url: URL_,
      attempts: 1,
      code: 'ECONNREFUSED',
    });
  });
});
