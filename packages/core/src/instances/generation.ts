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
 * The generation a client assumes when none is given: `'2026'` for the live
 * instances' hosts (`frinkiac.com`, `morbotron.com`, `capitalbeat.us`, with or
 * without `www.`), `'classic'` for any other.
 *
 * @param baseUrl - an absolute base address, such as `https://frinkiac.com/`.
 * @example
 * ```ts
 * defaultGenerationFor('https://www.frinkiac.com/'); // '2026'
 * defaultGenerationFor('http://127.0.0.1:8080/'); // 'classic'
 * ```
 */
export function defaultGenerationFor(baseUrl: string): Generation {
  const host = bareHostname(baseUrl);
  return HOSTS_2026.has(host) ? '2026' : 'classic';
}

/**
 * Checks a `generation` option.
 * @throws {TypeError} when it is not a string; {RangeError} when it names no generation.
 */
export function assertGeneration(value: unknown, name = 'generation'): asserts value is Generation {
  if (typeof value !== 'string') throw new TypeError(`${name} must be 'classic' or '2026', got ${describeValue(value)}`);
  if (!(GENERATIONS as readonly string[]).includes(value)) {
    throw new RangeError(`${name} must be 'classic' or '2026', got ${describeValue(value)}`);
  }
}
