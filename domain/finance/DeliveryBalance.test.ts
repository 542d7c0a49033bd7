import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatRialsWithUnit } from "../money/Rials.ts"
import { deliveryBalanceWarning, deliveryWarningOf } from "./DeliveryBalance.ts"
import { orderStates } from "./OrderStates.ts"

describe("the warning before delivering an order with a balance", () => {
  it("pins its Persian text, the remaining in grouped Persian digits with its unit", () => {
    expect(deliveryWarningOf("delivered", 12_500_000)).toBe(
      "این سفارش هنوز ۱۲٬۵۰۰٬۰۰۰ ریال مانده دارد و تسویه نشده است. آیا با وجود این مانده، سفارش تحویل داده شود؟",
    )
  })

  it("warns exactly when the move is delivery and the remaining is above zero, naming the exact amount", () => {
    fc.assert(
      fc.property(fc.constantFrom(...orderStates), fc.integer({ min: -1e12, max: 1e15 }), (to, remaining) => {
        const warning = deliveryWarningOf(to, remaining)
        if (to === "delivered" && remaining > 0) {
          expect(warning).toBe(deliveryBalanceWarning(formatRialsWithUnit(remaining)))
          expect(warning).not.toMatch(/[0-9]/)
        } else expect(warning).toBeUndefined()
      }),
    )
  })
})
