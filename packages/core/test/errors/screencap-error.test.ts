import { describe, expect, it } from '@jest/globals';
import { ScreencapError } from '../../src/errors/screencap-error.js';

describe('ScreencapError', () => {
  it('is an Error with its own name and message', () => {
    const error = new ScreencapError('Something went wrong with the screencap service');
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ScreencapError');
    expect(error.message).toBe('Something went wrong with the screencap service');
    expect(error.cause).toBeUndefined();
  });

  it('keeps its cause', () => {
    const cause = new Error('lower level');
    const error = new ScreencapError('higher level', { cause });
    expect(error.cause).toBe(cause);
  });

  it('names its class in the stack and in String()', () => {
    const error = new ScreencapError('boom');
    expect(String(error)).toBe('ScreencapError: boom');
    expect(error.stack?.split('\n')[0]).toBe('ScreencapError: boom');
  });

  it('describes itself as plain data', () => {
    expect(new ScreencapError('boom').toJSON()).toEqual({ name: 'ScreencapError', message: 'boom' });
    expect(JSON.parse(JSON.stringify(new ScreencapError('boom')))).toEqual({ name: 'ScreencapError', message: 'boom' });
  });
});
