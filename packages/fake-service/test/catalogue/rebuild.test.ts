import { describe, expect, test } from '@jest/globals';
import { catalogue } from '../../src/catalogue/catalogue.js';
import { findEpisode } from '../../src/catalogue/lookup.js';
import {
  discoverEntries,
  inSeasonRange,
  isoAirDate,
  navigatorEntry,
  rebuiltEpisode,
  rebuiltFrame,
  screencapRange,
  transcriptLines,
  UNKNOWN_EPISODE_2026,
} from '../../src/catalogue/rebuild.js';
import { createRandom } from '../../src/random.js';

describe('isoAirDate', () => {
  test.each([
    ['9-Jan-00', '2000-01-09'],
    ['16-Jan-00', '2000-01-16'],
    ['3-Sep-01', '2001-09-03'],
    ['30-Sep-93', '1993-09-30'],
    ['1-Dec-68', '2068-12-01'],
    ['1-Dec-69', '1969-12-01'],
    ['', ''],
  ])('%j -> %j', (classic, iso) => {
    expect(isoAirDate(classic)).toBe(iso);
  });

  test.each(['2000-01-09', '9-jan-00', '9-Foo-00', '9 Jan 00'])('refuses %j', (value) => {
    expect(() => isoAirDate(value)).toThrow(/d-Mon-yy/);
  });
});

describe('the rebuilt records', () => {
  const entry = findEpisode(catalogue, 'S01E02')!;

  test('rebuiltEpisode keeps the 9 classic fields first, converts the date, adds the video size', () => {
    const episode = rebuiltEpisode(entry);
    expect(episode).toEqual({
      ...entry.episode,
      OriginalAirDate: '2000-01-16',
      VideoWidth: 1920,
      VideoHeight: 1080,
    });
    expect(Object.keys(episode).slice(0, 9)).toEqual(Object.keys(entry.episode));
    expect(entry.episode.OriginalAirDate).toBe('16-Jan-00'); // the catalogue is untouched
  });

  test('UNKNOWN_EPISODE_2026 is zeroed and frozen, without video size', () => {
    expect(UNKNOWN_EPISODE_2026).toEqual({ Id: 0, Key: '', Season: 0, EpisodeNumber: 0, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' });
    expect(Object.isFrozen(UNKNOWN_EPISODE_2026)).toBe(true);
  });

  test('rebuiltFrame is the plain frame: frames carry no video size in 2026', () => {
    expect(rebuiltFrame(entry.frames[3]!)).toEqual(entry.frames[3]);
    expect(Object.keys(rebuiltFrame(entry.frames[3]!))).toEqual(['Id', 'Episode', 'Timestamp']);
  });

  test('screencapRange gives the first and last frame, the top-level keys of caption and random answers', () => {
    expect(screencapRange(entry)).toEqual({ MinTimestamp: entry.frames[0]!.Timestamp, MaxTimestamp: entry.frames.at(-1)!.Timestamp });
  });

  test('inSeasonRange: missing bounds do not limit', () => {
    expect(inSeasonRange(1, {})).toBe(true);
    expect(inSeasonRange(1, { min: 2 })).toBe(false);
    expect(inSeasonRange(2, { min: 2, max: 2 })).toBe(true);
    expect(inSeasonRange(3, { max: 2 })).toBe(false);
  });

  test('discoverEntries picks distinct lines and follows its generator', () => {
    const first = discoverEntries(catalogue, createRandom(3));
    expect(first).toHaveLength(12);
    expect(new Set(first.map((item) => `${item.Episode}/${item.Timestamp}/${item.Content}`)).size).toBe(12);
    expect(discoverEntries(catalogue, createRandom(3))).toEqual(first);
    expect(discoverEntries(catalogue, createRandom(3), 500)).toHaveLength(catalogue.subtitles.length);
  });

  test('navigatorEntry and transcriptLines', () => {
    expect(navigatorEntry(entry).Frames).toHaveLength(20);
    expect(transcriptLines(entry, 0).every((line) => line.StartTimestamp <= 30_000)).toBe(true);
  });
});
