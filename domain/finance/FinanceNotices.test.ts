import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { chequeStates, moveCheque } from "./ChequeStates.ts"
import { chequeBouncedMessage, chequeNoticesOf, orderNoticesOf, orderReadyMessage } from "./FinanceNotices.ts"
import { moveOrder, orderStates } from "./OrderStates.ts"
import { digitString } from "./testing/arbitraries.ts"

describe("who a production or cheque move tells (invoices.md section 5)", () => {
  it("writes the design's messages to the letter, numbers in ASCII digits as the invoice notices do", () => {
    expect(orderReadyMessage(1041)).toBe("سفارش شماره 1041 آماده تحویل است")
    expect(chequeBouncedMessage("1234567890123456")).toBe("چک شماره صیاد 1234567890123456 برگشت خورد")
  })

  it("tells the owning expert of an order made ready, and nobody of another production move", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStates),
        fc.constantFrom(...orderStates),
        fc.integer({ min: 1001, max: 999_999 }),
        (from, to, serial) => {
          if (Result.isFailure(moveOrder(from, to))) return
          expect(orderNoticesOf(to, serial)).toEqual(
            to === "ready" ? [{ toRoles: [], toOwner: true, status: "system", message: orderReadyMessage(serial) }] : [],
          )
        },
      ),
    )
  })

  it("tells the super-admins and financial managers of a bounced cheque, and nobody of another cheque move", () => {
    fc.assert(
      fc.property(fc.constantFrom(...chequeStates), fc.constantFrom(...chequeStates), digitString(16, 16), (from, to, sayad) => {
        if (Result.isFailure(moveCheque(from, to))) return
        expect(chequeNoticesOf(to, sayad)).toEqual(
          to === "bounced"
            ? [
                {
                  toRoles: ["super-admin", "financial-manager"],
                  toOwner: false,
                  status: "system",
                  message: chequeBouncedMessage(sayad),
                },
              ]
            : [],
        )
      }),
    )
  })
})
