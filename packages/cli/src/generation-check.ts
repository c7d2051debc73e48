/**
 * Refusing, before any request, a link only the 2026 service serves on a
 * client told `--generation classic`. The SDK refuses its 2026-only
 * operations itself (discover, navigator, transcript, renders: a
 * `TypeError` that `failure.ts` reports with exit code 2), comic links
 * included; but `comic` of one panel without a caption asks the service for
 * the screencap's caption before it builds the link, so it asks here, with
 * the SDK's own words, to refuse before that request.
 */
import { needs2026Error, type ResolvedInstance } from '@screencap/core/internal';
import { UsageError } from './arguments.js';

/**
 * Throws a {@link UsageError} (exit code 2) naming the generation `what`
 * needs when the instance is told to be classic (`--generation classic`).
 * Any other instance is let through (`auto` included: its answers tell).
 * @param what - what needs the 2026 service, for the message: `comic`.
 * @throws {UsageError} for a classic client.
 */
export function require2026(instance: ResolvedInstance, what: string): void {
  if (instance.options.generation === 'classic') throw new UsageError(needs2026Error(what, instance.url, 'classic').message);
}
