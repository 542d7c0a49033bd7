import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { codeText, isolatedCode, looksLikeCode, scannedCode } from "./scannedCode.ts"

const code = fc
  .tuple(
    fc.integer({ min: 1, max: 99_999 }),
    fc.integer({ min: 1, max: 500 }),
    fc.integer({ min: 1, max: 10_000 }),
    fc.option(fc.constantFrom("A", "B", "C")),
    fc.option(fc.integer({ min: 1, max: 9 })),
  )
  .map(([serial, line, unit, letter, remake]) =>
    [serial, line, unit, ...(letter === null ? [] : [letter, ...(remake === null ? [] : [`R${remake}`])])].join("-"),
  )

describe("a scanned code", () => {
  it("keeps a code as the QR code holds it", () => {
    fc.assert(
      fc.property(code, (text) => {
        expect(scannedCode(text)).toBe(text)
      }),
    )
    expect(scannedCode("1035-2-1-A-R1")).toBe("1035-2-1-A-R1")
  })

  it("reads a code typed on the Persian keyboard, with Persian or Arabic digits, lower case or spaces around it", () => {
    expect(scannedCode("۱۰۳۵-۲-۱-ش")).toBe("1035-2-1-A")
    expect(scannedCode("۱۰۳۵-۲-۱-ذ-ق۱")).toBe("1035-2-1-B-R1")
    expect(scannedCode("١٠٣٥-٢-١-ز")).toBe("1035-2-1-C")
    expect(scannedCode(" 1035-2-1-a\n")).toBe("1035-2-1-A")
    fc.assert(
      fc.property(code, (text) => {
        expect(scannedCode(codeText(text).toLowerCase())).toBe(text)
      }),
    )
  })

  it("tells a code's shape from other texts a camera may see", () => {
    fc.assert(
      fc.property(code, (text) => {
        expect(looksLikeCode(text)).toBe(true)
      }),
    )
    for (const other of ["", "https://example.com", "1035-2", "1035-2-1-AB", "1035-2-1-A-R", "1035-2-1-D", "0-2-1"])
      expect(looksLikeCode(other)).toBe(false)
  })

  it("shows a code with Persian digits and its Latin letters, as the label prints it", () => {
    expect(codeText("1035-2-1-A-R1")).toBe("۱۰۳۵-۲-۱-A-R۱")
    fc.assert(
      fc.property(code, (text) => {
        expect(codeText(text)).not.toMatch(/[0-9]/)
      }),
    )
    expect(isolatedCode("1-2-3")).toBe("\u2066۱-۲-۳\u2069")
  })
})
