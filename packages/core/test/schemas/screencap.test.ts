import { describe, expect, it } from '@jest/globals';
import { episodeViewJsonSchema, screencapJsonSchema } from '../../src/schemas/index.js';
import { caption2026, classicCaption, episodeView, zeroedEpisodeView } from '../support/payloads.js';

function paths(result: { error?: { issues: { path: PropertyKey[] }[] } | undefined }): PropertyKey[][] {
  return result.error?.issues.map((issue) => issue.path) ?? [];
}

describe('screencapJsonSchema', () => {
  it('accepts a classic caption response with Nearby', () => {
    const parsed = screencapJsonSchema.parse(classicCaption());
    expect(parsed).toEqual(classicCaption());
    expect(parsed.Nearby).toHaveLength(7);
  });

  it('accepts a 2026 response and keeps every unknown key, at every level', () => {
    const parsed = screencapJsonSchema.parse(caption2026());
    expect(parsed).toEqual(caption2026());
    expect((parsed as Record<string, unknown>).Rating).toBe('TV-PG');
    expect((parsed.Episode as Record<string, unknown>).Slug).toBe('lisa-the-beauty-queen');
    expect((parsed.Frame as Record<string, unknown>).Blurhash).toBe('LEHV6nWB2yk8pyo0adR*.7kCMdnj');
    expect(parsed.Frame.VideoWidth).toBe(1440);
  });

  it('reads MinTimestamp and MaxTimestamp at the top level', () => {
    const parsed = screencapJsonSchema.parse(caption2026());
    expect([parsed.MinTimestamp, parsed.MaxTimestamp]).toEqual([0, 1341800]);
    expect(screencapJsonSchema.parse(classicCaption()).MinTimestamp).toBeUndefined();
  });

  it.each([
    ['MinTimestamp', -1],
    ['MaxTimestamp', 1.5],
    ['MaxTimestamp', '1341800'],
  ])('refuses %s = %p', (key, value) => {
    expect(paths(screencapJsonSchema.safeParse({ ...caption2026(), [key]: value }))).toEqual([[key]]);
  });

  it('accepts a response without Nearby', () => {
    const { Nearby: _dropped, ...raw } = classicCaption();
    const parsed = screencapJsonSchema.parse(raw);
    expect(parsed.Nearby).toBeUndefined();
    expect(parsed.Frame.Timestamp).toBe(200160);
  });

  it('accepts a response with no subtitles', () => {
    expect(screencapJsonSchema.parse({ ...classicCaption(), Subtitles: [] }).Subtitles).toEqual([]);
  });

  it('refuses a frame Id given as a string', () => {
    const raw = classicCaption();
    const broken = { ...raw, Frame: { ...raw.Frame, Id: '701002' } };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame', 'Id']]);
  });

  it('refuses a negative frame Timestamp', () => {
    const raw = classicCaption();
    const broken = { ...raw, Frame: { ...raw.Frame, Timestamp: -200160 } };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame', 'Timestamp']]);
  });

  it('refuses a float frame Timestamp', () => {
    const raw = classicCaption();
    const broken = { ...raw, Frame: { ...raw.Frame, Timestamp: 200160.25 } };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame', 'Timestamp']]);
  });

  it('refuses a frame whose Episode is an object', () => {
    const raw = classicCaption();
    const broken = { ...raw, Frame: { ...raw.Frame, Episode: raw.Episode } };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame', 'Episode']]);
  });

  it('refuses a response without Frame (the old service shape)', () => {
    const { Frame: _dropped, ...broken } = classicCaption();
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame']]);
  });

  it('refuses Subtitles that is not an array', () => {
    const broken = { ...classicCaption(), Subtitles: { 0: classicCaption().Subtitles[0] } };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Subtitles']]);
  });

  it('refuses a broken Nearby entry, pointing at it', () => {
    const raw = classicCaption();
    raw.Nearby[2] = { Id: 701001, Episode: 'S05E01', Timestamp: -1 };
    expect(paths(screencapJsonSchema.safeParse(raw))).toEqual([['Nearby', 2, 'Timestamp']]);
  });

  it('lists every broken place', () => {
    const raw = classicCaption();
    const broken = { ...raw, Frame: { ...raw.Frame, Id: 'x' }, Subtitles: null };
    expect(paths(screencapJsonSchema.safeParse(broken))).toEqual([['Frame', 'Id'], ['Subtitles']]);
  });
});

describe('episodeViewJsonSchema', () => {
  it('accepts an episode view', () => {
    expect(episodeViewJsonSchema.parse(episodeView())).toEqual(episodeView());
  });

  it('accepts the zeroed record of an unknown key with no subtitles', () => {
    expect(episodeViewJsonSchema.parse(zeroedEpisodeView())).toEqual(zeroedEpisodeView());
  });

  it('refuses a view without Episode', () => {
    expect(paths(episodeViewJsonSchema.safeParse({ Subtitles: [] }))).toEqual([['Episode']]);
  });
});
