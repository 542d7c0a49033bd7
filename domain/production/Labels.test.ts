import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { aheadText, glassText, labelText, rackSlotText, stationsAhead, unitStationsAhead, type LabelFacts } from "./Labels.ts"
import { stations, type Station } from "./Stations.ts"

const route = fc.subarray([...stations], { minLength: 1 })
const latinDigit = /[0-9]/

const facts: LabelFacts = {
  kind: "pane",
  code: "1035-2-1-A-R1",
  customer_name: "شرکت ساختمانی البرز",
  serial_number: 1035,
  line_position: 2,
  unit_number: 1,
  letter: "A",
  width: 1200,
  height: 800,
  glass: [{ glass_type_name: "فلوت شفاف", thickness: 6, material: 2 }],
  ahead: ["tempering", "assembling", "quality", "racking", "dispatch"],
  rack: { number: 3, slot: 2 },
}

describe("the stations ahead of a pane", () => {
  it("are exactly its route after the station its state names", () => {
    fc.assert(
      fc.property(route, fc.nat(), (stationsOfRoute, pick) => {
        const at = pick % stationsOfRoute.length
        const state = stationsOfRoute[at] as Station
        expect(stationsAhead({ route: stationsOfRoute, state })).toEqual(stationsOfRoute.slice(at + 1))
      }),
    )
  })

  it("are the whole route while the pane waits, and none once broken or gone", () => {
    fc.assert(
      fc.property(route, (stationsOfRoute) => {
        expect(stationsAhead({ route: stationsOfRoute, state: "waiting" })).toEqual(stationsOfRoute)
        for (const state of ["broken", "dispatched", "dispatch"])
          expect(stationsAhead({ route: stationsOfRoute, state })).toEqual([])
      }),
    )
  })

  it("are what a pane's unit still has ahead: the union of its current panes', in station order, without a broken pane's", () => {
    const pane = fc.record({ route, state: fc.constantFrom("waiting", "broken", "dispatched", ...stations) })
    fc.assert(
      fc.property(fc.array(pane, { maxLength: 4 }), (panes) => {
        const ahead = unitStationsAhead(panes)
        const expected = new Set(panes.filter((p) => p.state !== "broken").flatMap((p) => stationsAhead(p)))
        expect(ahead).toEqual(stations.filter((station) => expected.has(station)))
      }),
    )
    expect(
      unitStationsAhead([
        { route: ["cutting", "tempering", "assembling", "quality"], state: "broken" },
        { route: ["cutting", "assembling", "quality"], state: "cutting" },
      ]),
    ).toEqual(["assembling", "quality"])
  })
})

describe("a label's text", () => {
  it("says customer, order, line, unit and pane, size, glass, what is ahead and the rack slot in Persian digits", () => {
    expect(labelText(facts)).toEqual({
      customer: "شرکت ساختمانی البرز",
      order: "سفارش ۱۰۳۵ · ردیف ۲ · واحد ۱ · لایه A",
      size: "۱۲۰۰ × ۸۰۰ میلی‌متر",
      glass: "فلوت شفاف ۶ میل سکوریت",
      ahead: "مانده: سکوریت\u00a0← مونتاژ\u00a0دوجداره\u00a0← کنترل\u00a0کیفیت\u00a0← خرک‌چینی\u00a0← ارسال",
      rack: "خرک ۳ - جای ۲",
      code: "۱۰۳۵-۲-۱-A-R۱",
    })
  })

  it("of a unit names no pane, gives each pane's glass and no rack until racked", () => {
    const unit: LabelFacts = {
      ...facts,
      kind: "unit",
      code: "1035-2-1",
      letter: null,
      glass: [
        { glass_type_name: "فلوت شفاف", thickness: 6, material: 2 },
        { glass_type_name: "فلوت شفاف", thickness: 4.5, material: 1 },
        { glass_type_name: "رفلکس", thickness: 8, material: 3 },
      ],
      ahead: [],
      rack: null,
    }
    expect(labelText(unit)).toMatchObject({
      order: "سفارش ۱۰۳۵ · ردیف ۲ · واحد ۱",
      glass: "فلوت شفاف ۶ میل سکوریت + فلوت شفاف ۴٫۵ میل خام + رفلکس ۸ میل نیمه سکوریت",
      ahead: "مانده: کاری نمانده",
      rack: null,
      code: "۱۰۳۵-۲-۱",
    })
  })

  it("never prints a Latin digit, whatever the numbers", () => {
    const numbers = fc.integer({ min: 1, max: 2_000_000_000 })
    fc.assert(
      fc.property(
        numbers,
        numbers,
        numbers,
        numbers,
        numbers,
        fc.subarray([...stations]),
        fc.option(fc.record({ number: numbers, slot: numbers }), { nil: null }),
        (serial, line, unit, width, height, ahead, rack) => {
          const text = labelText({
            ...facts,
            code: `${serial}-${line}-${unit}`,
            serial_number: serial,
            line_position: line,
            unit_number: unit,
            width,
            height,
            ahead,
            rack,
          })
          for (const line of Object.values(text)) expect(line ?? "").not.toMatch(latinDigit)
        },
      ),
    )
  })

  it("names glass, rack slots and the stations ahead as the floor does", () => {
    expect(glassText({ glass_type_name: "برنز", thickness: 10, material: 3 })).toBe("برنز ۱۰ میل نیمه سکوریت")
    expect(rackSlotText({ number: 12, slot: 7 })).toBe("خرک ۱۲ - جای ۷")
    // A line breaks only after an arrow, never inside a station's name.
    expect(aheadText(["cutting", "edging", "processing"])).toBe("برش\u00a0← لبه‌کاری\u00a0← سوراخ‌کاری\u00a0و\u00a0فرآوری")
    expect(aheadText([])).toBe("کاری نمانده")
  })
})
