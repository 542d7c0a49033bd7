import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { paneStateLabels, paneStates, readRoute, stationLabels, stations, storedRoute } from "./Stations.ts"

describe("stations", () => {
  it("keeps the order of production.md section 2 and the plant's Persian names", () => {
    expect(stations).toEqual([
      "cutting",
      "edging",
      "processing",
      "tempering",
      "laminating",
      "assembling",
      "quality",
      "racking",
      "dispatch",
    ])
    expect(stations.map((station) => stationLabels[station])).toEqual([
      "برش",
      "لبه‌کاری",
      "سوراخ‌کاری و فرآوری",
      "سکوریت",
      "لمینت",
      "مونتاژ دوجداره",
      "کنترل کیفیت",
      "خرک‌چینی",
      "ارسال",
    ])
  })

  it("names every pane state in Persian: waiting, each station passed, broken, dispatched", () => {
    expect(paneStates).toEqual(["waiting", ...stations, "broken", "dispatched"])
    expect(paneStates.map((state) => paneStateLabels[state])).toEqual([
      "در انتظار برش",
      "برش خورده",
      "لبه‌کاری شده",
      "فرآوری شده",
      "سکوریت شده",
      "لمینت شده",
      "مونتاژ شده",
      "کنترل کیفیت شده",
      "در خرک",
      "آماده ارسال",
      "شکسته",
      "ارسال شده",
    ])
    expect(new Set(Object.values(paneStateLabels)).size).toBe(paneStates.length)
  })

  it("reads back any stored route as it was written", () => {
    fc.assert(
      fc.property(fc.subarray([...stations]), (route) => {
        expect(readRoute(storedRoute(route))).toEqual(route)
      }),
    )
    expect(readRoute("cutting,sanding,quality")).toEqual(["cutting", "quality"])
  })
})
