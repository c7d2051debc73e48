/**
 * The hand-written part of the catalogue: "The Testingtons", an invented
 * sitcom about a family of software testers (Tess and Mock Testington, their
 * kids Stubby and Flaky, and Null the dog). No real show's text is used.
 *
 * Every subtitle line is here for a reason: a sentence ending, a decimal, a
 * quote after an ending, emoji, combining marks, CJK, a very long word, or a
 * symbol that URL encoding tends to break (`&`, `#`, `+`, `%`, `/`). Lines
 * that share a distinctive word ("pancakes", "Testingtons") let a search
 * return several results.
 */
import type { RawEpisode } from './types.js';

/** One subtitle line: start and end in ms, then the text. */
export type ScriptLine = readonly [startMs: number, endMs: number, content: string];

/** An episode before its frames are generated. */
export interface EpisodeScript {
  readonly episode: RawEpisode;
  readonly durationMs: number;
  readonly lines: readonly ScriptLine[];
}

// Emoji built from code points, because ZWJ sequences and regional
// indicators are invisible or ambiguous when typed literally.
const ZWJ = '\u200D';
const FAMILY = ['\u{1F468}', '\u{1F469}', '\u{1F467}', '\u{1F466}'].join(ZWJ); // man, woman, girl, boy
const FLAG_JAPAN = '\u{1F1EF}\u{1F1F5}';
const FLAG_FRANCE = '\u{1F1EB}\u{1F1F7}';
const THUMBS_UP_MEDIUM_SKIN = '\u{1F44D}\u{1F3FD}';
const COMBINING_ACUTE = '\u0301';
const COMBINING_DIAERESIS = '\u0308';

/** S01E01: ordinary metadata; the caption-rule cases in plain English. */
const pilot: EpisodeScript = {
  episode: {
    Id: 101,
    Key: 'S01E01',
    Season: 1,
    EpisodeNumber: 1,
    Title: 'The Flaky Test',
    Director: 'Ada Pixelworth',
    Writer: 'Bram Quillfeather',
    OriginalAirDate: '9-Jan-00',
    WikiLink: 'https://testingtons.example/wiki/The_Flaky_Test',
  },
  durationMs: 600_000,
  lines: [
    [1_000, 3_500, '♪ Testing, testing, one two three ♪'],
    [4_000, 6_800, 'Good morning, Testingtons!'],
    [7_200, 9_900, 'Did the build pass? It did! Hooray.'],
    [10_300, 13_000, 'Pi is exactly 3.14 and not a digit more'],
    [13_500, 16_000, 'She said "Hi!" and walked out.'],
    [16_400, 18_900, '"Hi!"'],
    [19_300, 22_000, 'Who wants pancakes?'],
    [22_400, 25_000, 'Pancakes for breakfast, pancakes for lunch!'],
    // Two lines on screen at once: the caption holds both.
    [25_500, 28_000, 'Salt & pepper, please.'],
    [26_000, 28_500, 'Salt? On pancakes?'],
    [29_000, 31_500, 'Channel #5 has the weather.'],
    [32_000, 34_500, 'Channel 5 is just static.'],
    [35_000, 37_500, 'Mock only speaks C++ and C.'],
    [38_000, 40_500, 'And 2+2 is 4, Flaky.'],
    [41_000, 43_500, "I'm 100% sure."],
    [44_000, 46_500, 'Sure? 100 times sure.'],
    [47_000, 49_500, 'Take the bus and/or the train.'],
    [50_000, 52_500, 'Take the bus or the train?'],
    [53_000, 56_000, 'Null! Drop that sock!'],
    // 56-90 s: a silent scene, no subtitle at all.
    [90_000, 93_000, 'Wait. Stop. Hold on! Are you sure? Yes'],
    [93_500, 97_000, 'Type >>> at the prompt, then what??? Really???'],
    [97_500, 101_000, 'Well... the version is 2.5 now.'],
    [101_500, 105_500, 'That is hyperconfabulatingtestingtonificationism!'],
    [
      106_000,
      112_000,
      'This is a rather long line of dialogue that will certainly need more than four lines of twenty-four characters each.',
    ],
    [112_500, 115_000, '♪ La la la, the tests are green'],
    [115_500, 118_000, 'and the coverage is high ♪'],
    [300_000, 303_000, 'Halfway there, Testingtons.'],
    [590_000, 595_000, 'See you next time, Testingtons!'],
    // Quote scenes (listed last so the ids of the lines above stay as they
    // were). One sentence over three lines shown together, the middle one
    // carrying on with `--`; then one quote said three times within 10 s
    // (first in words out of order), and again in S02E01.
    [120_000, 126_000, 'I told the release manager'],
    [120_500, 126_500, 'the nightly build is green--'],
    [121_000, 127_000, 'and she believed me.'],
    [140_000, 142_000, 'Friday? Deploy on it?'],
    [144_000, 146_000, 'Deploy on Friday!'],
    [148_000, 150_000, 'Deploy on Friday, they said.'],
  ],
};

