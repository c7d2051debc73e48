/**
 * Refusing, before any request, a link only the 2026 service serves on a
 * client told `--generation classic`. The SDK refuses its 2026-only
 * operations itself (discover, navigator, transcript, renders: a
 * `TypeError` that `failure.ts` reports with exit code 2), comic links
 * included; but `comic` of one panel without a caption asks the service for
 * the screencap's caption before it builds the link, so it asks here, with
 * the SDK's own words, to refuse before that request.
 */
import { GENERATION_OPTIONS, needs2026Error } from '@screencap/core/internal';
import { type OptionValues, UsageError, parseChoice, stringOption } from './arguments.js';
import { resolveInstance } from './client.js';

/**
 * Throws a {@link UsageError} (exit code 2) naming the generation `what`
 * needs when the instance is told to be classic (`--generation classic`).
 * Any other instance is let through (`auto` included: its answers tell).
 * @param what - what needs the 2026 service, for the message: `comic`.
 * @throws {UsageError} for a classic client, or a bad `--instance`, `--url` or `--generation`.
 */
export function require2026(values: OptionValues, what: string): void {
  const { url } = resolveInstance(values);
  const given = stringOption(values, 'generation');
  if (given !== undefined && parseChoice(given.toLowerCase(), '--generation', GENERATION_OPTIONS) === 'classic') {
    throw new UsageError(needs2026Error(what, url, 'classic').message);
  }
}
