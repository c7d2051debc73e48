/**
 * The route table. Adding an endpoint (for example one of the 2026 rebuild)
 * means writing a route module and listing it here, with `modes` limiting it
 * to the generations that have it.
 */
import type { ServiceMode } from '../types.js';
import { captionRoutes } from './caption.js';
import { comicRoutes } from './comic.js';
import { comicEditorRoutes } from './comic-editor.js';
import { discoverRoutes } from './discover.js';
import { episodeRoutes } from './episode.js';
import { framesRoutes } from './frames.js';
import { imageRoutes } from './images.js';
import { navigatorRoutes } from './navigator.js';
import { nearbyRoutes } from './nearby.js';
import { randomRoutes } from './random.js';
import { renderRoutes } from './render.js';
import type { Route } from './route.js';
import { searchRoutes } from './search.js';
import { transcriptRoutes } from './transcript.js';
import { videoRoutes } from './videos.js';

/** Every route of every mode. */
export const allRoutes: readonly Route[] = [
  ...randomRoutes,
  ...captionRoutes,
  ...searchRoutes,
  ...framesRoutes,
  ...nearbyRoutes,
  ...episodeRoutes,
  ...imageRoutes,
  ...videoRoutes,
  // The 2026 rebuild.
  ...discoverRoutes,
  ...navigatorRoutes,
  ...transcriptRoutes,
  ...renderRoutes,
  ...comicRoutes,
  ...comicEditorRoutes,
];

/** The routes a service of the given mode serves. */
export function routesFor(mode: ServiceMode, routes: readonly Route[] = allRoutes): Route[] {
  return routes.filter((route) => route.modes === undefined || route.modes.includes(mode));
}
