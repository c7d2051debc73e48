import type { DiscoverEntryJson, NavigatorEpisodeJson } from '../schemas/discovery.js';
import type { SubtitleJson } from '../schemas/subtitle.js';

/** A moment picked by `discover()` (2026 service). */
export interface DiscoverEntry {
  /** The episode key. */
  readonly key: string;
  /** Where the moment is, in ms. */
  readonly timestamp: number;
  /** The line spoken there. */
  readonly content: string;
  /** The episode's title. */
  readonly title: string;
  /** The frame's image, without caption. */
  readonly imageUrl: string;
  /** The raw entry. */
  readonly json: DiscoverEntryJson;
}

/** An episode as `navigator()` lists it (2026 service). */
export interface NavigatorEpisode {
  /** The episode key, such as `S05E01`. */
  readonly key: string;
  /** The season number. */
  readonly season: number;
  /** The episode number within its season. */
  readonly episode: number;
  /** The episode's title. */
  readonly title: string;
  /** The original air date, as the service writes it (`YYYY-MM-DD`). */
  readonly airDate: string;
  /** Timestamps (ms) of frames spread over the episode, for thumbnails. */
  readonly frames: readonly number[];
  /** The raw entry. */
  readonly json: NavigatorEpisodeJson;
}

/** A subtitle line of `getTranscript()` (2026 service). */
export interface TranscriptLine {
  /** The subtitle line's identifier. */
  readonly id: number;
  /** The episode key. */
  readonly key: string;
  /** When the line appears, in ms. */
  readonly startTimestamp: number;
  /** When it goes, in ms. */
  readonly endTimestamp: number;
  /** The line's text. */
  readonly content: string;
  /** The raw subtitle. */
  readonly json: SubtitleJson;
}
