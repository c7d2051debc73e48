/**
 * Builds the SDK client the global options ask for.
 */
import type { AsyncClientOptions, FetchLike, ScreencapClient } from '@screencap/async';
import { GENERATION_OPTIONS, INSTANCES, normalizeBaseUrl } from '@screencap/core/internal';
import { type OptionValues, UsageError, parseChoice, parseSeconds, stringOption } from './arguments.js';
import { DEFAULT_INSTANCE, INSTANCE_NAMES } from './global-options.js';

/** Where to send requests: an instance's base address and the show it serves. */
export interface InstanceTarget {
  readonly url: string;
  readonly title: string;
}

/**
 * The instance `--instance` or `--url` (and `--title`) name; frinkiac when
 * neither is given. Instance names are matched in any case.
 * @throws {UsageError} for an unknown instance, a bad URL, or a mix of options that cannot go together.
 */
export function resolveInstance(values: OptionValues): InstanceTarget {
  const instance = stringOption(values, 'instance');
  const url = stringOption(values, 'url');
  const title = stringOption(values, 'title');
  if (url !== undefined) {
    if (instance !== undefined) throw new UsageError('--instance and --url cannot be used together');
    try {
      return { url: normalizeBaseUrl(url), title: title ?? '' };
    } catch {
      throw new UsageError(
        `--url must be an absolute http(s) address without query or fragment, such as https://frinkiac.com/, got ${JSON.stringify(url)}`,
      );
    }
  }
  if (title !== undefined) throw new UsageError('--title goes with --url (an --instance has its own title)');
  const name = (instance ?? DEFAULT_INSTANCE).toLowerCase();
  const preset = INSTANCE_NAMES.find((known) => known === name);
  if (preset === undefined) {
    throw new UsageError(`unknown instance ${JSON.stringify(instance)}; the instances are ${INSTANCE_NAMES.join(', ')}`);
  }
  return INSTANCES[preset];
}

/**
 * The client of the instance the options name, with `--timeout`, `--render-timeout` and `--generation` applied.
 * The SDK is imported here, only when a command runs: `--help`, `--version`
 * and usage errors never load it (nor zod, which it loads only for an invalid answer).
 * @param fetch - what to send requests with: the CLI's own (node:http), or a test's; node-fetch when absent.
 * @param cache - the client's `cache` option: a store on disk, `false` for `--no-cache`.
 * @throws {UsageError} for bad `--instance`, `--url`, `--title`, `--timeout`, `--render-timeout` or `--generation` values (before the SDK is loaded).
 */
export async function createClient(values: OptionValues, fetch?: FetchLike, cache?: AsyncClientOptions['cache']): Promise<ScreencapClient> {
  const { url, title } = resolveInstance(values);
  const timeoutText = stringOption(values, 'timeout');
  const timeout = timeoutText === undefined ? undefined : parseSeconds(timeoutText, '--timeout');
  // A client option, not a per-call one: every command that renders (gif --render, quote --gif) is bounded by it.
  const renderTimeoutText = stringOption(values, 'render-timeout');
  const renderTimeout = renderTimeoutText === undefined ? undefined : parseSeconds(renderTimeoutText, '--render-timeout');
  const generationText = stringOption(values, 'generation');
  const generation = generationText === undefined ? undefined : parseChoice(generationText.toLowerCase(), '--generation', GENERATION_OPTIONS);
  const { ScreencapClient } = await import('@screencap/async');
  return new ScreencapClient(url, title, { timeout, renderTimeout, fetch, cache, ...(generation === undefined ? {} : { generation }) });
}
