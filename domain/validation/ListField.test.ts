import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { ListField } from "./ListField.ts"

const form = validateWith(Schema.Struct({ items: ListField.check(Schema.isMinLength(1, { message: "حداقل یکی" })) }))

describe("a list read from untrusted input", () => {
  it("lets a missing key, undefined or null reach the field's own rule", () => {
    for (const input of [{}, { items: undefined }, { items: null }])
      expect(form(input)).toEqual(Result.fail({ items: "حداقل یکی" }))
  })

  it('refuses anything but a list under its field, never reading it as empty ("1,2" was once stored as no products)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.object()), (bad) => {
        expect(form({ items: bad })).toEqual(Result.fail({ items: "مقدار این فیلد باید فهرست باشد" }))
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
