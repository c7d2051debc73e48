import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { APITimeoutError } from '../../src/errors/api-timeout-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

const URL_ = 'https://frinkiac.com/api/frames/S05E01/200160/3000/4000';

describe('APITimeoutError', () => {
  it.each([
    ['response', 15, 'GET https://frinkiac.com/api/frames/S05E01/200160/3000/4000 timed out after 15 s waiting for the response'],
    ['body', 2.5, 'GET https://frinkiac.com/api/frames/S05E01/200160/3000/4000 timed out after 2.5 s waiting for the rest of the body'],
    ['attempt', 60, 'GET https://frinkiac.com/api/frames/S05E01/200160/3000/4000 timed out after 60 s for the whole attempt'],
  ] as const)('names the method, the URL, the limit and the %s phase', (phase, timeout, message) => {
    const error = new APITimeoutError({ method: 'GET', url: URL_, timeout, phase });
    expect(error.message).toBe(message);
    expect(error.name).toBe('APITimeoutError');
    expect(error.timeout).toBe(timeout);
    expect(error.phase).toBe(phase);
    expect(error.url).toBe(URL_);
    expect(error.method).toBe('GET');
  });

  it('says how many attempts timed out', () => {
    const error = new APITimeoutError({ method: 'GET', url: URL_, timeout: 15, phase: 'response', attempts: 3 });
    expect(error.message).toBe(
      'GET https://frinkiac.com/api/frames/S05E01/200160/3000/4000 timed out after 15 s waiting for the response (after 3 attempts)',
    );
  });

  it('sits under APIError, ScreencapError and Error', () => {
    const error = new APITimeoutError({ method: 'GET', url: URL_, timeout: 15, phase: 'body' });
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
  });

  it('describes itself as plain data', () => {
    expect(new APITimeoutError({ method: 'GET', url: URL_, timeout: 15, phase: 'body' }).toJSON()).toEqual({
      name: 'APITimeoutError',
      message: 'GET https://frinkiac.com/api/frames/S05E01/200160/3000/4000 timed out after 15 s waiting for the rest of the body',
      method: 'GET',
      url: URL_,
      attempts: 1,
      timeout: 15,
      phase: 'body',
    });
  });
});
