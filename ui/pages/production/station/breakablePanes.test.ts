import { describe, expect, it } from "vitest"
import type { ScanAnswer } from "../api/scanQueries.ts"
import { breakablePanes } from "./breakablePanes.ts"

const answer = (kind: "pane" | "unit", code: string, panes: ScanAnswer["panes"]): ScanAnswer => ({
  scan_id: 1,
  code,
  station: "assembling",
  kind,
  unit_code: "1035-2-1",
  order_id: 7,
  serial_number: 1035,
  customer_name: "مشتری",
  width: 1200,
  height: 800,
  panes,
  next_station: "quality",
  rack: null,
  order_state: "in_production",
})

describe("the panes «شکست» offers", () => {
  it("puts the scanned pane first, then the unit's other standing panes", () => {
    const panes: ScanAnswer["panes"] = [
      { code: "1035-2-1-A", letter: "A", state: "assembling" },
      { code: "1035-2-1-B", letter: "B", state: "assembling" },
    ]
    expect(breakablePanes({ kind: "done", answer: answer("pane", "1035-2-1-B", panes) })).toEqual(["1035-2-1-B", "1035-2-1-A"])
    expect(breakablePanes({ kind: "done", answer: answer("unit", "1035-2-1", panes) })).toEqual(["1035-2-1-A", "1035-2-1-B"])
  })

  it("leaves out panes already broken or gone, and offers nothing when none stands", () => {
    const panes: ScanAnswer["panes"] = [
      { code: "1035-2-1-A", letter: "A", state: "broken" },
      { code: "1035-2-1-A-R1", letter: "A", state: "assembling" },
      { code: "1035-2-1-B", letter: "B", state: "dispatched" },
    ]
    expect(breakablePanes({ kind: "done", answer: answer("unit", "1035-2-1", panes) })).toEqual(["1035-2-1-A-R1"])
    expect(
      breakablePanes({
        kind: "done",
        answer: answer("unit", "1035-2-1", [{ code: "1035-2-1-A", letter: "A", state: "dispatched" }]),
      }),
    ).toBeNull()
  })

  it("after a refusal offers the pane scanned, never a unit's code or a text that is no code", () => {
    expect(breakablePanes({ kind: "refused", code: "1035-2-1-A", text: "…" })).toEqual(["1035-2-1-A"])
    expect(breakablePanes({ kind: "refused", code: "1035-2-1", text: "…" })).toBeNull()
    expect(breakablePanes({ kind: "refused", code: "", text: "…" })).toBeNull()
    for (const kind of ["idle", "sending", "undone"] as const)
      expect(breakablePanes(kind === "idle" ? { kind } : { kind, code: "1035-2-1-A" })).toBeNull()
    expect(breakablePanes({ kind: "broken", code: "1035-2-1-A", remake: "1035-2-1-A-R1" })).toBeNull()
  })
})
