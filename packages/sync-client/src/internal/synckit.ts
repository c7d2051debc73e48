import { createRequire } from 'node:module';

// synckit ships a CommonJS build next to its ESM one, and Node loads it
// faster: the CommonJS loader resolves and compiles its few files synchronously, where
// the ESM loader runs a module job per file. Both threads pay it before the
// first request (this one to start the worker, the worker to answer), so it
// is the largest single cost of a cold start that is ours to choose.
// One synckit either way where it matters: the worker's failure guard
// (`register.cjs`, preloaded by synckit) is CommonJS in both builds.
const synckit = createRequire(import.meta.url)('synckit') as typeof import('synckit');

/** synckit's `startWorkerThread`, from its CommonJS build. */
export const startWorkerThread: typeof synckit.startWorkerThread = synckit.startWorkerThread;

/** synckit's `runAsWorker`, from its CommonJS build. */
export const runAsWorker: typeof synckit.runAsWorker = synckit.runAsWorker;
