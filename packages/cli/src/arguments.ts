/**
 * Reading the command line: splitting it into options and positionals, the
 * parsing of numbers and episode keys, and the error every mistake in them
 * raises.
 */
import { parseArgs } from 'node:util';
import { UsageError, parseArgsOptions, stringFlag as stringOption, type FlagSpec, type FlagValues } from '@screencap/core/internal';

export { UsageError, stringFlag as stringOption } from '@screencap/core/internal';

/** How an option is declared: its kind, its one-letter alias, its help (the same as the instance flags'). */
export type OptionSpec = FlagSpec;

/** A positional argument of a command, for its help and for reading its command line. */
export interface ArgumentSpec {
  /** Its name in the synopsis and in error messages, such as `timestamp`. */
  readonly name: string;
  /** One line of help. */
  readonly description: string;
  /** Whether it takes every remaining word (joined with spaces); only the last one may. */
  readonly variadic?: boolean;
}

/** Option values by name, as `util.parseArgs` reads them. */
export type OptionValues = FlagValues;

/** The command line split into positionals and options. */
export interface ParsedCommandLine {
  /** Every positional, the command name first. */
  readonly positionals: readonly string[];
  /** The values of the options given. */
  readonly values: OptionValues;
  /** The names of the options given, in order, so that the caller can check they apply. */
  readonly optionNames: readonly string[];
  /**
   * The first negative number given as a positional (`caption S01E01 -5`):
   * its index in `positionals` and its text. Kept, not refused, so that the
   * caller, which knows the command, can name the argument it was given for
   * (see {@link negativeArgumentError}); `undefined` when there is none.
   */
  readonly negative?: { readonly position: number; readonly text: string } | undefined;
}

// `-5` would read as an unknown short option; a clearer message helps.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

// What a negative number is read as, so that `util.parseArgs` takes it as a
// word: a positional, or the value of the option before it. Any word that does
// not start with "-" would do; the original is put back by its index.
const NEGATIVE_STAND_IN = '0';

/** The token `util.parseArgs` gives an option. */
type OptionToken = Extract<NonNullable<ReturnType<typeof parseArgs>['tokens']>[number], { kind: 'option' }>;

/** Refuses an option `util.parseArgs` read but the CLI does not take as written. */
function checkOptionToken(token: OptionToken, options: Readonly<Record<string, OptionSpec>>): void {
  const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
  const written = token.rawName;
  if (spec === undefined) throw new UsageError(`unknown option ${written}`);
  if (spec.type === 'boolean') {
    if (token.value !== undefined) throw new UsageError(`${written} takes no value`);
    return;
  }
  if (token.value === undefined) throw new UsageError(`${written} needs a value`);
  if (!token.inlineValue && token.value.length > 1 && token.value.startsWith('-')) {
    throw new UsageError(`${written} needs a value (write ${written}=<value> for a value starting with "-")`);
  }
}

/**
 * Splits the command line with Node.js's `util.parseArgs`, then refuses
 * what it let through: unknown options, a flag given a value, a missing
 * value. Options may come before or after the command and its arguments;
 * everything after `--` is positional; a lone `-` is a positional. A string
 * option takes the next argument unless it starts with `-` (write
 * `--name=-value` for that).
 *
 * `util.parseArgs` runs loose (`strict: false`) and the checks are made on
 * its tokens: its strict errors tell their cases apart by English sentences
 * only, and the CLI's messages say what to write instead.
 *
 * @param options - every option any command knows; the caller checks which apply.
 * A negative number (`-5`, `-1.5`) is a word, not a short option: the
 * value of an option that takes one is refused (`--timeout must not be
 * negative`); a positional is kept and reported in `negative`.
 *
 * @throws {UsageError} for an unknown option, a missing value, or a negative number as an option's value.
 */
