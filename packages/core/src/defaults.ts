/**
 * Core's default values and fixed lists, in a module that imports nothing at
 * run time, so that start-up paths (the CLI's `--help`) can show them without
 * loading caption, URL or schema code. The modules that use them re-export
 * them from here: each value lives once.
 */
import type { ComicLayout } from './comics/comic-url.js';
import type { OverlayAlignment } from './comics/overlay.js';

/** How far around a screencap a clip reaches, by default, in ms. */
export const DEFAULT_CLIP_BEFORE = 3000;
/** How far after a screencap a clip reaches, by default, in ms. */
export const DEFAULT_CLIP_AFTER = 4000;

/** Every comic layout, in the order the service lists them. Each takes any number of panels (1 to 4). */
export const COMIC_LAYOUTS: readonly ComicLayout[] = ['single', 'wide', 'tall', '1over2', '2x2'];

/** Every text alignment of an overlay. */
export const OVERLAY_ALIGNMENTS: readonly OverlayAlignment[] = ['left', 'center', 'right'];
