import { describe, expect, it } from '@jest/globals';
import { subtitleJsonSchema } from '../../src/schemas/index.js';
import { classicCaption } from '../support/payloads.js';

describe('subtitleJsonSchema', () => {
  it('accepts a subtitle line as the service sends it', () => {
    const subtitle = classicCaption().Subtitles[0];
    expect(subtitleJsonSchema.parse(subtitle)).toEqual(subtitle);
  });

  it('accepts a line without RepresentativeTimestamp and Language, and keeps unknown keys', () => {
    const subtitle = { Id: 1, Episode: 'S05E01', StartTimestamp: 0, EndTimestamp: 1200, Content: '', Speaker: 'Homer' };
    expect(subtitleJsonSchema.parse(subtitle)).toEqual(subtitle);
  });

  it.each([
    ['Content', 42],
    ['Content', undefined],
    ['Episode', { Key: 'S05E01' }],
    ['StartTimestamp', '198300'],
    ['Language', 1],
  ])('refuses %s = %p', (key, value) => {
    const result = subtitleJsonSchema.safeParse({ ...classicCaption().Subtitles[0], [key]: value });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[key]]);
  });
});
