/** A seeded pseudo-random source: the domain takes its randomness as a value, never from Math.random. */
export interface Rng {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [0, n). */
  readonly int: (n: number) => number
}

/** The mulberry32 generator: tiny, fast and good enough to diversify a search. */
export const makeRng = (seed: number): Rng => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n) => Math.floor(next() * n) }
}
