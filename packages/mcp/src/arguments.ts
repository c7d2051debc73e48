import { parseArgs } from 'node:util';
import { GENERATION_OPTIONS, INSTANCES, type GenerationOption, type InstanceInfo } from '@screencap/core';
import { ScreencapClient, type AsyncClientOptions } from '@screencap/async';
import { presetNamed } from './instance.js';

/** How `screencap-mcp` picks the instance it serves, read from its command line and environment. */
export interface ServerArguments {
  /** The base URL of the instance (with a trailing slash). */
  readonly baseUrl: string;
  /** The show's title, as the client reports it. */
  readonly title: string;
  /** The service generation to speak; `undefined` lets the client choose for the host. */
  readonly generation: GenerationOption | undefined;
}

/** A command line `screencap-mcp` cannot serve: the message says what to change. */
export class UsageError extends Error {
  /** The class name, `UsageError`. */
  override readonly name = 'UsageError';
}

/** The usage line of `screencap-mcp`, printed with every {@link UsageError}. */
export const USAGE =
  `usage: screencap-mcp [--instance <preset>] | [--base-url <url> [--title <title>]] [--generation ${GENERATION_OPTIONS.join('|')}]\n` +
  `presets: ${Object.values(INSTANCES).map((instance) => instance.name).join(', ')} (default Frinkiac); ` +
  'the environment variable SCREENCAP_BASE_URL stands for --base-url';

function presetOrUsage(name: string): InstanceInfo {
  const preset = presetNamed(name);
  if (preset === undefined) throw new UsageError(`unknown --instance ${JSON.stringify(name)}`);
  return preset;
}

function checkedBaseUrl(text: string, source: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${source} is not a URL: ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${source} must be an http or https URL, got ${JSON.stringify(text)}`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Reads `screencap-mcp`'s command line (`util.parseArgs`) and environment.
 * `--instance` names a preset (case-insensitive; default Frinkiac);
 * `--base-url`, or `SCREENCAP_BASE_URL` when neither flag is given, names any
 * other instance, such as a local fake service.
 *
 * @param argv - the arguments after the executable's path
 * @param env - the environment, for `SCREENCAP_BASE_URL`
 * @throws {UsageError} for an unknown flag, an unknown preset, a URL that is
 *   not http(s), `--instance` together with `--base-url`, or a bad `--generation`
 * @example
 * ```ts
 * parseServerArguments(['--base-url', 'http://127.0.0.1:4000/', '--generation', '2026'], {});
 * ```
 */
export function parseServerArguments(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        instance: { type: 'string' },
        'base-url': { type: 'string' },
        title: { type: 'string' },
        generation: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.instance !== undefined && values['base-url'] !== undefined) {
    throw new UsageError('give --instance or --base-url, not both');
  }
  const generation = values.generation;
  if (generation !== undefined && !(GENERATION_OPTIONS as readonly string[]).includes(generation)) {
    throw new UsageError(`--generation must be one of ${GENERATION_OPTIONS.join(', ')}, got ${JSON.stringify(generation)}`);
  }
  const checkedGeneration = generation as GenerationOption | undefined;
  if (values.instance !== undefined) {
    if (values.title !== undefined) throw new UsageError('--title goes with --base-url; a preset has its own title');
    const preset = presetOrUsage(values.instance);
    return { baseUrl: preset.url, title: preset.title, generation: checkedGeneration };
  }
  const fromEnv = env.SCREENCAP_BASE_URL;
  const baseUrl = values['base-url'] ?? (fromEnv === '' ? undefined : fromEnv);
  if (baseUrl !== undefined) {
    const source = values['base-url'] === undefined ? 'SCREENCAP_BASE_URL' : '--base-url';
    return { baseUrl: checkedBaseUrl(baseUrl, source), title: values.title ?? 'Screencaps', generation: checkedGeneration };
  }
  if (values.title !== undefined) throw new UsageError('--title goes with --base-url; a preset has its own title');
  return { baseUrl: INSTANCES.frinkiac.url, title: INSTANCES.frinkiac.title, generation: checkedGeneration };
}

/**
 * The client of the instance the arguments name.
 *
 * @param args - what {@link parseServerArguments} read
 * @param options - further client options (`timeout`, `logLevel`, ...)
 */
export function clientFor(args: ServerArguments, options: AsyncClientOptions = {}): ScreencapClient {
  const generation = args.generation === undefined ? {} : { generation: args.generation };
  return new ScreencapClient(args.baseUrl, args.title, { ...options, ...generation });
}
