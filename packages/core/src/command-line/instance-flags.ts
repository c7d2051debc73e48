/**
 * The instance flags both tools take, `screencap` and `screencap-mcp`: what
 * each flag is (for `util.parseArgs` and for help), and how the values given,
 * with `SCREENCAP_BASE_URL`, become the instance and the client options the
 * tool runs with. Written once here so that the two command lines cannot
 * drift apart; pure (core runs in browsers too): each tool parses its own
 * command line with Node.js's `util.parseArgs` and hands the values here.
 */
import { GENERATION_OPTIONS, type GenerationOption } from '../instances/generation.js';
import { INSTANCES, type InstanceInfo } from '../instances/instances.js';
import { MAX_SECONDS, assertSeconds } from '../shared/arguments.js';
import { normalizeBaseUrl } from '../urls/base-url.js';
import { UsageError } from './usage-error.js';

/** How a flag is declared: its kind, its one-letter alias, its help. */
export interface FlagSpec {
  /** `string` flags take a value; `boolean` ones do not. */
  readonly type: 'string' | 'boolean';
  /** A one-letter alias, such as `h` for `--help`. */
  readonly short?: string;
  /** The placeholder of the value in help, such as `seconds`. */
  readonly valueName?: string;
  /** Whether a `string` flag may be given several times (`--caption a --caption b`), each value kept. */
  readonly multiple?: boolean;
  /** One line of help. */
  readonly description: string;
}

/**
 * Flag values by name, as `util.parseArgs` returns them: a string, `true` for
 * a boolean flag given, `undefined` when absent; every value, in order, for a
 * flag given several times.
 */
export type FlagValues = Readonly<Record<string, string | boolean | readonly string[] | undefined>>;

/** The environment variable that stands for `--base-url` when neither `--instance` nor `--base-url` is given. */
export const BASE_URL_VARIABLE = 'SCREENCAP_BASE_URL';

/** The preset a tool serves when neither `--instance`, `--base-url` nor `SCREENCAP_BASE_URL` names one. */
export const DEFAULT_PRESET: InstanceInfo = INSTANCES.frinkiac;

/** The presets' names, as `--instance` takes them (in any case). */
export const PRESET_NAMES: readonly string[] = Object.values(INSTANCES).map((instance: InstanceInfo) => instance.name);

/**
 * The flags `screencap` and `screencap-mcp` both take to choose the instance
 * they ask and how long they wait for it, by name (`--base-url` is
 * `'base-url'`). Each may come once; given twice, the last one counts.
 */
// A type, not an interface: a table of flags must pass where any `Record<string, FlagSpec>` goes.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type InstanceFlags = {
  /**
   * `--instance <preset>`: a preset instance by name, in any case: `Frinkiac`,
   * `Morbotron`, `MasterOfAllScience`, `GoodGodLemon`, `CapitalBeatUs`,
   * `FrinkiHams`. Not with `--base-url`.
   * @default Frinkiac (unless `SCREENCAP_BASE_URL` is set)
   */
  readonly instance: FlagSpec;
  /**
   * `--base-url <url>`: any other instance by its base address (a mirror, a
   * local fake service): absolute http(s), no query, fragment or credentials.
   * Not with `--instance`. The environment variable `SCREENCAP_BASE_URL`
   * stands for it when neither flag is given.
   */
  readonly 'base-url': FlagSpec;
  /** `--url <url>`: another name of `--base-url`, the one `screencap` first took. */
  readonly url: FlagSpec;
  /**
   * `--title <title>`: the name of the show a `--base-url` instance serves
   * (a preset has its own).
   * @default none: the show is not named
   */
  readonly title: FlagSpec;
  /**
   * `--generation classic|2026|auto`: the generation of the service the
   * instance runs, as the client's `generation` option (`auto`: classic until
   * an answer shows the 2026 one). In any case.
   * @default 2026 for Frinkiac, Morbotron and CapitalBeatUs, auto for any other instance
   */
  readonly generation: FlagSpec;
  /**
   * `--timeout <seconds>`: the client's `timeout`, how long to wait for the
   * service each time it is waited for. Above 0, at most 3600 (a larger value
   * is refused as milliseconds written by habit); fractions allowed.
   * @default 15
   */
  readonly timeout: FlagSpec;
  /**
   * `--render-timeout <seconds>`: the client's `renderTimeout`, how long a
   * render may take as a whole. Above 0, at most 3600; fractions allowed.
   * @default 300
   */
  readonly 'render-timeout': FlagSpec;
};

