import { Option, Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { EndDate, StartDate } from "../announcement/AnnouncementFields.ts"
import { RequiredJalaliDate } from "../finance/FinanceFields.ts"
import { OptionalJalaliDate } from "../invoice/InvoiceFields.ts"
import { validateWith } from "../validation/FieldErrors.ts"
import { isJalaliLeapYear, isValidJalali, jalaliMonthLength, parseJalali, toGregorian, toJalali } from "./Jalali.ts"
import { parsePeriod } from "./JalaliPeriod.ts"
// The Iranian calendar authority's table of leap years and Nowruz dates, 1206-1498 (CC0), copied from ../shared/data/calendar.
import kabise from "./testing/kabise.txt?raw"

interface OfficialYear {
  readonly year: number
  readonly leap: boolean
  readonly nowruz: { readonly year: number; readonly month: number; readonly day: number }
}

const table: ReadonlyArray<OfficialYear> = kabise
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#"))
  .map((line) => {
    const match = /^(\d{4})(\*{0,2}) (\d{4})-(\d{2})-(\d{2})$/.exec(line.trim())
    if (match === null) throw new Error(`kabise.txt: a line the table never has: ${line}`)
    const [, year, stars, gy, gm, gd] = match
    return { year: Number(year), leap: stars !== "", nowruz: { year: Number(gy), month: Number(gm), day: Number(gd) } }
  })

const esfand30 = (year: number) => `${year}/12/30`

describe("the official calendar (kabise.txt)", () => {
  it("holds every year from 1206 to 1498 once, in order", () => {
    expect(table.length).toBe(293)
    expect(table.map((row) => row.year)).toEqual(Array.from({ length: 293 }, (_, n) => 1206 + n))
  })

  it("agrees with the calendar functions on every year's leap flag and first day", () => {
    const disagreements = table.flatMap((row) => {
      const wrong: Array<string> = []
      if (isJalaliLeapYear(row.year) !== row.leap)
        wrong.push(`${row.year}: leap ${isJalaliLeapYear(row.year)}, the table ${row.leap}`)
      if (jalaliMonthLength(row.year, 12) !== (row.leap ? 30 : 29))
        wrong.push(`${row.year}: Esfand of ${jalaliMonthLength(row.year, 12)} days`)
      const first = toGregorian({ year: row.year, month: 1, day: 1 })
      if (JSON.stringify(first) !== JSON.stringify(row.nowruz))
        wrong.push(`${row.year}: 1 Farvardin on ${JSON.stringify(first)}, the table ${JSON.stringify(row.nowruz)}`)
      if (JSON.stringify(toJalali(row.nowruz)) !== JSON.stringify({ year: row.year, month: 1, day: 1 }))
        wrong.push(`${row.year}: the table's Nowruz reads as ${JSON.stringify(toJalali(row.nowruz))}`)
      return wrong
    })
    expect(disagreements).toEqual([])
  })

  it("takes 30 Esfand in every date field exactly in the table's leap years", () => {
    const fields = {
      optional: validateWith(Schema.Struct({ date: OptionalJalaliDate("تاریخ نامعتبر است") })),
      required: validateWith(
        Schema.Struct({ date: RequiredJalaliDate({ required: "تاریخ اجباری است", invalid: "تاریخ نامعتبر است" }) }),
      ),
      start: validateWith(Schema.Struct({ date: StartDate("create", { year: 1206, month: 1, day: 1 }) })),
      startEdited: validateWith(Schema.Struct({ date: StartDate("edit", { year: 1206, month: 1, day: 1 }) })),
      end: validateWith(Schema.Struct({ date: EndDate })),
    }
    const wrong = table.flatMap((row) => {
      const date = esfand30(row.year)
      const verdicts = {
        isValidJalali: isValidJalali({ year: row.year, month: 12, day: 30 }),
        parseJalali: Option.isSome(parseJalali(date)),
        parsePeriod: Option.isSome(parsePeriod(`${row.year}/12/01 تا ${date}`)),
        ...Object.fromEntries(Object.entries(fields).map(([name, validate]) => [name, Result.isSuccess(validate({ date }))])),
      }
      return Object.entries(verdicts).flatMap(([name, accepted]) =>
        accepted === row.leap ? [] : [`${name} ${accepted ? "takes" : "refuses"} ${date}`],
      )
    })
    expect(wrong).toEqual([])
  })
})
