/** The current time, in milliseconds since the epoch; injected so tests can drive it. */
export interface Clock {
  /** Milliseconds since 1970-01-01T00:00:00Z. */
  readonly now: () => number
}
