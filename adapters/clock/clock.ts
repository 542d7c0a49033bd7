import type { Clock } from "../../domain/ports/Clock.ts"

/** The system clock (Date.now), which Playwright's clock can drive in the browser. */
export const makeSystemClock = (): Clock => ({ now: () => Date.now() })

/** A clock that answers whatever time the test sets. */
export const makeFixedClock = (start: number): Clock & { readonly set: (ms: number) => void } => {
  let current = start
  return { now: () => current, set: (ms) => void (current = ms) }
}
