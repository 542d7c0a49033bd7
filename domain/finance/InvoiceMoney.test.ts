import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { invoiceKinds, invoiceStates } from "../invoice/InvoiceOptions.ts"
import { invoiceMoneyMessages, takesPayments } from "./InvoiceMoney.ts"
import { orderStates } from "./OrderStates.ts"

const kind = fc.constantFrom(...invoiceKinds)
const state = fc.constantFrom(...invoiceStates)
const order = fc.constantFrom(...orderStates, null)

describe("which invoices take money", () => {
  it("takes it on a formal invoice issued or confirmed whose order goes on, and on an approved pre-buy, and nowhere else", () => {
    fc.assert(
      fc.property(kind, state, order, (k, s, o) => {
        const formal = k === "formal" && (s === "issued" || s === "confirmed") && o !== "cancelled"
        const preBuy = k === "pre-buy" && s === "approved"
        expect(takesPayments({ kind: k, state: s }, o)).toBe(formal || preBuy)
      }),
    )
    expect(takesPayments({ kind: "formal", state: "issued" }, "awaiting_confirmation")).toBe(true)
    expect(takesPayments({ kind: "formal", state: "confirmed" }, "cancelled")).toBe(false)
    expect(takesPayments({ kind: "informal", state: "pending" }, null)).toBe(false)
    expect(takesPayments({ kind: "formal", state: "cancelled" }, "cancelled")).toBe(false)
  })

  it("says so in Persian", () => {
    expect(invoiceMoneyMessages.notPayable).toBe("پرداخت و چک فقط برای فاکتور رسمی یا پیش‌خرید تاییدشده ثبت می‌شود")
  })
})
