/**
 * Caption rules: wrapping, shortening, encoding for media URLs, building a
 * caption from subtitles, and formatting timestamps.
 *
 * @packageDocumentation
 */

export { DEFAULT_MAX_CHARS, DEFAULT_MAX_LINES, formatCaption } from './format-caption.js';
export type { FormatCaptionOptions } from './format-caption.js';
export { shortenCaption } from './shorten-caption.js';
export { decodeCaption, encodeCaption } from './encode-caption.js';
export { jsonToCaption } from './json-to-caption.js';
export type { SubtitleLike, SubtitlesJson } from './json-to-caption.js';
export { formatRealTimestamp } from './real-timestamp.js';
