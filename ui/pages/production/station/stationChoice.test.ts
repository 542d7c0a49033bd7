import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { stations } from "../../../../domain/production/Stations.ts"
import { piecePath, stationsFor } from "./stationChoice.ts"

describe("the stations a user scans at", () => {
  it("are an operator's own, in station order, whatever order or junk the session holds", () => {
    expect(stationsFor("operator", ["edging", "cutting"])).toEqual(["cutting", "edging"])
    expect(stationsFor("operator", ["nowhere", "quality"])).toEqual(["quality"])
    expect(stationsFor("operator", undefined)).toEqual([])
    fc.assert(
      fc.property(fc.subarray([...stations]), (own) => {
        const shuffled = [...own].reverse()
        expect(stationsFor("operator", shuffled)).toEqual(own)
      }),
    )
  })

  it("are all nine for the production manager and the super-admin, none for the office", () => {
    expect(stationsFor("production-manager", [])).toEqual(stations)
    expect(stationsFor("super-admin", undefined)).toEqual(stations)
    for (const role of ["sales-manager", "sales-expert", "financial-manager", null])
      expect(stationsFor(role, ["cutting"])).toEqual([])
  })

  it("open a piece's card by its code", () => {
    expect(piecePath("1035-2-1-A-R1")).toBe("/dashboard/piece/1035-2-1-A-R1")
  })
})
