import { describe, expect, test } from '@jest/globals';
import { catalogue, landmarks } from '../../src/catalogue/catalogue.js';
import { SEARCH_RESULT_LIMIT, searchFrames, searchSubtitles, searchWords } from '../../src/catalogue/search.js';

const contents = (query: string): string[] => searchSubtitles(catalogue, query).map((line) => line.Content);

describe('searchWords', () => {
  test('lower-cases, drops punctuation, keeps & # + % / as words of their own', () => {
    expect(searchWords('She said "Hi!" and/or C++, #5 at 100%? Salt & pepper.')).toEqual([
      'she', 'said', 'hi', 'and', '/', 'or', 'c', '+', '+', '#', '5', 'at', '100', '%', 'salt', '&', 'pepper',
    ]);
  });

  test('normalises combining marks to their precomposed form', () => {
    expect(searchWords('Cafe\u0301')).toEqual(['café']);
  });

  test('emoji and punctuation alone give no words', () => {
    expect(searchWords('👍 ... !?')).toEqual([]);
  });
});

describe('searchSubtitles', () => {
  test('a shared word finds several lines across episodes', () => {
    const lines = searchSubtitles(catalogue, landmarks.searches.several);
    expect(lines).toHaveLength(7);
    expect(new Set(lines.map((line) => line.Episode))).toEqual(new Set(['S01E01', 'S01E02', 'S01E03', 'S02E01']));
  });

  test('matching is by word prefix and case-insensitive', () => {
    expect(contents('PANC')).toEqual(contents('pancakes'));
    expect(contents('ancakes')).toEqual([]);
  });

  test('every query word must prefix a word of the same line', () => {
    expect(contents('cold pancakes')).toEqual(['Cold pancakes again?', 'Cold pancakes forever!']);
    expect(contents('cold pancakes forever')).toEqual(['Cold pancakes forever!']);
    expect(contents('cold breakfast')).toEqual([]);
  });

  test.each([
    ['ampersand', ['Salt & pepper, please.']],
    ['hash', ['Channel #5 has the weather.']],
    ['plus', ['Mock only speaks C++ and C.']],
    ['percent', ["I'm 100% sure."]],
    ['slash', ['Take the bus and/or the train.']],
    ['accented', ['Café au lait, s’il vous plaît.', 'Cafe\u0301 with a combining accent, Zoe\u0308!']],
    ['cjk', ['東京タワーでテストしよう。', '♪ 東京 ♪']],
    ['none', []],
  ] as const)('landmark query %s', (name, expected) => {
    expect(contents(landmarks.searches[name])).toEqual(expected);
  });

  test('what a client that loses the symbol would find instead differs', () => {
    expect(contents('salt ')).toHaveLength(2);
    expect(contents('channel ')).toHaveLength(2);
    expect(contents('100')).toHaveLength(2);
    expect(contents('c  ').length).toBeGreaterThan(2);
  });

  test('an empty or punctuation-only query finds nothing', () => {
    expect(contents('')).toEqual([]);
    expect(contents('  ?! ')).toEqual([]);
  });

  test(`returns at most ${SEARCH_RESULT_LIMIT} lines`, () => {
    const manyLines = Array.from({ length: SEARCH_RESULT_LIMIT + 10 }, (_, index) => ({
      Id: index,
      RepresentativeTimestamp: index,
      Episode: 'S09E09',
      StartTimestamp: index,
      EndTimestamp: index + 1,
      Content: `Echo number ${index}`,
      Language: 'en',
    }));
    const bigCatalogue = { title: 'Echoes', episodes: [], subtitles: manyLines };
    expect(searchSubtitles(bigCatalogue, 'echo')).toEqual(manyLines.slice(0, SEARCH_RESULT_LIMIT));
  });
});

describe('searchFrames', () => {
  test('gives the representative frame of each matching line', () => {
    const lines = searchSubtitles(catalogue, 'pancakes');
    const frames = searchFrames(catalogue, 'pancakes');
    expect(frames.map((frame) => [frame.Episode, frame.Timestamp])).toEqual(lines.map((line) => [line.Episode, line.RepresentativeTimestamp]));
  });
});
