/**
 * The raw JSON of the 2026 rebuild, derived from the same catalogue as the
 * classic answers: richer episodes and frames, search results with their
 * text, and the new `discover`, `navigator` and `transcript` answers.
 */
import { findEpisode, nearestFrame, UNKNOWN_EPISODE } from './lookup.js';
import type { Catalogue, CatalogueEpisode, RawEpisode, RawFrame, RawSubtitle } from './types.js';
import type { RandomSource } from '../random.js';

/** Width of every episode's video in the 2026 answers (episodes, search and discover items; never frames), in pixels. */
export const VIDEO_WIDTH = 1920;
/** Height of every episode's video in the 2026 answers, in pixels. */
export const VIDEO_HEIGHT = 1080;

/** The video size the 2026 answers put on episodes and on search and discover items (all optional there). */
export interface VideoSize {
  /** Width of the episode's video, in pixels. */
  readonly VideoWidth?: number;
  /** Height of the episode's video, in pixels. */
  readonly VideoHeight?: number;
}

/**
 * An episode as the rebuilt service sends it: the 9 classic fields, with
 * `OriginalAirDate` as `YYYY-MM-DD`, then, optionally, the video size. The
 * episode's first and last frame are not here but top-level keys of the
 * caption and random answers ({@link ScreencapRange}).
 */
export interface RawEpisode2026 extends RawEpisode, VideoSize {}

/** The top-level `MinTimestamp` and `MaxTimestamp` of 2026 caption and random answers. */
export interface ScreencapRange {
  /** Timestamp of the episode's first frame, in ms. */
  readonly MinTimestamp: number;
  /** Timestamp of the episode's last frame, in ms. */
  readonly MaxTimestamp: number;
}

/** A 2026 search result: the representative frame of a line, with the line, the episode title and the video size. */
export interface RawSearchResult2026 extends RawFrame, VideoSize {
  /** The subtitle line. */
  readonly Content: string;
  /** The episode title. */
  readonly Title: string;
}

/** One entry of `api/discover`, with the video size. */
export interface RawDiscoverEntry extends VideoSize {
  /** The episode key. */
  readonly Episode: string;
  /** The representative timestamp of the line. */
  readonly Timestamp: number;
  /** The subtitle line. */
  readonly Content: string;
  /** The episode title. */
  readonly Title: string;
}

/** One entry of `api/navigator`: an episode and 20 frame timestamps spread over it. */
export interface RawNavigatorEntry {
  /** The episode key. */
  readonly Key: string;
  /** The season number. */
  readonly Season: number;
  /** The episode number within its season. */
  readonly EpisodeNumber: number;
  /** The episode title. */
  readonly Title: string;
  /** `YYYY-MM-DD`, or `""`. */
  readonly OriginalAirDate: string;
  /** Timestamps (ms) of 20 frames spread over the episode. */
  readonly Frames: readonly number[];
}

