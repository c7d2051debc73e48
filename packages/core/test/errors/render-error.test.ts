import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { RenderError } from '../../src/errors/render-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';
import { deserializeError, serializeError } from '../../src/errors/serialization.js';

const URL_ = 'https://frinkiac.com/api/render/gif/stream';

describe('RenderError', () => {
  it('carries the request and the service message', () => {
    const error = new RenderError({ method: 'POST', url: URL_, serviceMessage: 'episode not found' });
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RenderError');
    expect(error.method).toBe('POST');
    expect(error.url).toBe(URL_);
    expect(error.attempts).toBe(1);
    expect(error.serviceMessage).toBe('episode not found');
    expect(error.message).toBe('POST https://frinkiac.com/api/render/gif/stream failed to render: episode not found');
    expect(String(error)).toBe('RenderError: POST https://frinkiac.com/api/render/gif/stream failed to render: episode not found');
  });

  it('counts attempts in its message when there were several', () => {
    const error = new RenderError({ method: 'POST', url: URL_, attempts: 3, serviceMessage: 'boom' });
    expect(error.attempts).toBe(3);
    expect(error.message).toBe('POST https://frinkiac.com/api/render/gif/stream failed to render: boom (after 3 attempts)');
  });

  it('keeps a cause', () => {
    const cause = new Error('inner');
    expect(new RenderError({ method: 'POST', url: URL_, serviceMessage: 'x', cause }).cause).toBe(cause);
  });

  it('writes its fields as plain data', () => {
    const error = new RenderError({ method: 'POST', url: URL_, attempts: 2, serviceMessage: 'no frames' });
    expect(error.toJSON()).toEqual({
      name: 'RenderError',
      message: 'POST https://frinkiac.com/api/render/gif/stream failed to render: no frames (after 2 attempts)',
      method: 'POST',
      url: URL_,
      attempts: 2,
      serviceMessage: 'no frames',
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error.toJSON());
  });
});

describe('RenderError across a worker boundary', () => {
  it('serializes to its name, message and fields', () => {
    const error = new RenderError({ method: 'POST', url: URL_, attempts: 2, serviceMessage: 'no frames' });
    expect(serializeError(error)).toEqual({
      name: 'RenderError',
      message: 'POST https://frinkiac.com/api/render/gif/stream failed to render: no frames (after 2 attempts)',
      fields: { method: 'POST', url: URL_, attempts: 2, serviceMessage: 'no frames' },
    });
  });

  it('rebuilds as a RenderError with the same fields and message, through structuredClone', () => {
    const error = new RenderError({ method: 'POST', url: 'https://frinkiac.com/api/render/mp4', attempts: 1, serviceMessage: 'ffmpeg: code 1' });
    const rebuilt = deserializeError(structuredClone(serializeError(error)));
    expect(rebuilt).toBeInstanceOf(APIError);
    if (!(rebuilt instanceof RenderError)) throw new Error('expected a RenderError');
    const render = rebuilt;
    expect(render.name).toBe('RenderError');
    expect(render.message).toBe(error.message);
    expect(render.method).toBe('POST');
    expect(render.url).toBe('https://frinkiac.com/api/render/mp4');
    expect(render.attempts).toBe(1);
    expect(render.serviceMessage).toBe('ffmpeg: code 1');
    expect(render.toJSON()).toEqual(error.toJSON());
  });

  it('keeps its cause through the round trip', () => {
    const error = new RenderError({ method: 'POST', url: URL_, serviceMessage: 'x', cause: new TypeError('inner') });
    const rebuilt = deserializeError(serializeError(error));
    expect(rebuilt).toBeInstanceOf(RenderError);
    expect(rebuilt.cause).toBeInstanceOf(TypeError);
    expect((rebuilt.cause as Error).message).toBe('inner');
  });

  it('recomputes the message from the fields rather than trusting the one sent', () => {
    const rebuilt = deserializeError({
      name: 'RenderError',
      message: 'forged',
      fields: { method: 'POST', url: URL_, attempts: 1, serviceMessage: 'real' },
    });
    expect(rebuilt.message).toBe('POST https://frinkiac.com/api/render/gif/stream failed to render: real');
  });
});
