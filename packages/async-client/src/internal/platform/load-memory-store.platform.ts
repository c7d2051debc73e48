// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of load-memory-store.ts there): the store is imported statically.
// A Service Worker may not `import()` at all, and a bundler that splits a
// lazy import into a chunk of its own makes every call of a client with a
// cache fetch that chunk first; the store there is a `Map`, nothing to defer.
import type { MemoryStoreModule } from './load-memory-store.js';
import { createMemoryKeyv } from './memory-store.js';

/** The in-memory store module, at hand. */
export function loadMemoryStore(): Promise<MemoryStoreModule> {
  return Promise.resolve({ createMemoryKeyv });
}
