import { Rials } from "../money/Rials.ts"
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  customerConflicts,
  customerName,
  customerTypeLabels,
  isPhoneNumber,
  validateCustomerForm,
  type CustomerForm,
  type CustomerKeys,
} from "./CustomerForm.ts"

const errorsOf = (input: unknown) =>
  Result.match(validateCustomerForm(input), { onSuccess: () => ({}), onFailure: (errors) => errors })
const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const inPersian = (text: string): string => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
// product.md section 4, written out again for both check digits.
const nationalCode = digits(9)
  .map((nine) => {
    const s = [...nine].reduce((sum, d, i) => sum + Number(d) * (10 - i), 0) % 11
    return `${nine}${s < 2 ? s : 11 - s}`
  })
  .filter((code) => !/^(\d)\1{9}$/.test(code))
const nationalId = digits(10).map((ten) => {
  const k = Number(ten[9]) + 2
  const s = [...ten].reduce((sum, d, i) => sum + (Number(d) + k) * [29, 27, 23, 19, 17][i % 5]!, 0) % 11
  return `${ten}${s === 10 ? 0 : s}`
})
const common = {
  phone: null,
  postal_code: null,
  address: null,
  city: null,
  sales_expert_id: null,
  credit_limit: 0,
  notes: null,
  is_active: true,
}
const person = { type: "individual", name: "علی", last_name: "رضایی", national_code: "0499370899", mobile: "09121234567" }
const company = {
  type: "legal",
  company_name: "شیشه البرز",
  national_id: "10380284790",
  economic_code: null,
  representative_name: "سارا احمدی",
  representative_mobile: "09351234567",
}

describe("customer form: messages", () => {
  it("asks for the type, checking the shared fields meanwhile", () => {
    expect(errorsOf({})).toEqual({ type: "نوع مشتری را انتخاب کنید" })
    expect(errorsOf({ type: "company", credit_limit: -1, phone: "12" })).toEqual({
      type: "نوع مشتری را انتخاب کنید",
      credit_limit: "سقف اعتبار نمی‌تواند منفی باشد",
      phone: "شماره تلفن نامعتبر است",
    })
  })

  it("asks for a person's name, last name, national code and mobile", () => {
    expect(errorsOf({ type: "individual" })).toEqual({
      name: "نام الزامی است",
      last_name: "نام خانوادگی الزامی است",
      national_code: "کد ملی الزامی است",
      mobile: "شماره همراه الزامی است",
    })
    expect(errorsOf({ ...person, national_code: "0499370898", mobile: "9121234567" })).toEqual({
      national_code: "کد ملی نامعتبر است",
      mobile: "شماره همراه نامعتبر است",
    })
  })

  it("asks for a company's name, national ID and representative", () => {
    expect(errorsOf({ type: "legal" })).toEqual({
      company_name: "نام شرکت الزامی است",
      national_id: "شناسه ملی الزامی است",
      representative_name: "نام نماینده الزامی است",
      representative_mobile: "شماره همراه الزامی است",
    })
    expect(
      errorsOf({
        ...company,
        company_name: "ش".repeat(151),
        national_id: "10380284791",
        economic_code: "123",
        representative_name: "ن".repeat(101),
      }),
    ).toEqual({
      company_name: "نام شرکت باید حداکثر 150 کاراکتر باشد",
      national_id: "شناسه ملی نامعتبر است",
      economic_code: "کد اقتصادی نامعتبر است",
      representative_name: "نام نماینده باید حداکثر 100 کاراکتر باشد",
    })
  })

  it("refuses the shared fields' bad values", () => {
    expect(
      errorsOf({
        ...person,
        postal_code: "1111111111",
        address: "ن".repeat(501),
        city: "ش".repeat(51),
        sales_expert_id: "x",
        credit_limit: "abc",
        notes: "ت".repeat(1001),
        is_active: "y",
      }),
    ).toEqual({
      postal_code: "کد پستی نامعتبر است",
      address: "نشانی باید حداکثر 500 کاراکتر باشد",
      city: "شهر باید حداکثر 50 کاراکتر باشد",
      sales_expert_id: "کارشناس فروش نامعتبر است",
      credit_limit: "سقف اعتبار باید عدد باشد",
      notes: "توضیحات باید حداکثر 1000 کاراکتر باشد",
      is_active: "وضعیت نامعتبر است",
    })
    expect(errorsOf({ ...person, credit_limit: "-۱٬۰۰۰" })).toEqual({ credit_limit: "سقف اعتبار نمی‌تواند منفی باشد" })
    expect(errorsOf({ ...person, credit_limit: 2.5 })).toEqual({ credit_limit: "سقف اعتبار باید عدد صحیح باشد" })
    expect(errorsOf({ ...person, credit_limit: 10 ** 16 })).toEqual({ credit_limit: "سقف اعتبار بیش از حد مجاز است" })
  })

  it("labels the types and names the customer", () => {
    expect(customerTypeLabels).toEqual({ individual: "حقیقی", legal: "حقوقی" })
    expect(customerName({ type: "individual", name: "علی", last_name: "رضایی" })).toBe("علی رضایی")
    expect(customerName({ type: "legal", company_name: "شیشه البرز" })).toBe("شیشه البرز")
  })
})

