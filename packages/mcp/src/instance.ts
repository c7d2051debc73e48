import { ScreencapClient, type AsyncClientOptions } from '@screencap/async';
import type { GenerationOption } from '@screencap/core';
import { PRESET_NAMES, UsageError, resolveInstanceFlags, type FlagValues } from '@screencap/core/internal';

/** The instance a server serves and how long it waits for it: the command line's flags, by the same names in camelCase. */
export interface InstanceOptions {
  /**
   * A preset's name (`Frinkiac`, `Morbotron`, ...; any case), several, or
   * `'all'` (every preset); not with `baseUrl`. With more than one, every
   * tool takes `show`, the preset's name, to say which to ask.
   * @default 'Frinkiac'
   * @example ['Frinkiac', 'Morbotron']
   */
  readonly instance?: string | readonly string[] | undefined;
  /** Any other instance's base URL (http or https); not with `instance`. @default undefined */
  readonly baseUrl?: string | undefined;
  /** The show's title for `baseUrl`. @default 'Screencaps' */
  readonly title?: string | undefined;
  /** The service generation to speak. @default the client's for the host */
  readonly generation?: GenerationOption | undefined;
  /** The client's `timeout`, in seconds (each wait for the service). @default 15 */
  readonly timeout?: number | undefined;
  /** The client's `renderTimeout`, in seconds (a render as a whole). @default 300 */
  readonly renderTimeout?: number | undefined;
}

/** `--base-url` to `baseUrl`: the command line's words for the options' names. */
function optionNamesIn(message: string): string {
  return message.replace(/--([a-z]+(?:-[a-z]+)*)/g, (_, flag: string) => flag.replace(/-([a-z])/g, (__, letter: string) => letter.toUpperCase()));
}

/**
 * The presets `--instance` (or the option `instance`) names, each once in the
 * order given: `all` (any case) stands for every preset.
 */
export function servedPresets(names: readonly string[]): string[] {
  const expanded = names.flatMap((name) => (name.toLowerCase() === 'all' ? PRESET_NAMES : [name]));
  return expanded.filter((name, index) => expanded.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
}

/**
 * The clients of the instances the options name, resolved as the command
 * line resolves its flags (the same checks, in the options' names).
 *
 * @throws {TypeError} for an unknown preset or none, both `instance` and
 *   `baseUrl`, `title` without `baseUrl`, a bad `generation`, a base URL that
 *   is not http(s), or a timeout that is not a number of seconds above 0 and at most an hour
 */
export function instanceClients(options: InstanceOptions, clientOptions: AsyncClientOptions = {}): ScreencapClient[] {
  const { instance: named } = options;
  if (named === undefined || (typeof named === 'string' && named.toLowerCase() !== 'all')) return [instanceClient({ ...options, instance: named }, clientOptions)];
  const names = servedPresets(typeof named === 'string' ? [named] : named);
  if (names.length === 0) throw new TypeError('instance names no preset: give one, several, or "all"');
  return names.map((instance) => instanceClient({ ...options, instance }, clientOptions));
}

/** The client of the one instance the options name. */
function instanceClient(options: InstanceOptions & { readonly instance?: string | undefined }, clientOptions: AsyncClientOptions): ScreencapClient {
  const seconds = (value: number | undefined): string | undefined => (value === undefined ? undefined : String(value));
  const values: FlagValues = {
    instance: options.instance,
    'base-url': options.baseUrl,
    title: options.title,
    generation: options.generation,
    timeout: seconds(options.timeout),
    'render-timeout': seconds(options.renderTimeout),
  };
  let resolved;
  try {
    // No environment: a handler is configured by its options alone.
    resolved = resolveInstanceFlags(values, {});
  } catch (error) {
    if (error instanceof UsageError) throw new TypeError(optionNamesIn(error.message), { cause: error });
    throw error;
  }
  return new ScreencapClient(resolved.url, resolved.title === '' ? 'Screencaps' : resolved.title, { ...clientOptions, ...resolved.options });
}
