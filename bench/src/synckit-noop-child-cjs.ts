/**
 * One cold start of the floor with synckit's CommonJS build on both threads
 * (as @screencap/sync loads it): import, start a worker that does nothing,
 * call it once.
 *
 * Usage: node synckit-noop-child-cjs.js
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { createSyncFn } = createRequire(import.meta.url)('synckit') as typeof import('synckit');
const call = createSyncFn(fileURLToPath(new URL('./synckit-noop-worker-cjs.js', import.meta.url))) as () => number;
if (call() !== 1) throw new Error('the no-op worker did not answer');