/** Seasons a 2026 `smin`/`smax` filter keeps; a missing bound does not limit. */
export interface SeasonRange {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

/** How many entries `api/discover` answers. */
export const DISCOVER_COUNT = 12;
/** How many timestamps each `api/navigator` entry holds. */
export const NAVIGATOR_FRAME_COUNT = 20;
/** `api/transcript` holds the lines starting within this many ms before or after `t`. */
export const TRANSCRIPT_WINDOW_MS = 30_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CLASSIC_DATE = /^(\d{1,2})-([A-Z][a-z]{2})-(\d{2})$/;

/**
 * Converts a classic `d-Mon-yy` air date to the 2026 `YYYY-MM-DD`; `""` stays
 * `""`. Two-digit years follow Go's rule: `69`-`99` are 19xx, `00`-`68` 20xx.
 *
 * @throws {Error} on any other format (the catalogue has none).
 */
export function isoAirDate(classic: string): string {
  if (classic === '') return '';
  const parts = CLASSIC_DATE.exec(classic);
  const month = MONTHS.indexOf(parts?.[2] ?? '');
  if (parts === null || month === -1) throw new Error(`not a d-Mon-yy date: ${JSON.stringify(classic)}`);
  const shortYear = Number(parts[3]);
  const year = shortYear >= 69 ? 1900 + shortYear : 2000 + shortYear;
  return `${year}-${String(month + 1).padStart(2, '0')}-${(parts[1] ?? '').padStart(2, '0')}`;
}

/** The `Episode` of a 2026 answer for a catalogue episode: the 9 fields (ISO air date) and the video size. */
export function rebuiltEpisode(entry: CatalogueEpisode): RawEpisode2026 {
  return { ...entry.episode, OriginalAirDate: isoAirDate(entry.episode.OriginalAirDate), VideoWidth: VIDEO_WIDTH, VideoHeight: VIDEO_HEIGHT };
}

/** The top-level `MinTimestamp` and `MaxTimestamp` of a 2026 caption or random answer: the episode's first and last frame. */
export function screencapRange(entry: CatalogueEpisode): ScreencapRange {
  return { MinTimestamp: entry.frames[0]?.Timestamp ?? 0, MaxTimestamp: entry.frames.at(-1)?.Timestamp ?? 0 };
}

/**
 * The `Episode` the rebuilt service sends for an unknown key (`api/episode`):
 * every field zeroed or empty; the optional video size is left out, as Go's
 * `omitempty` leaves out zeros.
 */
export const UNKNOWN_EPISODE_2026: RawEpisode2026 = Object.freeze({ ...UNKNOWN_EPISODE });

/**
 * The `Frame` of a 2026 caption or random answer: the plain frame, a copy.
 * The rebuilt service puts the video size on the episode (and on search
 * and discover items), never on frames.
 *
 * @example
 * ```ts
 * expect(json.Frame).toEqual(rebuiltFrame(entry.frames[0]!)); // { Id, Episode, Timestamp }
 * ```
 */
export function rebuiltFrame(frame: RawFrame): RawFrame {
  return { Id: frame.Id, Episode: frame.Episode, Timestamp: frame.Timestamp };
}

/** Whether a season passes a `smin`/`smax` filter. */
export function inSeasonRange(season: number, range: SeasonRange): boolean {
  return (range.min === undefined || season >= range.min) && (range.max === undefined || season <= range.max);
}

/** A predicate keeping the subtitle lines of the episodes within a season range. */
export function linesInSeasons(catalogue: Catalogue, range: SeasonRange): (line: RawSubtitle) => boolean {
  return (line) => {
    const entry = findEpisode(catalogue, line.Episode);
    return entry !== undefined && inSeasonRange(entry.episode.Season, range);
  };
}

/** 2026 search results for matching lines: each line's representative frame, with `Content` and `Title`. */
export function rebuiltSearchResults(catalogue: Catalogue, lines: readonly RawSubtitle[]): RawSearchResult2026[] {
  return lines.flatMap((line) => {
    const frame = nearestFrame(catalogue, line.Episode, line.RepresentativeTimestamp);
    const title = findEpisode(catalogue, line.Episode)?.episode.Title ?? '';
    return frame === undefined ? [] : [{ ...frame, Content: line.Content, Title: title, VideoWidth: VIDEO_WIDTH, VideoHeight: VIDEO_HEIGHT }];
  });
}

/**
 * The next `api/discover` answer: {@link DISCOVER_COUNT} distinct subtitle
 * lines picked by `random` (a partial Fisher-Yates shuffle of the catalogue's
 * lines, one `nextInt` per pick), in pick order.
 */
export function discoverEntries(catalogue: Catalogue, random: RandomSource, count = DISCOVER_COUNT): RawDiscoverEntry[] {
  const order = catalogue.subtitles.map((_line, index) => index);
  const picked = Math.min(count, order.length);
  for (let position = 0; position < picked; position++) {
    const chosen = position + random.nextInt(order.length - position);
    [order[position], order[chosen]] = [order[chosen] ?? 0, order[position] ?? 0];
  }
  return order.slice(0, picked).flatMap((index) => {
    const line = catalogue.subtitles[index];
    if (line === undefined) return [];
    const title = findEpisode(catalogue, line.Episode)?.episode.Title ?? '';
    return [{ Episode: line.Episode, Timestamp: line.RepresentativeTimestamp, Content: line.Content, Title: title, VideoWidth: VIDEO_WIDTH, VideoHeight: VIDEO_HEIGHT }];
  });
}

/**
 * The `api/navigator` entry of an episode: its identity and the timestamps of
 * {@link NAVIGATOR_FRAME_COUNT} real frames spread evenly from the first
 * frame to the last.
 */
export function navigatorEntry(entry: CatalogueEpisode): RawNavigatorEntry {
  const { frames } = entry;
  const last = frames.length - 1;
  const timestamps =
    frames.length === 0
      ? []
      : Array.from({ length: NAVIGATOR_FRAME_COUNT }, (_unused, index) => frames[Math.round((index * last) / (NAVIGATOR_FRAME_COUNT - 1))]?.Timestamp ?? 0);
  return {
    Key: entry.episode.Key,
    Season: entry.episode.Season,
    EpisodeNumber: entry.episode.EpisodeNumber,
    Title: entry.episode.Title,
    OriginalAirDate: isoAirDate(entry.episode.OriginalAirDate),
    Frames: timestamps,
  };
}

/** The `api/transcript` answer: the lines starting from 30 s before `timestamp` to 30 s after it, by start time. */
export function transcriptLines(entry: CatalogueEpisode, timestamp: number): RawSubtitle[] {
  return entry.subtitles.filter(
    (line) => line.StartTimestamp >= timestamp - TRANSCRIPT_WINDOW_MS && line.StartTimestamp <= timestamp + TRANSCRIPT_WINDOW_MS,
  );
}
