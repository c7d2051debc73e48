import { describe, expect, it } from '@jest/globals';
import { APIError } from '../../src/errors/api-error.js';
import { NoFramesFound } from '../../src/errors/no-frames-found.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';

describe('NoFramesFound', () => {
  it('names the episode and the window that held no frame', () => {
    const error = new NoFramesFound({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });
    expect(error.message).toBe('No frames of S05E01 between 197160 and 204160 ms to cut a clip from');
    expect(error.name).toBe('NoFramesFound');
    expect(error.window).toEqual({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });
  });

  it('keeps a copy of the window, not the object it was given', () => {
    const window = { key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 };
    const error = new NoFramesFound(window);
    window.before = 0;
    expect(error.window.before).toBe(3000);
  });

  it('keeps only the window fields of a larger object such as a clip plan', () => {
    const plan = { key: 'S05E01', timestamp: 200160, before: 3000, after: 4000, caption: 'That is impossible!' };
    expect(new NoFramesFound(plan).window).toStrictEqual({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });
  });

  it('sits under ScreencapError and Error, not under APIError', () => {
    const error = new NoFramesFound({ key: 'S05E01', timestamp: 0, before: 0, after: 0 });
    expect(error).toBeInstanceOf(NoFramesFound);
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(APIError);
  });

  it('describes itself as plain data', () => {
    const error = new NoFramesFound({ key: 'S05E01', timestamp: 10000, before: 3000, after: 4000 });
    expect(error.toJSON()).toEqual({
      name: 'NoFramesFound',
      message: 'No frames of S05E01 between 7000 and 14000 ms to cut a clip from',
      window: { key: 'S05E01', timestamp: 10000, before: 3000, after: 4000 },
    });
  });
});

describe('NoFramesFound near the start of an episode', () => {
  it('starts the window it names at 0 ms, never below', () => {
    const error = new NoFramesFound({ key: 'S01E01', timestamp: 1000, before: 3000, after: 4000 });
    expect(error.message).toBe('No frames of S01E01 between 0 and 5000 ms to cut a clip from');
  });
});
