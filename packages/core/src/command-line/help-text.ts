/**
 * The layout of the tools' `--help`: titled sections of terms and their
 * descriptions, aligned and wrapped at 80 columns, the same in both tools.
 */
import type { FlagSpec } from './instance-flags.js';

const WIDTH = 80;

/** The indent of a section's entries. */
export const HELP_INDENT = '  ';

/** Fills words into lines of at most `width` characters (a longer word keeps its own line). */
export function wrapWords(text: string, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A titled section of terms and their descriptions (`Options:`), the descriptions aligned and wrapped. */
export function helpSection(title: string, entries: readonly (readonly [string, string])[]): string {
  const termWidth = Math.max(...entries.map(([term]) => term.length));
  const descriptionIndent = ' '.repeat(HELP_INDENT.length + termWidth + HELP_INDENT.length);
  const body = entries.map(([term, description]) => {
    const [first = '', ...rest] = wrapWords(description, Math.max(30, WIDTH - descriptionIndent.length));
    return [`${HELP_INDENT}${term.padEnd(termWidth)}${HELP_INDENT}${first}`, ...rest.map((line) => `${descriptionIndent}${line}`)].join('\n');
  });
  return `${title}:\n${body.join('\n')}\n`;
}

/** A flag as help shows it: `-h, --help`, `--timeout <seconds>`. */
export function flagTerm(name: string, spec: FlagSpec): string {
  const short = spec.short === undefined ? '' : `-${spec.short}, `;
  const value = spec.valueName === undefined ? '' : ` <${spec.valueName}>`;
  return `${short}--${name}${value}`;
}

/** The entries of a help section listing `flags`, in their order. */
export function flagEntries(flags: Readonly<Record<string, FlagSpec>>): [string, string][] {
  return Object.entries(flags).map(([name, spec]) => [flagTerm(name, spec), spec.description]);
}
