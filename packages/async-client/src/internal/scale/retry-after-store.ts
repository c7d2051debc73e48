/** Where a received `Retry-After` is kept: until when (epoch ms) an origin asked to be left alone. */
export interface RetryAfterStore {
  get(origin: string): Promise<number | undefined>;
  /** Keeps the later of the stored time and `until`. */
  set(origin: string, until: number): Promise<void>;
  /** True when no origin was ever held back, if the store knows it without a round trip (one in memory). */
  holdsNone?(): boolean;
}

/** A `Retry-After` kept by one client. */
export function memoryRetryAfterStore(): RetryAfterStore {
  const until = new Map<string, number>();
  return {
    get: (origin) => Promise.resolve(until.get(origin)),
    set: (origin, time) => {
      until.set(origin, Math.max(until.get(origin) ?? 0, time));
      return Promise.resolve();
    },
    holdsNone: () => until.size === 0,
  };
}
