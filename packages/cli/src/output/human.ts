/**
 * The default output, for people: labelled fields in an aligned column,
 * tables of frames, and the episode code both ways (`S05E01`, "Season 5,
 * episode 1"). Every function returns text ending with a newline.
 */
import { type BaseScreencap, type Frame, formatRealTimestamp } from '@screencap/core/internal';
import type { DiscoverOutput, EpisodeOutput, GifOutput, MemeOutput, NavigatorOutput, QuoteOutput, SubtitleOutput, UnfurlOutput } from './json.js';

/** A labelled value; a value with line breaks continues under itself. */
export type Field = readonly [label: string, value: string];

/** A column of a table: its header, and whether its values are numbers (aligned right). */
export interface Column {
  readonly header: string;
  readonly numeric?: boolean;
}

const GAP = '  ';

/** Shown for metadata the service left empty, so that a row never looks cut off. */
const EMPTY_VALUE = '-';

function orDash(value: string): string {
  return value === '' ? EMPTY_VALUE : value;
}

/** `1 frame`, `7 frames`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Labelled values, the values aligned in one column:
 * ```text
 * Title    The Flaky Test
 * Episode  S01E01 (Season 1, episode 1)
 * ```
 */
export function renderFields(fields: readonly Field[]): string {
  const width = Math.max(0, ...fields.map(([label]) => label.length));
  const indent = ' '.repeat(width + GAP.length);
  return fields
    .map(([label, value]) => `${label.padEnd(width)}${GAP}${orDash(value).split('\n').join(`\n${indent}`)}\n`)
    .join('');
}

/** A table with a header row; every column but the last is padded to its widest cell. */
export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) => Math.max(column.header.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const width = widths[index] ?? 0;
        if (column.numeric) return cell.padStart(width);
        return index === columns.length - 1 ? cell : cell.padEnd(width);
      })
      .join(GAP)
      .trimEnd();
  return [columns.map((column) => column.header), ...rows].map((cells) => `${line(cells)}\n`).join('');
}

