import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { chequeMovesFrom, chequeStates } from "../../../domain/finance/ChequeStates.ts"
import { roles } from "../../../domain/roles/Role.ts"
import { chequeListTitle, chequeMovedMessage, chequeMovesFor, dueSoonBadge, halfOpenDueText } from "./chequeListView.ts"

const state = fc.constantFrom(...chequeStates)
const role = fc.constantFrom(...roles)
const jalali = fc
  .tuple(fc.integer({ min: 1300, max: 1499 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 29 }))
  .map(([y, m, d]) => `${y}/${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`)

describe("the cheque list's view", () => {
  it("offers the diagram's moves to the super-admin and the financial manager, and none to anyone else", () => {
    fc.assert(
      fc.property(fc.option(role, { nil: null }), state, (who, from) => {
        const offered = chequeMovesFor(who, from)
        expect(offered).toEqual(who === "super-admin" || who === "financial-manager" ? chequeMovesFrom(from) : [])
      }),
    )
    expect(chequeMovesFor("financial-manager", "in_hand")).toEqual(["deposited", "returned"])
    expect(chequeMovesFor("sales-manager", "in_hand")).toEqual([])
    expect(chequeMovesFor("super-admin", "cleared")).toEqual([])
  })

  it("words a due-date filter with one end in Persian digits, and nothing for a whole or an empty period", () => {
    expect(halfOpenDueText("", "1405/02/10")).toBe("سررسید تا ۱۴۰۵/۰۲/۱۰")
    expect(halfOpenDueText("1405/02/10", "")).toBe("سررسید از ۱۴۰۵/۰۲/۱۰")
    fc.assert(
      fc.property(jalali, jalali, (from, to) => {
        expect(halfOpenDueText(from, to)).toBeUndefined()
        expect(halfOpenDueText("", "")).toBeUndefined()
        expect(halfOpenDueText("", to)).not.toMatch(/[0-9]/)
        expect(halfOpenDueText(from, "")).not.toMatch(/[0-9]/)
      }),
    )
  })

  it("titles every cheque's list, a customer's before and after a row names them, and pins the badge and the toast", () => {
    expect(chequeListTitle(undefined)).toBe("چک‌ها")
    expect(chequeListTitle({ name: undefined })).toBe("چک‌های مشتری")
    expect(chequeListTitle({ name: "شرکت نور" })).toBe("چک‌های شرکت نور")
    expect(dueSoonBadge).toBe("سررسید نزدیک")
    expect(chequeMovedMessage).toBe("وضعیت چک تغییر یافت")
  })
})
