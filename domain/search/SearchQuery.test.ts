import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { paneCode, unitCode } from "../production/Pieces.ts"
import { toPersianDigits } from "../text/digits.ts"
import { readSearchQuery, searchMessages, type SearchQuery } from "./SearchQuery.ts"

const read = (raw: unknown): SearchQuery | Readonly<Record<string, string>> => {
  const result = readSearchQuery(raw)
  return Result.isSuccess(result) ? result.success : result.failure
}

const queryOf = (raw: string): SearchQuery => {
  const result = readSearchQuery(raw)
  if (Result.isFailure(result)) throw new Error(`refused: ${raw}`)
  return result.success
}

/** Writes digits as staff may type them: ASCII or Persian. */
const typed = (digits: string, persian: boolean): string => (persian ? toPersianDigits(digits) : digits)

describe("the search everywhere's text", () => {
  it("pins its Persian messages", () => {
    expect(searchMessages).toEqual({
      empty: "عبارت جستجو را وارد کنید",
      tooLong: "عبارت جستجو باید حداکثر ۱۰۰ کاراکتر باشد",
    })
  })

  it("refuses a text of spaces only, or none, under q", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, 12, ""), fc.stringMatching(/^[ \t\n]{0,8}$/), (other, spaces) => {
        expect(read(spaces)).toEqual({ q: searchMessages.empty })
        expect(read(other)).toEqual({ q: searchMessages.empty })
      }),
    )
  })

  it("refuses a text over 100 characters and reads one of 100", () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 300 }), (length) => {
        expect(read("ق".repeat(length))).toEqual({ q: searchMessages.tooLong })
        expect(queryOf("ق".repeat(100)).text).toBe("ق".repeat(100))
      }),
    )
  })

  it("reads a serial of up to nine digits, in ASCII or Persian digits, and nothing longer as one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.boolean(), (serial, persian) => {
        const query = queryOf(` ${typed(String(serial), persian)} `)
        expect(query.serial).toBe(serial)
        expect(query.text).toBe(String(serial))
      }),
    )
    expect(queryOf("0").serial).toBeUndefined()
    expect(queryOf("0912345678").serial).toBeUndefined()
  })

  it("reads a Sayad ID of 16 digits, grouped by spaces or dashes or not, and any other length as none", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{16}$/), fc.constantFrom("", " ", "-"), fc.boolean(), (digits, gap, persian) => {
        const grouped = (digits.match(/.{4}/g) ?? []).join(gap)
        expect(queryOf(typed(grouped, persian)).sayadId).toBe(digits)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10,15}$/), (digits) => {
        expect(queryOf(digits).sayadId).toBeUndefined()
      }),
    )
  })

  it("reads a unit's or a pane's code, typed in lower case or Persian digits, as a piece code", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.constantFrom("A", "B", "C"), { nil: undefined }),
        fc.boolean(),
        (serial, line, unit, letter, persian) => {
          const code = letter === undefined ? unitCode(serial, line, unit) : paneCode(unitCode(serial, line, unit), letter)
          expect(queryOf(typed(code.toLowerCase(), persian)).pieceCode).toBe(code)
        },
      ),
    )
    expect(queryOf("1041-1-1-A-R2").pieceCode).toBe("1041-1-1-A-R2")
    expect(queryOf("قاسمی").pieceCode).toBeUndefined()
  })

  it("keeps a name's Persian letters, with Arabic ی and ک read as Persian", () => {
    expect(queryOf("  علي كريمي ").text).toBe("علی کریمی")
    expect(queryOf("قاسمی")).toEqual({ text: "قاسمی", serial: undefined, sayadId: undefined, pieceCode: undefined })
  })
})
