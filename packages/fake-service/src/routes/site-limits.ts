/**
 * The limits the 2026 sites enforce on comic payloads and render jobs
 * (`service-facts.md`): 32 overlays a panel, 1024 bytes of overlay text,
 * 16 bytes of episode key, 64 KiB of payload. Going past one is a `400`.
 */
import { badInput } from './json-input.js';

/** The limits, by name. */
export const SITE_LIMITS = Object.freeze({
  /** Most overlays on one comic panel or in one render job. */
  overlaysPerPanel: 32,
  /** Most UTF-8 bytes of text in one overlay. */
  overlayTextBytes: 1024,
  /** Most UTF-8 bytes of an episode key. */
  episodeKeyBytes: 16,
  /** Most bytes of a payload: a comic's decoded JSON, a render request's body. */
  payloadBytes: 64 * 1024,
});

const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** @throws {HttpError} 400 when the payload is over {@link SITE_LIMITS.payloadBytes}. */
export function checkPayloadSize(byteLength: number, what: string): void {
  if (byteLength > SITE_LIMITS.payloadBytes) throw badInput(`${what} is ${byteLength} bytes, over the limit of ${SITE_LIMITS.payloadBytes}`);
}

/** @throws {HttpError} 400 when the key is over {@link SITE_LIMITS.episodeKeyBytes}. */
export function checkEpisodeKey(key: string, where: string): void {
  const length = utf8Length(key);
  if (length > SITE_LIMITS.episodeKeyBytes) throw badInput(`${where}: the episode key is ${length} bytes, over the limit of ${SITE_LIMITS.episodeKeyBytes}`);
}

/** @throws {HttpError} 400 when there are more than {@link SITE_LIMITS.overlaysPerPanel} overlays. */
export function checkOverlayCount(count: number, where: string): void {
  if (count > SITE_LIMITS.overlaysPerPanel) throw badInput(`${where}: ${count} overlays, over the limit of ${SITE_LIMITS.overlaysPerPanel}`);
}

/** @throws {HttpError} 400 when the text is over {@link SITE_LIMITS.overlayTextBytes}. */
export function checkOverlayText(text: string, where: string): void {
  const length = utf8Length(text);
  if (length > SITE_LIMITS.overlayTextBytes) throw badInput(`${where}: the text is ${length} bytes, over the limit of ${SITE_LIMITS.overlayTextBytes}`);
}
