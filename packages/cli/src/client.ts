/**
 * Builds the SDK client of the instance the command line names.
 */
import type { AsyncClientOptions, FetchLike, ScreencapClient } from '@screencap/async';
import type { ResolvedInstance } from '@screencap/core/internal';

/**
 * The client of the instance the command line names (`resolveInstanceFlags`),
 * with its `--timeout`, `--render-timeout` and `--generation` applied.
 * The SDK is imported here, only when a command runs: `--help`, `--version`
 * and usage errors never load it (nor zod, which it loads only for an invalid answer).
 * @param fetch - what to send requests with: the CLI's own (node:http), or a test's; node-fetch when absent.
 * @param cache - the client's `cache` option: a store on disk, `false` for `--no-cache`.
 */
export async function createClient(instance: ResolvedInstance, fetch?: FetchLike, cache?: AsyncClientOptions['cache']): Promise<ScreencapClient> {
  const { ScreencapClient } = await import('@screencap/async');
  return new ScreencapClient(instance.url, instance.title, { ...instance.options, fetch, cache });
}
