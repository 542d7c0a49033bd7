import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, formatJalali, parseJalali } from "../calendar/Jalali.ts"
import { Option } from "effect"
import { dueSoonUntil, isDueSoon } from "./ChequeDue.ts"
import { chequeStates } from "./ChequeStates.ts"
import { jalaliDateText } from "./testing/arbitraries.ts"

const dateOf = (text: string) => Option.getOrThrow(parseJalali(text))

describe("cheques due soon", () => {
  it("reaches seven days past today", () => {
    expect(dueSoonUntil(dateOf("1403/12/25"))).toBe("1404/01/02")
  })

  it("marks a cheque still in hand due up to seven days on, overdue ones too, and never a deposited or settled one", () => {
    fc.assert(
      fc.property(
        jalaliDateText,
        fc.integer({ min: -400, max: 400 }),
        fc.constantFrom(...chequeStates),
        (todayText, days, state) => {
          const today = dateOf(todayText)
          const due = formatJalali(addDays(today, days))
          expect(isDueSoon({ state, due_date: due }, today)).toBe(state === "in_hand" && days <= 7)
        },
      ),
    )
  })
})
