// Whether concurrent identical requests may share one (coalescer.ts): in
// Node.js, Bun and Deno, always.

/** Whether calls may wait on a request another call started. */
export function mayShareRequests(): boolean {
  return true;
}
