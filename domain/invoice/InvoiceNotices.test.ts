import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { invoiceMessages } from "./InvoiceMessages.ts"
import { formalMessage, noticesOf, rejectedMessage, sentMessage } from "./InvoiceNotices.ts"
import { invoiceMoves, nextPosition, positions } from "./InvoiceWorkflow.ts"
import { validateRejection } from "./RejectionForm.ts"

describe("who a move tells (invoices.md section 5)", () => {
  it("writes the design's messages to the letter", () => {
    expect(sentMessage(1041)).toBe("پیش‌فاکتور شماره 1041 برای تایید ارسال شد")
    expect(formalMessage(1041)).toBe("پیش‌فاکتور شماره 1041 تایید شد و فاکتور رسمی صادر شد")
    expect(rejectedMessage(1041)).toBe("پیش‌فاکتور شماره 1041 رد شد")
  })

  it("tells the managers of a send, the owner and finance of a formal invoice, the owner of a rejection with its reason, and nobody else", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...positions),
        fc.constantFrom(...invoiceMoves),
        fc.integer({ min: 1001, max: 999_999 }),
        (from, move, serial) => {
          const after = nextPosition(from, move)
          if (Option.isNone(after)) return
          const notices = noticesOf(move, after.value, serial)
          if (move === "send")
            expect(notices).toEqual([
              {
                toRoles: ["super-admin", "sales-manager"],
                toOwner: false,
                status: "informal",
                message: sentMessage(serial),
                withReason: false,
              },
            ])
          else if ((move === "approve" || move === "call_off") && after.value.kind === "formal")
            expect(notices).toEqual([
              {
                toRoles: ["financial-manager"],
                toOwner: true,
                status: "formal",
                message: formalMessage(serial),
                withReason: false,
              },
            ])
          else if (move === "reject")
            expect(notices).toEqual([
              { toRoles: [], toOwner: true, status: "informal", message: rejectedMessage(serial), withReason: true },
            ])
          else expect(notices).toEqual([])
        },
      ),
    )
  })
})

describe("the reason of a rejection", () => {
  it("is required and at most 500 characters, trimmed, with its Persian messages", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500 }).filter((text) => text.trim() !== ""),
        (reason) => {
          expect(Result.isSuccess(validateRejection({ reason }))).toBe(true)
        },
      ),
    )
    expect(validateRejection({})).toEqual(Result.fail({ reason: invoiceMessages.reasonRequired }))
    expect(validateRejection({ reason: "   " })).toEqual(Result.fail({ reason: "دلیل رد را وارد کنید" }))
    expect(validateRejection({ reason: "x".repeat(501) })).toEqual(Result.fail({ reason: "دلیل رد حداکثر 500 کاراکتر است" }))
    expect(validateRejection({ reason: "  قیمت  " })).toEqual(Result.succeed({ reason: "قیمت" }))
  })
})