/** The {@link InstanceFlags}: their help, and their kind for `util.parseArgs`. */
export const INSTANCE_FLAGS: InstanceFlags = {
  instance: {
    type: 'string',
    valueName: 'preset',
    description: `the instance to ask: ${PRESET_NAMES.join(', ')} (any case; default ${DEFAULT_PRESET.name})`,
  },
  'base-url': {
    type: 'string',
    valueName: 'url',
    description: `the base address of any other instance (a mirror, a local fake service), instead of --instance; ${BASE_URL_VARIABLE} stands for it when neither is given`,
  },
  url: { type: 'string', valueName: 'url', description: 'the same as --base-url' },
  title: { type: 'string', valueName: 'title', description: 'the name of the show the --base-url instance serves (default none)' },
  generation: {
    type: 'string',
    valueName: GENERATION_OPTIONS.join('|'),
    description: 'the generation of the service the instance runs (auto: classic until an answer shows the 2026 one; default: 2026 for Frinkiac, Morbotron and CapitalBeatUs, auto for any other)',
  },
  timeout: {
    type: 'string',
    valueName: 'seconds',
    description: `how long to wait for the service each time it is waited for, at most ${MAX_SECONDS} (default 15)`,
  },
  'render-timeout': {
    type: 'string',
    valueName: 'seconds',
    description: `how long a render may take as a whole, its check included, at most ${MAX_SECONDS} (default 300)`,
  },
};

/** The client options the instance flags set; a flag not given leaves its option out (the client's default). */
export interface InstanceClientOptions {
  /** From `--generation`. */
  readonly generation?: GenerationOption;
  /** From `--timeout`, in seconds. */
  readonly timeout?: number;
  /** From `--render-timeout`, in seconds. */
  readonly renderTimeout?: number;
}

/** The instance a tool's command line names, and the client options it sets. */
export interface ResolvedInstance {
  /** The instance's base address, normalized (ending in `/`). */
  readonly url: string;
  /** The show it serves: the preset's, or `--title` (`''` when not given). */
  readonly title: string;
  /** The client options of `--generation`, `--timeout` and `--render-timeout`. */
  readonly options: InstanceClientOptions;
}

/**
 * The options `util.parseArgs` takes for `flags`: their `type`, `short` and
 * `multiple`, without the help (which it refuses to be given as `undefined`).
 */
export function parseArgsOptions(
  flags: Readonly<Record<string, FlagSpec>>,
): Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> {
  return Object.fromEntries(
    Object.entries(flags).map(([name, { type, short, multiple }]) => [
      name,
      { type, ...(short === undefined ? {} : { short }), ...(multiple === undefined ? {} : { multiple }) },
    ]),
  );
}

/** The value of a string flag, or `undefined` when it was not given; the last one when it was given several times. */
export function stringFlag(values: FlagValues, name: string): string | undefined {
  const value = values[name];
  if (typeof value === 'string') return value;
  return typeof value === 'object' ? value.at(-1) : undefined;
}

function presetNamed(name: string): InstanceInfo {
  const preset = Object.values(INSTANCES).find((instance: InstanceInfo) => instance.name.toLowerCase() === name.toLowerCase());
  if (preset === undefined) throw new UsageError(`--instance must be one of ${PRESET_NAMES.join(', ')} (any case), got ${JSON.stringify(name)}`);
  return preset;
}

/** The base address `source` (a flag or the variable) gives, refused in the SDK's own words. */
function baseUrlFrom(text: string, source: string): string {
  try {
    return normalizeBaseUrl(text);
  } catch (error) {
    // The constructor's message names its parameter, `url`; here the flag or variable is what was written.
    throw new UsageError((error as Error).message.replace(/^url\b/, source));
  }
}

