import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { stationLoads, stationWaitedFor, type PaneGroup } from "./StationLoad.ts"
import { stations, storedRoute, type Station } from "./Stations.ts"

const route = fc.subarray([...stations], { minLength: 1 }).map((kept) => stations.filter((station) => kept.includes(station)))

const group = route.chain((stops) =>
  fc.record({
    state: fc.constantFrom<string>("waiting", "broken", "dispatched", ...stops),
    route: fc.constant(storedRoute(stops)),
    in_batch: fc.boolean(),
    panes: fc.integer({ min: 0, max: 500 }),
  }),
)

describe("what each station has waiting", () => {
  it("sends a pane to the station after its state on its own route, a cut-ready pane to its first, nothing after broken or dispatched", () => {
    fc.assert(
      fc.property(route, fc.boolean(), (stops, inBatch) => {
        const stored = storedRoute(stops)
        expect(stationWaitedFor({ state: "waiting", route: stored, in_batch: inBatch })).toBe(inBatch ? stops[0] : undefined)
        stops.forEach((station, at) =>
          expect(stationWaitedFor({ state: station, route: stored, in_batch: true })).toBe(stops[at + 1]),
        )
        expect(stationWaitedFor({ state: "broken", route: stored, in_batch: true })).toBeUndefined()
        expect(stationWaitedFor({ state: "dispatched", route: stored, in_batch: true })).toBeUndefined()
      }),
    )
  })

  it("lists the nine stations in order and loses no pane that has a next station", () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 30 }), (groups: ReadonlyArray<PaneGroup>) => {
        const loads = stationLoads(groups)
        expect(loads.map((load) => load.station)).toEqual([...stations])
        const expected = groups.filter((g) => stationWaitedFor(g) !== undefined).reduce((sum, g) => sum + g.panes, 0)
        expect(loads.reduce((sum, load) => sum + load.panes, 0)).toBe(expected)
      }),
    )
  })

  it("counts a pane edged and waiting for tempering at tempering", () => {
    const loads = stationLoads([
      { state: "edging", route: "cutting,edging,tempering,quality,racking,dispatch", in_batch: true, panes: 3 },
    ])
    expect(loads.find((load) => load.station === ("tempering" satisfies Station))?.panes).toBe(3)
  })
})
