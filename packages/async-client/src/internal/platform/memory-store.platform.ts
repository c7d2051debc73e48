// The build for Workers and browsers (scripts/bundle.mjs serves this file in
// place of memory-store.ts there). Keyv's serializer imports Node's `buffer`,
// which those platforms lack, and lru-cache alone would be a fifth of the
// size budget of a Worker's bundle; the client reads and writes its cache
// only through `get` and `set` with a time to live, which a `Map` kept in
// use order does in a few lines.
import type { Keyv } from 'keyv';

/** The most entries the default in-memory cache holds. */
export const MEMORY_CACHE_MAX_ENTRIES = 1000;
/** The most characters of stored entries (bodies, mostly) the default in-memory cache holds: 32 Mi. */
export const MEMORY_CACHE_MAX_SIZE = 32 * 1024 * 1024;

interface Entry {
  readonly text: string;
  /** When it expires (`Date.now()` ms), or `Infinity`. */
  readonly expires: number;
}

/**
 * The default cache of a client: the same bounds as in Node.js (the least
 * recently used entries go first), each value kept as JSON text as Keyv
 * keeps it, so a reader gets its own copy.
 */
export function createMemoryKeyv(): Keyv {
  // A Map iterates in insertion order: an entry read is inserted again, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let size = 0;
  const remove = (key: string): boolean => {
    const entry = entries.get(key);
    if (entry === undefined) return false;
    entries.delete(key);
    size -= Math.max(1, entry.text.length);
    return true;
  };
  const store = {
    get: (key: string): Promise<unknown> => {
      const entry = entries.get(key);
      if (entry === undefined) return Promise.resolve(undefined);
      remove(key);
      if (entry.expires <= Date.now()) return Promise.resolve(undefined);
      entries.set(key, entry);
      size += Math.max(1, entry.text.length);
      return Promise.resolve(JSON.parse(entry.text) as unknown);
    },
    set: (key: string, value: unknown, ttl?: number): Promise<boolean> => {
      remove(key);
      const text = JSON.stringify(value);
      if (text.length > MEMORY_CACHE_MAX_SIZE) return Promise.resolve(false);
      entries.set(key, { text, expires: ttl === undefined ? Infinity : Date.now() + ttl });
      size += Math.max(1, text.length);
      for (const oldest of entries.keys()) {
        if (entries.size <= MEMORY_CACHE_MAX_ENTRIES && size <= MEMORY_CACHE_MAX_SIZE) break;
        remove(oldest);
      }
      return Promise.resolve(true);
    },
    delete: (key: string): Promise<boolean> => Promise.resolve(remove(key)),
    clear: (): Promise<void> => {
      entries.clear();
      size = 0;
      return Promise.resolve();
    },
  };
  return store as unknown as Keyv;
}
