import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { invoiceMoves, nextPosition, type InvoicePosition } from "../invoice/InvoiceWorkflow.ts"
import { invoiceKinds, invoiceStates } from "../invoice/InvoiceOptions.ts"
import { awaitingMovesWithInvoiceMessage, moveOrderByHand, orderStepOf } from "./OrderOfInvoice.ts"
import { moveOrder, orderStates } from "./OrderStates.ts"
import { StateMoveRefused } from "./StateGraph.ts"

const position = fc.record({ kind: fc.constantFrom(...invoiceKinds), state: fc.constantFrom(...invoiceStates) })
const orderState = fc.constantFrom(...orderStates)
const at = (kind: InvoicePosition["kind"], state: InvoicePosition["state"]): InvoicePosition => ({ kind, state })

describe("the order follows its invoice", () => {
  it("opens on approve and call off, moves on confirm and cancel, and nothing else", () => {
    expect(orderStepOf(at("informal", "pending"), at("formal", "issued"))).toEqual({
      _tag: "open",
      state: "awaiting_confirmation",
    })
    expect(orderStepOf(at("pre-buy", "approved"), at("formal", "issued"))).toEqual({
      _tag: "open",
      state: "awaiting_confirmation",
    })
    expect(orderStepOf(at("formal", "issued"), at("formal", "confirmed"))).toEqual({ _tag: "move", to: "waiting" })
    expect(orderStepOf(at("formal", "issued"), at("formal", "cancelled"))).toEqual({ _tag: "move", to: "cancelled" })
    expect(orderStepOf(at("pre-buy", "pending"), at("pre-buy", "approved"))).toEqual({ _tag: "none" })
    expect(orderStepOf(at("pre-buy", "approved"), at("pre-buy", "cancelled"))).toEqual({ _tag: "none" })
  })

  it("opens an order exactly when an invoice move makes it formal, and every step it asks of an open order is an arrow of the diagram", () => {
    fc.assert(
      fc.property(position, fc.constantFrom(...invoiceMoves), (from, move) => {
        const to = Option.getOrUndefined(nextPosition(from, move))
        fc.pre(to !== undefined)
        const step = orderStepOf(from, to as InvoicePosition)
        expect(step._tag === "open").toBe(from.kind !== "formal" && to?.kind === "formal")
        // An issued invoice's order still awaits confirmation (only confirm moves it on), so its step is always allowed.
        if (step._tag === "move") expect(Result.isSuccess(moveOrder("awaiting_confirmation", step.to))).toBe(true)
      }),
    )
  })

  it("moves by hand along the diagram, except out of awaiting confirmation, which is the invoice's move", () => {
    fc.assert(
      fc.property(orderState, orderState, (from, to) => {
        const byHand = moveOrderByHand(from, to)
        const diagram = moveOrder(from, to)
        if (from !== "awaiting_confirmation") expect(byHand).toEqual(diagram)
        else {
          expect(Result.isFailure(byHand)).toBe(true)
          Result.match(byHand, {
            onSuccess: () => undefined,
            onFailure: (refused) => expect(refused.state).toBe("awaiting_confirmation"),
          })
        }
      }),
    )
    expect(moveOrderByHand("awaiting_confirmation", "waiting")).toEqual(
      Result.fail(
        new StateMoveRefused({ state: "awaiting_confirmation", to: "waiting", message: awaitingMovesWithInvoiceMessage }),
      ),
    )
    expect(awaitingMovesWithInvoiceMessage).toBe("سفارش «در انتظار تایید» با تایید یا لغو فاکتور آن جابه‌جا می‌شود")
    expect(moveOrderByHand("waiting", "in_production")).toEqual(Result.succeed("in_production"))
  })
})
