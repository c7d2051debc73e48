import { describe, expect, it } from '@jest/globals';
import { episodeJsonSchema } from '../../src/schemas/index.js';
import { caption2026, classicCaption, zeroedEpisodeView } from '../support/payloads.js';

describe('episodeJsonSchema', () => {
  it('accepts a classic episode record', () => {
    expect(episodeJsonSchema.parse(classicCaption().Episode)).toEqual(classicCaption().Episode);
  });

  it('accepts a 2026 record with video sizes and unknown keys, keeping them', () => {
    const parsed = episodeJsonSchema.parse(caption2026().Episode);
    expect(parsed).toEqual(caption2026().Episode);
    expect(parsed.VideoWidth).toBe(1440);
    expect(parsed.VideoHeight).toBe(1080);
    expect((parsed as Record<string, unknown>).Slug).toBe('lisa-the-beauty-queen');
  });

  it('accepts the zeroed record of an unknown key', () => {
    expect(episodeJsonSchema.parse(zeroedEpisodeView().Episode)).toEqual({
      Id: 0,
      Key: '',
      Season: 0,
      EpisodeNumber: 0,
      Title: '',
      Director: '',
      Writer: '',
      OriginalAirDate: '',
      WikiLink: '',
    });
  });

  it.each([
    ['Id', '101'],
    ['Season', 5.5],
    ['EpisodeNumber', null],
    ['Title', 42],
    ['VideoHeight', null],
    ['VideoWidth', '1440'],
  ])('refuses %s = %p', (key, value) => {
    const result = episodeJsonSchema.safeParse({ ...classicCaption().Episode, [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[key]]);
  });

  it('refuses a record missing a field', () => {
    const { WikiLink: _dropped, ...rest } = classicCaption().Episode;
    expect(episodeJsonSchema.safeParse(rest).error?.issues.map((issue) => issue.path)).toEqual([['WikiLink']]);
  });
});
