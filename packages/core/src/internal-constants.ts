/**
 * `@screencap/core/internal/constants`: core's defaults, fixed lists and
 * instances, from modules that import nothing at run time. For start-up paths
 * that must stay cheap, such as the CLI's `--help`.
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
