import { describe, expect, test } from '@jest/globals';
import { type ArgumentSpec, type OptionSpec, UsageError, negativeArgumentError, parseCommandLine } from '../src/arguments.js';

const OPTIONS: Readonly<Record<string, OptionSpec>> = {
  help: { type: 'boolean', short: 'h', description: 'help' },
  json: { type: 'boolean', description: 'json' },
  'no-cache': { type: 'boolean', description: 'no cache' },
  url: { type: 'string', description: 'url' },
  timeout: { type: 'string', valueName: 'seconds', description: 'timeout' },
  before: { type: 'string', valueName: 'ms', description: 'before' },
  caption: { type: 'string', multiple: true, description: 'caption' },
};

const parse = (...argv: string[]) => parseCommandLine(argv, OPTIONS);

function usageErrorOf(argv: readonly string[]): string {
  try {
    parseCommandLine(argv, OPTIONS);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`${JSON.stringify(argv)} was accepted`);
}

describe('parseCommandLine', () => {
  test('splits positionals from options, wherever the options fall, and lists the options given in order', () => {
    const parsed = parse('--json', 'search', '--url', 'http://x/', 'pancakes', 'please', '--no-cache');
    expect(parsed.positionals).toEqual(['search', 'pancakes', 'please']);
    expect(parsed.values).toEqual({ json: true, url: 'http://x/', 'no-cache': true });
    expect(parsed.optionNames).toEqual(['json', 'url', 'no-cache']);
  });

  test('takes a value after "=", an empty one or one starting with "-" included', () => {
    expect(parse('--url=http://x/?a=b').values.url).toBe('http://x/?a=b');
    expect(parse('--url=').values.url).toBe('');
    expect(parse('--before=-x').values.before).toBe('-x');
  });

  test('takes a lone "-" as a value and as a positional', () => {
    expect(parse('--url', '-').values.url).toBe('-');
    expect(parse('search', '-').positionals).toEqual(['search', '-']);
  });

  test('keeps every value of a repeatable option in order, and the last of any other', () => {
    const parsed = parse('--caption', 'a', '--url', 'u1', '--caption=b', '--url', 'u2');
    expect(parsed.values.caption).toEqual(['a', 'b']);
    expect(parsed.values.url).toBe('u2');
    expect(parsed.optionNames).toEqual(['caption', 'url', 'caption', 'url']);
  });

  test('reads a short flag, alone or repeated in a group, under its long name', () => {
    expect(parse('-h').values).toEqual({ help: true });
    expect(parse('search', '-hh').optionNames).toEqual(['help', 'help']);
  });

  test('gives a short string option the rest of its group or the next argument as its value', () => {
    const options: Readonly<Record<string, OptionSpec>> = { ...OPTIONS, output: { type: 'string', short: 'o', description: 'output' } };
    expect(parseCommandLine(['-hofile.gif'], options).values).toEqual({ help: true, output: 'file.gif' });
    expect(parseCommandLine(['-ho', 'file.gif', 'gif'], options)).toEqual({ positionals: ['gif'], values: { help: true, output: 'file.gif' }, optionNames: ['help', 'output'] });
    expect(() => parseCommandLine(['-o'], options)).toThrow('-o needs a value');
  });

  test('takes everything after "--" as positionals, options and negative numbers included', () => {
    const parsed = parse('search', '--', '--json', '-5', '--');
    expect(parsed.positionals).toEqual(['search', '--json', '-5', '--']);
    expect(parsed.values).toEqual({});
  });

  test('gives no value to an option that is absent, and none to names of Object.prototype', () => {
    const { values } = parse('random');
    expect(values.json).toBeUndefined();
    expect(values.caption).toBeUndefined();
    expect(usageErrorOf(['--constructor'])).toBe('unknown option --constructor');
    expect(usageErrorOf(['--__proto__=x'])).toBe('unknown option --__proto__');
  });

  test('keeps a negative number given as a positional, and says where it is, for the command to name its argument', () => {
    expect(parse('caption', 'S01E01', '-5', '--json')).toEqual({
      positionals: ['caption', 'S01E01', '-5'],
      values: { json: true },
      optionNames: ['json'],
      negative: { position: 2, text: '-5' },
    });
    expect(parse('--timeout', '2', 'nearby', '-1.5', '-7').negative).toEqual({ position: 1, text: '-1.5' });
    expect(parse('caption', 'S01E01', '5').negative).toBeUndefined();
    // After "--" it is only a word.
    expect(parse('search', '--', '-5').negative).toBeUndefined();
  });

  test('names the short option a negative number was given to', () => {
    const options: Readonly<Record<string, OptionSpec>> = { ...OPTIONS, output: { type: 'string', short: 'o', description: 'output' } };
    expect(() => parseCommandLine(['-ho', '-3'], options)).toThrow('-o must not be negative, got -3');
    expect(parseCommandLine(['-h', '-3'], options).negative).toEqual({ position: 0, text: '-3' });
  });

  test.each([
    [['--bogus'], 'unknown option --bogus'],
    [['--bogus=1'], 'unknown option --bogus'],
    [['-x'], 'unknown option -x'],
    [['-hx'], 'unknown option -x'],
    [['--json=yes'], '--json takes no value'],
    [['--url'], '--url needs a value'],
    [['search', 'x', '--before'], '--before needs a value'],
    [['--url', '--json'], '--url needs a value (write --url=<value> for a value starting with "-")'],
    [['--caption', '-x'], '--caption needs a value (write --caption=<value> for a value starting with "-")'],
    [['--before', '-1.5'], '--before must not be negative, got -1.5'],
    [['--timeout', '-1'], '--timeout must not be negative, got -1'],
    [['caption', 'S01E01', '-5', '--timeout', '-1'], '--timeout must not be negative, got -1'],
    // An option the CLI does not have is the mistake to name, not the number after it.
    [['gif', 'S01E01', '1000', '--wait', '-1'], 'unknown option --wait'],
  ])('refuses %j: %s', (argv, message) => {
    expect(usageErrorOf(argv)).toBe(message);
  });
});

describe('negativeArgumentError', () => {
  const KEY_TIMESTAMP: readonly ArgumentSpec[] = [
    { name: 'key', description: 'key' },
    { name: 'timestamp', description: 'timestamp' },
  ];

  test.each([
    [KEY_TIMESTAMP, 1, false, '<timestamp> must not be negative, got -5'],
    [KEY_TIMESTAMP, 0, false, '<key> must not be negative, got -5'],
    [KEY_TIMESTAMP, 2, false, 'unexpected argument "-5"'],
    [KEY_TIMESTAMP, 2, true, '<key> must not be negative, got -5'],
    [KEY_TIMESTAMP, 5, true, '<timestamp> must not be negative, got -5'],
    [[{ name: 'quote', description: 'words', variadic: true }], 3, false, '<quote> must not be negative, got -5 (write -- -5 to take it as a word)'],
    [[], 0, false, 'unexpected argument "-5"'],
  ] as const)('%j at %i (repeats: %s): %s', (specs, position, repeats, message) => {
    const error = negativeArgumentError(specs, position, '-5', repeats);
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe(message);
  });
});