describe("customer form: properties", () => {
  it("accepts every person whose national code carries its check digit, typed in Persian, an empty credit limit read as 0", () => {
    fc.assert(
      fc.property(nationalCode, digits(9), fc.constantFrom(undefined, null, "", " "), (code, rest, credit) => {
        const input = { ...person, national_code: inPersian(code), mobile: inPersian(`09${rest}`), credit_limit: credit }
        expect(validateCustomerForm(input)).toEqual(
          Result.succeed({ ...person, ...common, national_code: code, mobile: `09${rest}` }),
        )
      }),
    )
  })

  it("accepts every company whose national ID carries its check digit, with its optional fields", () => {
    fc.assert(
      fc.property(
        nationalId,
        fc.option(digits(12)),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.option(fc.integer({ min: 1, max: 1000 })),
        (id, economic, credit, expert) => {
          const input = {
            ...company,
            national_id: id,
            economic_code: economic ?? "",
            credit_limit: credit.toLocaleString("en-US"),
            sales_expert_id: expert,
            phone: "021-88776655",
            postal_code: "۱۴۳۵۶۷۸۹۱۲",
            city: "تهران",
          }
          const expected: CustomerForm = {
            ...common,
            ...company,
            type: "legal",
            national_id: id,
            economic_code: economic,
            credit_limit: Rials(credit),
            sales_expert_id: expert,
            phone: "02188776655",
            postal_code: "1435678912",
            city: "تهران",
          }
          expect(validateCustomerForm(input)).toEqual(Result.succeed(expected))
        },
      ),
    )
  })

  it("refuses every negative credit limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: -1 }), fc.boolean(), (credit, asText) => {
        expect(errorsOf({ ...person, credit_limit: asText ? inPersian(String(credit)) : credit })).toEqual({
          credit_limit: "سقف اعتبار نمی‌تواند منفی باشد",
        })
      }),
    )
  })

  it("refuses every national code whose last digit is not its check digit", () => {
    fc.assert(
      fc.property(nationalCode, fc.integer({ min: 1, max: 9 }), (code, shift) => {
        const wrong = `${code.slice(0, 9)}${(Number(code[9]) + shift) % 10}`
        expect(errorsOf({ ...person, national_code: wrong })).toEqual({ national_code: "کد ملی نامعتبر است" })
      }),
    )
  })

  it("reads phones as 0, a non-zero digit and nine more", () => {
    fc.assert(fc.property(digits(11), (text) => isPhoneNumber(text) === /^0[1-9]/.test(text)))
  })
})

describe("customer form: uniqueness", () => {
  const stored: ReadonlyArray<CustomerKeys & { id: number }> = [
    { id: 1, type: "individual", national_code: "0499370899", national_id: null },
    { id: 2, type: "legal", national_code: null, national_id: "10380284790" },
  ]

  it("refuses a national code of another person and a national ID of another entity, in Persian", () => {
    expect(customerConflicts({ type: "individual", national_code: "0499370899", national_id: null }, stored)).toEqual({
      national_code: "این کد ملی قبلاً ثبت شده است",
    })
    expect(customerConflicts({ type: "legal", national_code: null, national_id: "10380284790" }, stored)).toEqual({
      national_id: "این شناسه ملی قبلاً ثبت شده است",
    })
    expect(customerConflicts({ id: 1, type: "individual", national_code: "0499370899", national_id: null }, stored)).toEqual({})
  })

  it("finds a clash exactly when another customer of the same type holds the identifier", () => {
    const keys = fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      type: fc.constantFrom("individual" as const, "legal" as const),
      code: fc.constantFrom("a", "b"),
    })
    const asKeys = ({ id, type, code }: { id: number; type: "individual" | "legal"; code: string }) => ({
      id,
      type,
      national_code: type === "individual" ? code : null,
      national_id: type === "legal" ? code : null,
    })
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 6 }), keys, (rows, candidate) => {
        const clash = rows.some((row) => row.id !== candidate.id && row.type === candidate.type && row.code === candidate.code)
        const field = candidate.type === "individual" ? "national_code" : "national_id"
        expect(Object.keys(customerConflicts(asKeys(candidate), rows.map(asKeys)))).toEqual(clash ? [field] : [])
      }),
    )
  })
})
