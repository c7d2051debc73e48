// The floor of a sync cold start: a synckit worker that does nothing.
import { runAsWorker } from 'synckit';

runAsWorker(() => Promise.resolve(1));
