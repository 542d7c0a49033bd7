import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { DatabaseFault } from "../db/databaseFault.ts"
import { faultLogIntervalMs, faultLogOf } from "./faultLog.ts"

const heldIn = (message: string): number => Number(/and (\d+) more answered 503/.exec(message)?.[1] ?? 0)

describe("the log of database faults", () => {
  it("logs the first fault of a kind, holds back its repeats for the interval, then says how many it held", () => {
    const lines: Array<{ message: string; cause: unknown }> = []
    let now = 0
    const faultLog = faultLogOf({ error: (message, cause) => void lines.push({ message, cause }) }, () => now)
    const cause = new Error("timeout exceeded when trying to connect")
    faultLog("unavailable", "GET /api/Admin/customer failed", cause)
    for (let n = 0; n < 500; n += 1) faultLog("unavailable", "GET /api/Admin/customer failed", cause)
    faultLog("busy", "POST /api/Admin/invoice failed", cause)
    expect(lines.map((line) => line.message)).toEqual(["GET /api/Admin/customer failed", "POST /api/Admin/invoice failed"])
    now = faultLogIntervalMs
    faultLog("unavailable", "GET /api/Admin/invoice failed", cause)
    expect(lines.at(-1)).toEqual({
      message: "GET /api/Admin/invoice failed (and 500 more answered 503, database unavailable, not logged)",
      cause,
    })
  })

  it("accounts for every fault, logged or held, and logs no kind twice within the interval", () => {
    const faults = fc.array(
      fc.record({ fault: fc.constantFrom<DatabaseFault>("unavailable", "busy"), after: fc.integer({ min: 0, max: 4_000 }) }),
      { maxLength: 200 },
    )
    fc.assert(
      fc.property(faults, (sequence) => {
        const lines: Array<{ fault: DatabaseFault; at: number; held: number }> = []
        let now = 0
        let current: DatabaseFault = "busy"
        const faultLog = faultLogOf(
          { error: (message) => void lines.push({ fault: current, at: now, held: heldIn(message) }) },
          () => now,
        )
        for (const { fault, after } of sequence) {
          now += after
          current = fault
          faultLog(fault, "GET /api/Admin/customer failed", undefined)
        }
        for (const fault of ["unavailable", "busy"] as const) {
          const own = lines.filter((line) => line.fault === fault)
          const count = sequence.filter((step) => step.fault === fault).length
          // One more line of each kind, at the end and past the interval, reports what is still held.
          now += faultLogIntervalMs
          current = fault
          if (count > 0) faultLog(fault, "GET /api/Admin/customer failed", undefined)
          const reported = lines.filter((line) => line.fault === fault)
          expect(own.length + reported.reduce((sum, line) => sum + line.held, 0)).toBe(count)
          for (let i = 1; i < own.length; i += 1)
            expect((own[i]?.at ?? 0) - (own[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(faultLogIntervalMs)
        }
      }),
    )
  })
})
