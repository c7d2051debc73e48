/**
 * One cold start of the floor: import synckit, start a worker that does
 * nothing, call it once. What any sync client built on synckit pays at least.
 *
 * Usage: node synckit-noop-child.js
 */
import { fileURLToPath } from 'node:url';
import { createSyncFn } from 'synckit';

const call = createSyncFn(fileURLToPath(new URL('./synckit-noop-worker.js', import.meta.url))) as () => number;
if (call() !== 1) throw new Error('the no-op worker did not answer');