/**
 * A number of seconds above 0 and at most an hour (`MAX_SECONDS`), fractions
 * allowed (`0.5`); above an hour, refused in the words of the SDK's own
 * options (`--timeout is in seconds: 5000 would wait 83 minutes; ...`).
 * @throws {UsageError} for anything else, zero included.
 */
export function parseSecondsFlag(text: string, flag: string): number {
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value) || value <= 0) {
    throw new UsageError(`${flag} must be a number of seconds above 0, got ${JSON.stringify(text)}`);
  }
  try {
    assertSeconds(value, flag);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return value;
}

/**
 * The client options of `--generation`, `--timeout` and `--render-timeout`.
 * @throws {UsageError} for a value none of them takes.
 */
function clientOptionsFrom(values: FlagValues): InstanceClientOptions {
  const options: { generation?: GenerationOption; timeout?: number; renderTimeout?: number } = {};
  const generation = stringFlag(values, 'generation');
  if (generation !== undefined) {
    const known = GENERATION_OPTIONS.find((option) => option === generation.toLowerCase());
    if (known === undefined) throw new UsageError(`--generation must be one of ${GENERATION_OPTIONS.join(', ')}, got ${JSON.stringify(generation)}`);
    options.generation = known;
  }
  const timeout = stringFlag(values, 'timeout');
  if (timeout !== undefined) options.timeout = parseSecondsFlag(timeout, '--timeout');
  const renderTimeout = stringFlag(values, 'render-timeout');
  if (renderTimeout !== undefined) options.renderTimeout = parseSecondsFlag(renderTimeout, '--render-timeout');
  return options;
}

/**
 * The instance and client options the {@link INSTANCE_FLAGS} given name:
 * `--instance`'s preset; else `--base-url` (or `--url`), else
 * `SCREENCAP_BASE_URL` (when not empty), with `--title`; else
 * {@link DEFAULT_PRESET}. Checks every value before any client exists.
 *
 * @param values - what `util.parseArgs` read (other flags are ignored).
 * @param env - the environment, for `SCREENCAP_BASE_URL`.
 * @throws {UsageError} for an unknown preset, a bad base address, `--instance`
 *   with `--base-url`, `--base-url` with `--url`, `--title` without a base
 *   address, or a bad `--generation`, `--timeout` or `--render-timeout`.
 * @example
 * ```ts
 * resolveInstanceFlags({ instance: 'morbotron', timeout: '5' }, {});
 * // { url: 'https://morbotron.com/', title: 'Futurama', options: { timeout: 5 } }
 * ```
 */
export function resolveInstanceFlags(values: FlagValues, env: Readonly<Record<string, string | undefined>>): ResolvedInstance {
  const instance = stringFlag(values, 'instance');
  const baseUrl = stringFlag(values, 'base-url');
  const url = stringFlag(values, 'url');
  const title = stringFlag(values, 'title');
  if (baseUrl !== undefined && url !== undefined) throw new UsageError('--url is another name of --base-url: give one of them');
  const baseUrlFlag = url === undefined ? '--base-url' : '--url';
  const given = baseUrl ?? url;
  if (instance !== undefined && given !== undefined) throw new UsageError(`--instance and ${baseUrlFlag} cannot be used together`);
  const fromEnv = instance === undefined && given === undefined && env[BASE_URL_VARIABLE] !== '' ? env[BASE_URL_VARIABLE] : undefined;
  let target: { url: string; title: string };
  if (given !== undefined || fromEnv !== undefined) {
    target = { url: baseUrlFrom(given ?? fromEnv ?? '', given === undefined ? BASE_URL_VARIABLE : baseUrlFlag), title: title ?? '' };
  } else {
    if (title !== undefined) throw new UsageError(`--title goes with --base-url (a preset has its own title)`);
    const preset = instance === undefined ? DEFAULT_PRESET : presetNamed(instance);
    target = { url: preset.url, title: preset.title };
  }
  return { ...target, options: clientOptionsFrom(values) };
}
