/**
 * Plain-text (Markdown) tables for the bench and the soak.
 */
import { midpointMedian } from './measure.js';

/** A Markdown table; numbers are right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+( ?[a-z%/]+)?x?$/.test(String(row[column]))));
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (numeric[column] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

/** Microseconds with no decimals, as `123 us`. */
export function us(value: number): string {
  return `${Math.round(value)} us`;
}

/** Milliseconds with one decimal, as `12.3 ms`. */
export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** A count with thousands separators. */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A ratio, as `1.23x`. */
export function ratio(value: number): string {
  return `${value.toFixed(2)}x`;
}

/** A series of whole-process times (ms) as table cells: its median, minimum and maximum. */
export function spreadCells(series: readonly number[]): [median: string, min: string, max: string] {
  return [ms(midpointMedian(series)), ms(Math.min(...series)), ms(Math.max(...series))];
}
