/**
 * The raw JSON records of a screencap service, exactly as the real services
 * spell them (Go structs, so PascalCase keys), and the catalogue built from
 * them.
 */

/** An episode as the service sends it in `Episode` (9 fields, in this order). */
export interface RawEpisode {
  /** The episode's identifier. */
  readonly Id: number;
  /** Episode key, `S<season>E<episode>` with two digits each. */
  readonly Key: string;
  /** The season number. */
  readonly Season: number;
  /** The episode number within its season. */
  readonly EpisodeNumber: number;
  /** The episode's title. */
  readonly Title: string;
  /** The episode's director(s). */
  readonly Director: string;
  /** The episode's writer(s). */
  readonly Writer: string;
  /** `d-Mon-yy`, the classic (pre-2026) format, e.g. `9-Jan-00`. */
  readonly OriginalAirDate: string;
  /** The URL of the episode's wiki page. */
  readonly WikiLink: string;
}

/** A frame: what search, frames and nearby return a list of. */
export interface RawFrame {
  /** The frame's identifier. */
  readonly Id: number;
  /** The episode **key** (a string, not an object). */
  readonly Episode: string;
  /** Milliseconds from the start of the episode. */
  readonly Timestamp: number;
}

/** One subtitle line. */
export interface RawSubtitle {
  /** The subtitle line's identifier. */
  readonly Id: number;
  /** Timestamp of the frame that stands for this line in search results. */
  readonly RepresentativeTimestamp: number;
  /** The episode **key**. */
  readonly Episode: string;
  /** When the line appears, in ms. */
  readonly StartTimestamp: number;
  /** When it goes, in ms. */
  readonly EndTimestamp: number;
  /** The line's text. */
  readonly Content: string;
  /** The line's language code, such as `en`. */
  readonly Language: string;
}

/** One episode of the catalogue with everything the service knows about it. */
export interface CatalogueEpisode {
  /** The record sent as `Episode`. */
  readonly episode: RawEpisode;
  /** Length of the episode in milliseconds; the last frame is at or before it. */
  readonly durationMs: number;
  /** Every frame, in time order. */
  readonly frames: readonly RawFrame[];
  /** Every subtitle line, ordered by start time. */
  readonly subtitles: readonly RawSubtitle[];
}

/** The whole synthetic show served by the fake service. */
export interface Catalogue {
  /** Name of the show, to pass as a client's `title`. */
  readonly title: string;
  /** Episodes in key order. */
  readonly episodes: readonly CatalogueEpisode[];
  /** Every subtitle line of every episode, in episode then time order. */
  readonly subtitles: readonly RawSubtitle[];
}
