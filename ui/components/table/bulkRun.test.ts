import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { runEach } from "./bulkRun.ts"

describe("runEach", () => {
  it("answers every row once, in order, a refusal never stopping the rows after it", async () =>
    fc.assert(
      fc.asyncProperty(fc.array(fc.record({ id: fc.nat(), refused: fc.boolean() }), { maxLength: 15 }), async (rows) => {
        const sent: Array<number> = []
        const outcomes = await runEach(
          rows,
          async (row) => {
            sent.push(row.id)
            if (row.refused) throw new Error(`refused ${row.id}`)
          },
          (error) => (error instanceof Error ? error.message : "?"),
        )
        expect(sent).toEqual(rows.map((row) => row.id))
        expect(outcomes.map((outcome) => outcome.row)).toEqual(rows)
        outcomes.forEach((outcome) => {
          expect(outcome.done).toBe(!outcome.row.refused)
          if (!outcome.done) expect(outcome.reason).toBe(`refused ${outcome.row.id}`)
        })
      }),
    ))

  it("sends one row at a time", async () =>
    fc.assert(
      fc.asyncProperty(fc.array(fc.nat(5), { maxLength: 10 }), async (delays) => {
        let running = 0
        let most = 0
        await runEach(
          delays,
          async (delay) => {
            running += 1
            most = Math.max(most, running)
            await new Promise((resume) => setTimeout(resume, delay))
            running -= 1
          },
          () => "",
        )
        expect(most).toBeLessThanOrEqual(1)
      }),
      { numRuns: 30 },
    ))
})
