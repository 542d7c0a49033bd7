import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validateWith } from "./FieldErrors.ts"
import { ActiveSwitch, validateActiveToggle } from "./ActiveToggle.ts"

describe("the active switch and toggle", () => {
  it("reads a switch not sent as active", () => {
    const form = validateWith(Schema.Struct({ is_active: ActiveSwitch }))
    expect(form({})).toEqual(Result.succeed({ is_active: true }))
    expect(form({ is_active: "0" })).toEqual(Result.succeed({ is_active: false }))
    expect(form({ is_active: "yes" })).toEqual(Result.fail({ is_active: "وضعیت نامعتبر است" }))
  })

  it("requires the toggle's state", () => {
    for (const body of [{}, null, { is_active: "on" }])
      expect(validateActiveToggle(body)).toEqual(Result.fail({ is_active: "وضعیت نامعتبر است" }))
    fc.assert(fc.property(fc.boolean(), (on) => Result.isSuccess(validateActiveToggle({ is_active: on ? 1 : 0 }))))
  })
})
