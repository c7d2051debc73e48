/**
 * Refusing, before any request, a command that needs the 2026 service on an
 * instance known to run the classic one: the classic services answer those
 * endpoints `404` (which would read as "not found") or have no such page
 * (a link that leads nowhere).
 */
import { GENERATIONS, INSTANCES, defaultGenerationFor } from '@screencap/core/internal';
import { type OptionValues, UsageError, parseChoice, stringOption } from './arguments.js';
import { resolveInstance } from './client.js';

function bareHost(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** What says the instance runs the classic service, or `undefined` when nothing does. */
function classicBecause(values: OptionValues, url: string): string | undefined {
  const given = stringOption(values, 'generation');
  if (given !== undefined) return parseChoice(given.toLowerCase(), '--generation', GENERATIONS) === 'classic' ? 'runs the classic one (--generation classic)' : undefined;
  // A preset's generation is known; any other host's is the SDK's guess, and its answers tell.
  const preset = Object.values(INSTANCES).find((instance) => bareHost(instance.url) === bareHost(url));
  return preset !== undefined && defaultGenerationFor(url) === 'classic' ? `(${preset.name}) runs the classic one` : undefined;
}

/**
 * Throws a {@link UsageError} (exit code 2) naming the generation `what`
 * needs when the instance is known to run the classic service: given
 * `--generation classic`, or a preset that runs it. Any other instance is
 * let through, and a `404` of the endpoint says it (see `not-offered.ts`).
 * @param what - what needs the 2026 service, for the message: `discover`, `gif --render`.
 * @throws {UsageError} for a classic instance, or a bad `--instance`, `--url` or `--generation`.
 */
export function require2026(values: OptionValues, what: string): void {
  const { url } = resolveInstance(values);
  const because = classicBecause(values, url);
  if (because !== undefined) throw new UsageError(`${what} needs the 2026 generation of the service; ${url} ${because}`);
}
