import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { orderStates } from "../finance/OrderStates.ts"
import { roles } from "../roles/Role.ts"
import { correctedByHandMessage, mayMoveOrderWithPieces, movedByScansMessage } from "./OrderMovesByHand.ts"

describe("moving by hand an order that follows its pieces", () => {
  it("is the super-admin's alone, but for a cancel, which stays the order desk's", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.constantFrom(...orderStates),
        (role, to) => mayMoveOrderWithPieces(role, to) === (role === "super-admin" || to === "cancelled"),
      ),
    )
  })

  it("says so in Persian", () => {
    expect(movedByScansMessage).toBe("وضعیت این سفارش با اسکن قطعه‌ها تغییر می‌کند")
    expect(correctedByHandMessage(1041, "in_production", "ready")).toBe(
      "وضعیت سفارش شماره 1041 به‌صورت دستی از «در حال تولید» به «آماده تحویل» اصلاح شد",
    )
  })
})
