import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { breakageReasonLabels, breakageReasons } from "./Breakage.ts"
import { mayBreakAt, remakeCodeOf, validateBreakageBody } from "./BreakageReport.ts"
import type { ScanPane } from "./Scanning.ts"
import { stations, type Station } from "./Stations.ts"
import { routeArb } from "./testing/floorArbitraries.ts"

const route: ReadonlyArray<Station> = ["cutting", "tempering", "quality", "racking", "dispatch"]
const pane = (overrides: Partial<ScanPane> = {}): ScanPane => ({
  id: 1,
  code: "1035-1-1-A",
  state: "cutting",
  route,
  in_batch: true,
  ...overrides,
})
const refusal = (result: Result.Result<unknown, { readonly field: string; readonly message: string }>) =>
  Result.match(result, { onSuccess: () => undefined, onFailure: ({ field, message }) => ({ field, message }) })

describe("a breakage report", () => {
  it("offers the five reasons with their Persian names", () => {
    expect(breakageReasons.map((reason) => breakageReasonLabels[reason])).toEqual([
      "برش اشتباه",
      "شکستگی در جابه‌جایی",
      "شکستگی در کوره",
      "خط و خش",
      "سایر",
    ])
  })

  it("reads station, reason and note, a note being required for «سایر», each refusal in Persian", () => {
    expect(validateBreakageBody({ station: "tempering", reason: "furnace" })).toEqual(
      Result.succeed({ station: "tempering", reason: "furnace", note: "" }),
    )
    expect(validateBreakageBody({ station: "tempering", reason: "other", note: " لب پریده " })).toEqual(
      Result.succeed({ station: "tempering", reason: "other", note: "لب پریده" }),
    )
    expect(validateBreakageBody({})).toEqual(
      Result.fail({ station: "ایستگاه را انتخاب کنید", reason: "علت شکستگی را انتخاب کنید" }),
    )
    expect(validateBreakageBody({ station: "oven", reason: "dropped" })).toEqual(
      Result.fail({ station: "ایستگاه نامعتبر است", reason: "علت شکستگی نامعتبر است" }),
    )
    expect(validateBreakageBody({ station: "cutting", reason: "other", note: "  " })).toEqual(
      Result.fail({ note: "برای علت «سایر» توضیح بنویسید" }),
    )
    expect(validateBreakageBody({ station: "cutting", reason: "handling", note: "ا".repeat(501) })).toEqual(
      Result.fail({ note: "توضیح شکستگی حداکثر ۵۰۰ نویسه است" }),
    )
    fc.assert(fc.property(fc.anything(), (body) => Result.isResult(validateBreakageBody(body))))
  })

  it("is taken at the station a pane last passed or the one it waits for, and nowhere else", () => {
    fc.assert(
      fc.property(routeArb(), fc.nat(), (stationsOfRoute, seed) => {
        const at = seed % (stationsOfRoute.length + 1)
        const left = at === stationsOfRoute.length
        const state = at === 0 ? "waiting" : left ? "dispatched" : (stationsOfRoute[at - 1] as Station)
        const standing = pane({ route: stationsOfRoute, state })
        const places = left ? [] : stationsOfRoute.filter((_, index) => index === at || index === at - 1)
        for (const station of stations) expect(Result.isSuccess(mayBreakAt(standing, station))).toBe(places.includes(station))
      }),
    )
  })

  it("refuses a broken, dispatched or unreleased pane and a station it is not at, in Persian", () => {
    expect(refusal(mayBreakAt(pane({ state: "broken" }), "cutting"))).toEqual({
      field: "code",
      message: "این قطعه پیش‌تر شکسته ثبت شده است",
    })
    expect(refusal(mayBreakAt(pane({ state: "dispatched" }), "dispatch"))).toEqual({
      field: "code",
      message: "این قطعه ارسال شده است",
    })
    expect(refusal(mayBreakAt(pane({ state: "waiting", in_batch: false }), "cutting"))).toEqual({
      field: "code",
      message: "این قطعه هنوز در برنامه برش منتشرشده‌ای نیست",
    })
    expect(refusal(mayBreakAt(pane(), "edging"))).toEqual({
      field: "station",
      message: "ایستگاه «لبه‌کاری» در مسیر این قطعه نیست",
    })
    expect(refusal(mayBreakAt(pane(), "quality"))).toEqual({
      field: "station",
      message: "این قطعه اکنون در ایستگاه «کنترل کیفیت» نیست",
    })
  })

  it("codes a remake from its original's code and its number", () => {
    expect(remakeCodeOf("1035-2-1-A", 1)).toBe("1035-2-1-A-R1")
    expect(remakeCodeOf("1035-2-1-A-R1", 2)).toBe("1035-2-1-A-R2")
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        (first, second) => remakeCodeOf(remakeCodeOf("9-1-1-B", first), second) === `9-1-1-B-R${second}`,
      ),
    )
  })
})
