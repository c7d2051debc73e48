/**
 * `@screencap/core/internal/constants`: core's defaults, fixed lists and
 * instances, from modules that import nothing at run time. What the CLI's
 * option declarations use. At run time the entry re-exports these names from
 * `internal` (`FACADES` in scripts/bundle.mjs).
 *
 * No part of the public API: any release may change it without notice.
 *
 * @packageDocumentation
 * @internal
 */
export { COMIC_LAYOUTS, DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, OVERLAY_ALIGNMENTS } from './defaults.js';
export { GENERATIONS, type Generation } from './generation.js';
export { SERVICE_LIMITS } from './limits.js';
export { CAPTION_FONTS, INSTANCES, type InstanceName } from './instances.js';
