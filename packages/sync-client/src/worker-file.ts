import { fileURLToPath } from 'node:url';

// This module sits next to `worker.js` in every layout the package has: tsc's
// `dist/` and the bundled `lib/`, where every file is at the top level. So
// the path is taken from here, never from a module in a subfolder.
/** The file synckit starts the worker thread from. */
export const WORKER_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));
