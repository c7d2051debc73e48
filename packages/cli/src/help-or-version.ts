/**
 * The front of the `screencap` command (built into `lib/help-or-version.js`,
 * which the executable imports first): answers `--help` and `--version`
 * from the commands' tables alone, and hands every other command line to
 * the command itself (`main.ts`, `lib/main.js`). The command's bundle holds
 * the SDK and is some ten times this one's size, which Node.js reads and
 * compiles whole; a help or a version needs none of it. A line that does not
 * parse goes to the command too, which reports it.
 */
import { parseCommandLine } from './arguments.js';
import { ALL_OPTIONS, helpOrVersion } from './command-line.js';
import { findCommandTable } from './commands/tables.js';
import { stdout } from './stdout.js';

/** The answer to a help or version request, or `undefined` for a line that asks for something else or does not parse. */
async function answer(argv: readonly string[]): Promise<string | undefined> {
  try {
    const { positionals, values } = parseCommandLine(argv, ALL_OPTIONS);
    return await helpOrVersion(values, findCommandTable(positionals[0]));
  } catch {
    return undefined;
  }
}

const text = await answer(process.argv.slice(2));
if (text === undefined) {
  await import('./main.js');
} else {
  stdout().write(text);
}
