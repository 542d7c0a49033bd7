import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  chequeMoveLabels,
  chequeMoveQuestion,
  chequeMovesFrom,
  chequeStateLabels,
  chequeStates,
  isFinalChequeState,
  moveCheque,
  validateChequeMove,
  type ChequeState,
} from "./ChequeStates.ts"
import { StateMoveRefused } from "./StateGraph.ts"

/** The arrows of invoices.md section 8, written out apart from the code. */
const designed = new Set(["in_hand>deposited", "deposited>cleared", "deposited>bounced", "in_hand>returned"])
const state = fc.constantFrom(...chequeStates)

describe("cheque states", () => {
  it("names each state and move in Persian", () => {
    expect(chequeStateLabels).toEqual({
      in_hand: "در دست",
      deposited: "واگذار شده به بانک",
      cleared: "وصول شده",
      bounced: "برگشتی",
      returned: "عودت داده شده",
    })
    expect(chequeMoveLabels).toEqual({
      deposited: "واگذاری به بانک",
      cleared: "وصول",
      bounced: "ثبت برگشت",
      returned: "عودت به صادرکننده",
    })
    expect(chequeMoveQuestion("1234567890123456", "cleared")).toBe(
      "آیا از تغییر وضعیت چک شماره صیاد 1234567890123456 به «وصول شده» اطمینان دارید؟",
    )
  })

  it("moves along the design's arrows and no others", () => {
    fc.assert(
      fc.property(state, state, (from, to) => {
        expect(Result.isSuccess(moveCheque(from, to))).toBe(designed.has(`${from}>${to}`))
        expect(chequeMovesFrom(from).includes(to)).toBe(designed.has(`${from}>${to}`))
      }),
    )
    expect(chequeMovesFrom("in_hand")).toEqual(["deposited", "returned"])
    expect(moveCheque("deposited", "bounced")).toEqual(Result.succeed("bounced"))
  })

  it("refuses a move with its Persian message and the state unchanged", () => {
    expect(moveCheque("cleared", "bounced")).toEqual(
      Result.fail(
        new StateMoveRefused({
          state: "cleared",
          to: "bounced",
          message: "امکان تغییر وضعیت چک از «وصول شده» به «برگشتی» وجود ندارد",
        }),
      ),
    )
    expect(Result.isFailure(moveCheque("in_hand", "cleared"))).toBe(true)
    fc.assert(
      fc.property(state, state, (from, to) => {
        Result.match(moveCheque(from, to), {
          onSuccess: (next) => expect(next).toBe(to),
          onFailure: (refused) => {
            expect(refused.state).toBe(from)
            expect(refused.message).toBe(
              `امکان تغییر وضعیت چک از «${chequeStateLabels[from]}» به «${chequeStateLabels[to]}» وجود ندارد`,
            )
          },
        })
      }),
    )
  })

  it("never leaves a final state, and only cleared, bounced and returned are final", () => {
    expect(chequeStates.filter(isFinalChequeState)).toEqual(["cleared", "bounced", "returned"])
    fc.assert(
      fc.property(fc.constantFrom<ChequeState>("cleared", "bounced", "returned"), state, (final, to) => {
        expect(chequeMovesFrom(final)).toEqual([])
        expect(Result.isFailure(moveCheque(final, to))).toBe(true)
      }),
    )
  })

  it("ends, whatever moves are tried, in at most two moves", () => {
    fc.assert(
      fc.property(fc.array(state, { maxLength: 20 }), (tries) => {
        let current: ChequeState = "in_hand"
        let moves = 0
        for (const to of tries) {
          const next = moveCheque(current, to)
          if (Result.isSuccess(next)) [current, moves] = [next.success, moves + 1]
        }
        expect(moves).toBeLessThanOrEqual(2)
        if (moves === 2) expect(isFinalChequeState(current)).toBe(true)
      }),
    )
  })

  it("reads the move body", () => {
    expect(validateChequeMove({ state: "deposited" })).toEqual(Result.succeed({ state: "deposited" }))
    expect(validateChequeMove({ state: null })).toEqual(Result.fail({ state: "وضعیت چک را انتخاب کنید" }))
    expect(validateChequeMove({ state: "paid" })).toEqual(Result.fail({ state: "وضعیت چک نامعتبر است" }))
    fc.assert(
      fc.property(state, (to) => {
        expect(validateChequeMove({ state: to })).toEqual(Result.succeed({ state: to }))
      }),
    )
  })
})
