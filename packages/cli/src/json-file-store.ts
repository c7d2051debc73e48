/**
 * A Keyv store in one JSON file: what the CLI keeps between runs.
 *
 * Written here rather than taken from keyv-file: that package's CommonJS
 * build copies every property of `node:fs` at import, which loads Node's file
 * streams and `fs/promises` on every command's start-up: work that a store read
 * once and written whole never needs. A run of `screencap` is one
 * command, so the store reads the file once, when made, and writes it whole,
 * synchronously, after each change: nothing is pending when the process ends.
 *
 * The file is a cache: one that is missing, unreadable or of another format
 * reads as empty, and one that cannot be written leaves the run as it would
 * be without it. Two runs writing at once leave one of their files, whole.
 */
import { readFileSync } from 'node:fs';
import { writeWholeFile } from './write-whole-file.js';

/** One entry as the file holds it: Keyv's serialised value, and when it expires (ms since the epoch). */
interface StoredEntry {
  readonly value: unknown;
  readonly expires?: number;
}

/** What the file holds. */
interface StoreFile {
  readonly format: typeof FORMAT;
  readonly entries: Readonly<Record<string, StoredEntry>>;
}

const FORMAT = 'screencap-json-file-store/1';

/** Options of {@link JsonFileStore}. */
export interface JsonFileStoreOptions {
  /**
   * The clock, in milliseconds since the epoch (tests move it).
   * @default Date.now
   */
  readonly now?: () => number;
}

function isStoredEntry(value: unknown): value is StoredEntry {
  if (typeof value !== 'object' || value === null || !('value' in value)) return false;
  const { expires } = value as { expires?: unknown };
  return expires === undefined || typeof expires === 'number';
}

/**
 * A Keyv store (`new Keyv({ store })`) kept in the JSON file `filename`;
 * entries given a time to live are dropped once it has passed.
 *
 * @example
 * ```ts
 * const cache = new Keyv({ store: new JsonFileStore('/home/ada/.cache/screencap/http-cache.json') });
 * ```
 */
export class JsonFileStore {
  readonly #filename: string;
  readonly #now: () => number;
  readonly #entries = new Map<string, StoredEntry>();

  constructor(filename: string, options: JsonFileStoreOptions = {}) {
    this.#filename = filename;
    this.#now = options.now ?? Date.now;
    for (const [key, entry] of Object.entries(this.#read())) {
      if (isStoredEntry(entry) && !this.#expired(entry)) this.#entries.set(key, entry);
    }
  }

  get(key: string): unknown {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#expired(entry)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Keeps `value`, for `ttl` milliseconds when given one (Keyv passes the entry's). */
  set(key: string, value: unknown, ttl?: number): boolean {
    this.#entries.set(key, typeof ttl === 'number' && ttl > 0 ? { value, expires: this.#now() + ttl } : { value });
    this.#write();
    return true;
  }

  delete(key: string): boolean {
    const had = this.#entries.delete(key);
    if (had) this.#write();
    return had;
  }

  clear(): void {
    this.#entries.clear();
    this.#write();
  }

  #expired(entry: StoredEntry): boolean {
    return entry.expires !== undefined && entry.expires <= this.#now();
  }

  #read(): Readonly<Record<string, unknown>> {
    try {
      // Whatever the file holds: another program's, an older format, damage.
      const file = JSON.parse(readFileSync(this.#filename, 'utf8')) as { format?: unknown; entries?: unknown } | null;
      return file?.format === FORMAT && typeof file.entries === 'object' && file.entries !== null ? (file.entries as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  #write(): void {
    const live: Record<string, StoredEntry> = {};
    for (const [key, entry] of this.#entries) if (!this.#expired(entry)) live[key] = entry;
    const file: StoreFile = { format: FORMAT, entries: live };
    writeWholeFile(this.#filename, JSON.stringify(file));
  }
}
