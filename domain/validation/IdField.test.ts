import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { isRecordId, maxRecordId } from "../identifiers/RecordId.ts"
import { IdField, IdListField, OptionalIdField } from "./IdField.ts"

const one = validateWith(Schema.Struct({ id: IdField({ required: "انتخاب کنید", invalid: "نامعتبر" }) }))
const maybe = validateWith(Schema.Struct({ id: OptionalIdField("نامعتبر") }))
const list = validateWith(
  Schema.Struct({
    ids: IdListField({ atLeastOne: "یکی", tooMany: "زیاد", invalid: "نامعتبر", duplicate: "تکراری" }, { min: 1, max: 5 }),
  }),
)
const id = fc.integer({ min: 1, max: maxRecordId })

describe("references to stored records", () => {
  it("reads an id from a number or text in any digits", () => {
    fc.assert(
      fc.property(id, (n) => {
        for (const written of [n, String(n), ` ${String(n).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d)} `])
          expect(one({ id: written })).toEqual(Result.succeed({ id: n }))
      }),
    )
  })

  it("tells nothing chosen from a bad choice", () => {
    for (const nothing of [{}, { id: null }, { id: "" }, { id: " " }])
      expect(one(nothing)).toEqual(Result.fail({ id: "انتخاب کنید" }))
    for (const bad of [0, -1, 1.5, "abc", "01", true, {}, Number.NaN, 2 ** 60, maxRecordId + 1, String(maxRecordId + 1)])
      expect(one({ id: bad })).toEqual(Result.fail({ id: "نامعتبر" }))
    expect(maybe({ id: "" })).toEqual(Result.succeed({ id: null }))
    expect(maybe({ id: "x" })).toEqual(Result.fail({ id: "نامعتبر" }))
  })

  it("agrees with isRecordId on numbers", () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double()), (n) => Result.isSuccess(one({ id: n })) === isRecordId(n)))
  })

  it("keeps a list of distinct ids in order and marks each repeat under its index", () => {
    fc.assert(
      fc.property(fc.uniqueArray(id, { minLength: 1, maxLength: 5 }), (ids) => {
        expect(list({ ids })).toEqual(Result.succeed({ ids }))
      }),
    )
    expect(list({ ids: [3, 4, 3, 4] })).toEqual(Result.fail({ "ids.2": "تکراری", "ids.3": "تکراری" }))
    expect(list({ ids: [3, "x", 0] })).toEqual(Result.fail({ "ids.1": "نامعتبر", "ids.2": "نامعتبر" }))
    expect(list({ ids: "3" })).toEqual(Result.fail({ ids: "مقدار این فیلد باید فهرست باشد" }))
    expect(list({ ids: [1, 2, 3, 4, 5, 6] })).toEqual(Result.fail({ ids: "زیاد" }))
  })
})
