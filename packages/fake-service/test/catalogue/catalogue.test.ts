import { describe, expect, test } from '@jest/globals';
import { buildCatalogue, catalogue, catalogue2026, catalogueFor, landmarks } from '../../src/catalogue/catalogue.js';
import { searchSubtitles } from '../../src/catalogue/search.js';
import { FRAME_ID_STRIDE, MAX_FRAME_GAP_MS, MIN_FRAME_GAP_MS } from '../../src/catalogue/frames.js';
import { findEpisode, subtitlesAt } from '../../src/catalogue/lookup.js';
import type { CatalogueEpisode } from '../../src/catalogue/types.js';

const episode = (key: string): CatalogueEpisode => {
  const entry = findEpisode(catalogue, key);
  if (entry === undefined) throw new Error(`no ${key}`);
  return entry;
};
const allContent = catalogue.subtitles.map((line) => line.Content);
const hasLine = (pattern: RegExp): boolean => allContent.some((content) => pattern.test(content));

describe('catalogue', () => {
  test('is The Testingtons with at least three episodes in key order', () => {
    expect(catalogue.title).toBe('The Testingtons');
    expect(catalogue.episodes.map((entry) => entry.episode.Key)).toEqual(['S01E01', 'S01E02', 'S01E03', 'S02E01']);
  });

  test('is the same on every build', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  test('episodes have the 9 fields, in the order of the real service', () => {
    for (const { episode: record } of catalogue.episodes) {
      expect(Object.keys(record)).toEqual(['Id', 'Key', 'Season', 'EpisodeNumber', 'Title', 'Director', 'Writer', 'OriginalAirDate', 'WikiLink']);
      expect(record.Key).toBe(`S${String(record.Season).padStart(2, '0')}E${String(record.EpisodeNumber).padStart(2, '0')}`);
    }
  });

  test.each(catalogue.episodes.map((entry) => [entry.episode.Key, entry] as const))('%s has a frame every 150-250 ms up to its end', (key, entry) => {
    const { frames, durationMs } = entry;
    expect(frames.length).toBeGreaterThan(100);
    expect(frames[0]?.Timestamp).toBeGreaterThanOrEqual(MIN_FRAME_GAP_MS);
    expect(frames[0]?.Timestamp).toBeLessThanOrEqual(MAX_FRAME_GAP_MS);
    expect(durationMs - (frames.at(-1)?.Timestamp ?? 0)).toBeLessThan(MAX_FRAME_GAP_MS);
    // One assertion per property over all frames: an expect() per frame would be slow on 18 000 frames.
    expect(frames.filter((frame) => Object.keys(frame).join() !== 'Id,Episode,Timestamp' || frame.Episode !== key)).toEqual([]);
    expect(frames.filter((frame, index) => frame.Id !== entry.episode.Id * FRAME_ID_STRIDE + index + 1)).toEqual([]);
    const gapList = frames.slice(1).map((frame, index) => frame.Timestamp - (frames[index]?.Timestamp ?? 0));
    expect(gapList.filter((gap) => gap < MIN_FRAME_GAP_MS || gap > MAX_FRAME_GAP_MS)).toEqual([]);
    const gaps = new Set(gapList);
    // Jittered, not a fixed step.
    expect(gaps.size).toBeGreaterThan(50);
  });

  test('subtitles have the 7 fields; the representative timestamp is a frame within the line', () => {
    const ids = new Set<number>();
    for (const entry of catalogue.episodes) {
      const frameTimestamps = new Set(entry.frames.map((frame) => frame.Timestamp));
      expect(entry.subtitles.length).toBeGreaterThan(3);
      for (const line of entry.subtitles) {
        expect(Object.keys(line)).toEqual(['Id', 'RepresentativeTimestamp', 'Episode', 'StartTimestamp', 'EndTimestamp', 'Content', 'Language']);
        expect(line.Episode).toBe(entry.episode.Key);
        expect(line.Language).toBe('en');
        expect(line.StartTimestamp).toBeLessThan(line.EndTimestamp);
        expect(line.EndTimestamp).toBeLessThanOrEqual(entry.durationMs);
        expect(frameTimestamps.has(line.RepresentativeTimestamp)).toBe(true);
        expect(line.RepresentativeTimestamp).toBeGreaterThanOrEqual(line.StartTimestamp);
        expect(line.RepresentativeTimestamp).toBeLessThanOrEqual(line.EndTimestamp);
        ids.add(line.Id);
      }
    }
    expect(ids.size).toBe(catalogue.subtitles.length);
  });

  test('is frozen so tests cannot corrupt it', () => {
    expect(Object.isFrozen(catalogue.episodes[0]?.episode)).toBe(true);
    expect(Object.isFrozen(catalogue.episodes[0]?.frames[0])).toBe(true);
    expect(Object.isFrozen(catalogue.subtitles[0])).toBe(true);
  });
});

describe('landmarks', () => {
  test('the unicode episode has accents, CJK and emoji in its metadata', () => {
    const { Title, Director, Writer } = episode(landmarks.keys.unicodeMetadata).episode;
    expect(Title).toMatch(/é/);
    expect(Title).toMatch(/\p{Script=Han}/u);
    expect(Title).toMatch(/\p{Extended_Pictographic}/u);
    expect(Director).toMatch(/\p{Extended_Pictographic}/u);
    expect(Writer).toMatch(/\p{Script=Han}/u);
  });

  test('the empty-metadata episode has "" fields and stray newlines', () => {
    const record = episode(landmarks.keys.emptyMetadata).episode;
    expect(record.Title).toBe('');
    expect(record.OriginalAirDate).toBe('');
    expect(record.WikiLink).toBe('');
    expect(record.Director).toContain('\n');
    expect(record.Writer).toContain('\n');
  });

  test('the long episode lasts more than an hour and has subtitles after it', () => {
    const entry = episode(landmarks.keys.overAnHour);
    expect(entry.durationMs).toBeGreaterThanOrEqual(3_725_100);
    expect(entry.subtitles.some((line) => line.StartTimestamp > 3_600_000)).toBe(true);
  });

  test('the unknown key is unknown and the silent timestamp has no subtitle', () => {
    expect(findEpisode(catalogue, landmarks.keys.unknown)).toBeUndefined();
    const { key, timestamp } = landmarks.silentTimestamp;
    expect(episode(key).subtitles.some((line) => line.StartTimestamp <= timestamp && timestamp <= line.EndTimestamp)).toBe(false);
  });

  test('metadata uses the classic d-Mon-yy air date', () => {
    expect(episode(landmarks.keys.ordinary).episode.OriginalAirDate).toMatch(/^\d{1,2}-[A-Z][a-z]{2}-\d{2}$/);
  });
});

describe('catalogue2026', () => {
  test('holds the classic episodes unchanged, then the film keyed Movie', () => {
    expect(catalogue2026.title).toBe(catalogue.title);
    expect(catalogue2026.episodes.slice(0, 4)).toEqual(catalogue.episodes);
    expect(catalogue2026.subtitles.slice(0, catalogue.subtitles.length)).toEqual(catalogue.subtitles);
    const movie = findEpisode(catalogue2026, landmarks.keys.movie)!;
    expect(movie.episode).toMatchObject({ Key: 'Movie', Season: 0, EpisodeNumber: 1, Title: 'The Testingtons Movie' });
    expect(movie.frames.length).toBeGreaterThan(0);
    expect(movie.subtitles.every((line) => line.Episode === 'Movie')).toBe(true);
    expect(findEpisode(catalogue, 'Movie')).toBeUndefined();
    expect(Object.isFrozen(catalogue2026)).toBe(true);
  });

  test('catalogueFor picks the catalogue of a mode', () => {
    expect(catalogueFor('classic')).toBe(catalogue);
    expect(catalogueFor('2026')).toBe(catalogue2026);
  });

  test('the landmark searches find the same lines in both catalogues; popcorn finds only the film', () => {
    for (const query of Object.values(landmarks.searches).filter((query) => query !== landmarks.searches.movie)) {
      expect(searchSubtitles(catalogue2026, query)).toEqual(searchSubtitles(catalogue, query));
    }
    expect(searchSubtitles(catalogue, landmarks.searches.movie)).toEqual([]);
    expect(searchSubtitles(catalogue2026, landmarks.searches.movie).map((line) => line.Episode)).toEqual(['Movie', 'Movie']);
  });
});

describe('subtitles cover every case caption rules care about', () => {
  test.each([
    ['a line ending with .', /[^.]\.$/],
    ['a line ending with !', /!$/],
    ['a line ending with ?', /\?$/],
    ['a line with ♪ at start and end', /^♪.*♪$/],
    ['a line starting with ♪ only', /^♪(?!.*♪$)/],
    ['a line ending with ♪ only', /^[^♪].*♪$/],
    ['several sentence endings', /[.!?].*[.!?].*[.!?]/],
    ['a line without any ending', /^[^.!?♪]*[^.!?♪\s]$/],
    ['a decimal', /\d\.\d/],
    ['a quote after an ending', /[.!?]"/],
    ['an ellipsis', /\.\.\./],
    ['a ZWJ family emoji', /\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}/u],
    ['a flag', /\p{Regional_Indicator}{2}/u],
    ['a skin-tone modifier', /\p{Emoji_Modifier}/u],
    ['a combining mark', /\p{M}/u],
    ['CJK', /\p{Script=Han}/u],
    ['Hangul', /\p{Script=Hangul}/u],
    ['a word longer than 30 characters', /\p{L}{31,}/u],
    ['a line longer than 4 x 24 characters', /^.{97,}$/],
    ['a newline', /\n/],
    ['&', /&/],
    ['#', /#/],
    ['+', /\+/],
    ['%', /%/],
    ['/', /\//],
    ['>>> (a caption whose standard base64 has + )', />>>/],
    ['??? (a caption whose standard base64 has /)', /\?\?\?/],
  ])('%s', (_case, pattern) => {
    expect(hasLine(pattern)).toBe(true);
  });
});

describe('quote landmarks', () => {
  test('a sentence over three lines shown together: the caption at the middle line’s frame holds all three', () => {
    const [middle, ...others] = searchSubtitles(catalogue, landmarks.quotes.acrossLines);
    expect(others).toEqual([]);
    expect(middle?.Content).toBe('the nightly build is green--');
    const lines = subtitlesAt(findEpisode(catalogue, 'S01E01')!.subtitles, middle!.RepresentativeTimestamp);
    expect(lines.map((line) => line.Content)).toEqual(['I told the release manager', 'the nightly build is green--', 'and she believed me.']);
  });

  test('one quote said three times within 10 s, and in another season', () => {
    const found = searchSubtitles(catalogue, landmarks.quotes.repeated).map((line) => [line.Episode, line.StartTimestamp]);
    expect(found).toEqual([['S01E01', 140_000], ['S01E01', 144_000], ['S01E01', 148_000], ['S02E01', 1_200_000]]);
  });
});
