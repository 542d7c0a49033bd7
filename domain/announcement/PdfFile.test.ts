import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isPdf } from "./PdfFile.ts"

const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]
const bytes = (...values: ReadonlyArray<number>) => new Uint8Array(values)

describe("PDF attachments", () => {
  it("takes a file declared application/pdf whose content starts with %PDF-", () => {
    expect(isPdf({ type: "application/pdf", head: bytes(...signature, 0x31, 0x2e, 0x34) })).toBe(true)
    expect(isPdf({ type: "Application/PDF; charset=binary", head: bytes(...signature) })).toBe(true)
  })

  it("refuses a PDF name on other content, or PDF content under another type", () => {
    expect(isPdf({ type: "application/pdf", head: bytes(0x50, 0x4b, 0x03, 0x04, 0x14) })).toBe(false)
    expect(isPdf({ type: "application/pdf", head: bytes(0x25, 0x50, 0x44, 0x46) })).toBe(false)
    expect(isPdf({ type: "application/x-pdf", head: bytes(...signature) })).toBe(false)
    expect(isPdf({ type: "", head: bytes(...signature) })).toBe(false)
  })

  it("decides by type and first five bytes alone", () => {
    const head = fc.oneof(
      fc.uint8Array({ maxLength: 16 }),
      fc.uint8Array({ maxLength: 16 }).map((rest) => bytes(...signature, ...rest)),
    )
    const type = fc.oneof(fc.constantFrom("application/pdf", "APPLICATION/PDF", " application/pdf ; x=1"), fc.string())
    fc.assert(
      fc.property(type, head, (declared, first) => {
        const byType = declared.split(";")[0]?.trim().toLowerCase() === "application/pdf"
        const byContent = signature.every((byte, index) => first[index] === byte)
        expect(isPdf({ type: declared, head: first })).toBe(byType && byContent)
      }),
    )
  })
})
