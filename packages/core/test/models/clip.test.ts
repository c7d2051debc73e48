import { describe, expect, it } from '@jest/globals';
import { NoFramesFound } from '../../src/errors/no-frames-found.js';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, clipRenderOptions, clipUrlFromFrames, planClip } from '../../src/models/clip.js';
import { Frame } from '../../src/models/frame.js';
import { catchError } from '../support/catch-error.js';
import { framesWindow } from '../support/payloads.js';

const BASE = 'https://frinkiac.com/';
const SOURCE = { url: BASE };
const SCREENCAP = {
  key: 'S04E05',
  timestamp: 1023456,
  caption: 'I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T',
};

describe('clip defaults', () => {
  it('reach 3000 ms before and 4000 ms after', () => {
    expect(DEFAULT_CLIP_BEFORE).toBe(3000);
    expect(DEFAULT_CLIP_AFTER).toBe(4000);
  });
});

describe('planClip', () => {
  it('fills in the defaults, the caption through formatCaption', () => {
    const expected = {
      key: 'S04E05',
      timestamp: 1023456,
      before: 3000,
      after: 4000,
      caption: 'I am so smart! I am so\nsmart! S-M-R-T!',
    };
    expect(planClip(SCREENCAP, undefined)).toEqual(expected);
    expect(planClip(SCREENCAP, {})).toEqual(expected);
    expect(planClip(SCREENCAP, { caption: undefined, before: undefined, after: undefined })).toEqual(expected);
  });

  it('uses what it is given, the caption as given', () => {
    expect(planClip(SCREENCAP, { caption: 'Me fail English?\nThat is unpossible!', before: 0, after: 10000 })).toEqual({
      key: 'S04E05',
      timestamp: 1023456,
      before: 0,
      after: 10000,
      caption: 'Me fail English?\nThat is unpossible!',
    });
    expect(planClip(SCREENCAP, { caption: '' }).caption).toBe('');
  });

  it.each([
    ['null options', null, TypeError, 'options must be an object, got null'],
    ['string options', '3000', TypeError, 'options must be an object, got "3000"'],
    ['array options', [3000, 4000], TypeError, 'options must be an object, got an array of length 2'],
    ['a negative before', { before: -1 }, RangeError, 'before must be a non-negative integer number of milliseconds, got -1'],
    ['a fractional after', { after: 1.5 }, RangeError, 'after must be a non-negative integer number of milliseconds, got 1.5'],
    ['a NaN before', { before: Number.NaN }, RangeError, 'before must be a non-negative integer number of milliseconds, got NaN'],
    ['an infinite after', { after: Number.POSITIVE_INFINITY }, RangeError, 'after must be a non-negative integer number of milliseconds, got Infinity'],
    ['a string before', { before: '3000' }, RangeError, 'before must be a non-negative integer number of milliseconds, got "3000"'],
    ['a caption number', { caption: 42 }, TypeError, 'caption must be a string, got 42'],
    ['a null caption', { caption: null }, TypeError, 'caption must be a string, got null'],
  ] as const)('refuses %s', (_label, options, ErrorClass, message) => {
    expect(catchError(ErrorClass, () => planClip(SCREENCAP, options)).message).toBe(message);
  });
});

describe('clipRenderOptions (getGifUrl/getMp4Url on the 2026 service)', () => {
  it('the same defaults; no caption given leaves it out (the render draws the subtitle lines)', () => {
    expect(clipRenderOptions(undefined)).toEqual({ before: 3000, after: 4000 });
    expect(clipRenderOptions({})).toEqual({ before: 3000, after: 4000 });
  });

  it('a caption given, the empty one included, is kept as given', () => {
    expect(clipRenderOptions({ caption: 'Hi!\nThere', before: 0, after: 10 })).toEqual({ caption: 'Hi!\nThere', before: 0, after: 10 });
    expect(clipRenderOptions({ caption: '' })).toEqual({ caption: '', before: 3000, after: 4000 });
  });

  it('refuses what planClip refuses', () => {
    expect(() => clipRenderOptions({ before: -1 })).toThrow(RangeError);
    expect(() => clipRenderOptions({ caption: 5 })).toThrow(TypeError);
    expect(() => clipRenderOptions({ probe: true })).toThrow(TypeError);
    expect(() => clipRenderOptions('Hi')).toThrow(TypeError);
  });
});

describe('clipUrlFromFrames', () => {
  const plan = { key: 'S05E01', timestamp: 200160, before: 3000, after: 4000, caption: 'That is impossible!' };

  it('cuts from the first to the last frame found', () => {
    const frames = framesWindow().map((json) => new Frame(SOURCE, json));
    expect(clipUrlFromFrames(BASE, 'gif', plan, frames)).toBe(
      'https://frinkiac.com/gif/S05E01/197160/203994.gif?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
    );
    expect(clipUrlFromFrames(BASE, 'mp4', plan, frames)).toBe(
      'https://frinkiac.com/mp4/S05E01/197160/203994.mp4?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
    );
  });

  it('takes the minimum and the maximum whatever the order', () => {
    const frames = [203994, 197160, 200160, 199000].map((Timestamp, Id) => new Frame(SOURCE, { Id, Episode: 'S05E01', Timestamp }));
    expect(clipUrlFromFrames(BASE, 'gif', plan, frames)).toBe(
      'https://frinkiac.com/gif/S05E01/197160/203994.gif?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
    );
  });

  it('makes a one-frame clip from a single frame', () => {
    const frames = [new Frame(SOURCE, { Id: 1, Episode: 'S05E01', Timestamp: 200160 })];
    expect(clipUrlFromFrames(BASE, 'gif', { ...plan, caption: 'a' }, frames)).toBe(
      'https://frinkiac.com/gif/S05E01/200160/200160.gif?b64lines=YQ%3D%3D',
    );
  });

  it('raises NoFramesFound with the window when no frame was found', () => {
    const error = catchError(NoFramesFound, () => clipUrlFromFrames(BASE, 'gif', plan, []));
    expect(error.window).toStrictEqual({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });
    expect(error.message).toBe('No frames of S05E01 between 197160 and 204160 ms to cut a clip from');
  });
});
