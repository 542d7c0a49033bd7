import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { orderStates } from "../finance/OrderStates.ts"
import { roles } from "../roles/Role.ts"
import { mayPromise, mayReadPieces } from "./PiecesAccess.ts"

describe("who reads an order's pieces", () => {
  it("lets every role but the sales expert read any order, and a sales expert only their own invoices' orders", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        (role, id, owner) => {
          expect(mayReadPieces({ id, role }, { sales_expert_id: owner })).toBe(role !== "sales-expert" || owner === id)
        },
      ),
    )
  })

  it("takes a promised date in every state but cancelled and delivered", () => {
    expect(orderStates.filter(mayPromise)).toEqual(["awaiting_confirmation", "waiting", "in_production", "ready"])
  })
})
