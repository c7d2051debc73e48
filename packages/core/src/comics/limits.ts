/**
 * The 2026 site's limits on comics and render captions ({@link SERVICE_LIMITS}),
 * checked before any request so that a caption that is too long is a
 * `RangeError` naming the limit and its number, not a refused link. Comics
 * and renders share these checks.
 */
import { SERVICE_LIMITS } from '../instances/limits.js';

const encoder = new TextEncoder();

/** The UTF-8 length of a text, in bytes: what the service's limits count. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Checks the number of panels of a comic: 1 to {@link SERVICE_LIMITS}`.panels` (4).
 * @throws {RangeError} naming the limit.
 */
export function assertPanelCount(count: number): void {
  if (count < 1) throw new RangeError(`a comic has at least 1 panel, got ${count}`);
  if (count > SERVICE_LIMITS.panels) {
    throw new RangeError(`a comic has at most ${SERVICE_LIMITS.panels} panels (the service's limit), got ${count}`);
  }
}

/**
 * Checks the overlays of one comic panel or one render against the service's
 * limits: at most {@link SERVICE_LIMITS}`.overlaysPerPanel` (32) overlays, each
 * with at most `overlayTextBytes` (1024) UTF-8 bytes of text.
 *
 * @param overlays - the overlays, texts as they will be sent.
 * @param name - what holds them, for the message (such as `panels[1]` or `render options`).
 * @throws {RangeError} naming the limit and its number.
 * @example
 * ```ts
 * assertOverlayLimits([{ text: 'Hi' }], 'panels[0]'); // fine
 * ```
 */
export function assertOverlayLimits(overlays: readonly { readonly text: string }[], name: string): void {
  if (overlays.length > SERVICE_LIMITS.overlaysPerPanel) {
    throw new RangeError(`${name}: one panel or render takes at most ${SERVICE_LIMITS.overlaysPerPanel} overlays, got ${overlays.length}`);
  }
  overlays.forEach((overlay, index) => {
    const bytes = utf8Bytes(overlay.text);
    if (bytes > SERVICE_LIMITS.overlayTextBytes) {
      throw new RangeError(`${name}: the text of one overlay is at most ${SERVICE_LIMITS.overlayTextBytes} bytes (UTF-8), got ${bytes} in overlay ${index}`);
    }
  });
}

/**
 * Checks an episode key against the service's limit of
 * {@link SERVICE_LIMITS}`.episodeKeyBytes` (16) UTF-8 bytes.
 * @throws {RangeError} naming the limit and its number.
 */
export function assertEpisodeKeyLimit(key: string, name: string): void {
  const bytes = utf8Bytes(key);
  if (bytes > SERVICE_LIMITS.episodeKeyBytes) {
    throw new RangeError(`${name} ${JSON.stringify(key)}: an episode key is at most ${SERVICE_LIMITS.episodeKeyBytes} bytes (UTF-8), got ${bytes}`);
  }
}

/**
 * Checks a comic's or a render's JSON payload against the service's limit of
 * {@link SERVICE_LIMITS}`.payloadBytes` (64 KiB, 65 536 bytes).
 * @param json - the payload as sent, compact JSON.
 * @param what - what it is the payload of, for the message.
 * @throws {RangeError} naming the limit and its number.
 */
export function assertPayloadLimit(json: string, what: string): void {
  const bytes = utf8Bytes(json);
  if (bytes > SERVICE_LIMITS.payloadBytes) {
    throw new RangeError(`a ${what} payload is at most ${SERVICE_LIMITS.payloadBytes} bytes (64 KiB) of JSON, got ${bytes}`);
  }
}
