/**
 * The reference documents every command of `screencap` by the table its help
 * is made of: each command's table is exported, its texts typed as the words
 * themselves (TypeDoc shows a table by its type), and the help shows each
 * option as the table says.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, test } from '@jest/globals';
import * as cli from '../src/index.js';
import type { CommandSpec } from '../src/index.js';
import { COMMANDS } from '../src/commands/index.js';

/** `true` when a text somewhere in `T` is typed `string`: the reference would show `string`, not the words. */
type HasWideText<T> = T extends string
  ? string extends T
    ? true
    : false
  : T extends readonly (infer Item)[]
    ? HasWideText<Item>
    : T extends object
      ? { [Key in keyof T]-?: HasWideText<T[Key]> }[keyof T]
      : false;

/** The exported command tables, by their export names. */
type ExportedTables = { [Name in keyof typeof cli as Name extends `${string}_COMMAND` ? Name : never]: (typeof cli)[Name] };

// Fails to compile when a table's text is built in a way that loses its words (`'a' + 'b'`, `list.join`): use `literalText`, `joinWords`.
const literalTexts: HasWideText<ExportedTables[keyof ExportedTables]> extends false ? true : never = true;

const exportedTables = Object.entries(cli).filter(([name]) => name.endsWith('_COMMAND')) as [string, CommandSpec][];

async function helpOf(command: string): Promise<string> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let text = '';
  stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await cli.runCli([command, '--help'], { stdout, stderr, env: {} });
  expect(code).toBe(cli.ExitCode.Success);
  return text.replace(/\s+/g, ' ');
}

describe('the reference of the commands', () => {
  test('every command has its table exported, the same as the one it runs with', () => {
    expect(literalTexts).toBe(true);
    expect(exportedTables.map(([, table]) => table.name).sort()).toEqual(COMMANDS.map((command) => command.name).sort());
    for (const command of COMMANDS) {
      const [exportName, table] = exportedTables.find(([, exported]) => exported.name === command.name) ?? [];
      expect(exportName).toBe(`${command.name.toUpperCase()}_COMMAND`);
      const { prepare, ...spec } = command;
      expect(typeof prepare).toBe('function');
      expect(spec).toEqual(table);
    }
  });

  test.each(exportedTables.map(([, table]) => [table.name, table] as const))('screencap %s --help shows each option of its table: name, value, meaning and default', async (name, table) => {
    const help = await helpOf(name);
    expect(help).toContain(table.description.replace(/\s+/g, ' '));
    for (const [option, spec] of Object.entries(table.options)) {
      const term = `${spec.short === undefined ? '' : `-${spec.short}, `}--${option}${spec.valueName === undefined ? '' : ` <${spec.valueName}>`}`;
      expect(help).toContain(` ${term} ${spec.description.replace(/\s+/g, ' ')}`);
    }
    for (const example of table.examples) expect(help).toContain(`screencap ${example}`);
  });
});
