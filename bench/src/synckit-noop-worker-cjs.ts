// The floor of a sync cold start with synckit's CommonJS build, as @screencap/sync loads it.
import { createRequire } from 'node:module';

const { runAsWorker } = createRequire(import.meta.url)('synckit') as typeof import('synckit');
runAsWorker(() => Promise.resolve(1));
