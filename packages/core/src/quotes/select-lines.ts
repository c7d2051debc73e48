import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from '../models/clip.js';
import { wordsInOrder, scoreQuote } from './score.js';
import { endsSentence } from './sentences.js';
import type { QuoteLine } from './types.js';
import { quoteWords } from './words.js';

/** A subtitle line as a caption answer sends it (`Subtitles[i]`). */
export interface QuoteSubtitle {
  /** When the line appears, in ms from the start of the episode. */
  readonly StartTimestamp: number;
  /** When the line disappears, in ms from the start of the episode. */
  readonly EndTimestamp: number;
  /** The line's text. */
  readonly Content: string;
  /** The frame that stands for the line; a strip panel of the line shows it. @default the line's start */
  readonly RepresentativeTimestamp?: number;
}

/** Where the lines are chosen: the frame's moment, the episode's bounds when known, and the most lines to keep. */
export interface QuoteLineContext {
  /** The timestamp of the hit's frame, in ms. */
  readonly timestamp: number;
  /** The episode's first frame (`MinTimestamp`), when known. */
  readonly minTimestamp?: number | undefined;
  /** The episode's last frame (`MaxTimestamp`), when known. */
  readonly maxTimestamp?: number | undefined;
  /** The most lines to keep, 1 to 8. @default 4 */
  readonly maxLines?: number;
}

/** A chosen line, with the frame that stands for it. */
export interface SelectedQuoteLine extends QuoteLine {
  /** The line's `RepresentativeTimestamp` (its start when the service sent none). */
  readonly representativeTimestamp: number;
}

/** What {@link selectQuoteLines} chooses. */
export interface QuoteLineSelection {
  /** The lines, in time order. */
  readonly lines: readonly SelectedQuoteLine[];
  /** The lines' text joined by one space. */
  readonly text: string;
  /** The first line's start (the frame's default clip start when no line was chosen), clamped to `minTimestamp`. */
  readonly start: number;
  /** The last line's end (the frame's default clip end when no line was chosen), clamped to `maxTimestamp`. */
  readonly end: number;
  /** The lines' text against the quote, from 0 to 1 (as a hit's score). */
  readonly score: number;
}

/** The default of `maxLines`. */
export const DEFAULT_QUOTE_MAX_LINES = 4;

// Lines in time order, ties broken by content, so the choice never depends on the order the service sent them in.
function timeOrder(subtitles: readonly QuoteSubtitle[]): QuoteSubtitle[] {
  return [...subtitles].sort(
    (left, right) =>
      left.StartTimestamp - right.StartTimestamp ||
      left.EndTimestamp - right.EndTimestamp ||
      (left.Content < right.Content ? -1 : left.Content > right.Content ? 1 : 0),
  );
}

function distanceTo(timestamp: number, start: number, end: number): number {
  if (timestamp < start) return start - timestamp;
  return timestamp > end ? timestamp - end : 0;
}

/**
 * The shortest run of consecutive lines that holds the most of the quote's
 * words in order; among equals, the one nearest the frame, then the earliest.
 * `undefined` when no line shares a word with the quote.
 */
function bestRun(lines: readonly QuoteSubtitle[], quote: readonly string[], timestamp: number): { first: number; last: number } | undefined {
  const words = lines.map((line) => quoteWords(line.Content));
  let best: { first: number; last: number; found: number; distance: number } | undefined;
  for (let first = 0; first < lines.length; first += 1) {
    let text: string[] = [];
    for (let last = first; last < lines.length; last += 1) {
      text = [...text, ...(words[last] ?? [])];
      const found = wordsInOrder(quote, text);
      if (found === 0) continue;
      const distance = distanceTo(timestamp, lines[first]?.StartTimestamp ?? 0, lines[last]?.EndTimestamp ?? 0);
      const better =
        best === undefined ||
        found > best.found ||
        (found === best.found && (last - first < best.last - best.first || (last - first === best.last - best.first && distance < best.distance)));
      if (better) best = { first, last, found, distance };
      // A longer run from here holds no more words in order than the whole quote.
      if (found === quote.length) break;
    }
  }
  return best;
}

/** The run grown to whole sentences: back past lines that carry on into it, on past lines that carry on. */
function growToSentences(lines: readonly QuoteSubtitle[], first: number, last: number): { first: number; last: number } {
  let start = first;
  while (start > 0 && !endsSentence(lines[start - 1]?.Content ?? '')) start -= 1;
  let end = last;
  while (end < lines.length - 1 && !endsSentence(lines[end]?.Content ?? '')) end += 1;
  return { first: start, last: end };
}

