import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cancelAfterCuttingMessage, startedPanes } from "./PiecesCancel.ts"
import { paneStates } from "./Stations.ts"

describe("cancelling an order's pieces", () => {
  it("is held back by every pane cut or in a released batch, and by nothing else", () => {
    const pane = fc.record({
      state: fc.constantFrom(...paneStates),
      batch_id: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    })
    fc.assert(
      fc.property(fc.array(pane, { maxLength: 30 }), (panes) => {
        expect(startedPanes(panes)).toBe(
          panes.length - panes.filter((one) => one.state === "waiting" && one.batch_id === null).length,
        )
        expect(startedPanes(panes.filter((one) => one.state === "waiting" && one.batch_id === null))).toBe(0)
      }),
    )
  })

  it("pins the Persian refusal, with the count in Persian digits", () => {
    expect(cancelAfterCuttingMessage(3)).toBe(
      "سفارشی که برش آن آغاز شده لغو نمی‌شود؛ ۳ قطعه آن برش خورده یا در برنامه برش منتشرشده است",
    )
  })
})
