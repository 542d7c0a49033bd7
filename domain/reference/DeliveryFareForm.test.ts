import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { deliveryFareConflicts, validateDeliveryFareForm } from "./DeliveryFareForm.ts"

describe("delivery fare form", () => {
  it("answers its Persian messages", () => {
    expect(validateDeliveryFareForm({})).toEqual(
      Result.fail({ title: "وارد کردن عنوان اجباری است", amount: "وارد کردن مبلغ اجباری است" }),
    )
    expect(validateDeliveryFareForm({ title: "ت".repeat(101), amount: "-۵۰۰" })).toEqual(
      Result.fail({ title: "عنوان باید حداکثر 100 کاراکتر باشد", amount: "مبلغ منفی نمی‌تواند باشد" }),
    )
    expect(validateDeliveryFareForm({ title: "کرج", amount: 1.5 })).toEqual(Result.fail({ amount: "مبلغ باید عدد صحیح باشد" }))
    expect(validateDeliveryFareForm({ title: "کرج", amount: 10 ** 15 })).toEqual(
      Result.fail({ amount: "مبلغ بیش از حد مجاز است" }),
    )
  })

  it("keeps a destination and any amount that is not negative, 0 included", () => {
    const title = fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== "" && !/[يكى٠-٩]/.test(text))
    fc.assert(
      fc.property(title, fc.integer({ min: 0, max: 999_999_999_999_999 }), fc.boolean(), (text, amount, active) => {
        expect(validateDeliveryFareForm({ title: text, amount: String(amount), is_active: active })).toEqual(
          Result.succeed({ title: text.trim(), amount, is_active: active }),
        )
      }),
    )
  })

  it("refuses every negative amount", () => {
    fc.assert(
      fc.property(fc.integer({ max: -1 }), (amount) => Result.isFailure(validateDeliveryFareForm({ title: "قم", amount }))),
    )
  })

  it("refuses a title another fare already has, Latin letters compared without case, and only then", () => {
    expect(deliveryFareConflicts({ title: "کرج" }, [{ id: 1, title: "کرج" }])).toEqual({ title: "این عنوان قبلاً ثبت شده است" })
    expect(deliveryFareConflicts({ title: "Site A" }, [{ id: 1, title: "site a" }])).toEqual({
      title: "این عنوان قبلاً ثبت شده است",
    })
    expect(deliveryFareConflicts({ id: 1, title: "کرج" }, [{ id: 1, title: "کرج" }])).toEqual({})
    const stored = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 30 }), title: fc.constantFrom("قم", "کرج", "Karaj", "KARAJ", "پرند") }),
      { selector: (row) => row.id, maxLength: 8 },
    )
    fc.assert(
      fc.property(
        stored,
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
        fc.constantFrom("قم", "کرج", "karaj", "ورامین"),
        (rows, id, title) => {
          const taken = rows.some((row) => row.id !== id && row.title.toLowerCase() === title.toLowerCase())
          expect(deliveryFareConflicts({ id, title }, rows)).toEqual(taken ? { title: "این عنوان قبلاً ثبت شده است" } : {})
        },
      ),
    )
  })
})
