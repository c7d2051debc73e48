import { INSTANCES } from '../instances/instances.js';
import { bareHostname } from '../instances/generation.js';
import { lazily } from '../shared/lazily.js';

/**
 * The requests per second a client allows itself towards the public
 * instances when `rateLimit` is not given. The service publishes no limit;
 * its CDN answers `429` with `Retry-After` to clients that are too fast. Public
 * clients send one request per user action (the reference client, gif and
 * chat bots: a command costs one to three requests: search, caption,
 * render), so two a second serves a human-paced bot without queueing and
 * keeps a busy one at the pace of a person clicking through the site.
 */
export const DEFAULT_PUBLIC_RATE_LIMIT = 2;

// Made by the first client, not by the import: a URL parse per preset.
const PRESET_HOSTS = lazily(() => new Set(Object.values(INSTANCES).map((instance) => bareHostname(instance.url))));

/**
 * The `rateLimit` a client gets when it gives none:
 * {@link DEFAULT_PUBLIC_RATE_LIMIT} for the presets' hosts (with or without
 * `www.`), no limit (`false`) for any other host, such as a test server.
 * @example
 * ```ts
 * defaultRateLimitFor('https://frinkiac.com/'); // 2
 * defaultRateLimitFor('http://127.0.0.1:8080/'); // false
 * ```
 */
export function defaultRateLimitFor(baseUrl: string): number | false {
  const host = bareHostname(baseUrl);
  return PRESET_HOSTS().has(host) ? DEFAULT_PUBLIC_RATE_LIMIT : false;
}
