import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseCuttingCsv } from "./cuttingCsv.ts"

const failure = (text: string) => {
  const parsed = parseCuttingCsv(text)
  return Result.isFailure(parsed) ? { line: parsed.failure.line, message: parsed.failure.message } : undefined
}

describe("the cutting CSV reader", () => {
  it("reads the benchmark format, headers in any case, other columns ignored, COPIES optional", () => {
    const parsed = parseCuttingCsv("\uFEFFid,Width,HEIGHT,Label,copies\r\nA,10,20,x,3\r\nB,5,6,y,\r\n\r\n")
    expect(Result.isSuccess(parsed) && parsed.success).toEqual([
      { id: "A", width: 10, height: 20, copies: 3, line: 2 },
      { id: "B", width: 5, height: 6, copies: undefined, line: 3 },
    ])
  })

  it("names the line and column of a size that is not a positive whole number", () => {
    expect(failure("ID,WIDTH,HEIGHT\nA,10,20\nB,0,5\n")).toEqual({
      line: 3,
      message: 'column WIDTH is "0", not a positive whole number (item B)',
    })
    expect(failure("ID,WIDTH,HEIGHT\nA,10,2.5\n")).toEqual({
      line: 2,
      message: 'column HEIGHT is "2.5", not a positive whole number (item A)',
    })
    expect(failure("ID,WIDTH,HEIGHT,COPIES\nA,10,2,-1\n")).toEqual({
      line: 2,
      message: 'column COPIES is "-1", not a positive whole number (item A)',
    })
    expect(failure("ID,WIDTH,HEIGHT\n,10,2\n")).toEqual({ line: 2, message: "column ID is empty" })
  })

  it("refuses a file without the columns it needs, or without rows", () => {
    expect(failure("NAME,WIDTH,HEIGHT\nA,1,1\n")).toEqual({ line: 1, message: "the header has no ID column" })
    expect(failure("ID,WIDTH,HEIGHT\n")).toEqual({ line: 0, message: "the file has no rows" })
  })

  it("reads back every row it is given", () => {
    const rows = fc.array(
      fc.record({
        width: fc.integer({ min: 1, max: 99999 }),
        height: fc.integer({ min: 1, max: 99999 }),
        copies: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 20 },
    )
    fc.assert(
      fc.property(rows, (list) => {
        const text = ["ID,WIDTH,HEIGHT,COPIES", ...list.map((r, i) => `r${i},${r.width},${r.height},${r.copies ?? ""}`)].join(
          "\n",
        )
        const parsed = parseCuttingCsv(text)
        expect(
          Result.isSuccess(parsed) && parsed.success.map(({ width, height, copies }) => ({ width, height, copies })),
        ).toEqual(list)
      }),
      { numRuns: 50 },
    )
  })
})
