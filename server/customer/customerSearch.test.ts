import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { searchText } from "../http/listQuery.ts"
import { searchTextOf, type SearchedColumns } from "./customerSearch.ts"
import { searchPatternOf } from "../db/textSearch.ts"

/** What a LIKE pattern of `searchPatternOf` looks for: its text between the two `%`, unescaped. */
const needleOf = (pattern: string) => pattern.slice(1, -1).replace(/\\(.)/g, "$1")

const letters = fc.constantFrom(..."ابپتجچحخدرزسشصطعفقکگلمنوهیيكaBcDeF 0123456789۰۱۲۳۴۵۶۷۸۹%_\\")
const text = fc.string({ unit: letters, minLength: 1, maxLength: 12 })
const columns: fc.Arbitrary<SearchedColumns> = fc.record({
  name: text,
  last_name: fc.option(text, { nil: null }),
  national_code: fc.option(text, { nil: null }),
  national_id: fc.option(text, { nil: null }),
  mobile: fc.option(text, { nil: null }),
  representative_mobile: fc.option(text, { nil: null }),
  phone: fc.option(text, { nil: null }),
})

/** How staff may type what is stored: other digits, Arabic letters, other case. */
const retyped = (typed: string, way: number) =>
  way === 0
    ? typed.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
    : way === 1
      ? typed
          .replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)))
          .replace(/ی/g, "ي")
          .replace(/ک/g, "ك")
      : way === 2
        ? typed.toUpperCase()
        : typed

describe("customer search text", () => {
  it("finds a customer by any part of a stored field, however its digits, letters and case are typed", () => {
    fc.assert(
      fc.property(columns, fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 }), (stored, pick, from, length, way) => {
        const fields = [
          `${stored.name} ${stored.last_name ?? ""}`.trim(),
          stored.national_code,
          stored.national_id,
          stored.mobile,
          stored.representative_mobile,
          stored.phone,
        ].filter((field): field is string => field !== null && field !== "")
        const field = fields[pick % fields.length] ?? ""
        const start = from % field.length
        const part = field.slice(start, start + 1 + (length % (field.length - start)))
        const search = searchText(retyped(part, way))
        fc.pre(search !== undefined)
        expect(searchTextOf(stored).includes(needleOf(searchPatternOf(search ?? "")))).toBe(true)
      }),
    )
  })

  it("never looks for the separator, so no search matches across two fields", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "\n", " ", "%"), minLength: 1, maxLength: 20 }),
        (typed) => !needleOf(searchPatternOf(typed)).includes("\n"),
      ),
    )
    expect(
      searchTextOf({
        name: "ab",
        last_name: null,
        national_code: "12",
        national_id: null,
        mobile: null,
        representative_mobile: null,
        phone: null,
      }),
    ).not.toContain("b 1")
  })

  it("takes %, _ and \\ literally", () => {
    expect(searchPatternOf("100%_a\\b")).toBe("%100\\%\\_a\\\\b%")
    expect(searchPatternOf("Glass VISTA")).toBe("%glass vista%")
  })
})
