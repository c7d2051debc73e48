import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { grantedWithoutAsking } from '@screencap/core/internal';

// This module sits next to `worker.js` in every layout the package has: tsc's
// `dist/` and the bundled `lib/`, where every file is at the top level. So
// the path is taken from here, never from a module in a subfolder.
/** The file synckit starts the worker thread from. */
export const WORKER_FILE = fileURLToPath(new URL('./worker.js', import.meta.url));

/**
 * Whether the worker's file is missing, as in a program bundled with the SDK
 * inside (the bundler does not copy it). Checked before the thread starts:
 * Bun and Deno cannot report a worker that fails to start to a thread that
 * waits for it, which would block until the call's time limit. A file that
 * Deno may not read without asking counts as there.
 */
export function isWorkerFileMissing(file: string = WORKER_FILE): boolean {
  if (!grantedWithoutAsking({ name: 'read', path: file })) return false;
  try {
    statSync(file);
    return false;
  } catch (error) {
    return (error as { code?: unknown }).code === 'ENOENT';
  }
}
