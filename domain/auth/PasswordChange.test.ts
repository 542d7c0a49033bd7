import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { passwordChangeMessages, validatePasswordChange } from "./PasswordChange.ts"

const errorsOf = (input: unknown): Readonly<Record<string, string>> =>
  Result.match(validatePasswordChange(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const password = fc
  .tuple(
    fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    fc.string({ unit: fc.constantFrom(..."abcxyzDEF0123456789"), minLength: 5, maxLength: 19 }),
  )
  .map(([a, b]) => a + b)

describe("password change: messages", () => {
  it("asks for each field of an empty form", () => {
    expect(errorsOf({})).toEqual({
      current_password: "رمز عبور فعلی را وارد کنید",
      new_password: "پسورد خود را وارد کنید",
      new_password_confirmation: "تکرار رمز عبور جدید را وارد کنید",
    })
  })

  it("applies the login rules to the new password, with their messages", () => {
    const change = (next: string) =>
      errorsOf({ current_password: "Demo1234", new_password: next, new_password_confirmation: next })
    expect(change("Ab1")).toEqual({ new_password: "رمز عبور باید حداقل 6 کاراکتر باشد" })
    expect(change(`A${"1".repeat(20)}`)).toEqual({ new_password: "رمز عبور باید حداکثر 20 کاراکتر باشد" })
    expect(change("secret12")).toEqual({ new_password: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد" })
  })

  it("refuses a repeat that differs and a new password equal to the current one", () => {
    expect(errorsOf({ current_password: "Demo1234", new_password: "Glass2025", new_password_confirmation: "Glass2024" })).toEqual(
      { new_password_confirmation: "تکرار رمز عبور با رمز عبور جدید یکسان نیست" },
    )
    expect(errorsOf({ current_password: "Demo1234", new_password: "Demo1234", new_password_confirmation: "Demo1234" })).toEqual({
      new_password: "رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد",
    })
  })

  it("exports the server's wrong-current-password message, also given for a current password no rule allows", () => {
    expect(passwordChangeMessages.currentWrong).toBe("رمز عبور فعلی اشتباه است")
    expect(
      errorsOf({ current_password: "A".repeat(21), new_password: "Glass2025", new_password_confirmation: "Glass2025" }),
    ).toEqual({ current_password: "رمز عبور فعلی اشتباه است" })
  })
})

describe("password change: properties", () => {
  it("accepts every new password under the login rules that differs from the current one and is repeated, digits typed in Persian", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== "" && !/[۰-۹٠-٩]/.test(text)),
        password,
        (current, next) => {
          fc.pre(current.trim() !== next)
          const typed = next.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
          expect(
            validatePasswordChange({ current_password: current, new_password: typed, new_password_confirmation: next }),
          ).toEqual(Result.succeed({ current_password: current.trim(), new_password: next }))
        },
      ),
    )
  })

  it("refuses every repeat that differs from the new password", () => {
    fc.assert(
      fc.property(password, fc.string({ minLength: 1 }), (next, repeat) => {
        fc.pre(repeat.trim() !== "" && repeat.trim() !== next)
        expect(
          errorsOf({ current_password: "Old12345", new_password: next, new_password_confirmation: repeat })
            .new_password_confirmation,
        ).toBe("تکرار رمز عبور با رمز عبور جدید یکسان نیست")
      }),
    )
  })

  it("refuses every new password equal to the current one", () => {
    fc.assert(
      fc.property(
        password,
        (same) =>
          errorsOf({ current_password: same, new_password: same, new_password_confirmation: same }).new_password ===
          "رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد",
      ),
    )
  })
})