export function parseCommandLine(argv: readonly string[], options: Readonly<Record<string, OptionSpec>>): ParsedCommandLine {
  const endOfOptions = argv.indexOf('--');
  const isNegative = (arg: string, index: number): boolean => (endOfOptions === -1 || index < endOfOptions) && NEGATIVE_NUMBER.test(arg);
  const { values, tokens } = parseArgs({
    args: argv.map((arg, index) => (isNegative(arg, index) ? NEGATIVE_STAND_IN : arg)),
    options: parseArgsOptions(options),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const optionNames: string[] = [];
  const positionals: string[] = [];
  let negative: ParsedCommandLine['negative'];
  for (const token of tokens) {
    if (token.kind === 'positional') {
      const original = argv[token.index] ?? token.value;
      if (negative === undefined && isNegative(original, token.index)) negative = { position: positionals.length, text: original };
      positionals.push(isNegative(original, token.index) ? original : token.value);
    }
    if (token.kind !== 'option') continue;
    // Named after the option it was given to (`--timeout -1`, `-o -1`): the option
    // took it as its value, which it must not be (an option the CLI does not have is refused as unknown first).
    const valueAt = token.inlineValue === false ? token.index + 1 : -1;
    if (valueAt !== -1 && isNegative(argv[valueAt] ?? '', valueAt) && Object.hasOwn(options, token.name)) {
      throw new UsageError(`${token.rawName} must not be negative, got ${argv[valueAt] ?? ''}`);
    }
    checkOptionToken(token, options);
    optionNames.push(token.name);
  }
  return { positionals, values, optionNames, negative };
}

/**
 * The error for a negative number given as a positional: named after the
 * argument it stands for (`<timestamp> must not be negative, got -5`), as an
 * option's is (`--timeout must not be negative`).
 * @param specs - the command's arguments; the last one takes the rest when it is `variadic`.
 * @param position - the index of the number among the command's positionals.
 * @param repeats - whether the list of arguments repeats (`comic`'s pairs of `<key> <timestamp>`).
 */
export function negativeArgumentError(specs: readonly ArgumentSpec[], position: number, text: string, repeats = false): UsageError {
  const last = specs.at(-1);
  const spec = specs[position] ?? (last?.variadic ? last : repeats && specs.length > 0 ? specs[position % specs.length] : undefined);
  // Past the last argument, the number is one too many.
  if (spec === undefined) return new UsageError(`unexpected argument ${JSON.stringify(text)}`);
  // Words such as a search may be a negative number: `--` says so.
  const hint = spec.variadic ? ` (write -- ${text} to take it as a word)` : '';
  return new UsageError(`<${spec.name}> must not be negative, got ${text}${hint}`);
}

/** The arguments of a command by name, as {@link readArguments} returns them. */
export type ArgumentValues<Specs extends readonly ArgumentSpec[]> = Readonly<Record<Specs[number]['name'], string>>;

/**
 * Matches a command's positionals to its declared arguments.
 * @throws {UsageError} when one is missing or there are too many.
 */
export function readArguments<const Specs extends readonly ArgumentSpec[]>(
  positionals: readonly string[],
  specs: Specs,
): ArgumentValues<Specs> {
  const values: Record<string, string> = {};
  specs.forEach((spec, index) => {
    const taken = spec.variadic ? positionals.slice(index) : positionals.slice(index, index + 1);
    if (taken.length === 0) throw new UsageError(`missing argument <${spec.name}>`);
    values[spec.name] = taken.join(' ');
  });
  const extra = specs.at(-1)?.variadic ? undefined : positionals[specs.length];
  if (extra !== undefined) throw new UsageError(`unexpected argument ${JSON.stringify(extra)}`);
  return values as ArgumentValues<Specs>;
}

/** Every value of a repeatable string option, in the order given (none when absent). */
export function stringListOption(values: OptionValues, name: string): readonly string[] {
  const value = values[name];
  if (typeof value === 'string') return [value];
  return typeof value === 'object' ? value : [];
}

/** Whether a flag was given. */
export function flagOption(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

/**
 * A timestamp or duration in milliseconds: digits only, a safe integer.
 * @param name - what the value is, for the message (`timestamp`, `--before`).
 * @throws {UsageError} for anything else (`abc`, `1.5`, `-5`, `1e3`).
 */
export function parseMilliseconds(text: string, name: string): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw new UsageError(`${name} must be a whole number of milliseconds (0 or more), got ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * The value of an option in milliseconds, or `fallback` when it was not given.
 * @throws {UsageError} for a value {@link parseMilliseconds} refuses.
 */
export function millisecondsOption(values: OptionValues, name: string, fallback: number): number {
  const text = stringOption(values, name);
  return text === undefined ? fallback : parseMilliseconds(text, `--${name}`);
}

/**
 * A whole number of at least 0 and at most `max`, such as a season or a text size.
 * @param name - what the value is, for the message (`--season-min`).
 * @param what - the allowed values, for the message: `(0 or more)`, `from 0 to 120`.
 * @throws {UsageError} for anything else (`abc`, `1.5`, `1e3`, too large).
 */
export function parseWholeNumber(text: string, name: string, max = Number.MAX_SAFE_INTEGER, what = '(0 or more)'): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > max) {
    throw new UsageError(`${name} must be a whole number ${what}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * One of a fixed list of words, such as `--align left`.
 * @throws {UsageError} for any other value, listing the allowed ones.
 */
export function parseChoice<const Choice extends string>(text: string, name: string, choices: readonly Choice[]): Choice {
  const choice = choices.find((known) => known === text);
  if (choice === undefined) throw new UsageError(`${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(text)}`);
  return choice;
}

/**
 * An episode key such as `S05E01`: not empty, no white space, not a dot
 * segment (which a URL would fold away). Not upper-cased: keys are case-sensitive.
 * @throws {UsageError} for anything else.
 */
export function parseEpisodeKey(text: string): string {
  if (text === '' || /\s/.test(text) || text === '.' || text === '..') {
    throw new UsageError(`key must be an episode key such as S05E01, got ${JSON.stringify(text)}`);
  }
  return text;
}
