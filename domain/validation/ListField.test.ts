import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { ListField } from "./ListField.ts"

const form = validateWith(Schema.Struct({ items: ListField.check(Schema.isMinLength(1, { message: "حداقل یکی" })) }))

describe("a list read from untrusted input", () => {
  it("lets a missing key or anything but a list reach the field's own rule", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.object()), (bad) => {
        const input = bad === undefined ? {} : { items: bad }
        expect(form(input)).toEqual(Result.fail({ items: "حداقل یکی" }))
      }),
    )
  })

  it("keeps a list as it was sent", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1 }), (items) => {
        expect(form({ items })).toEqual(Result.succeed({ items }))
      }),
    )
  })
})
