/**
 * The text of `screencap --help` and `screencap <command> --help`.
 */
import { BASE_URL_VARIABLE, HELP_INDENT, flagEntries, flagTerm, helpSection, wrapWords } from '@screencap/core/internal';
import type { ArgumentSpec } from './arguments.js';
import type { CommandSpec } from './commands/command.js';
import { COMMAND_TABLES } from './commands/tables.js';
import { EXIT_CODE_TABLE } from './exit-codes.js';
import { GLOBAL_OPTIONS } from './global-options.js';

const WIDTH = 80;

function argumentTerm(spec: ArgumentSpec): string {
  return `<${spec.name}>${spec.variadic ? '...' : ''}`;
}

/** `gif <key> <timestamp>`: a command with its arguments. */
function synopsis(command: CommandSpec): string {
  return [command.name, command.synopsis ?? command.arguments.map((spec) => `<${spec.name}>`).join(' ')].join(' ').trimEnd();
}

const EXIT_CODES_SECTION = helpSection(
  'Exit codes',
  EXIT_CODE_TABLE.map(([code, meaning]) => [String(code), meaning]),
);

const globalOptionList = Object.entries(GLOBAL_OPTIONS)
  .map(([name, spec]) => flagTerm(name, spec))
  .join(', ');

/** The help of `screencap` as a whole: commands, global options, exit codes, environment. */
export function globalHelp(): string {
  return [
    'screencap: search the screencap services (Frinkiac, Morbotron and their sister sites)\n',
    `Usage:\n${HELP_INDENT}screencap <command> [arguments] [options]\n`,
    helpSection('Commands', COMMAND_TABLES.map((command) => [synopsis(command), command.summary])),
    helpSection('Options', flagEntries(GLOBAL_OPTIONS)),
    EXIT_CODES_SECTION,
    helpSection('Environment', [
      [`${BASE_URL_VARIABLE}=<url>`, 'stands for --base-url when neither --instance nor --base-url is given'],
      ['SCREENCAP_DEBUG=1', 'print the stack trace of any error (after its one-line message)'],
    ]),
    `Run 'screencap <command> --help' for the arguments and options of a command.\n`,
  ].join('\n');
}

/** The usage line a usage error ends with: the command's, or the CLI's when no command was recognized. */
export function usageLine(command: CommandSpec | undefined): string {
  return command === undefined ? 'Usage: screencap <command> [arguments] [options]\n' : `Usage: screencap ${synopsis(command)} [options]\n`;
}

/** The help of one command: usage, description, arguments, options, examples, exit codes. */
export function commandHelp(command: CommandSpec): string {
  const options = Object.keys(command.options).length > 0 ? ' [options]' : '';
  const parts = [
    `Usage: screencap ${synopsis(command)}${options} [global options]\n`,
    `${wrapWords(command.description, WIDTH).join('\n')}\n`,
  ];
  if (command.arguments.length > 0) {
    parts.push(helpSection('Arguments', command.arguments.map((spec) => [argumentTerm(spec), spec.description])));
  }
  if (options !== '') parts.push(helpSection('Options', flagEntries(command.options)));
  parts.push(
    `Global options (see screencap --help):\n${wrapWords(globalOptionList, WIDTH - HELP_INDENT.length).map((line) => `${HELP_INDENT}${line}`).join('\n')}\n`,
    `Examples:\n${command.examples.map((example) => `${HELP_INDENT}screencap ${example}`).join('\n')}\n`,
    EXIT_CODES_SECTION,
  );
  return parts.join('\n');
}
