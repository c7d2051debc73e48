/**
 * The text of `screencap --help` and `screencap <command> --help`.
 */
import type { ArgumentSpec, OptionSpec } from './arguments.js';
import type { Command } from './commands/command.js';
import { COMMANDS } from './commands/index.js';
import { EXIT_CODE_TABLE } from './exit-codes.js';
import { GLOBAL_OPTIONS } from './global-options.js';

const WIDTH = 80;
const INDENT = '  ';

/** Fills words into lines of at most `width` characters (a longer word keeps its own line). */
function wrap(text: string, width: number): string[] {
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

/** A titled section of terms and their descriptions, the descriptions aligned and wrapped. */
function section(title: string, entries: readonly (readonly [string, string])[]): string {
  const termWidth = Math.max(...entries.map(([term]) => term.length));
  const descriptionIndent = ' '.repeat(INDENT.length + termWidth + INDENT.length);
  const body = entries.map(([term, description]) => {
    const [first = '', ...rest] = wrap(description, Math.max(30, WIDTH - descriptionIndent.length));
    return [`${INDENT}${term.padEnd(termWidth)}${INDENT}${first}`, ...rest.map((line) => `${descriptionIndent}${line}`)].join('\n');
  });
  return `${title}:\n${body.join('\n')}\n`;
}

function optionTerm(name: string, spec: OptionSpec): string {
  const short = spec.short === undefined ? '' : `-${spec.short}, `;
  const value = spec.valueName === undefined ? '' : ` <${spec.valueName}>`;
  return `${short}--${name}${value}`;
}

function optionEntries(options: Readonly<Record<string, OptionSpec>>): [string, string][] {
  return Object.entries(options).map(([name, spec]) => [optionTerm(name, spec), spec.description]);
}

function argumentTerm(spec: ArgumentSpec): string {
  return `<${spec.name}>${spec.variadic ? '...' : ''}`;
}

/** `gif <key> <timestamp>`: a command with its arguments. */
function synopsis(command: Command): string {
  return [command.name, command.synopsis ?? command.arguments.map((spec) => `<${spec.name}>`).join(' ')].join(' ').trimEnd();
}

const EXIT_CODES_SECTION = section(
  'Exit codes',
  EXIT_CODE_TABLE.map(([code, meaning]) => [String(code), meaning]),
);

const globalOptionList = Object.entries(GLOBAL_OPTIONS)
  .map(([name, spec]) => optionTerm(name, spec))
  .join(', ');

/** The help of `screencap` as a whole: commands, global options, exit codes, environment. */
export function globalHelp(): string {
  return [
    'screencap: search the screencap services (Frinkiac, Morbotron and their sister sites)\n',
    `Usage:\n${INDENT}screencap <command> [arguments] [options]\n`,
    section('Commands', COMMANDS.map((command) => [synopsis(command), command.summary])),
    section('Options', optionEntries(GLOBAL_OPTIONS)),
    EXIT_CODES_SECTION,
    section('Environment', [['SCREENCAP_DEBUG=1', 'print the stack trace of any error (after its one-line message)']]),
    `Run 'screencap <command> --help' for the arguments and options of a command.\n`,
  ].join('\n');
}

/** The help of one command: usage, description, arguments, options, examples, exit codes. */
export function commandHelp(command: Command): string {
  const options = Object.keys(command.options).length > 0 ? ' [options]' : '';
  const parts = [
    `Usage: screencap ${synopsis(command)}${options} [global options]\n`,
    `${wrap(command.description, WIDTH).join('\n')}\n`,
  ];
  if (command.arguments.length > 0) {
    parts.push(section('Arguments', command.arguments.map((spec) => [argumentTerm(spec), spec.description])));
  }
  if (options !== '') parts.push(section('Options', optionEntries(command.options)));
  parts.push(
    `Global options (see screencap --help):\n${wrap(globalOptionList, WIDTH - INDENT.length).map((line) => `${INDENT}${line}`).join('\n')}\n`,
    `Examples:\n${command.examples.map((example) => `${INDENT}screencap ${example}`).join('\n')}\n`,
    EXIT_CODES_SECTION,
  );
  return parts.join('\n');
}
