/**
 * The `--json` output: plain, stable shapes built from the SDK's models.
 * Scripts depend on these; the README documents every field. Add fields
 * rather than rename or remove them.
 */
import { type BaseScreencap, type DiscoverEntry, type EpisodeViewJson, type NavigatorEpisode, type RenderFormat, type TranscriptLine, cleanMetadataText as cleanText } from '@screencap/core/internal';
import { type FrameOutput, frameToJson, optionalNumber } from './frame-json.js';

export { type FrameOutput, frameToJson } from './frame-json.js';

/**
 * A screencap: the interface's fields, plus its `mm:ss` time, its image and
 * captioned image URLs, its nearby frames, and the 2026 episode facts.
 */
export interface ScreencapOutput {
  /** The episode's id, as the service reports it. */
  readonly id: number;
  readonly key: string;
  readonly timestamp: number;
  /** The timestamp as `mm:ss`. */
  readonly realTimestamp: string;
  readonly season: number;
  readonly episode: number;
  readonly title: string;
  readonly director: string;
  readonly writer: string;
  readonly airDate: string;
  readonly wikiUrl: string;
  readonly caption: string;
  /** The gif URL template, with `{key}`, `{start}`, `{end}` and `{caption}` placeholders. */
  readonly gifUrl: string;
  /** The mp4 URL template, with the same placeholders. */
  readonly mp4Url: string;
  readonly frame: FrameOutput;
  /** The frames around it the service sent (seven, in time order), or `[]`. */
  readonly nearby: readonly FrameOutput[];
  /** The image without caption. */
  readonly imageUrl: string;
  /**
   * The image with the screencap's own caption, wrapped and shortened: a
   * `meme/` link on a classic instance, a one-panel `comic/img` link on a
   * 2026 one (the name stays, for scripts).
   */
  readonly memeUrl: string;
  /** The episode's first frame, in ms, when the SDK reports it (2026); otherwise `null`. */
  readonly minTimestamp: number | null;
  /** The episode's last frame, in ms, when the SDK reports it (2026); otherwise `null`. */
  readonly maxTimestamp: number | null;
  /** The video's width in pixels, when the SDK reports it (2026); otherwise `null`. */
  readonly videoWidth: number | null;
  /** The video's height in pixels, when the SDK reports it (2026); otherwise `null`. */
  readonly videoHeight: number | null;
}

/** A subtitle line of the `episode` output. */
export interface SubtitleOutput {
  readonly id: number;
  /** When the line appears, in ms. */
  readonly startTimestamp: number;
  /** When it goes, in ms. */
  readonly endTimestamp: number;
  readonly content: string;
}

/** The `episode` output: the episode's record and its subtitles in the range asked for. */
export interface EpisodeOutput {
  readonly id: number;
  readonly key: string;
  readonly season: number;
  readonly episode: number;
  readonly title: string;
  readonly director: string;
  readonly writer: string;
  readonly airDate: string;
  readonly wikiUrl: string;
  readonly subtitles: readonly SubtitleOutput[];
}

