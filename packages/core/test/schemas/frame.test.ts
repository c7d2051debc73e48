import { describe, expect, it } from '@jest/globals';
import { frameJsonSchema, frameListJsonSchema } from '../../src/schemas/index.js';
import { framesWindow, searchResults2026 } from '../support/payloads.js';

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): PropertyKey[][] {
  return result.error?.issues.map((issue) => issue.path) ?? [];
}

describe('frameJsonSchema', () => {
  it('accepts a classic frame', () => {
    expect(frameJsonSchema.parse({ Id: 701002, Episode: 'S05E01', Timestamp: 200160 })).toEqual({
      Id: 701002,
      Episode: 'S05E01',
      Timestamp: 200160,
    });
  });

  it('accepts a 2026 search result and keeps Content, Title and unknown keys', () => {
    const raw = { ...searchResults2026()[0], VideoWidth: 1440, VideoHeight: 1080, Filename: 'S05E01/200160.jpg' };
    expect(frameJsonSchema.parse(raw)).toEqual(raw);
  });

  it('accepts timestamp 0', () => {
    expect(frameJsonSchema.safeParse({ Id: 1, Episode: 'S01E01', Timestamp: 0 }).success).toBe(true);
  });

  it.each([
    ['Id as a string', { Id: '701002', Episode: 'S05E01', Timestamp: 200160 }, ['Id']],
    ['Id as a float', { Id: 1.5, Episode: 'S05E01', Timestamp: 200160 }, ['Id']],
    ['a negative Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: -40 }, ['Timestamp']],
    ['a float Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: 200160.5 }, ['Timestamp']],
    ['a string Timestamp', { Id: 1, Episode: 'S05E01', Timestamp: '200160' }, ['Timestamp']],
    ['Episode as an object', { Id: 1, Episode: { Id: 101, Key: 'S05E01' }, Timestamp: 200160 }, ['Episode']],
    ['no Episode', { Id: 1, Timestamp: 200160 }, ['Episode']],
    ['Content as a number', { Id: 1, Episode: 'S05E01', Timestamp: 1, Content: 42 }, ['Content']],
  ])('refuses a frame with %s', (_label, raw, path) => {
    const result = frameJsonSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toEqual([path]);
  });
});

describe('frameListJsonSchema', () => {
  it('accepts the empty list the service sends for no match', () => {
    expect(frameListJsonSchema.parse([])).toEqual([]);
  });

  it('accepts search, frames and nearby lists', () => {
    expect(frameListJsonSchema.parse(searchResults2026())).toEqual(searchResults2026());
    expect(frameListJsonSchema.parse(framesWindow())).toEqual(framesWindow());
  });

  it('points at the broken entry', () => {
    const list: unknown[] = framesWindow();
    list[1] = { Id: 701002, Episode: 'S05E01', Timestamp: -1 };
    expect(issuePaths(frameListJsonSchema.safeParse(list))).toEqual([[1, 'Timestamp']]);
  });

  it('refuses an object where the list should be', () => {
    expect(issuePaths(frameListJsonSchema.safeParse({ Frames: [] }))).toEqual([[]]);
  });
});

describe('frameJsonSchema on episode keys', () => {
  it.each([
    ['empty', '', 'an episode key must not be empty'],
    ['a dot segment', '..', 'an episode key must not be a dot segment'],
    ['a lone surrogate', 'S01\ud800', 'an episode key must be well-formed Unicode'],
  ])('refuses an Episode that is %s, so a malformed answer is an invalid response, not an argument error', (_label, key, message) => {
    const result = frameJsonSchema.safeParse({ Id: 1, Episode: key, Timestamp: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['Episode']);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
