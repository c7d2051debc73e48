import { describeValue } from '../shared/describe-value.js';

/**
 * Which generation of the service an instance runs: `'classic'`, the service
 * the interface describes (until May 2026), or `'2026'`, the rebuild the live
 * instances run since. The SDK implements the interface exactly on classic
 * instances, and hands out links that work on 2026 ones.
 */
export type Generation = 'classic' | '2026';

/** Every generation, oldest first. */
export const GENERATIONS: readonly Generation[] = ['classic', '2026'];

/**
 * The `generation` option: a {@link Generation}, or `'auto'`, where the
 * client works as `'classic'` until an answer of the instance shows a
 * 2026-only sign (top-level `MinTimestamp`/`MaxTimestamp` on a caption or
 * random answer, `Content` on search results, `410 Gone` on a classic
 * `gif/`, `mp4/` or `meme/` link), then as `'2026'` for good.
 */
export type GenerationOption = Generation | 'auto';

/** Every value of the `generation` option. */
export const GENERATION_OPTIONS: readonly GenerationOption[] = ['classic', '2026', 'auto'];

// The hosts known to run the 2026 generation: the live presets. Anything else
// (a self-hosted copy, a test double, an instance not seen since) is assumed
// to be what the interface describes.
const HOSTS_2026 = new Set(['frinkiac.com', 'morbotron.com', 'capitalbeat.us']);

/**
 * The host name of an address, lower case and without a leading `www.`:
 * how the SDK matches a base address against the known instances' hosts.
 * (Here, in a module that imports nothing heavy, for the light entry points.)
 */
export function bareHostname(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * The `generation` option a client takes when none is given: `'2026'` for
 * the live instances' hosts (`frinkiac.com`, `morbotron.com`,
 * `capitalbeat.us`, with or without `www.`), `'auto'` for any other (the
 * client finds out from the instance's answers).
 *
 * @param baseUrl - an absolute base address, such as `https://frinkiac.com/`.
 * @example
 * ```ts
 * defaultGenerationFor('https://www.frinkiac.com/'); // '2026'
 * defaultGenerationFor('http://127.0.0.1:8080/'); // 'auto'
 * ```
 */
export function defaultGenerationFor(baseUrl: string): '2026' | 'auto' {
  const host = bareHostname(baseUrl);
  return HOSTS_2026.has(host) ? '2026' : 'auto';
}

/**
 * The generation a client of `baseUrl` with the `generation` option `option`
 * works as before any answer: `'auto'` starts as `'classic'`.
 * @param option - the option as given; `undefined`: the default for the host.
 */
export function startingGeneration(baseUrl: string, option?: GenerationOption): Generation {
  const resolved = option ?? defaultGenerationFor(baseUrl);
  return resolved === 'auto' ? 'classic' : resolved;
}

// The errors made by needs2026Error, for a CLI to tell a wrong generation from a bug.
const needs2026Errors = new WeakSet<object>();

/**
 * The `TypeError` of an operation only the 2026 service has, asked of a
 * client that does not (yet) work as `'2026'`: it names the operation and
 * the generation the client is set to. Thrown before any request.
 * @param what - the operation, as the caller wrote it: `discover`, `renderGif`.
 * @param baseUrl - the instance's base address.
 * @param option - the client's `generation` option (`'auto'`: not sure yet).
 */
export function needs2026Error(what: string, baseUrl: string, option: GenerationOption | undefined): TypeError {
  const set = option ?? defaultGenerationFor(baseUrl);
  const why =
    set === 'auto'
      ? `this client is set to 'auto' and no answer of ${baseUrl} has shown the 2026 generation yet (give it generation: '2026' if the instance runs it)`
      : `this client is set to '${set}' (give it generation: '2026' or 'auto' if ${baseUrl} runs the 2026 one)`;
  const error = new TypeError(`${what} needs the 2026 generation of the service; ${why}`);
  needs2026Errors.add(error);
  return error;
}

/** Whether `error` is the `TypeError` of {@link needs2026Error}: an operation the client's generation does not have. */
export function isNeeds2026Error(error: unknown): error is TypeError {
  return typeof error === 'object' && error !== null && needs2026Errors.has(error);
}

/**
 * Checks a `generation` option.
 * @throws {TypeError} when it is not a string; {RangeError} when it names no generation.
 */
export function assertGeneration(value: unknown, name = 'generation'): asserts value is GenerationOption {
  if (typeof value !== 'string') throw new TypeError(`${name} must be 'classic', '2026' or 'auto', got ${describeValue(value)}`);
  if (!(GENERATION_OPTIONS as readonly string[]).includes(value)) {
    throw new RangeError(`${name} must be 'classic', '2026' or 'auto', got ${describeValue(value)}`);
  }
}