/** A subtitle line of a `quote` match: its text and when it is spoken, in ms. */
export interface QuoteLineOutput {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The `quote` output: the lines that say the quote, their clip and links. */
export interface QuoteOutput {
  /** The quote as given; `null` for `--random`, which has none. */
  readonly quote: string | null;
  /** The lines joined by one space. */
  readonly text: string;
  /** How well the lines match the quote, from 0 to 1. */
  readonly score: number;
  /** The episode key. */
  readonly key: string;
  /** The clip: the first line's start, in ms. */
  readonly start: number;
  /** The clip: the last line's end, in ms. */
  readonly end: number;
  readonly lines: readonly QuoteLineOutput[];
  /** Links built without a request; `null` where the instance's generation has no such page. */
  readonly links: {
    /** 2026: one panel of the frame, the lines as its caption. */
    readonly comicUrl: string | null;
    /** 2026: one panel a line. */
    readonly stripUrl: string | null;
    /** 2026: the comic editor, filled in with the strip. */
    readonly editorUrl: string | null;
    /** Classic: the meme of the frame with the lines as caption. */
    readonly memeUrl: string | null;
    readonly thumbnailUrl: string;
  };
  /** With `--gif` or `--mp4`: the clip's URL (rendered on the 2026 service); otherwise `null`. */
  readonly clipUrl: string | null;
  /** `gif` or `mp4` with `--gif` or `--mp4`; otherwise `null`. */
  readonly format: RenderFormat | null;
  /** The screencap of the hit's frame. */
  readonly screencap: ScreencapOutput;
}

/** The `unfurl` output: what a link points at, and a link that works. */
export interface UnfurlOutput {
  /** The link as given. */
  readonly url: string;
  /** What it is: `frame`, `clip`, `comic` or `video`. */
  readonly kind: string;
  /** A link to the same that works on the instance's generation. */
  readonly link: string;
  /** Whether the frame is gone and `screencap` is the nearest one of the episode. */
  readonly moved: boolean;
  /** The screencap of the linked frame; `null` for a rendered video. */
  readonly screencap: ScreencapOutput | null;
}

/** The `meme` output. */
export interface MemeOutput {
  /** The image with `caption` written on it. */
  readonly memeUrl: string;
  /** The text on the meme: `--caption` as given, or the screencap's own caption, wrapped and shortened. */
  readonly caption: string;
  readonly screencap: ScreencapOutput;
}

/** The `gif` output. */
export interface GifOutput {
  /** The gif's URL, its start and end taken from the frames in the window. */
  readonly gifUrl: string;
  /** With `--generate`, the direct URL of the gif the service rendered; otherwise `null`. */
  readonly generatedUrl: string | null;
  /** The text on the gif, as for `meme`. */
  readonly caption: string;
  /** The window asked for, in ms before and after the timestamp. */
  readonly before: number;
  readonly after: number;
  readonly screencap: ScreencapOutput;
}

/** The `gif --render` output (2026 service). */
export interface RenderOutput {
  /** The absolute URL of the file the service rendered. */
  readonly renderedUrl: string;
  /** `gif`, or `mp4` with `--mp4`. */
  readonly format: RenderFormat;
  /**
   * The text over the whole clip: `--caption` as given; `null` without one,
   * when the service draws the screencap's subtitle lines, each while it is
   * spoken.
   */
  readonly caption: string | null;
  /** The window asked for, in ms before and after the timestamp. */
  readonly before: number;
  readonly after: number;
  readonly screencap: ScreencapOutput;
}

/** A panel of the `comic` output. */
export interface ComicPanelOutput {
  readonly key: string;
  /** The timestamp in the URL: as given, or the screencap's when it was looked up (one panel without `--caption`). */
  readonly timestamp: number;
  /** The text on the panel, or `null` for none. */
  readonly caption: string | null;
}

/** The `comic` output (2026 service). */
export interface ComicOutput {
  /** The URL of the captioned still or strip. */
  readonly comicUrl: string;
  readonly panels: readonly ComicPanelOutput[];
  /** The layout in the URL: `--layout`, or the usual one for a strip; `null` for one panel without `--layout`. */
  readonly layout: string | null;
}

/** A moment of the `discover` output (2026 service): a frame, its line spoken there and its episode's title. */
export interface DiscoverOutput extends FrameOutput {
  /** The line spoken there. */
  readonly content: string;
  /** The episode's title. */
  readonly title: string;
}

/** An episode of the `navigator` output (2026 service). */
export interface NavigatorOutput {
  readonly key: string;
  readonly season: number;
  readonly episode: number;
  readonly title: string;
  /** As the service writes it (`YYYY-MM-DD`). */
  readonly airDate: string;
  /** Timestamps (ms) of frames spread over the episode. */
  readonly frames: readonly number[];
}

/** A subtitle line of the `transcript` output (2026 service). */
export interface TranscriptOutput extends SubtitleOutput {
  readonly key: string;
}

/** A screencap (of either flavour) as JSON output. */
export function screencapToJson(screencap: BaseScreencap): ScreencapOutput {
  return {
    id: screencap.id,
    key: screencap.key,
    timestamp: screencap.timestamp,
    realTimestamp: screencap.getRealTimestamp(),
    season: screencap.season,
    episode: screencap.episode,
    title: screencap.title,
    director: screencap.director,
    writer: screencap.writer,
    airDate: screencap.airDate,
    wikiUrl: screencap.wikiUrl,
    caption: screencap.caption,
    gifUrl: screencap.gifUrl,
    mp4Url: screencap.mp4Url,
    frame: frameToJson(screencap.frame),
    nearby: screencap.nearby.map(frameToJson),
    imageUrl: screencap.getImageUrl(),
    memeUrl: screencap.getMemeUrl(),
    // Read only if the SDK's screencap has them (added with the 2026 episode facts).
    minTimestamp: optionalNumber(screencap, 'minTimestamp'),
    maxTimestamp: optionalNumber(screencap, 'maxTimestamp'),
    videoWidth: optionalNumber(screencap, 'videoWidth'),
    videoHeight: optionalNumber(screencap, 'videoHeight'),
  };
}

/** An episode view (`viewEpisode`'s raw answer) as JSON output. */
export function episodeToJson(view: EpisodeViewJson): EpisodeOutput {
  const episode = view.Episode;
  return {
    id: episode.Id,
    key: episode.Key,
    season: episode.Season,
    episode: episode.EpisodeNumber,
    title: cleanText(episode.Title),
    director: cleanText(episode.Director),
    writer: cleanText(episode.Writer),
    airDate: cleanText(episode.OriginalAirDate),
    wikiUrl: episode.WikiLink.trim(),
    subtitles: view.Subtitles.map((line) => ({
      id: line.Id,
      startTimestamp: line.StartTimestamp,
      endTimestamp: line.EndTimestamp,
      content: line.Content,
    })),
  };
}

/** A `discover` entry as JSON output: a frame like any other, with its line and title. */
export function discoverToJson(entry: DiscoverEntry): DiscoverOutput {
  return { ...frameToJson(entry), content: entry.content, title: cleanText(entry.title) };
}

/** A `navigator` episode as JSON output. */
export function navigatorToJson(entry: NavigatorEpisode): NavigatorOutput {
  return {
    key: entry.key,
    season: entry.season,
    episode: entry.episode,
    title: cleanText(entry.title),
    airDate: cleanText(entry.airDate),
    frames: [...entry.frames],
  };
}

/** A transcript line as JSON output. */
export function transcriptToJson(line: TranscriptLine): TranscriptOutput {
  return { id: line.id, key: line.key, startTimestamp: line.startTimestamp, endTimestamp: line.endTimestamp, content: line.content };
}

/** The text `--json` prints: indented JSON and a final newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
