import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { customerTypes, type CustomerType } from "../../../domain/customer/CustomerForm.ts"
import { sameValues } from "../../components/form/sameValues.ts"
import { carriedValues, carry, emptyValues, switchType, type Values } from "./customerFormValues.ts"

const text = fc.option(fc.string({ maxLength: 6 }), { nil: null })
const type = fc.constantFrom<CustomerType>(...customerTypes)
const values: fc.Arbitrary<Values> = fc.record({
  type,
  name: text,
  last_name: text,
  national_code: text,
  mobile: text,
  company_name: text,
  national_id: text,
  economic_code: text,
  representative_name: text,
  representative_mobile: text,
  phone: text,
  postal_code: text,
  address: text,
  city: text,
  notes: text,
  sales_expert_id: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  credit_limit: fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
  is_active: fc.boolean(),
})
const shared = ["phone", "postal_code", "address", "city", "notes", "sales_expert_id", "credit_limit", "is_active"] as const
const mobileOf = (form: Values) => (form.type === "individual" ? form.mobile : form.representative_mobile)
const other = (of: CustomerType): CustomerType => (of === "individual" ? "legal" : "individual")

describe("switching a new customer between حقیقی and حقوقی", () => {
  it("keeps every field both types have, and moves the mobile to the other type's mobile", () => {
    fc.assert(
      fc.property(values, (form) => {
        const switched = switchType(form, other(form.type))
        expect(switched.type).toBe(other(form.type))
        for (const field of shared) expect(switched[field]).toBe(form[field])
        expect(mobileOf(switched)).toBe(mobileOf(form))
      }),
    )
  })

  it("gives back on a switch back what was typed, also what only the first type has", () => {
    fc.assert(
      fc.property(values, (form) => {
        const back = switchType(switchType(form, other(form.type)), form.type)
        // Only the other type's mobile may differ: it took this type's mobile on the way.
        const otherMobile = form.type === "individual" ? "representative_mobile" : "mobile"
        expect({ ...back, [otherMobile]: null }).toEqual({ ...form, [otherMobile]: null })
      }),
    )
  })

  it("leaves an untouched form untouched: switching an empty form gives the other type's empty form", () => {
    for (const from of customerTypes)
      expect(sameValues(switchType(emptyValues(from), other(from)), emptyValues(other(from)))).toBe(true)
  })

  it("carries the values to the other type's address and reads them back, and reads nothing else", () => {
    fc.assert(
      fc.property(values, (form) => {
        expect(carriedValues(carry(form), form.type)).toEqual(form)
        expect(carriedValues(carry(form), other(form.type))).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(fc.anything(), type, (state, at) => {
        const read = carriedValues(state, at)
        if (read !== undefined) expect(read.type).toBe(at)
      }),
    )
    expect(carriedValues(null, "individual")).toBeUndefined()
    expect(carriedValues({ carriedCustomer: { type: "legal" } }, "legal")).toBeUndefined()
  })
})
