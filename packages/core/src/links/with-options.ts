import { assertOptionsObject } from '../internal/arguments.js';

// What a client made by withOptions shares with its original, so cannot change.
const SHARED_OPTIONS: Readonly<Record<string, string>> = {
  cache: 'the cache',
  rateLimit: 'the rate limit',
  redis: 'the Redis connection',
  fetch: 'the connections',
};

/**
 * The options of `client.withOptions(changes)`: the original's options as
 * given, with `changes` laid over them key by key (a key set to `undefined`
 * goes back to its default). The rest is checked by the new client's
 * constructor, as any options are.
 * @throws {TypeError} when `changes` is not an object, or changes what the two clients share (`cache`, `rateLimit`, `redis`, `fetch`).
 */
export function mergeDerivedOptions<Options extends object>(given: Options | undefined, changes: unknown): Options {
  assertOptionsObject(changes, 'withOptions options');
  for (const [name, what] of Object.entries(SHARED_OPTIONS)) {
    if (changes !== undefined && Object.hasOwn(changes, name) && changes[name] !== (given as Record<string, unknown> | undefined)?.[name]) {
      throw new TypeError(`withOptions cannot change ${name}: the new client shares ${what} of the original; make a new client instead`);
    }
  }
  return { ...given, ...changes } as Options;
}
