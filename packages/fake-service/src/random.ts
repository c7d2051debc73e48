/**
 * A small seeded pseudo-random generator (mulberry32).
 *
 * The fake service must be reproducible: the same `--seed` has to give the
 * same sequence of `api/random` answers on every machine, which
 * `Math.random()` cannot promise.
 */

/** A source of reproducible pseudo-random numbers. */
export interface RandomSource {
  /** Next number in `[0, 1)`. */
  next(): number;
  /** Next integer in `[0, maxExclusive)`. */
  nextInt(maxExclusive: number): number;
}

/**
 * Creates a mulberry32 generator: 32 bits of state, fast, and good enough to
 * spread picks over a few hundred subtitles.
 */
export function createRandom(seed: number): RandomSource {
  // Any number is accepted; it is folded into 32 bits of state.
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    nextInt: (maxExclusive) => Math.floor(next() * maxExclusive),
  };
}
