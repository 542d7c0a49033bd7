import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { stations, stationLabels } from "../production/Stations.ts"
import { roles } from "../roles/Role.ts"
import { isPersonnelCode, userConflicts, validateUserForm } from "./UserForm.ts"
import { inStationOrder, readUserStations } from "./UserStations.ts"

const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const inPersian = (text: string): string => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
// The login rule, written out again: three digits, 0 and a digit 0-6, 0 or 1, four digits; 09... is read as a mobile.
const personnelCode = fc
  .tuple(digits(3), fc.constantFrom(..."0123456"), fc.constantFrom("0", "1"), digits(4))
  .map(([a, b, c, d]) => `${a}0${b}${c}${d}`)
  .filter((code) => !code.startsWith("09"))
const mobile = digits(9).map((rest) => `09${rest}`)
const password = fc
  .tuple(
    fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    fc.string({ unit: fc.constantFrom(..."abcxyzDEF0123456789"), minLength: 5, maxLength: 19 }),
  )
  .map(([a, b]) => a + b)
const role = fc.constantFrom("super-admin", "sales-manager", "sales-expert", "financial-manager" as const)
const user = {
  name: "مریم",
  last_name: "کاظمی",
  personnel_code: "1000100001",
  mobile: "09120000001",
  role: "sales-manager",
  password: "Demo1234",
  is_active: true,
}
const errorsOf = (input: unknown, mode: "create" | "edit" = "create") =>
  Result.match(validateUserForm(input, { mode }), { onSuccess: () => ({}), onFailure: (errors) => errors })

describe("user form: messages", () => {
  it("asks for every field of an empty form", () => {
    expect(errorsOf({})).toEqual({
      name: "نام الزامی است",
      last_name: "نام خانوادگی الزامی است",
      personnel_code: "کد پرسنلی الزامی است",
      mobile: "شماره همراه الزامی است",
      role: "نقش کاربر را انتخاب کنید",
      password: "پسورد خود را وارد کنید",
    })
  })

  it("refuses long names, a code or mobile of the wrong shape, an unknown role", () => {
    expect(
      errorsOf({
        ...user,
        name: "ن".repeat(51),
        last_name: "ک".repeat(51),
        personnel_code: "1000700001",
        mobile: "0912",
        role: "admin",
      }),
    ).toEqual({
      name: "نام باید حداکثر 50 کاراکتر باشد",
      last_name: "نام خانوادگی باید حداکثر 50 کاراکتر باشد",
      personnel_code: "کد پرسنلی نامعتبر است",
      mobile: "شماره همراه نامعتبر است",
      role: "نقش کاربر را انتخاب کنید",
    })
    expect(errorsOf({ ...user, personnel_code: "0910012345" })).toEqual({ personnel_code: "کد پرسنلی نامعتبر است" })
  })

  it("applies the login password rules and their messages", () => {
    expect(errorsOf({ ...user, password: "Ab1" })).toEqual({ password: "رمز عبور باید حداقل 6 کاراکتر باشد" })
    expect(errorsOf({ ...user, password: `A${"b".repeat(20)}` })).toEqual({ password: "رمز عبور باید حداکثر 20 کاراکتر باشد" })
    expect(errorsOf({ ...user, password: "demo1234" })).toEqual({
      password: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
    })
    expect(errorsOf({ ...user, password: "Demo1" }, "edit")).toEqual({
      password: "پسورد باید با حرف بزرگ آغاز شود و حداقل 6 کاراکتر باشد",
    })
  })

  it("answers the server's uniqueness messages", () => {
    const stored = [{ id: 1, personnel_code: "1000100001", mobile: "09120000001" }]
    expect(userConflicts({ personnel_code: "1000100001", mobile: "09120000001" }, stored)).toEqual({
      personnel_code: "این کد پرسنلی قبلاً ثبت شده است",
      mobile: "این شماره همراه قبلاً ثبت شده است",
    })
    expect(userConflicts({ id: 1, personnel_code: "1000100001", mobile: "09120000001" }, stored)).toEqual({})
  })
})

