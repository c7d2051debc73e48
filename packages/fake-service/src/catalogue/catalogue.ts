/**
 * Assembles the catalogue from the hand-written scripts and the generated
 * frames, and names its landmarks for tests.
 */
import type { ServiceMode } from '../types.js';
import { episodeScripts, movieScript, type EpisodeScript } from './episodes.js';
import { generateFrames } from './frames.js';
import { nearestFrameIndex } from './lookup.js';
import type { Catalogue, CatalogueEpisode, RawFrame, RawSubtitle } from './types.js';

/** Subtitle ids are `episode id * SUBTITLE_ID_STRIDE + position`. */
const SUBTITLE_ID_STRIDE = 1_000;

function buildSubtitles(script: EpisodeScript, frames: readonly RawFrame[]): RawSubtitle[] {
  return script.lines.map(([start, end, content], position) => {
    // The representative frame is the one nearest the middle of the line;
    // frames are at most 250 ms apart, so it falls within the line.
    const middle = Math.round((start + end) / 2);
    const representative = frames[nearestFrameIndex(frames, middle)];
    if (representative === undefined) throw new Error(`episode ${script.episode.Key} has no frames`);
    return Object.freeze({
      Id: script.episode.Id * SUBTITLE_ID_STRIDE + position + 1,
      RepresentativeTimestamp: representative.Timestamp,
      Episode: script.episode.Key,
      StartTimestamp: start,
      EndTimestamp: end,
      Content: content,
      Language: 'en',
    });
  });
}

function buildEpisode(script: EpisodeScript): CatalogueEpisode {
  const frames = Object.freeze(generateFrames(script.episode.Id, script.episode.Key, script.durationMs));
  const subtitles = buildSubtitles(script, frames).sort((left, right) => left.StartTimestamp - right.StartTimestamp);
  return Object.freeze({
    episode: Object.freeze({ ...script.episode }),
    durationMs: script.durationMs,
    frames,
    subtitles: Object.freeze(subtitles),
  });
}

/** Builds the catalogue of some scripts (by default the classic four episodes); the result is the same on every call. */
export function buildCatalogue(scripts: readonly EpisodeScript[] = episodeScripts): Catalogue {
  const episodes = Object.freeze(scripts.map(buildEpisode));
  return Object.freeze({
    title: 'The Testingtons',
    episodes,
    subtitles: Object.freeze(episodes.flatMap((entry) => entry.subtitles)),
  });
}

/**
 * The synthetic show every fake service serves: "The Testingtons", four
 * episodes (`S01E01`, `S01E02`, `S01E03`, `S02E01`), a frame every 150-250 ms
 * and hand-written subtitles. Frozen; use it to pick real keys, timestamps and
 * expected answers in tests.
 *
 * @example
 * ```ts
 * const line = catalogue.subtitles.find((s) => s.Content.includes('3.14'))!;
 * await fetch(`${service.url}api/caption?e=${line.Episode}&t=${line.RepresentativeTimestamp}`);
 * ```
 */
export const catalogue: Catalogue = buildCatalogue();

/**
 * The catalogue a service in mode `'2026'` serves: the four episodes of
 * {@link catalogue} (same ids, frames and lines), then the film, keyed
 * `Movie` (the rebuilt services key a film so). Frozen.
 *
 * @example
 * ```ts
 * const movie = catalogue2026.episodes.find((entry) => entry.episode.Key === landmarks.keys.movie)!;
 * await fetch(`${service.url}api/caption?e=Movie&t=${movie.subtitles[0]!.RepresentativeTimestamp}`);
 * ```
 */
export const catalogue2026: Catalogue = buildCatalogue([...episodeScripts, movieScript]);

/**
 * The catalogue a service of `mode` serves: {@link catalogue} in classic
 * mode, {@link catalogue2026} (with the film) in mode `'2026'`.
 *
 * @example
 * ```ts
 * const keys = catalogueFor('2026').episodes.map((entry) => entry.episode.Key); // [..., 'Movie']
 * ```
 */
export function catalogueFor(mode: ServiceMode): Catalogue {
  return mode === '2026' ? catalogue2026 : catalogue;
}

/**
 * Named places in the catalogue that tests keep needing.
 */
export const landmarks = {
  /** Episode keys by what makes them special. */
  keys: {
    /** Ordinary metadata; holds the caption-rule lines (`.`, `!`, `?`, `♪`, `3.14`, `"Hi!"`, long word, `& # + % /`). */
    ordinary: 'S01E01',
    /** Accents, CJK and emoji in title, director and writer; lines with emoji, flags, combining marks, CJK. */
    unicodeMetadata: 'S01E02',
    /** `Title`, `OriginalAirDate` and `WikiLink` are `""`; `Director` and `Writer` carry a stray `\n`. */
    emptyMetadata: 'S01E03',
    /** 3 725 100 ms long (62:05), subtitles past the one-hour mark. */
    overAnHour: 'S02E01',
    /** Mode `'2026'` only ({@link catalogue2026}): the film, 5 220 000 ms long, a key that is not `SxxEyy`. */
    movie: 'Movie',
    /** Not in the catalogue. */
    unknown: 'S99E99',
  },
  /** A timestamp of `S01E01` (56-90 s) where no subtitle is shown. */
  silentTimestamp: {
    /** The episode key. */
    key: 'S01E01',
    /** A frame time (ms) no subtitle line covers. */
    timestamp: 75_000,
  },
  /** Search queries and what they find. */
  searches: {
    /** Seven lines in all four episodes. */
    several: 'pancakes',
    /** Nothing. */
    none: 'zyzzyva',
    /** Mode `'2026'`: two lines, both in the film (`Movie`); nothing in classic mode. */
    movie: 'popcorn',
    /** Only `Salt & pepper, please.` (a lost `&` leaves `salt`, which finds two lines). */
    ampersand: 'salt & pepper',
    /** Only `Channel #5 has the weather.` (a lost `#` leaves `channel`, two lines). */
    hash: '#5',
    /** Only `Mock only speaks C++ and C.` (a `+` read as a space leaves `c`, many lines). */
    plus: 'c++',
    /** Only `I'm 100% sure.` (without `%`, `100` finds two lines). */
    percent: '100%',
    /** Only `Take the bus and/or the train.` */
    slash: 'and/or',
    /** The precomposed and the combining-accent "café" lines. */
    accented: 'café',
    /** `東京タワーでテストしよう。` and `♪ 東京 ♪` (CJK words are runs of characters, matched by prefix). */
    cjk: '東京',
  },
  /**
   * Quote scenes, for quote bots' tests: where one sentence spans lines, and
   * where one quote is said several times close together and in several
   * episodes. The service's search matches within one subtitle line (how the
   * real services match words across lines is not known).
   */
  quotes: {
    /**
     * S01E01, 120-127 s: three lines shown together, one sentence:
     * `I told the release manager` / `the nightly build is green--` /
     * `and she believed me.`. This query finds the middle line only.
     */
    acrossLines: 'the nightly build is green',
    /**
     * S01E01 at 140 s (`Friday? Deploy on it?`, the words out of order),
     * 144 s (`Deploy on Friday!`) and 148 s (`Deploy on Friday, they said.`),
     * and S02E01 at 1 200 s (`Never deploy on Friday.`).
     */
    repeated: 'deploy on friday',
  },
} as const;
