/**
 * The limits the 2026 service's site enforces on comics and render captions.
 * The SDK checks them before any request, so a bot learns of a caption that
 * is too long from a `RangeError` naming the limit, not from a refused link.
 */
export const SERVICE_LIMITS = Object.freeze({
  /** The most panels a comic holds. */
  panels: 4,
  /** The most overlays (captions) on one comic panel or one render. */
  overlaysPerPanel: 32,
  /** The most UTF-8 bytes of text in one overlay. */
  overlayTextBytes: 1024,
  /** The most UTF-8 bytes of an episode key. */
  episodeKeyBytes: 16,
  /** The most bytes of a comic's or a render's JSON payload. */
  payloadBytes: 64 * 1024,
});