describe("user form: an operator's stations", () => {
  const operator = { ...user, role: "operator" }

  it("asks an operator for at least one known station, under stations, after the other fields' messages", () => {
    for (const none of [undefined, null, []])
      expect(errorsOf({ ...operator, stations: none })).toEqual({ stations: "حداقل یک ایستگاه را انتخاب کنید" })
    expect(errorsOf({ ...operator, stations: ["cutting", "furnace"] })).toEqual({ stations: "ایستگاه انتخاب‌شده شناخته نیست" })
    expect(errorsOf({ ...operator, stations: "cutting" })).toEqual({ stations: "مقدار این فیلد باید فهرست باشد" })
    expect(Object.keys(errorsOf({ ...operator, name: "", stations: [] }, "edit"))).toEqual(["name", "stations"])
  })

  it("keeps an operator's stations once each, in station order, in both modes", () => {
    expect(validateUserForm({ ...operator, stations: ["edging", "cutting", "edging"] }, { mode: "create" })).toEqual(
      Result.succeed({ ...operator, stations: ["cutting", "edging"] }),
    )
    expect(validateUserForm({ ...operator, password: "", stations: ["dispatch"] }, { mode: "edit" })).toEqual(
      Result.succeed({ ...operator, password: null, stations: ["dispatch"] }),
    )
  })

  it("names the nine stations the form ticks in Persian", () => {
    expect(stations.map((station) => stationLabels[station])).toEqual([
      "برش",
      "لبه‌کاری",
      "سوراخ‌کاری و فرآوری",
      "سکوریت",
      "لمینت",
      "مونتاژ دوجداره",
      "کنترل کیفیت",
      "خرک‌چینی",
      "ارسال",
    ])
  })

  it("reads any ticked stations as that set in station order for an operator, and none for every other role whatever was sent", () => {
    const ticked = fc.array(fc.constantFrom(...stations), { maxLength: 12 })
    fc.assert(
      fc.property(fc.constantFrom(...roles), ticked, (r, chosen) => {
        const read = readUserStations(r, chosen)
        const expected =
          r !== "operator"
            ? Result.succeed([])
            : chosen.length === 0
              ? Result.fail("حداقل یک ایستگاه را انتخاب کنید")
              : Result.succeed(stations.filter((station) => chosen.includes(station)))
        expect(read).toEqual(expected)
        if (Result.isSuccess(read)) expect(inStationOrder(read.success)).toEqual(read.success)
      }),
    )
  })

  it("never lets a word that is no station through for an operator", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...stations)),
        fc.string().filter((text) => !(stations as ReadonlyArray<string>).includes(text)),
        (chosen, other) => {
          expect(readUserStations("operator", [...chosen, other])).toEqual(Result.fail("ایستگاه انتخاب‌شده شناخته نیست"))
        },
      ),
    )
  })
})

describe("user form: properties", () => {
  it("accepts every user in the login patterns, digits typed in Persian, in create mode", () => {
    fc.assert(
      fc.property(personnelCode, mobile, role, password, fc.boolean(), (code, phone, r, secret, active) => {
        const input = {
          ...user,
          personnel_code: inPersian(code),
          mobile: inPersian(phone),
          role: r,
          password: secret,
          is_active: active ? "1" : "0",
        }
        expect(validateUserForm(input, { mode: "create" })).toEqual(
          Result.succeed({
            ...user,
            personnel_code: code,
            mobile: phone,
            role: r,
            password: secret,
            is_active: active,
            stations: [],
          }),
        )
      }),
    )
  })

  it("keeps the password in edit mode when it is left empty", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, "", "   "), (empty) => {
        expect(validateUserForm({ ...user, password: empty }, { mode: "edit" })).toEqual(
          Result.succeed({ ...user, role: "sales-manager", password: null, stations: [] }),
        )
        expect(errorsOf({ ...user, password: empty })).toEqual({ password: "پسورد خود را وارد کنید" })
      }),
    )
  })

  it("accepts as a personnel code exactly what the login form sends as a username", () => {
    fc.assert(
      fc.property(
        digits(10),
        (code) => isPersonnelCode(code) === (/^\d{3}0[0-6][01]\d{4}$/.test(code) && !code.startsWith("09")),
      ),
    )
  })

  it("finds a conflict exactly when another user holds the code or the mobile", () => {
    const stored = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 30 }),
        personnel_code: fc.constantFrom("1000100001", "1000200002"),
        mobile: fc.constantFrom("09120000001", "09120000002"),
      }),
      { selector: (row) => row.id, maxLength: 6 },
    )
    fc.assert(
      fc.property(
        stored,
        fc.option(fc.integer({ min: 1, max: 30 })),
        fc.constantFrom("1000100001", "1000200002"),
        fc.constantFrom("09120000001", "09120000002"),
        (rows, id, code, phone) => {
          const others = rows.filter((row) => row.id !== id)
          const errors = userConflicts({ id, personnel_code: code, mobile: phone }, rows)
          expect("personnel_code" in errors).toBe(others.some((row) => row.personnel_code === code))
          expect("mobile" in errors).toBe(others.some((row) => row.mobile === phone))
        },
      ),
    )
  })
})
