import { Keyv } from 'keyv';
import { LRUCache } from 'lru-cache';

/** The most entries the default in-memory cache holds. */
export const MEMORY_CACHE_MAX_ENTRIES = 1000;
/** The most characters of stored entries (bodies, mostly) the default in-memory cache holds: 32 Mi. */
export const MEMORY_CACHE_MAX_SIZE = 32 * 1024 * 1024;

/**
 * The default cache of a client: a Keyv over an LRU map bounded both in
 * entries and in size, so a bot that runs for weeks never grows without end;
 * the least recently used entries go first.
 */
export function createMemoryKeyv(): Keyv {
  const lru = new LRUCache<string, string>({
    max: MEMORY_CACHE_MAX_ENTRIES,
    maxSize: MEMORY_CACHE_MAX_SIZE,
    sizeCalculation: (value) => Math.max(1, value.length),
  });
  // Keyv keeps the expiry inside the value; the map only has to hold strings.
  const store = {
    get: (key: string) => lru.get(key),
    set: (key: string, value: string) => {
      lru.set(key, value);
      return true;
    },
    delete: (key: string) => lru.delete(key),
    clear: () => {
      lru.clear();
    },
    has: (key: string) => lru.has(key),
  };
  return new Keyv({ store });
}
