import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "../validation/FieldErrors.ts"
import { groupSayadId, isSayadId, SayadId } from "./SayadId.ts"

const digits = (length: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length })
const persian = (text: string) => text.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit)
const validate = validateWith(Schema.Struct({ sayad: SayadId }))

describe("Sayad cheque ID (شناسه صیادی)", () => {
  it("accepts sixteen digits however typed", () => {
    for (const id of ["1234567890123456", "۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶", "1234 5678 9012 3456"]) expect(isSayadId(id)).toBe(true)
    expect(validate({ sayad: "۱۲۳۴-۵۶۷۸-۹۰۱۲-۳۴۵۶" })).toEqual(Result.succeed({ sayad: "1234567890123456" }))
  })

  it("answers the field's messages", () => {
    expect(validate({})).toEqual(Result.fail({ sayad: "شناسه صیادی الزامی است" }))
    expect(validate({ sayad: "123456789012345" })).toEqual(Result.fail({ sayad: "شناسه صیادی باید ۱۶ رقم باشد" }))
    expect(validate({ sayad: "123456789012345a" })).toEqual(Result.fail({ sayad: "شناسه صیادی باید ۱۶ رقم باشد" }))
  })

  it("accepts exactly sixteen digits, with no check digit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }).chain(digits), (id) => {
        expect(isSayadId(persian(id))).toBe(id.length === 16)
      }),
    )
  })

  it("is shown in groups of four, whatever digits and separators it was typed with", () => {
    expect(groupSayadId("1234567890123456")).toBe("1234 5678 9012 3456")
    expect(groupSayadId("۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶")).toBe("1234 5678 9012 3456")
    expect(groupSayadId("1234-5678 90")).toBe("1234 5678 90")
    expect(groupSayadId("")).toBe("")
  })

  it("groups keep every digit in order, four to a group but the last, and the groups read back as the ID", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }).chain(digits), (id) => {
        const grouped = groupSayadId(persian(id))
        expect(grouped.replace(/ /g, "")).toBe(id)
        const groups = grouped === "" ? [] : grouped.split(" ")
        for (const group of groups.slice(0, -1)) expect(group).toHaveLength(4)
        expect(groups.at(-1)?.length ?? 0).toBeLessThanOrEqual(4)
        expect(isSayadId(grouped)).toBe(id.length === 16)
      }),
    )
  })
})
