/**
 * What reading the command line needs before any command's code: every
 * option any command knows, and the answers to `--help` and `--version`.
 * Shared by `runCli` and the executable's front (`help-or-version.ts`).
 */
import type { OptionSpec, OptionValues } from './arguments.js';
import type { CommandSpec } from './commands/command.js';
import { COMMAND_TABLES } from './commands/tables.js';
import { GLOBAL_OPTIONS } from './global-options.js';
import { readVersion } from './version.js';

// Every option any command knows, so that one strict parse reads the whole
// line wherever the command name falls; each command then checks its own.
// An option that one command repeats (`comic --caption`) is parsed as
// repeatable for all; the others read its last value.
function mergeOptions(groups: readonly Readonly<Record<string, OptionSpec>>[]): Readonly<Record<string, OptionSpec>> {
  const merged: Record<string, OptionSpec> = {};
  for (const group of groups) {
    for (const [name, spec] of Object.entries(group)) {
      const known = merged[name];
      merged[name] = known?.multiple === true ? { ...spec, multiple: true } : spec;
    }
  }
  return merged;
}

/** The options of the one parse of a command line: the global ones and every command's. */
export const ALL_OPTIONS = mergeOptions([GLOBAL_OPTIONS, ...COMMAND_TABLES.map((table) => table.options)]);

/** What `--help` (the command's, or the CLI's when no command is named) or `--version` prints; `undefined` when neither is asked for. */
export async function helpOrVersion(values: OptionValues, command: CommandSpec | undefined): Promise<string | undefined> {
  if (values.help === true) {
    const { commandHelp, globalHelp } = await import('./help.js');
    return command === undefined ? globalHelp() : commandHelp(command);
  }
  if (values.version === true) return `${readVersion()}\n`;
  return undefined;
}
