import { describe, expect, it } from '@jest/globals';
import { resolveScreencapTarget } from '../../src/client/screencap-target.js';
import { Frame } from '../../src/models/frame.js';
import { catchError } from '../support/catch-error.js';

const FRAME = new Frame({ url: 'https://frinkiac.com/' }, { Id: 701002, Episode: 'S05E01', Timestamp: 200160 });

describe('resolveScreencapTarget', () => {
  it('reads (episode, timestamp)', () => {
    expect(resolveScreencapTarget(['S05E01', 200160])).toEqual({
      target: { episode: 'S05E01', timestamp: 200160 },
      options: undefined,
    });
  });

  it('reads (episode, timestamp, options)', () => {
    expect(resolveScreencapTarget(['S05E01', 200160, { timeout: 5 }])).toEqual({
      target: { episode: 'S05E01', timestamp: 200160 },
      options: { timeout: 5 },
    });
  });

  it('reads (frame)', () => {
    expect(resolveScreencapTarget([FRAME])).toEqual({ target: { episode: 'S05E01', timestamp: 200160 }, options: undefined });
  });

  it('reads (frame, options)', () => {
    expect(resolveScreencapTarget([FRAME, { timeout: 5 }])).toEqual({
      target: { episode: 'S05E01', timestamp: 200160 },
      options: { timeout: 5 },
    });
  });

  it('reads anything frame-like, such as a screencap', () => {
    expect(resolveScreencapTarget([{ key: 'S04E05', timestamp: 1023456, caption: 'x' }]).target).toEqual({
      episode: 'S04E05',
      timestamp: 1023456,
    });
  });

  it.each([
    ['no arguments', [], 'getScreencap needs (episode, timestamp) or (frame), got ()'],
    ['(null)', [null], 'getScreencap needs (episode, timestamp) or (frame), got (null)'],
    ['(undefined)', [undefined], 'getScreencap needs (episode, timestamp) or (frame), got (undefined)'],
    ['(number, number)', [5, 200160], 'getScreencap needs (episode, timestamp) or (frame), got (5, 200160)'],
    ['a raw frame JSON', [{ Id: 1, Episode: 'S05E01', Timestamp: 200160 }], 'getScreencap needs (episode, timestamp) or (frame), got (an object)'],
  ])('refuses %s with a TypeError', (_label, args, message) => {
    expect(catchError(TypeError, () => resolveScreencapTarget(args)).message).toBe(message);
  });

  it('refuses (episode) alone with a TypeError', () => {
    expect(catchError(TypeError, () => resolveScreencapTarget(['S05E01'])).message).toBe(
      'getScreencap(episode, timestamp) needs a timestamp after the episode "S05E01"',
    );
  });

  it('refuses (frame, options, extra) and (episode, timestamp, options, extra)', () => {
    expect(catchError(TypeError, () => resolveScreencapTarget([FRAME, {}, 'extra'])).message).toBe(
      'getScreencap(frame, options?) takes at most 2 arguments',
    );
    expect(catchError(TypeError, () => resolveScreencapTarget(['S05E01', 200160, {}, 'extra'])).message).toBe(
      'getScreencap(episode, timestamp, options?) takes at most 3 arguments',
    );
  });

  it.each([
    [-1, '-1'],
    [1.5, '1.5'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('refuses the timestamp %p with a RangeError', (timestamp, described) => {
    expect(catchError(RangeError, () => resolveScreencapTarget(['S05E01', timestamp])).message).toBe(
      `timestamp must be a non-negative integer number of milliseconds, got ${described}`,
    );
  });

  it('refuses a timestamp string with a TypeError', () => {
    expect(catchError(TypeError, () => resolveScreencapTarget(['S05E01', '200160'])).message).toBe(
      'getScreencap(episode, timestamp) needs a number of milliseconds as timestamp, got "200160"',
    );
  });

  it('refuses an empty or dot-segment episode', () => {
    expect(catchError(TypeError, () => resolveScreencapTarget(['', 200160])).message).toContain('episode must be');
    expect(catchError(RangeError, () => resolveScreencapTarget(['..', 200160])).message).toContain('episode must be');
  });

  it('names frame.key and frame.timestamp for a bad frame-like', () => {
    expect(catchError(TypeError, () => resolveScreencapTarget([{ key: 5, timestamp: 1 }])).message).toBe(
      'frame.key must be a non-empty episode key string such as "S05E01", got 5',
    );
    expect(catchError(RangeError, () => resolveScreencapTarget([{ key: 'S05E01', timestamp: -1 }])).message).toBe(
      'frame.timestamp must be a non-negative integer number of milliseconds, got -1',
    );
  });
});

describe('resolveScreencapTarget with arguments left out', () => {
  it('treats trailing undefineds as absent, as a wrapper passing its own optional arguments on would', () => {
    const frame = { key: 'S05E01', timestamp: 200160 };
    expect(resolveScreencapTarget([frame, undefined, undefined])).toEqual({ target: { episode: 'S05E01', timestamp: 200160 }, options: undefined });
    expect(resolveScreencapTarget(['S05E01', 1, undefined, undefined])).toEqual({ target: { episode: 'S05E01', timestamp: 1 }, options: undefined });
  });
});
