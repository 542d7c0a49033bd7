import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hasRefusedCharacter } from "../../domain/text/refusedCharacters.ts"
import { containsPattern, flagFilter, maxSearchLength, searchText } from "./listQuery.ts"

describe("list query", () => {
  it("reads search text with Persian and Arabic digits and letters as stored", () => {
    expect(searchText("  ۰۹۱۲ علي كريمي ")).toBe("0912 علی کریمی")
    expect(searchText("   ")).toBeUndefined()
    expect(searchText(undefined)).toBeUndefined()
  })

  it("never reads more than the longest search", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        expect((searchText(raw) ?? "").length).toBeLessThanOrEqual(maxSearchLength)
      }),
    )
  })

  it("removes the characters text fields refuse, so a search never carries one to the database", () => {
    expect(searchText("\u0000")).toBeUndefined()
    expect(searchText("عل\u0000ی\u202e\t")).toBe("علی")
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (raw) => {
        const text = searchText(raw) ?? ""
        expect(hasRefusedCharacter(text)).toBe(false)
        expect(searchText(text) ?? "").toBe(text)
      }),
    )
    expect(searchText(`${"a".repeat(maxSearchLength - 1)}😀`)).toBe("a".repeat(maxSearchLength - 1))
  })

  it("reads the active filter as 1/0 or true/false, anything else as no filter", () => {
    expect([
      flagFilter("1"),
      flagFilter("0"),
      flagFilter("true"),
      flagFilter("false"),
      flagFilter("yes"),
      flagFilter(undefined),
    ]).toEqual([true, false, true, false, undefined, undefined])
  })

  it("takes %, _ and backslash in a search literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%")
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          containsPattern(text)
            .slice(1, -1)
            .replace(/\\([\\%_])/g, "$1"),
        ).toBe(text)
      }),
    )
  })
})
