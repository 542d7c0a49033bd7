import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { enterStep, type EnterField } from "./enterStep.ts"

/** A page as the editor lays it out: header fields, then each line's fields in line order. */
const page = fc
  .tuple(fc.nat({ max: 8 }), fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }))
  .map(([header, lines]): ReadonlyArray<EnterField> => [
    ...Array.from({ length: header }, () => ({ line: null })),
    ...lines.flatMap((count, line) => Array.from({ length: count }, () => ({ line }))),
  ])

describe("what Enter does in the invoice editor", () => {
  it("moves to the very next field, except from the last line's last field, which adds a line after that line", () => {
    fc.assert(
      fc.property(page, fc.nat(), (fields, pick) => {
        fc.pre(fields.length > 0)
        const from = pick % fields.length
        const step = enterStep(fields, from)
        const lastLine = Math.max(-1, ...fields.map((field) => field.line ?? -1))
        const lastOfLastLine = fields.findLastIndex((field) => field.line === lastLine)
        if (lastLine >= 0 && from === lastOfLastLine) expect(step).toEqual({ kind: "add-line", after: lastLine })
        else if (from + 1 < fields.length) expect(step).toEqual({ kind: "focus", index: from + 1 })
        else expect(step).toEqual({ kind: "stay" })
      }),
    )
  })

  it("never adds a line from the header or from a line that has another after it", () => {
    fc.assert(
      fc.property(page, fc.nat(), (fields, pick) => {
        fc.pre(fields.length > 0)
        const from = pick % fields.length
        const step = enterStep(fields, from)
        if (step.kind === "add-line") {
          expect(fields[from]?.line).toBe(step.after)
          expect(fields.slice(from + 1).every((field) => field.line === null)).toBe(true)
        }
      }),
    )
  })

  it("from line 1's last field goes to line 2's first, and from the last line's note adds a line", () => {
    const fields: ReadonlyArray<EnterField> = [{ line: null }, { line: 0 }, { line: 0 }, { line: 1 }, { line: 1 }]
    expect(enterStep(fields, 0)).toEqual({ kind: "focus", index: 1 })
    expect(enterStep(fields, 2)).toEqual({ kind: "focus", index: 3 })
    expect(enterStep(fields, 4)).toEqual({ kind: "add-line", after: 1 })
    expect(enterStep([{ line: null }], 0)).toEqual({ kind: "stay" })
    expect(enterStep(fields, 9)).toEqual({ kind: "stay" })
  })
})
