import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  decideScan,
  isUnitStation,
  mayScanAt,
  normalizeCode,
  scanMessages,
  stateAfter,
  validateScanBody,
  type ScanPane,
  type Scanned,
} from "./Scanning.ts"
import { stations, type Station } from "./Stations.ts"
import { routeArb, unitArb } from "./testing/floorArbitraries.ts"

const pane = (overrides: Partial<ScanPane> = {}): ScanPane => ({
  id: 1,
  code: "1035-1-1-A",
  state: "waiting",
  route: ["cutting", "edging", "quality", "racking", "dispatch"],
  in_batch: true,
  ...overrides,
})
const ofPane = (scanned: ScanPane, unit: ReadonlyArray<ScanPane> = [scanned]): Scanned => ({ kind: "pane", pane: scanned, unit })
const refusal = (result: Result.Result<unknown, { readonly field: string; readonly message: string }>) =>
  Result.match(result, { onSuccess: () => undefined, onFailure: ({ field, message }) => ({ field, message }) })

/** Moves the panes a decision names to the station, as the store writes it. */
const passed = (unit: ReadonlyArray<ScanPane>, moved: ReadonlyArray<ScanPane>, station: Station): ReadonlyArray<ScanPane> =>
  unit.map((candidate) =>
    moved.some((other) => other.id === candidate.id) ? { ...candidate, state: stateAfter(station) } : candidate,
  )

/** Every scan of a unit in a working order: each pane through its pane stations, then the unit through its unit stations. */
const scheduleOf = (
  unit: ReadonlyArray<ScanPane>,
): ReadonlyArray<{ readonly station: Station; readonly scanned: (unit: ReadonlyArray<ScanPane>) => Scanned }> => [
  ...unit.flatMap((one) =>
    one.route
      .filter((station) => !isUnitStation(station))
      .map((station) => ({
        station,
        scanned: (now: ReadonlyArray<ScanPane>) => ofPane(now.find((p) => p.id === one.id) as ScanPane, now),
      })),
  ),
  ...stations
    .filter((station) => isUnitStation(station) && unit.some((one) => one.route.includes(station)))
    .map((station) => ({ station, scanned: (now: ReadonlyArray<ScanPane>): Scanned => ({ kind: "unit", unit: now }) })),
]

