// Loads the in-memory store (memory-store.ts) when a client first needs it.
// Lazily: lru-cache's import reads the global `performance`, which loads
// node:perf_hooks, a cost on the CLI's start-up that a client without a
// cache (or one that keeps it elsewhere) should not pay.
import type { Keyv } from 'keyv';

/** What the in-memory store module gives. */
export interface MemoryStoreModule {
  /** A new, empty in-memory Keyv with the client's bounds. */
  readonly createMemoryKeyv: () => Keyv;
}

/** The in-memory store module, loaded on the first call. */
export function loadMemoryStore(): Promise<MemoryStoreModule> {
  return import('./memory-store.js');
}
