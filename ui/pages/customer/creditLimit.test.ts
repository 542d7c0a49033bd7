import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatRials } from "../../../domain/money/Rials.ts"
import { validateCustomerForm } from "../../../domain/customer/CustomerForm.ts"
import { creditLimitText } from "./creditLimit.ts"
import { emptyValues, valuesOf } from "./customerFormValues.ts"
import type { Customer } from "./customerView.ts"

const stored = (credit_limit: number): Customer => ({
  id: 1,
  ...emptyValues("individual"),
  name: "نرگس",
  last_name: "احمدی",
  national_code: "0499370899",
  mobile: "09121234567",
  sales_expert_name: null,
  credit_limit,
})

describe("a customer's credit limit on screen", () => {
  it("is a dash when never set: the customer rule saves an empty limit as 0", () => {
    const saved = validateCustomerForm({ ...stored(0), credit_limit: null })
    expect(Result.isSuccess(saved) && saved.success.credit_limit).toBe(0)
    expect(creditLimitText(0)).toBe("—")
  })

  it("is every other limit in rials, Persian digits with separators and the unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (limit) => {
        expect(creditLimitText(limit)).toBe(`${formatRials(limit)} ریال`)
        expect(creditLimitText(limit)).not.toMatch(/[0-9]/)
      }),
    )
  })

  it("opens empty in the form when never set, and as stored otherwise, so a save keeps what was stored", () => {
    expect(valuesOf(stored(0)).credit_limit).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (limit) => {
        const reread = validateCustomerForm(valuesOf(stored(limit)))
        expect(Result.isSuccess(reread) && reread.success.credit_limit).toBe(limit)
      }),
    )
  })
})