describe("the scan decision", () => {
  it("accepts a pane scanned along its route in order at each station, and refuses each station a second time", () => {
    fc.assert(
      fc.property(routeArb(), fc.boolean(), (route, byUnitCode) => {
        let unit: ReadonlyArray<ScanPane> = [pane({ route })]
        for (const station of route) {
          const scanned: Scanned =
            isUnitStation(station) && byUnitCode ? { kind: "unit", unit } : ofPane(unit[0] as ScanPane, unit)
          const decided = decideScan(scanned, station)
          expect(Result.map(decided, (move) => move.panes.map((p) => p.id))).toEqual(Result.succeed([1]))
          const next = route[route.indexOf(station) + 1] ?? null
          expect(Result.map(decided, (move) => move.next_station)).toEqual(Result.succeed(next))
          unit = passed(unit, Result.getOrThrow(decided).panes, station)
          const again = refusal(decideScan(ofPane(unit[0] as ScanPane, unit), station))
          expect(again).toEqual({
            field: "code",
            message: station === "dispatch" ? scanMessages.dispatched : scanMessages.alreadyDone(station),
          })
        }
        expect(unit[0]?.state).toBe("dispatched")
      }),
    )
  })

  it("refuses every station but the next one of the pane's route, wherever the pane stands, naming the station before", () => {
    fc.assert(
      fc.property(routeArb(), fc.nat(), (route, seed) => {
        const at = seed % route.length
        const standing = pane({ route, state: at === 0 ? "waiting" : (route[at - 1] as Station) })
        const next = route[at] as Station
        for (const station of stations) {
          const decided = decideScan(ofPane(standing), station)
          if (station === next) expect(Result.isSuccess(decided)).toBe(true)
          else {
            expect(Result.isFailure(decided)).toBe(true)
            const onRoute = route.indexOf(station)
            const message =
              onRoute < 0
                ? scanMessages.notOnRoute(station)
                : onRoute < at
                  ? scanMessages.alreadyDone(station)
                  : scanMessages.previousNotDone(route[onRoute - 1] as Station)
            expect(refusal(decided)).toEqual({ field: "code", message })
          }
        }
      }),
    )
  })

  it("moves every standing pane of a unit from laminating on, once each of them is ready, whichever code is scanned", () => {
    fc.assert(
      fc.property(unitArb(), (start) => {
        let unit = start
        for (const step of scheduleOf(start)) {
          const decided = decideScan(step.scanned(unit), step.station)
          expect(refusal(decided)).toBeUndefined()
          const moved = Result.getOrThrow(decided).panes
          if (isUnitStation(step.station))
            expect(moved.map((p) => p.id).sort()).toEqual(
              unit
                .filter((p) => p.route.includes(step.station))
                .map((p) => p.id)
                .sort(),
            )
          unit = passed(unit, moved, step.station)
          expect(Result.isFailure(decideScan(step.scanned(unit), step.station))).toBe(true)
        }
        expect(unit.every((p) => p.state === "dispatched")).toBe(true)
      }),
    )
  })

  it("holds a unit at its first unit station until every standing pane is ready, naming the station a pane still lacks", () => {
    const route: ReadonlyArray<Station> = ["cutting", "tempering", "assembling", "quality", "racking", "dispatch"]
    const a = pane({ id: 1, code: "1035-1-1-A", route, state: "tempering" })
    const b = pane({ id: 2, code: "1035-1-1-B", route, state: "cutting" })
    expect(refusal(decideScan({ kind: "unit", unit: [a, b] }, "assembling"))).toEqual({
      field: "code",
      message: scanMessages.previousNotDone("tempering"),
    })
    expect(refusal(decideScan(ofPane(a, [a, b]), "assembling"))).toEqual({
      field: "code",
      message: scanMessages.previousNotDone("tempering"),
    })
    // B broke; its remake is tempered: the unit moves without the broken pane.
    const broken = { ...b, state: "broken" }
    const remake = pane({ id: 3, code: "1035-1-1-B-R1", route, state: "tempering" })
    expect(Result.map(decideScan(ofPane(a, [a, broken, remake]), "assembling"), (move) => move.panes.map((p) => p.code))).toEqual(
      Result.succeed(["1035-1-1-A", "1035-1-1-B-R1"]),
    )
    expect(refusal(decideScan(ofPane(broken, [a, broken, remake]), "assembling"))).toEqual({
      field: "code",
      message: scanMessages.broken,
    })
  })

  it("refuses an unknown code, a unit's code before laminating, a broken or dispatched pane, and cutting outside a released batch", () => {
    expect(refusal(decideScan(undefined, "cutting"))).toEqual({ field: "code", message: "قطعه یا واحدی با این کد پیدا نشد" })
    expect(refusal(decideScan({ kind: "unit", unit: [pane()] }, "edging"))).toEqual({
      field: "code",
      message: "کد واحد از ایستگاه «لمینت» به بعد اسکن می‌شود؛ هر قطعه را جدا اسکن کنید",
    })
    expect(refusal(decideScan(ofPane(pane({ state: "broken" })), "edging"))).toEqual({
      field: "code",
      message: "این قطعه شکسته است و دیگر جابه‌جا نمی‌شود",
    })
    expect(refusal(decideScan(ofPane(pane({ state: "dispatched" })), "dispatch"))).toEqual({
      field: "code",
      message: "این قطعه ارسال شده است",
    })
    expect(refusal(decideScan(ofPane(pane({ in_batch: false })), "cutting"))).toEqual({
      field: "code",
      message: "این قطعه هنوز در برنامه برش منتشرشده‌ای نیست",
    })
    expect(refusal(decideScan(ofPane(pane({ state: "cutting" })), "quality"))).toEqual({
      field: "code",
      message: "ایستگاه قبلی (لبه‌کاری) هنوز ثبت نشده است",
    })
    expect(refusal(decideScan(ofPane(pane({ state: "edging" })), "edging"))).toEqual({
      field: "code",
      message: "این قطعه قبلاً در ایستگاه «لبه‌کاری» ثبت شده است",
    })
    expect(refusal(decideScan(ofPane(pane({ state: "cutting" })), "tempering"))).toEqual({
      field: "code",
      message: "ایستگاه «سکوریت» در مسیر این قطعه نیست",
    })
  })

  it("lets an operator scan only at the stations kept on them, and a manager anywhere", () => {
    fc.assert(
      fc.property(fc.subarray([...stations]), fc.constantFrom(...stations), (held, station) => {
        expect(Result.isSuccess(mayScanAt(held, station))).toBe(held.includes(station))
        expect(Result.isSuccess(mayScanAt("any", station))).toBe(true)
      }),
    )
    expect(refusal(mayScanAt(["cutting"], "edging"))).toEqual({
      field: "station",
      message: "ایستگاه «لبه‌کاری» به شما سپرده نشده است",
    })
  })
})

describe("the scan's body", () => {
  it("reads the code as printed whatever digits or keyboard layout the scanner typed it in", () => {
    expect(normalizeCode(" ۱۰۳۵-۲-۱-ش ")).toBe("1035-2-1-A")
    expect(normalizeCode("١٠٣٥-2-1-ذ-ق1")).toBe("1035-2-1-B-R1")
    expect(normalizeCode("1035-2-1-c")).toBe("1035-2-1-C")
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}(-[0-9]{1,3}){2}(-[ABC](-R[0-9])?)?$/), (code) => normalizeCode(code) === code),
    )
  })

  it("answers each missing or unknown field in Persian", () => {
    expect(validateScanBody({ code: "1035-1-1-a", station: "cutting" })).toEqual(
      Result.succeed({ code: "1035-1-1-A", station: "cutting" }),
    )
    expect(validateScanBody(null)).toEqual(Result.fail({ code: "کد قطعه را وارد کنید", station: "ایستگاه را انتخاب کنید" }))
    expect(validateScanBody({ code: "  ", station: "oven" })).toEqual(
      Result.fail({ code: "کد قطعه را وارد کنید", station: "ایستگاه نامعتبر است" }),
    )
    fc.assert(fc.property(fc.anything(), (body) => Result.isResult(validateScanBody(body))))
  })
})
