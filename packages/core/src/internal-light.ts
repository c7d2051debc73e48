/**
 * `@screencap/core/internal/light`: the part of `@screencap/core/internal`
 * that needs no schemas (so no zod) and no I/O: constants, caption
 * formatting, comic URL building, metadata cleaning. What the CLI's output
 * and `--help` use. At run time the entry re-exports these names from
 * `internal` (`FACADES` in scripts/bundle.mjs): as an entry of its own it
 * split `internal` into more files for every program that loads it.
 *
 * No part of the public API: any release may change it without notice.
 *
 * @packageDocumentation
 * @internal
 */
export { formatCaption, formatRealTimestamp } from './caption/index.js';
export { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE } from './models/clip.js';
export { cleanMetadataText } from './models/clean-metadata-text.js';
export { INSTANCES, fontProfileFor, type FontProfile, type InstanceName } from './instances.js';
export { normalizeBaseUrl } from './urls/base-url.js';
export { OVERLAY_ALIGNMENTS, type OverlayAlignment, type OverlayStyle } from './comics/overlay.js';
export { COMIC_LAYOUTS, MAX_COMIC_PANELS, resolveComicPanels, type ComicLayout, type ComicPanelInput } from './comics/comic-url.js';
