import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { FieldErrors } from "../validation/FieldErrors.ts"
import { loginPayload, validateLoginForm } from "./LoginForm.ts"

const identifierRequired = "کد پرسنلی یا شماره همراه الزامی است"
const identifierFormat = "فرمت نوشته شده نادرست است"
const passwordRequired = "پسورد خود را وارد کنید"
const passwordTooShort = "رمز عبور باید حداقل 6 کاراکتر باشد"
const passwordTooLong = "رمز عبور باید حداکثر 20 کاراکتر باشد"
const passwordShape = "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد"

const persian = "۰۱۲۳۴۵۶۷۸۹"
const arabic = "٠١٢٣٤٥٦٧٨٩"
const toPersian = (text: string) => text.replace(/\d/g, (d) => persian[Number(d)] ?? d)
const toArabic = (text: string) => text.replace(/\d/g, (d) => arabic[Number(d)] ?? d)
const toAscii = (text: string) => text.replace(/[۰-۹٠-٩]/g, (d) => String(Math.max(persian.indexOf(d), arabic.indexOf(d))))

const errorsOf = (input: unknown): FieldErrors =>
  Result.match(validateLoginForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const identifierError = (usernameOrTel: unknown) => errorsOf({ usernameOrTel, password: "Abc123" })["usernameOrTel"]
const passwordError = (password: unknown) => errorsOf({ usernameOrTel: "09120000001", password })["password"]

const digit = fc.constantFrom(..."0123456789".split(""))
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((ds) => ds.join(""))
const mobile = digits(9).map((rest) => `09${rest}`)
const personnelCode = fc
  .tuple(digits(3), fc.constantFrom(..."0123456".split("")), fc.constantFrom("0", "1"), digits(4))
  .map(([head, unit, flag, tail]) => `${head}0${unit}${flag}${tail}`)
const identifier = fc.oneof(mobile, personnelCode)
const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""))
const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split(""))
const shapedPassword = (min: number, max: number) =>
  fc.tuple(upper, fc.array(alnum, { minLength: min - 1, maxLength: max - 1 })).map(([first, rest]) => first + rest.join(""))

describe("login identifier", () => {
  it("is required", () => {
    expect(identifierError("")).toBe(identifierRequired)
    expect(identifierError("   ")).toBe(identifierRequired)
    expect(identifierError(undefined)).toBe(identifierRequired)
    expect(identifierError(null)).toBe(identifierRequired)
    expect(errorsOf({ password: "Abc123" })["usernameOrTel"]).toBe(identifierRequired)
  })

  it("accepts a mobile number and a personnel code, and refuses near misses with the format message", () => {
    expect(identifierError("09120000001")).toBeUndefined()
    expect(identifierError("1000100001")).toBeUndefined()
    expect(identifierError("1230611234")).toBeUndefined()
    expect(identifierError("0912000000")).toBe(identifierFormat)
    expect(identifierError("091200000011")).toBe(identifierFormat)
    expect(identifierError("08120000001")).toBe(identifierFormat)
    expect(identifierError("1231011234")).toBe(identifierFormat)
    expect(identifierError("1230721234")).toBe(identifierFormat)
    expect(identifierError("1230021234")).toBe(identifierFormat)
    expect(identifierError("ali")).toBe(identifierFormat)
  })

  it("reads Persian and Arabic-Indic digits as ASCII", () => {
    expect(validateLoginForm({ usernameOrTel: "۰۹۱۲۰۰۰۰۰۰۱", password: "Abc۱۲۳" })).toEqual(
      Result.succeed({ usernameOrTel: "09120000001", password: "Abc123" }),
    )
    expect(identifierError("١٠٠٠١٠٠٠٠١")).toBeUndefined()
  })

  it("passes any generated mobile or personnel code, in any digit script", () => {
    fc.assert(
      fc.property(
        identifier,
        fc.constantFrom((t: string) => t, toPersian, toArabic),
        (id, script) => {
          expect(identifierError(script(id))).toBeUndefined()
        },
      ),
    )
  })

  it("refuses with the format message any non-empty text outside both patterns", () => {
    const isValid = (text: string) => /^09\d{9}$/.test(text) || /^\d{3}0[0-6][01]\d{4}$/.test(text)
    const text = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.stringMatching(/^[0-9]{9,12}$/),
      identifier.map((id) => id.slice(1)),
      identifier.map((id) => `${id}0`),
    )
    fc.assert(
      fc.property(
        text.filter((t) => t.trim() !== "" && !isValid(toAscii(t.trim()))),
        (t) => {
          expect(identifierError(t)).toBe(identifierFormat)
        },
      ),
    )
  })
})

describe("login password", () => {
  it("shows the first failing rule's message, in the specification's order", () => {
    expect(passwordError("")).toBe(passwordRequired)
    expect(passwordError(undefined)).toBe(passwordRequired)
    expect(passwordError("A")).toBe(passwordTooShort)
    expect(passwordError("abc")).toBe(passwordTooShort)
    expect(passwordError("A".repeat(21))).toBe(passwordTooLong)
    expect(passwordError("abcdef")).toBe(passwordShape)
    expect(passwordError("Abc12!")).toBe(passwordShape)
    expect(passwordError("Abc123")).toBeUndefined()
    expect(passwordError("Demo1234")).toBeUndefined()
    expect(passwordError("A".repeat(20))).toBeUndefined()
  })

  it("lets 4 and 5 characters pass the length rule, so the shape message (needing 6) is the one shown", () => {
    expect(passwordError("Abcd")).toBe(passwordShape)
    expect(passwordError("Abc12")).toBe(passwordShape)
    expect(passwordError("Abc")).toBe(passwordTooShort)
  })

  it("passes any password built from the shape, 6 to 20 characters", () => {
    fc.assert(
      fc.property(shapedPassword(6, 20), (password) => {
        expect(passwordError(password)).toBeUndefined()
      }),
    )
  })

  it("answers 1-3 characters with the minimum message, 4-5 with the shape message, over 20 with the maximum message", () => {
    fc.assert(
      fc.property(shapedPassword(1, 30), (password) => {
        const expected =
          password.length < 4
            ? passwordTooShort
            : password.length < 6
              ? passwordShape
              : password.length > 20
                ? passwordTooLong
                : undefined
        expect(passwordError(password)).toBe(expected)
      }),
    )
  })

  it("refuses a password of the right length whose first letter is not an uppercase Latin letter", () => {
    fc.assert(
      fc.property(fc.constantFrom(..."abz09_-آب".split("")), fc.array(alnum, { minLength: 5, maxLength: 19 }), (first, rest) => {
        expect(passwordError(first + rest.join(""))).toBe(passwordShape)
      }),
    )
  })
})

describe("login payload", () => {
  it("sends an identifier starting with 09 as mobile, anything else as username", () => {
    expect(loginPayload({ usernameOrTel: "09120000001", password: "Demo1234" })).toEqual({
      mobile: "09120000001",
      password: "Demo1234",
    })
    expect(loginPayload({ usernameOrTel: "1000100001", password: "Demo1234" })).toEqual({
      username: "1000100001",
      password: "Demo1234",
    })
  })

  it("sends the normalised digits of every valid form under the key its prefix decides", () => {
    fc.assert(
      fc.property(identifier, shapedPassword(6, 20), (id, password) => {
        const form = Result.getOrThrow(validateLoginForm({ usernameOrTel: toPersian(id), password }))
        const payload = loginPayload(form)
        expect(payload).toEqual(id.startsWith("09") ? { mobile: id, password } : { username: id, password })
      }),
    )
  })
})
