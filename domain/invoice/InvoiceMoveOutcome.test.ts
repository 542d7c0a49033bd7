import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { creatableKinds, invoiceKindLabels } from "./InvoiceOptions.ts"
import { moveOutcome, movedTo, sendRefusedAfterSave } from "./InvoiceMoveOutcome.ts"
import { invoiceMoves, nextPosition, positions } from "./InvoiceWorkflow.ts"

const serial = fc.integer({ min: 1, max: 9_999_999 })
const arrow = fc
  .tuple(fc.constantFrom(...positions), fc.constantFrom(...invoiceMoves))
  .filter(([from, move]) => Option.isSome(nextPosition(from, move)))

describe("a move's success message", () => {
  it("names the moved invoice by its kind and serial first, and the new kind of invoice it became, with the same serial", () => {
    fc.assert(
      fc.property(arrow, serial, ([from, move], number) => {
        const text = moveOutcome(from, move, number)
        const to = movedTo(from, move)
        expect(text.startsWith(`${invoiceKindLabels[from.kind]} ${number} `)).toBe(true)
        expect(text.endsWith(` و ${invoiceKindLabels[to.kind]} ${number} صادر شد`)).toBe(to.kind !== from.kind)
        expect(text).not.toContain("انجام شد")
      }),
    )
  })

  it("says where the invoice stands after the move, as the state diagram has it", () => {
    fc.assert(
      fc.property(arrow, ([from, move]) => {
        expect(Option.some(movedTo(from, move))).toEqual(nextPosition(from, move))
      }),
    )
  })

  it("says each move's outcome in these words", () => {
    const at = (kind: "informal" | "formal" | "pre-buy", state: "draft" | "pending" | "approved" | "issued") => ({ kind, state })
    expect(moveOutcome(at("informal", "pending"), "approve", 1041)).toBe("پیش‌فاکتور 1041 تایید شد و فاکتور رسمی 1041 صادر شد")
    expect(moveOutcome(at("informal", "draft"), "send", 1041)).toBe("پیش‌فاکتور 1041 برای تایید ارسال شد")
    expect(moveOutcome(at("informal", "pending"), "reject", 7)).toBe("پیش‌فاکتور 7 رد شد")
    expect(moveOutcome(at("pre-buy", "pending"), "approve", 12)).toBe("پیش‌خرید 12 تایید شد")
    expect(moveOutcome(at("pre-buy", "approved"), "call_off", 12)).toBe("پیش‌خرید 12 فراخوانده شد و فاکتور رسمی 12 صادر شد")
    expect(moveOutcome(at("formal", "issued"), "confirm", 30)).toBe("فاکتور رسمی 30 تایید مالی شد")
    expect(moveOutcome(at("formal", "issued"), "cancel", 30)).toBe("فاکتور رسمی 30 لغو شد")
  })

  it("says a save went through when its sending for approval was refused, naming the invoice", () => {
    fc.assert(
      fc.property(fc.constantFrom(...creatableKinds), serial, (kind, number) => {
        const text = sendRefusedAfterSave(kind, number)
        expect(text.startsWith(`${invoiceKindLabels[kind]} ${number} ثبت شد`)).toBe(true)
        expect(text).toContain("ارسال نشد")
      }),
    )
    expect(sendRefusedAfterSave("informal", 1041)).toBe("پیش‌فاکتور 1041 ثبت شد، اما برای تایید ارسال نشد")
  })
})