/** S01E02: metadata and lines full of accents, CJK and emoji. */
const unicodeEpisode: EpisodeScript = {
  episode: {
    Id: 102,
    Key: 'S01E02',
    Season: 1,
    EpisodeNumber: 2,
    Title: 'Café Ünïcode: 東京の夜 🌃',
    Director: 'José Müller-Ørsted 🎬',
    Writer: '山田 花子 & Zoë Ångström',
    OriginalAirDate: '16-Jan-00',
    WikiLink: 'https://testingtons.example/wiki/Caf%C3%A9_%C3%9Cn%C3%AFcode',
  },
  durationMs: 480_000,
  lines: [
    [2_000, 4_500, 'Café au lait, s’il vous plaît.'],
    [5_000, 7_500, `Cafe${COMBINING_ACUTE} with a combining accent, Zoe${COMBINING_DIAERESIS}!`],
    [8_000, 10_500, '東京タワーでテストしよう。'],
    [11_000, 13_500, '你好，世界！'],
    [14_000, 16_500, '안녕하세요, Testingtons.'],
    [17_000, 19_500, `Family photo! ${FAMILY}`],
    [20_000, 22_500, `Next stop: ${FLAG_JAPAN}! Then ${FLAG_FRANCE}.`],
    [23_000, 25_500, `Thumbs up ${THUMBS_UP_MEDIUM_SKIN} for pancakes.`],
    [26_000, 28_500, '♪ 東京 ♪'],
    [40_000, 43_000, 'Ñandú, jalapeño, crème brûlée.'],
    [470_000, 475_000, 'Sayōnara! さようなら!'],
  ],
};

/** S01E03: empty metadata and stray newlines, as the real data sometimes has. */
const emptyMetadataEpisode: EpisodeScript = {
  episode: {
    Id: 103,
    Key: 'S01E03',
    Season: 1,
    EpisodeNumber: 3,
    Title: '',
    Director: 'Sam Stray\n',
    Writer: '\nPat Newline',
    OriginalAirDate: '',
    WikiLink: '',
  },
  durationMs: 300_000,
  lines: [
    [3_000, 5_500, 'Is anybody out there?'],
    [6_000, 8_500, 'Hello? Hello!'],
    [9_000, 12_000, 'Roses are red,\nviolets are blue.'],
    [12_500, 15_000, '...'],
    [15_500, 18_000, 'Pancakes, anyone?'],
    [290_000, 295_000, 'Nobody gave this episode a title.'],
  ],
};

/** S02E01: longer than an hour, so `mm:ss` goes past 60 minutes. */
const longEpisode: EpisodeScript = {
  episode: {
    Id: 201,
    Key: 'S02E01',
    Season: 2,
    EpisodeNumber: 1,
    Title: 'The Very Long Goodbye (Extended Cut)',
    Director: 'Ada Pixelworth',
    Writer: 'Bram Quillfeather & Ottoline Vex',
    OriginalAirDate: '3-Sep-01',
    WikiLink: 'https://testingtons.example/wiki/The_Very_Long_Goodbye',
  },
  durationMs: 3_725_100,
  lines: [
    [5_000, 8_000, 'Previously, on The Testingtons...'],
    [600_000, 603_000, 'Ten minutes in. Still testing.'],
    [1_800_000, 1_803_500, 'Cold pancakes again?'],
    [1_803_800, 1_806_000, 'Cold pancakes forever!'],
    [3_599_000, 3_602_500, 'One hour mark! ♪'],
    [3_700_000, 3_704_000, 'An hour and a bit, and still testing.'],
    [3_720_000, 3_724_900, 'Goodbye, Testingtons. Goodbye!'],
    // The quote of S01E01's scene, in another episode and season.
    [1_200_000, 1_202_500, 'Never deploy on Friday.'],
  ],
};

/** Every episode, in key order. */
export const episodeScripts: readonly EpisodeScript[] = [pilot, unicodeEpisode, emptyMetadataEpisode, longEpisode];

/**
 * The film, served in mode `'2026'` only: the rebuilt services key a film
 * `Movie`, not `SxxEyy`. Its `Season` (0) and `EpisodeNumber` (1) are
 * invented; what the real service sends for them is not known. Its lines
 * share no word with the landmark searches, so those find the same lines in
 * both modes; `popcorn` finds only the film.
 */
export const movieScript: EpisodeScript = {
  episode: {
    Id: 900,
    Key: 'Movie',
    Season: 0,
    EpisodeNumber: 1,
    Title: 'The Testingtons Movie',
    Director: 'Ada Pixelworth',
    Writer: 'Bram Quillfeather',
    OriginalAirDate: '27-Jul-07',
    WikiLink: 'https://testingtons.example/wiki/The_Testingtons_Movie',
  },
  durationMs: 5_220_000,
  lines: [
    [4_000, 7_000, 'Popcorn ready? Lights down.'],
    [60_000, 63_500, 'This time, the bug is personal.'],
    [2_700_000, 2_703_000, 'Intermission! More popcorn!'],
    [5_200_000, 5_205_000, 'Roll the credits, Flaky.'],
  ],
};
