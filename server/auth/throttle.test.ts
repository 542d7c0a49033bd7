import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { loginThrottle } from "./throttle.ts"

const settings = { maxFailures: 5, windowSeconds: 900, lockSeconds: 300 }

describe("the login throttle", () => {
  it("locks an identifier at its fifth failure within the window, for the lock's length", () => {
    const throttle = loginThrottle(settings)
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed("1000100001", attempt * 1000)
    expect(throttle.lockedFor("1000100001", 4000)).toBe(0)
    throttle.failed("1000100001", 4000)
    expect(throttle.lockedFor("1000100001", 4000)).toBe(300_000)
    expect(throttle.lockedFor("1000100001", 304_000)).toBe(0)
  })

  it("forgets failures older than the window and after a success", () => {
    const throttle = loginThrottle(settings)
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.failed("a", 0)
    throttle.failed("a", 900_000)
    expect(throttle.lockedFor("a", 900_000)).toBe(0)
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.failed("b", 0)
    throttle.succeeded("b")
    throttle.failed("b", 1)
    throttle.failed("b", 2)
    expect(throttle.lockedFor("b", 2)).toBe(0)
  })

  it("never locks an identifier for another's failures", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("x", "y", "z"), fc.nat(2_000_000)), { maxLength: 60 }), (failures) => {
        const throttle = loginThrottle(settings)
        const sorted = [...failures].sort((a, b) => a[1] - b[1])
        for (const [identifier, at] of sorted) if (throttle.lockedFor(identifier, at) === 0) throttle.failed(identifier, at)
        expect(throttle.lockedFor("victim", sorted.at(-1)?.[1] ?? 0)).toBe(0)
      }),
    )
  })
})
