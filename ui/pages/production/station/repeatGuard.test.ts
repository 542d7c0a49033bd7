import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { repeatWindowMs, sighted, type Sightings } from "./repeatGuard.ts"

/** Runs sightings in order, answering which were sent. */
const run = (events: ReadonlyArray<readonly [string, number]>): ReadonlyArray<boolean> => {
  let seen: Sightings = new Map()
  return events.map(([code, at]) => {
    const next = sighted(seen, code, at)
    seen = next.seen
    return next.send
  })
}

describe("the camera's repeat guard", () => {
  it("sends a code once while it stays in view, and again once it has been away for the window", () => {
    expect(
      run([
        ["1-1-1-A", 0],
        ["1-1-1-A", 200],
        ["1-1-1-A", 3900],
        ["1-1-1-A", 7000],
        ["1-1-1-A", 7000 + repeatWindowMs],
      ]),
    ).toEqual([true, false, false, false, true])
  })

  it("sends every other code at once", () => {
    expect(
      run([
        ["1-1-1-A", 0],
        ["1-1-1-B", 10],
        ["1-1-1-A", 20],
        ["1-1-1-B", 30],
      ]),
    ).toEqual([true, true, false, false])
  })

  it("never sends one code twice within the window of its last sighting, and always sends the first sighting", () => {
    const events = fc.array(
      fc.tuple(fc.constantFrom("1-1-1-A", "1-1-1-B", "1-1-1-C"), fc.integer({ min: 0, max: 3 * repeatWindowMs })),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(events, (unsorted) => {
        const ordered = [...unsorted].sort((a, b) => a[1] - b[1])
        const sent = run(ordered)
        ordered.forEach(([code, at], index) => {
          const earlier = ordered.slice(0, index).filter(([other]) => other === code)
          const last = earlier.at(-1)
          expect(sent[index]).toBe(last === undefined || at - last[1] >= repeatWindowMs)
        })
      }),
    )
  })

  it("forgets codes not seen for the window, so the memory stays small", () => {
    const { seen } = sighted(
      new Map([
        ["old", 0],
        ["recent", 9000],
      ]),
      "new",
      10_000,
    )
    expect([...seen.keys()].sort()).toEqual(["new", "recent"])
  })
})