/** `S05E01 (Season 5, episode 1)`. */
export function episodeCode(season: number, episode: number): string {
  const code = `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
  return `${code} (Season ${season}, episode ${episode})`;
}

/** `03:20 (200160 ms)`: the time for people, the number for the next command. */
function timeField(timestamp: number): string {
  return `${formatRealTimestamp(timestamp)} (${timestamp} ms)`;
}

/** Which show the instance serves; nothing when its title is unknown (`--url` without `--title`). */
function showFields(showTitle: string): Field[] {
  return showTitle === '' ? [] : [['Show', showTitle]];
}

function whereFields(screencap: BaseScreencap, showTitle: string): Field[] {
  return [
    ['Title', screencap.title],
    ['Episode', episodeCode(screencap.season, screencap.episode)],
    ['Time', timeField(screencap.timestamp)],
    ...showFields(showTitle),
  ];
}

/**
 * The captioned image's line: `Meme` for a classic `meme/` link, `Comic` for
 * the one-panel `comic/img` link a 2026 instance gives instead (its `meme/`
 * is gone). Read from the link itself, whichever way the SDK chose it.
 */
export function captionedImageField(url: string): Field {
  return [new URL(url).pathname.endsWith('/comic/img') ? 'Comic' : 'Meme', url];
}

/** A screencap: where it is, its caption and credits, its image and captioned image URLs. */
export function renderScreencap(screencap: BaseScreencap, showTitle: string): string {
  return renderFields([
    ...whereFields(screencap, showTitle),
    ['Caption', screencap.caption],
    ['Director', screencap.director],
    ['Writer', screencap.writer],
    ['Aired', screencap.airDate],
    ['Wiki', screencap.wikiUrl],
    ['Image', screencap.getImageUrl()],
    captionedImageField(screencap.getMemeUrl()),
  ]);
}

/** A heading, then the frames as a table; the timestamps are what `caption` and `gif` take. */
export function renderFrames(heading: string, frames: readonly Frame[]): string {
  const columns: Column[] = [{ header: '#', numeric: true }, { header: 'Key' }, { header: 'Timestamp', numeric: true }, { header: 'Time' }, { header: 'Image' }];
  const rows = frames.map((frame, index) => [String(index + 1), frame.key, String(frame.timestamp), frame.getRealTimestamp(), frame.imageUrl]);
  return `${heading}\n\n${renderTable(columns, rows)}`;
}

/** `between 17690 and 24644 ms (00:17 to 00:24)`: the span a list of frames covers (never empty here). */
export function frameSpan(frames: readonly Frame[]): string {
  const first = Math.min(...frames.map((frame) => frame.timestamp));
  const last = Math.max(...frames.map((frame) => frame.timestamp));
  return `between ${first} and ${last} ms (${formatRealTimestamp(first)} to ${formatRealTimestamp(last)})`;
}

/**
 * An episode's record, then its subtitle lines with their times. Takes the
 * JSON output's shape, whose text is already cleaned of stray line breaks.
 */
export function renderEpisode(episode: EpisodeOutput, showTitle: string): string {
  const record = renderFields([
    ['Title', episode.title],
    ['Episode', episodeCode(episode.season, episode.episode)],
    ...showFields(showTitle),
    ['Director', episode.director],
    ['Writer', episode.writer],
    ['Aired', episode.airDate],
    ['Wiki', episode.wikiUrl],
  ]);
  if (episode.subtitles.length === 0) return `${record}\nNo subtitles in this range.\n`;
  return `${record}\n${plural(episode.subtitles.length, 'subtitle line')}:\n\n${renderSubtitleLines(episode.subtitles)}`;
}

/** Subtitle lines, one a line, each after its times: `00:19-00:22  Who wants pancakes?`. */
export function renderSubtitleLines(lines: readonly SubtitleOutput[]): string {
  // A negative time from a confused service should not stop the rest from printing.
  const time = (ms: number): string => formatRealTimestamp(Math.max(0, ms));
  return lines.map((line) => `${time(line.startTimestamp)}-${time(line.endTimestamp)}${GAP}${line.content}\n`).join('');
}

/** The moments `discover` suggests, as a table; the line spoken comes last. */
export function renderDiscover(entries: readonly DiscoverOutput[]): string {
  const columns: Column[] = [{ header: '#', numeric: true }, { header: 'Key' }, { header: 'Timestamp', numeric: true }, { header: 'Time' }, { header: 'Line' }];
  const rows = entries.map((entry, index) => [
    String(index + 1),
    entry.key,
    String(entry.timestamp),
    formatRealTimestamp(entry.timestamp),
    entry.content.replace(/\s*\n\s*/g, ' '),
  ]);
  return `${plural(entries.length, 'moment')} to discover\n\n${renderTable(columns, rows)}`;
}

/** Every episode `navigator` lists, as a table; the title comes last. */
export function renderNavigator(episodes: readonly NavigatorOutput[], showTitle: string): string {
  const columns: Column[] = [
    { header: 'Key' },
    { header: 'Season', numeric: true },
    { header: 'Episode', numeric: true },
    { header: 'Aired' },
    { header: 'Title' },
  ];
  const rows = episodes.map((episode) => [episode.key, String(episode.season), String(episode.episode), orDash(episode.airDate), orDash(episode.title)]);
  const of = showTitle === '' ? '' : ` of ${showTitle}`;
  return `${plural(episodes.length, 'episode')}${of}\n\n${renderTable(columns, rows)}`;
}

/** A meme (a one-panel comic on a 2026 instance): where it is, the text written on it, its URL. */
export function renderMeme(screencap: BaseScreencap, meme: MemeOutput, showTitle: string): string {
  return renderFields([...whereFields(screencap, showTitle), ['Caption', meme.caption], captionedImageField(meme.memeUrl)]);
}

/** A gif: where it is, its window and caption, its URL and, once rendered, the direct URL. */
export function renderGif(screencap: BaseScreencap, gif: GifOutput, showTitle: string): string {
  return renderFields([
    ...whereFields(screencap, showTitle),
    ['Window', `${gif.before} ms before, ${gif.after} ms after`],
    ['Caption', gif.caption],
    ['Gif', gif.gifUrl],
    ...(gif.generatedUrl === null ? [] : [['Rendered', gif.generatedUrl] as const]),
  ]);
}

/** `00:19.4`: a time to a tenth of a second, as a quote's lines are timed. */
function preciseTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  return `${formatRealTimestamp(Math.floor(tenths / 10) * 1000)}.${tenths % 10}`;
}

/** A quote's match: where it is, its clip, its lines each after its times, then its links. */
export function renderQuote(screencap: BaseScreencap, quote: QuoteOutput, showTitle: string): string {
  const { links } = quote;
  const linkFields: Field[] = [
    ...(links.comicUrl === null ? [] : [['Comic', links.comicUrl] as const]),
    ...(links.stripUrl === null ? [] : [['Strip', links.stripUrl] as const]),
    ...(links.editorUrl === null ? [] : [['Editor', links.editorUrl] as const]),
    ...(links.memeUrl === null ? [] : [['Meme', links.memeUrl] as const]),
    ['Thumbnail', links.thumbnailUrl],
    ...(quote.clipUrl === null ? [] : [[quote.format === 'mp4' ? 'Mp4' : 'Gif', quote.clipUrl] as const]),
  ];
  const head = renderFields([
    ...whereFields(screencap, showTitle),
    ['Clip', `${preciseTime(quote.start)} to ${preciseTime(quote.end)} (${quote.start} to ${quote.end} ms)`],
    ['Score', quote.score.toFixed(2)],
  ]);
  const lines = quote.lines.map((line) => `${preciseTime(line.start)}-${preciseTime(line.end)}${GAP}${line.text}\n`).join('');
  return `${head}\n${plural(quote.lines.length, 'line')}:\n\n${lines}\n${renderFields(linkFields)}`;
}

/** An unfurled link: what it is, where it points, and a link that works. */
export function renderUnfurl(unfurl: UnfurlOutput, screencap: BaseScreencap | undefined, showTitle: string): string {
  return renderFields([
    ['Kind', unfurl.kind],
    ...(screencap === undefined ? [] : [...whereFields(screencap, showTitle), ['Caption', screencap.caption] as const]),
    ['Moved', unfurl.moved ? 'yes: that frame is gone, this is the nearest one of the episode' : 'no'],
    ['Link', unfurl.link],
  ]);
}
