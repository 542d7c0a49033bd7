import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  isFinalOrderState,
  moveOrder,
  orderMoveLabels,
  orderMoveQuestion,
  orderMovesFrom,
  orderStateLabels,
  orderStates,
  validateOrderMove,
  type OrderState,
} from "./OrderStates.ts"
import { StateMoveRefused } from "./StateGraph.ts"

/** The arrows of invoices.md section 8, written out apart from the code. */
const designed = new Set([
  "awaiting_confirmation>waiting",
  "waiting>in_production",
  "in_production>ready",
  "ready>delivered",
  "awaiting_confirmation>cancelled",
  "waiting>cancelled",
])
const state = fc.constantFrom(...orderStates)
const orderMove = (from: OrderState, to: OrderState) => Result.getOrNull(moveOrder(from, to))

describe("order production states", () => {
  it("names each state and move in Persian", () => {
    expect(orderStateLabels).toEqual({
      awaiting_confirmation: "در انتظار تایید",
      waiting: "در انتظار تولید",
      in_production: "در حال تولید",
      ready: "آماده تحویل",
      delivered: "تحویل شده",
      cancelled: "لغو شده",
    })
    expect(orderMoveLabels).toEqual({
      waiting: "تایید سفارش",
      in_production: "شروع تولید",
      ready: "آماده تحویل",
      delivered: "تحویل به مشتری",
      cancelled: "لغو سفارش",
    })
    expect(orderMoveQuestion(1041, "ready")).toBe("آیا از تغییر وضعیت سفارش شماره 1041 به «آماده تحویل» اطمینان دارید؟")
  })

  it("moves along the design's arrows and no others", () => {
    fc.assert(
      fc.property(state, state, (from, to) => {
        expect(Result.isSuccess(moveOrder(from, to))).toBe(designed.has(`${from}>${to}`))
        expect(orderMovesFrom(from).includes(to)).toBe(designed.has(`${from}>${to}`))
      }),
    )
    expect(orderMovesFrom("awaiting_confirmation")).toEqual(["waiting", "cancelled"])
    expect(orderMove("in_production", "ready")).toBe("ready")
  })

  it("refuses a move with its Persian message and the state unchanged", () => {
    expect(moveOrder("delivered", "in_production")).toEqual(
      Result.fail(
        new StateMoveRefused({
          state: "delivered",
          to: "in_production",
          message: "امکان تغییر وضعیت سفارش از «تحویل شده» به «در حال تولید» وجود ندارد",
        }),
      ),
    )
    fc.assert(
      fc.property(state, state, (from, to) => {
        Result.match(moveOrder(from, to), {
          onSuccess: (next) => expect(next).toBe(to),
          onFailure: (refused) => {
            expect(refused.state).toBe(from)
            expect(refused.message).toBe(
              `امکان تغییر وضعیت سفارش از «${orderStateLabels[from]}» به «${orderStateLabels[to]}» وجود ندارد`,
            )
          },
        })
      }),
    )
  })

  it("never leaves a final state, and only delivered and cancelled are final", () => {
    expect(orderStates.filter(isFinalOrderState)).toEqual(["delivered", "cancelled"])
    fc.assert(
      fc.property(fc.constantFrom<OrderState>("delivered", "cancelled"), state, (final, to) => {
        expect(orderMovesFrom(final)).toEqual([])
        expect(Result.isFailure(moveOrder(final, to))).toBe(true)
      }),
    )
  })

  it("never cancels an order once production has started, whatever moves are tried", () => {
    fc.assert(
      fc.property(fc.array(state, { maxLength: 30 }), (tries) => {
        let current: OrderState = "awaiting_confirmation"
        let started = false
        for (const to of tries) {
          current = Result.getOrElse(moveOrder(current, to), () => current)
          started ||= current === "in_production"
          if (started) expect(current).not.toBe("cancelled")
        }
      }),
    )
  })

  it("reads the move body", () => {
    expect(validateOrderMove({ production_state: "ready" })).toEqual(Result.succeed({ production_state: "ready" }))
    expect(validateOrderMove({})).toEqual(Result.fail({ production_state: "وضعیت تولید را انتخاب کنید" }))
    expect(validateOrderMove({ production_state: "done" })).toEqual(Result.fail({ production_state: "وضعیت تولید نامعتبر است" }))
    fc.assert(
      fc.property(state, (to) => {
        expect(validateOrderMove({ production_state: to })).toEqual(Result.succeed({ production_state: to }))
      }),
    )
  })
})
