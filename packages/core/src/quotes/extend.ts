import { assertKnownKeys, assertOptionsObject } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import { MAX_QUOTE_LINES } from './quote-plan.js';
import { type QuoteSubtitle, type SelectedQuoteLine, selectedLine, subtitlesInTimeOrder } from './select-lines.js';

/** Options of `match.extend`. */
export interface ExtendOptions {
  /** Lines to add at the start (negative: to remove). @default 0 */
  readonly before?: number;
  /** Lines to add at the end (negative: to remove). @default 0 */
  readonly after?: number;
}

/** An extension, checked. */
export interface ExtendPlan {
  readonly before: number;
  readonly after: number;
}

/**
 * Checks `extend`'s options against a match of `count` lines, before any request.
 * @throws {TypeError} for a bad option; {RangeError} for a result outside 1 to 8 lines.
 */
export function planExtend(options: unknown, count: number): ExtendPlan {
  assertOptionsObject(options, 'extend options');
  assertKnownKeys(options ?? {}, ['before', 'after'], 'extend');
  const { before = 0, after = 0 } = (options ?? {}) as { before?: unknown; after?: unknown };
  for (const [name, value] of [['before', before], ['after', after]] as const) {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${name} must be an integer (lines; negative removes), got ${describeValue(value)}`);
  }
  const plan = { before: before as number, after: after as number };
  const total = count + plan.before + plan.after;
  if (total < 1 || total > MAX_QUOTE_LINES) {
    throw new RangeError(`extend must leave 1 to ${MAX_QUOTE_LINES} lines: ${count} ${plan.before < 0 ? '-' : '+'} ${Math.abs(plan.before)} before ${plan.after < 0 ? '-' : '+'} ${Math.abs(plan.after)} after gives ${total}`);
  }
  return plan;
}

function sameLine(subtitle: QuoteSubtitle, line: SelectedQuoteLine): boolean {
  return subtitle.StartTimestamp === line.start && subtitle.EndTimestamp === line.end;
}

/**
 * The lines of an extended match: `plan.before` lines added (or removed) at
 * the start, `plan.after` at the end, taken from the episode's subtitles
 * (needed only when a line is added). Lines kept keep their text.
 * @throws {RangeError} for a result past the episode's first or last line.
 */
export function extendedLines(
  lines: readonly SelectedQuoteLine[],
  timestamp: number,
  plan: ExtendPlan,
  episode: readonly QuoteSubtitle[] | undefined,
): SelectedQuoteLine[] {
  if (episode === undefined) return lines.slice(-plan.before, lines.length + plan.after);
  const all = subtitlesInTimeOrder(episode);
  const first = lines[0];
  // Where the match sits among the episode's lines: its first line, else the first line from its frame on.
  let index = first === undefined ? -1 : all.findIndex((subtitle) => sameLine(subtitle, first));
  if (index < 0) index = all.findIndex((subtitle) => subtitle.StartTimestamp >= (first?.start ?? timestamp));
  if (index < 0) index = all.length;
  const from = index - plan.before;
  const to = index + lines.length - 1 + plan.after;
  if (from < 0) throw new RangeError(`extend({ before: ${plan.before} }) goes past the episode's first line (${index} line(s) before the match)`);
  if (to > all.length - 1) {
    throw new RangeError(`extend({ after: ${plan.after} }) goes past the episode's last line (${Math.max(0, all.length - index - lines.length)} line(s) after the match)`);
  }
  return all.slice(from, to + 1).map((subtitle, offset) => {
    const kept = lines[from + offset - index];
    return kept !== undefined && sameLine(subtitle, kept) ? kept : selectedLine(subtitle);
  });
}
