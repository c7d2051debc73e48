import type { Generation } from '../instances/generation.js';
import { keyPathSegment } from '../urls/encoding.js';

/**
 * The thumbnail of a frame, for pickers and embeds: on the 2026 service the
 * smaller rendition `img/<key>/<ts>/medium.jpg`; on a classic one, which
 * has no other rendition, the full image `img/<key>/<ts>.jpg`. The key and
 * timestamp must already be checked (a model's are).
 */
export function checkedThumbnailUrl(baseUrl: string, key: string, timestamp: number, generation: Generation): string {
  const path = `${baseUrl}img/${keyPathSegment(key)}/${timestamp}`;
  return generation === '2026' ? `${path}/medium.jpg` : `${path}.jpg`;
}
