// Whether concurrent identical requests may share one (coalescer.ts). In
// Node.js, Bun, Deno and a page, yes. A Cloudflare Worker may not: workerd
// ties each fetch and timer to the incoming request that made it and cancels
// them when that request ends, so a call of another request waiting on that
// fetch would never settle, or fail with workerd's own error, and so would
// every later call for the URL. Calls there send their own requests; the
// cache still serves them all.
import { inCloudflareWorker } from './platform-kind.js';

/** Whether calls may wait on a request another call started: not in a Cloudflare Worker. */
export function mayShareRequests(): boolean {
  return !inCloudflareWorker();
}