/** At most `maxLines`: the quote's own lines first, then the lines before them, then those after. */
function capRun(core: { first: number; last: number }, grown: { first: number; last: number }, maxLines: number): { first: number; last: number } {
  if (grown.last - grown.first + 1 <= maxLines) return grown;
  const coreLength = core.last - core.first + 1;
  if (coreLength >= maxLines) return { first: core.first, last: core.first + maxLines - 1 };
  const before = Math.min(core.first - grown.first, maxLines - coreLength);
  const after = Math.min(grown.last - core.last, maxLines - coreLength - before);
  return { first: core.first - before, last: core.last + after };
}

function selected(line: QuoteSubtitle): SelectedQuoteLine {
  return {
    text: line.Content.trim(),
    start: line.StartTimestamp,
    end: line.EndTimestamp,
    representativeTimestamp: line.RepresentativeTimestamp ?? line.StartTimestamp,
  };
}

/**
 * Chooses the subtitle lines of a screencap that say a quote: the run of
 * consecutive lines that best covers the quote's words (the most of them in
 * order, then the fewest lines, then the nearest the frame), grown to whole
 * sentences. A line that does not end its sentence (`endsSentence`)
 * continues into the next, and the run starts after the previous line's
 * sentence end. At most `maxLines` are kept: the quote's own lines first,
 * then the lines before them, then those after. When no line shares a word
 * with the quote, the lines spoken at the frame's timestamp. Pure: the order
 * the lines are given in does not matter.
 * @example
 * ```ts
 * selectQuoteLines(screencap.subtitles, 'the build is green', screencap);
 * // { lines: [{ text: 'I told the boss', ... }, { text: 'the build is green--', ... }, { text: 'and he believed me.', ... }], ... }
 * ```
 */
export function selectQuoteLines(subtitles: readonly QuoteSubtitle[], quote: string, context: QuoteLineContext): QuoteLineSelection {
  const { timestamp, maxLines = DEFAULT_QUOTE_MAX_LINES } = context;
  const lines = timeOrder(subtitles);
  const run = bestRun(lines, quoteWords(quote), timestamp);
  let chosen: SelectedQuoteLine[];
  if (run === undefined) {
    chosen = lines.filter((line) => line.StartTimestamp <= timestamp && timestamp <= line.EndTimestamp).slice(0, maxLines).map(selected);
  } else {
    const kept = capRun(run, growToSentences(lines, run.first, run.last), maxLines);
    chosen = lines.slice(kept.first, kept.last + 1).map(selected);
  }
  return quoteLineSelection(chosen, quote, context);
}

/**
 * The selection of these lines (in time order) for a quote: their text
 * (lines hidden with `''` left out), their range kept within the episode,
 * and their score against the quote. With no line, the range is `range`, or
 * the frame's default clip.
 */
export function quoteLineSelection(
  lines: readonly SelectedQuoteLine[],
  quote: string,
  context: QuoteLineContext,
  range?: { readonly start: number; readonly end: number },
): QuoteLineSelection {
  const { timestamp, minTimestamp, maxTimestamp } = context;
  const firstLine = lines[0];
  const lastLine = lines.at(-1);
  const text = lines.map((line) => line.text).filter((line) => line !== '').join(' ');
  const start = Math.max(firstLine?.start ?? range?.start ?? timestamp - DEFAULT_CLIP_BEFORE, minTimestamp ?? 0, 0);
  const end = Math.max(start, Math.min(lastLine?.end ?? range?.end ?? timestamp + DEFAULT_CLIP_AFTER, maxTimestamp ?? Infinity));
  return { lines, text, start, end, score: scoreQuote(quote, text) };
}

/** A subtitle as a chosen line (its text trimmed). */
export function selectedLine(line: QuoteSubtitle): SelectedQuoteLine {
  return selected(line);
}

/** Subtitles in time order, ties broken by content. */
export function subtitlesInTimeOrder(subtitles: readonly QuoteSubtitle[]): QuoteSubtitle[] {
  return timeOrder(subtitles);
}

/**
 * What a random frame says: the lines shown at its timestamp, joined; the
 * nearest line when none is; `''` when the frame has no line at all.
 */
export function linesSpokenAt(subtitles: readonly QuoteSubtitle[], timestamp: number): string {
  const lines = timeOrder(subtitles);
  const shown = lines.filter((line) => line.StartTimestamp <= timestamp && timestamp <= line.EndTimestamp);
  if (shown.length > 0) return shown.map((line) => line.Content.trim()).join(' ');
  let nearest: QuoteSubtitle | undefined;
  for (const line of lines) {
    if (nearest === undefined || distanceTo(timestamp, line.StartTimestamp, line.EndTimestamp) < distanceTo(timestamp, nearest.StartTimestamp, nearest.EndTimestamp)) nearest = line;
  }
  return nearest?.Content.trim() ?? '';
}
